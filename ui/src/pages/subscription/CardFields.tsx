import { Box, InputAdornment, TextField, Typography } from '@mui/material';
import { cardTypeOf, maskCard } from '@dealbook/domain/subscriptions/cards';
import { brandNames, cvcLength, expiryYears, type CardForm, type CardProblems } from '../../account/card-form';
import { subscriptionMessages } from '../../account/subscription-failures';

type Props = {
  form: CardForm;
  problems: CardProblems;
  onChange: (patch: Partial<CardForm>) => void;
  /** The sandbox takes the card provider's test numbers: say which ones. */
  sandbox: boolean;
  disabled: boolean;
  withCoupon: boolean;
};

type CouponProps = Pick<Props, 'form' | 'onChange' | 'disabled'>;

/** The payment's optional coupon code. */
export const CouponField = ({ form, onChange, disabled }: CouponProps) => (
  <TextField
    label="Coupon code (optional)"
    value={form.coupon}
    // Coupon codes go in uppercase; show them as they will be sent.
    onChange={(e) => onChange({ coupon: e.target.value.toUpperCase() })}
    disabled={disabled}
    fullWidth
    slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } }}
  />
);

const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const pair = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 } as const;

/** The card's number (its brand detected as it is typed), expiry, security code and billing ZIP, and maybe a coupon. */
export function CardFields({ form, problems, onChange, sandbox, disabled, withCoupon }: Props) {
  const type = cardTypeOf(form.number);
  const cvcDigits = cvcLength(type);
  const years = expiryYears(new Date());
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <TextField
        label="Card number"
        value={form.number}
        onChange={(e) => onChange({ number: maskCard(e.target.value) })}
        error={Boolean(problems.number)}
        helperText={problems.number ?? (sandbox ? subscriptionMessages.testCards : undefined)}
        disabled={disabled}
        required
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600 }}>
                  {type ? brandNames[type] : ''}
                </Typography>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={pair}>
        <TextField
          select
          label="Expiry month"
          value={form.month}
          onChange={(e) => onChange({ month: e.target.value })}
          error={Boolean(problems.expiry)}
          helperText={problems.expiry}
          disabled={disabled}
          required
          slotProps={{ select: { native: true }, htmlInput: { autoComplete: 'cc-exp-month' }, inputLabel: { shrink: true } }}
        >
          <option value="">MM</option>
          {months.map((m) => (
            <option key={m} value={String(Number(m))}>
              {m}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Expiry year"
          value={form.year}
          onChange={(e) => onChange({ year: e.target.value })}
          error={Boolean(problems.expiry)}
          disabled={disabled}
          required
          slotProps={{ select: { native: true }, htmlInput: { autoComplete: 'cc-exp-year' }, inputLabel: { shrink: true } }}
        >
          <option value="">YYYY</option>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={pair}>
        <TextField
          label="CVC"
          value={form.cvc}
          onChange={(e) => onChange({ cvc: e.target.value.replace(/\D/g, '').slice(0, cvcDigits) })}
          error={Boolean(problems.cvc)}
          helperText={problems.cvc ?? `${cvcDigits} digits`}
          disabled={disabled}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: cvcDigits } }}
        />
        <TextField
          label="Billing ZIP code"
          value={form.zip}
          onChange={(e) => onChange({ zip: e.target.value })}
          error={Boolean(problems.zip)}
          helperText={problems.zip}
          disabled={disabled}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10 } }}
        />
      </Box>
      {withCoupon && <CouponField form={form} onChange={onChange} disabled={disabled} />}
    </Box>
  );
}
