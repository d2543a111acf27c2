import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dealMessages } from '@dealbook/domain/deals/messages';
import type { Entitlements } from '@dealbook/domain/entitlements/index';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { subscriptionApi, subscriptionKeys } from '../../account/subscription-api';
import { readFailure } from '../../deals/failures';
import { MessageDialog } from './MessageDialog';

export const PREMIUM_FEATURE = 'Premium Feature';
export const PREMIUM_FEATURE_NOTE = 'Premium accounts have this feature.';

/**
 * The rights a plan grants or refuses outright, with the code of the server's 403 and our
 * sentence for the dialog opened before anything is sent (the server's own message replaces it after a 403).
 */
const features = {
  uploadAttachments: { code: 'UPLOAD_NOT_IN_PLAN', message: 'Uploading attachments to the data room is a premium feature.' },
  viewDistribution: { code: 'DISTRIBUTION_NOT_IN_PLAN', message: 'Sharing a deal with other people is a premium feature.' },
} as const;
export type PremiumRight = keyof typeof features;

const refusedCodes = new Set<string>(Object.values(features).map((f) => f.code));

/** The spec's premium dialog: the message, the premium note, and the way to the subscription page. */
export const premiumFeatureText = (message: string): DialogText => ({
  title: PREMIUM_FEATURE,
  message: `${message} ${PREMIUM_FEATURE_NOTE}`,
  // The same two buttons as the deal limits' dialogs: 'Yes, Learn More…' (to /app/subscription) and 'No, Thanks'.
  buttons: dealMessages.revisionLimit.buttons,
});

/** The server's message when `error` is its 403 refusal of a premium feature, else null. */
export function premiumRefusal(error: unknown, right: PremiumRight): string | null {
  const { status, code, message } = readFailure(error);
  if (status !== 403 || code === undefined || !refusedCodes.has(code)) return null;
  return message ?? features[right].message;
}

/** The caller's rights, from the subscription view the subscription page reads and refreshes after every change. */
export function useEntitlements(): Entitlements | undefined {
  return useQuery({ queryKey: subscriptionKeys.view, queryFn: () => subscriptionApi.retrieve(), select: (view) => view.entitlements }).data;
}

/** 'Premium Feature' while `message` is set; 'Yes, Learn More…' leads to /app/subscription, 'No, Thanks' closes. */
export function PremiumFeatureDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return <MessageDialog text={message === null ? null : premiumFeatureText(message)} onClose={onClose} />;
}

/**
 * A plan-gated action: `locked` when the plan lacks `right` (while the plan is unknown it is not: the server
 * decides), `offer` opens the dialog instead of the action, `caught` opens it for the server's 403 (and reads
 * the plan again, since it was out of date); render `dialog`.
 */
export function usePremiumFeature(right: PremiumRight) {
  const client = useQueryClient();
  const entitlements = useEntitlements();
  const [message, setMessage] = useState<string | null>(null);
  const caught = (error: unknown) => {
    const refused = premiumRefusal(error, right);
    if (refused === null) return false;
    setMessage(refused);
    void client.invalidateQueries({ queryKey: subscriptionKeys.view });
    return true;
  };
  return {
    locked: entitlements?.[right] === false,
    offer: () => setMessage(features[right].message),
    caught,
    dialog: <PremiumFeatureDialog message={message} onClose={() => setMessage(null)} />,
  };
}
