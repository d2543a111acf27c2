import { Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { PricingPlan } from '@dealbook/domain/subscriptions/plans';
import type { CardForm } from '../../account/card-form';
import { subscriptionApi, type SubscriptionView } from '../../account/subscription-api';
import { priceOf } from '../pricing/pricing';
import { useToast } from '../shared/toast';
import { CardDialog } from './CardDialog';
import { cardFailure, useCardEntry } from './useCardEntry';

type Props = { plan: PricingPlan | null; onClose: () => void; onPaid: (view: SubscriptionView) => void };

function PaymentForm({ plan, onClose, onPaid }: Props & { plan: PricingPlan }) {
  const notify = useToast();
  const entry = useCardEntry();
  const pay = useMutation({
    mutationFn: async (card: CardForm) => {
      const token = await entry.token(card);
      return subscriptionApi.subscribe({ plan: plan.plan_id, token: token.id, ...(card.coupon ? { coupon_code: card.coupon } : {}) });
    },
    onSuccess: (view) => onPaid(view),
    onError: (error) => {
      const failure = cardFailure(error);
      if (failure.kind === 'message') return entry.show(failure);
      // A refused coupon is a toast, and the code is cleared.
      notify(failure.message, 'error');
      entry.change({ coupon: '' });
    },
  });

  return (
    <CardDialog
      entry={entry}
      title={plan.plan_name}
      withCoupon
      action="Pay"
      pendingLabel="Paying"
      pending={pay.isPending}
      onSubmit={pay.mutate}
      onClose={onClose}
    >
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{priceOf(plan)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A first subscription starts with a 14-day free trial: your card is checked now and charged when the trial ends.
      </Typography>
    </CardDialog>
  );
}

/**
 * The payment dialog of the requirements for one plan: card, then token (the sandbox tokeniser's, or Stripe's from its
 * card Element), then subscription. Full screen on a phone.
 */
export const PaymentDialog = ({ plan, onClose, onPaid }: Props) =>
  // A fresh form for each plan opened; nothing typed survives a close.
  plan ? <PaymentForm key={plan.plan_id} plan={plan} onClose={onClose} onPaid={onPaid} /> : null;
