import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionShow } from './SubscriptionShow';
import type { SubscriptionRecord } from './types';

export default {
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: CardMembershipIcon,
  recordRepresentation: (record: SubscriptionRecord) => `${record.email ?? record.user_id} · ${record.plan_name ?? record.status}`,
};
