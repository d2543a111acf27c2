import type { ChipProps } from '@mui/material';

export type PaymentStatus = 'paid' | 'failed';
export type PaymentKind = 'first' | 'trial_end' | 'renewal' | 'model';

/**
 * One charge as `GET /api/admin/payments` serves it: `id` is the invoice, `user_id`/`email` whose plan it
 * paid, `paid_by`/`paid_by_email` whose card paid (a team owner for a colleague's plan); `amount` in cents,
 * `at` an ISO time.
 */
export type PaymentRecord = {
  id: string;
  user_id: string;
  email: string | null;
  paid_by: string;
  paid_by_email: string | null;
  amount: number;
  status: PaymentStatus;
  plan_id: string;
  plan_name: string | null;
  kind: PaymentKind;
  /** A model payment's deal and coupon (null on plan charges). */
  deal_id?: string | null;
  coupon?: string | null;
  message: string | null;
  at: string;
};

export const paymentStatus: Record<PaymentStatus, { label: string; color: ChipProps['color'] }> = {
  paid: { label: 'Paid', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

export const statusLabel = (status: string) => paymentStatus[status as PaymentStatus]?.label ?? status;

const kinds: Record<PaymentKind, string> = { first: 'First payment', trial_end: 'End of trial', renewal: 'Renewal', model: 'Excel model' };
export const kindLabel = (kind: string) => kinds[kind as PaymentKind] ?? kind;

/** The list's quick filters: `status` undefined shows them all. */
export const statusFilters: { status?: PaymentStatus; label: string }[] = [
  { label: 'All' },
  { status: 'paid', label: 'Paid' },
  { status: 'failed', label: 'Failed' },
];

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** '$99.00', '$1,599.00'. */
export const amountText = (amount: number) => dollars.format(amount / 100);

/** Who paid, when not the plan's holder (a team owner paying for a colleague); null otherwise. */
export const payerOf = (record: Pick<PaymentRecord, 'user_id' | 'paid_by' | 'paid_by_email'>): string | null =>
  record.paid_by && record.paid_by !== record.user_id ? (record.paid_by_email ?? record.paid_by) : null;
