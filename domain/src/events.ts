import { accountEventTypes } from './account/events';
import { auditEventTypes } from './audit-events';
import { analyticsEventTypes } from './calc-events';
import { dealEventTypes } from './deals/events';
import { fileUseEventTypes } from './files/use-events';
import { subscriptionEventTypes } from './subscriptions/events';
import { couponEventTypes } from './subscriptions/coupons';
import { identityEventTypes } from './identity/events';
import { secretEventTypes } from './identity/secrets';
import { modelEventTypes } from './models/events';
import { opsEventTypes } from './ops-events';
import { savedQueryEventTypes } from './saved-queries';
import type { EventTypes } from './shared/event-types';

/** Every event type of the product with its schema: events are validated on append and on read. */
export const eventTypes: EventTypes = {
  ...identityEventTypes,
  ...secretEventTypes,
  ...dealEventTypes,
  ...fileUseEventTypes,
  ...subscriptionEventTypes,
  ...couponEventTypes,
  ...accountEventTypes,
  ...analyticsEventTypes,
  ...modelEventTypes,
  ...opsEventTypes,
  ...auditEventTypes,
  ...savedQueryEventTypes,
};
