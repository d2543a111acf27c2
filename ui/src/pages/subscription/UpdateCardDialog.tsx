import { Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { CardForm } from '../../account/card-form';
import { subscriptionApi, type SubscriptionView } from '../../account/subscription-api';
import { CardDialog } from './CardDialog';
import { cardFailure, useCardEntry } from './useCardEntry';

type Props = { open: boolean; onClose: () => void; onUpdated: (view: SubscriptionView) => void };

function UpdateCardForm({ onClose, onUpdated }: Omit<Props, 'open'>) {
  const entry = useCardEntry();
  const save = useMutation({
    mutationFn: async (card: CardForm) => subscriptionApi.updateCard({ token: (await entry.token(card)).id }),
    onSuccess: (view) => onUpdated(view),
    // 402 'Error: Stripe Payment' with the provider's reason; 409 'Unable to Update Card' with the server's.
    onError: (error) => entry.show(cardFailure(error)),
  });

  return (
    <CardDialog
      entry={entry}
      title="Update Card"
      withCoupon={false}
      action="Save card"
      pendingLabel="Saving"
      pending={save.isPending}
      onSubmit={save.mutate}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The new card replaces the one on file. The next charge, or the next attempt at a failed one, uses it.
      </Typography>
    </CardDialog>
  );
}

/** The card on file replaced by a new one (its token, as the payment dialog makes it); the plan stays as it is. */
export const UpdateCardDialog = ({ open, ...props }: Props) =>
  // A fresh form each time it opens; nothing typed survives a close.
  open ? <UpdateCardForm {...props} /> : null;
