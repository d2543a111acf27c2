import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Box, CircularProgress, FormControl, FormHelperText, FormLabel, TextField } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
import type { Stripe, StripeCardElement, StripeElementStyle } from '@stripe/stripe-js';
import type { CardForm, CardProblems } from '../../account/card-form';
import { CouponField } from './CardFields';
import { stripeMessages } from './stripe-token';

type ElementProps = {
  stripe: Stripe | null;
  /** Stripe.js is on its way (otherwise a null `stripe` could not load: the dialog says so). */
  loading: boolean;
  disabled: boolean;
  /** The mounted Element, null once it is gone. */
  onCard: (card: StripeCardElement | null) => void;
};
type Props = ElementProps & {
  form: CardForm;
  problems: CardProblems;
  onChange: (patch: Partial<CardForm>) => void;
  withCoupon: boolean;
};

// The Element lives in Stripe's iframe: it takes the theme as Stripe's style object, not as CSS.
const elementStyle = (theme: Theme): StripeElementStyle => ({
  base: {
    color: theme.palette.text.primary,
    fontFamily: theme.typography.fontFamily,
    fontSize: '16px',
    '::placeholder': { color: theme.palette.text.secondary },
  },
  invalid: { color: theme.palette.error.main, iconColor: theme.palette.error.main },
});

// Stripe sets these classes on the host: it looks like our outlined fields.
const outlined = {
  border: 1,
  borderColor: 'action.disabled',
  borderRadius: 1,
  p: '16.5px 14px',
  minHeight: 56,
  '&.StripeElement--focus': { borderColor: 'primary.main', boxShadow: (t: Theme) => `inset 0 0 0 1px ${t.palette.primary.main}` },
  '&.StripeElement--invalid': { borderColor: 'error.main' },
} as const;

/** Stripe's card Element (number, expiry, CVC) with its own validation messages under it. */
function CardElement({ stripe, loading, disabled, onCard }: ElementProps) {
  const labelId = useId();
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<StripeCardElement | null>(null);
  const [problem, setProblem] = useState<string>();
  const theme = useTheme();
  const style = useMemo(() => elementStyle(theme), [theme]);

  useEffect(() => {
    if (!stripe || !host.current) return;
    const card = stripe.elements().create('card', { hidePostalCode: true, style });
    card.on('change', (event) => setProblem(event.error?.message));
    card.mount(host.current);
    mounted.current = card;
    onCard(card);
    return () => {
      onCard(null);
      mounted.current = null;
      card.destroy();
    };
  }, [stripe, style, onCard]);
  useEffect(() => {
    mounted.current?.update({ disabled });
  }, [disabled, stripe]);

  return (
    <FormControl error={Boolean(problem)} fullWidth>
      <FormLabel id={labelId} sx={{ mb: 0.5, fontSize: '0.875rem' }}>
        Card
      </FormLabel>
      {stripe ? (
        <Box ref={host} role="group" aria-labelledby={labelId} sx={outlined} />
      ) : (
        <Box sx={{ ...outlined, display: 'flex', alignItems: 'center' }}>
          {loading && <CircularProgress size={20} aria-label={stripeMessages.loading} />}
        </Box>
      )}
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}

/** The dialog's fields in Stripe mode: Stripe's card Element, then our billing ZIP and maybe a coupon. */
export function StripeCardFields({ form, problems, onChange, withCoupon, ...element }: Props) {
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <CardElement {...element} />
      <TextField
        label="Billing ZIP code"
        value={form.zip}
        onChange={(e) => onChange({ zip: e.target.value })}
        error={Boolean(problems.zip)}
        helperText={problems.zip}
        disabled={element.disabled}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10 } }}
      />
      {withCoupon && <CouponField form={form} onChange={onChange} disabled={element.disabled} />}
    </Box>
  );
}
