import { Typography } from '@mui/material';
import { priceLabel } from '@dealbook/domain/models/view';
import { useMutation } from '@tanstack/react-query';
import type { CardForm } from '../../account/card-form';
import { CardDialog } from '../subscription/CardDialog';
import { useCardEntry } from '../subscription/useCardEntry';
import { unlockFailure } from './failures';
import { modelApi, type ModelStatus } from './model-api';
import type { Unlock } from './useUnlock';

type Props = { dealId: string; status: ModelStatus; unlock: Unlock };

/**
 * The model's payment: the subscription screens' card entry (the sandbox tokeniser, or Stripe's card Element),
 * then the unlock with the card's token and the coupon typed next to the price.
 */
function PaymentForm({ dealId, status, unlock }: Props) {
  const entry = useCardEntry();
  // The server named the price once the coupon was taken off; a coupon refused since leaves the full price.
  const due = unlock.coupon !== '' ? unlock.due : null;
  const reduced = due !== null && due !== status.price_cents;
  const pay = useMutation({
    mutationFn: async (card: CardForm) => {
      const token = await entry.token(card);
      return modelApi.unlock(dealId, { token: token.id, coupon_code: unlock.coupon });
    },
    onSuccess: (view) => unlock.unlocked(view),
    onError: (error) => {
      const shown = unlock.refused(unlockFailure(error));
      if (shown) entry.show(shown);
    },
  });

  return (
    <CardDialog
      entry={entry}
      title="Unlock Excel Model"
      withCoupon={false}
      action="Pay"
      pendingLabel="Paying"
      pending={pay.isPending}
      onSubmit={pay.mutate}
      onClose={unlock.closePayment}
    >
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{due !== null && reduced ? priceLabel(due) : status.price_label}</Typography>
      {reduced ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Coupon {unlock.coupon} applied: {status.price_label} before the discount.
        </Typography>
      ) : (
        unlock.coupon && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Coupon {unlock.coupon} is taken off when you pay.
          </Typography>
        )
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        One payment for this deal: its model can then be rebuilt for every later version at no further cost.
      </Typography>
    </CardDialog>
  );
}

export const ModelPaymentDialog = (props: Props) => (props.unlock.paying ? <PaymentForm {...props} /> : null);
