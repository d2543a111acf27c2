import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { CardForm } from '../../account/card-form';
import { CardFields } from './CardFields';
import { StripeCardFields } from './StripeCard';
import type { CardEntry } from './useCardEntry';

type Props = {
  entry: CardEntry;
  title: string;
  /** What comes above the card: the price, what happens to the card. */
  children?: ReactNode;
  withCoupon: boolean;
  /** The submit button's label ('Pay'), and its spinner's while `pending` ('Paying'). */
  action: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (card: CardForm) => void;
  onClose: () => void;
};

/**
 * A dialog that takes a card (the sandbox's fields, or Stripe's card Element and our billing ZIP), optionally a
 * coupon, and submits it once the fields are right. Full screen on a phone.
 */
export function CardDialog({ entry, title, children, withCoupon, action, pendingLabel, pending, onSubmit, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { payments, shown } = entry;
  const fields = { form: entry.form, problems: entry.problems, onChange: entry.change, disabled: pending, withCoupon };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (entry.ready && !pending && entry.check()) onSubmit(entry.form);
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {payments.notice && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {payments.notice}
          </Alert>
        )}
        {shown && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {shown.title && <AlertTitle>{shown.title}</AlertTitle>}
            {shown.message}
          </Alert>
        )}
        {payments.mode === 'stripe' ? (
          <StripeCardFields stripe={payments.stripe} loading={payments.loading} onCard={entry.onCard} {...fields} />
        ) : (
          <CardFields sandbox={payments.mode === 'sandbox'} {...fields} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!entry.ready || pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-label={pendingLabel} /> : undefined}
        >
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
