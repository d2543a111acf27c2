import { preferenceLabels } from '../../account/api';

export type MailOutcome = 'sent' | 'dropped' | 'expired';

/** One mail job as the workers' mail log records it; `text` has every secret link cut to `/[redacted]`. */
export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  category: string;
  outcome: MailOutcome;
  at: string;
  text: string;
};

export const outcomeChoices: { id: MailOutcome; name: string; meaning: string }[] = [
  { id: 'sent', name: 'Sent', meaning: 'Handed to the mail server.' },
  { id: 'dropped', name: 'Dropped', meaning: "Not sent: the recipient's mail preferences turn this kind of mail off." },
  { id: 'expired', name: 'Expired', meaning: 'Not sent: its link ran out before it could go.' },
];

export const outcomeColor: Record<MailOutcome, 'success' | 'default' | 'warning'> = {
  sent: 'success',
  dropped: 'default',
  expired: 'warning',
};

/** A mail's category is one of the recipient's preference switches, so the filter offers exactly those. */
export const categoryChoices = preferenceLabels.map(({ key, label }) => ({ id: key, name: label }));
