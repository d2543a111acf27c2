import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  AlertTitle,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import type { StripeCardElement } from '@stripe/stripe-js';
import type { PricingPlan } from '@dealbook/domain/subscriptions/plans';
import { cardDetails, cardProblems, emptyCard, type CardForm, type CardProblems } from '../../account/card-form';
import { subscriptionApi, type SubscriptionView } from '../../account/subscription-api';
import { paymentFailure, subscriptionMessages } from '../../account/subscription-failures';
import { priceOf } from '../pricing/pricing';
import { useToast } from '../shared/toast';
import { CardFields } from './CardFields';
import { StripeCardFields } from './StripeCard';
import { stripeToken, StripeTokenRefused } from './stripe-token';
import { useCardPayments } from './useCardPayments';

type Props = { plan: PricingPlan | null; onClose: () => void; onPaid: (view: SubscriptionView) => void };
type Shown = { title?: string; message: string };

// With Stripe, the card is Stripe's Element: only the billing ZIP is ours to check.
const zipOnly = ({ zip }: CardProblems): CardProblems => (zip ? { zip } : {});

function PaymentForm({ plan, onClose, onPaid }: Props & { plan: PricingPlan }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notify = useToast();
  const payments = useCardPayments();
  const [form, setForm] = useState<CardForm>(emptyCard);
  const [problems, setProblems] = useState<CardProblems>({});
  const [shown, setShown] = useState<Shown | null>(null);
  const [element, setElement] = useState<StripeCardElement | null>(null);
  const stripeCard = payments.mode === 'stripe' && payments.stripe && element ? { stripe: payments.stripe, card: element } : null;
  const ready = payments.mode === 'sandbox' || stripeCard !== null;

  const pay = useMutation({
    mutationFn: async (card: CardForm) => {
      // Only the sandbox gets the card's details; Stripe's token never carries them through us.
      const token = stripeCard ? await stripeToken(stripeCard, card.zip) : await subscriptionApi.tokenize(cardDetails(card));
      return subscriptionApi.subscribe({ plan: plan.plan_id, token: token.id, ...(card.coupon ? { coupon_code: card.coupon } : {}) });
    },
    onSuccess: (view) => onPaid(view),
    onError: (error) => {
      if (error instanceof StripeTokenRefused) return setShown({ title: subscriptionMessages.paymentFailed, message: error.message });
      const failure = paymentFailure(error);
      if (failure.kind === 'message') return setShown({ title: failure.title, message: failure.message });
      // Spec 1 §8: a refused coupon is a toast, and the code is cleared.
      notify(failure.message, 'error');
      setForm((current) => ({ ...current, coupon: '' }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pay.isPending) return;
    const all = cardProblems(form, new Date());
    const found = payments.mode === 'stripe' ? zipOnly(all) : all;
    setProblems(found);
    if (Object.keys(found).length > 0) return setShown({ message: subscriptionMessages.badCard });
    setShown(null);
    pay.mutate(form);
  };
  const change = (patch: Partial<CardForm>) => setForm((current) => ({ ...current, ...patch }));

  return (
    <Dialog
      open
      onClose={pay.isPending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId}>{plan.plan_name}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{priceOf(plan)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A first subscription starts with a 14-day free trial: your card is checked now and charged when the trial ends.
        </Typography>
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
          <StripeCardFields
            stripe={payments.stripe}
            loading={payments.loading}
            onCard={setElement}
            form={form}
            problems={problems}
            onChange={change}
            disabled={pay.isPending}
          />
        ) : (
          <CardFields form={form} problems={problems} onChange={change} sandbox={payments.mode === 'sandbox'} disabled={pay.isPending} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={pay.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!ready || pay.isPending}
          startIcon={pay.isPending ? <CircularProgress size={16} color="inherit" aria-label="Paying" /> : undefined}
        >
          Pay
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The payment dialog of spec 1 §2 for one plan: card, then token (the sandbox tokeniser's, or Stripe's from its
 * card Element), then subscription. Full screen on a phone.
 */
export const PaymentDialog = ({ plan, onClose, onPaid }: Props) =>
  // A fresh form for each plan opened; nothing typed survives a close.
  plan ? <PaymentForm key={plan.plan_id} plan={plan} onClose={onClose} onPaid={onPaid} /> : null;
