import type { ChipProps } from '@mui/material';
import { invitationGroupOf, type InvitationStatus } from '@dealbook/domain/catalog/sourcing';
import type { Strategy } from '@dealbook/domain/matching/selection';

/** One sourcing division as `GET /api/admin/divisions` serves it; `selected` counts the options chosen in all groups. */
export type DivisionRecord = {
  id: string;
  company_id: string;
  company_name: string;
  industry_id: string;
  name: string;
  updated_at: string;
  selected: number;
  Strategies: Strategy;
};

export type InvitationGroup = ReturnType<typeof invitationGroupOf>;

/** One invitation to a matched provider as `GET /api/admin/invitations` serves it. */
export type InvitationRecord = {
  id: string;
  deal_id: string;
  user_id: string;
  owner_id: string;
  match_id: string;
  company_name: string;
  score: number;
  status: InvitationStatus;
  group: InvitationGroup;
  invited_at: string;
  status_at: string;
  deal_version: number;
};

export const invitationGroups: { id: InvitationGroup; name: string; meaning: string; color: ChipProps['color'] }[] = [
  {
    id: 'pending',
    name: 'Pending',
    meaning: 'Not answered yet: invited, or opened the mail, clicked or viewed the deal.',
    color: 'default',
  },
  { id: 'live', name: 'Live', meaning: 'Accepted: the provider is working on the deal.', color: 'success' },
  { id: 'declined', name: 'Declined', meaning: 'Declined, with the reasons the provider rated.', color: 'error' },
  { id: 'archived', name: 'Archived', meaning: 'The provider put the deal aside.', color: 'default' },
];

const statusLabels: Record<InvitationStatus, string> = {
  none: 'Invited',
  opened: 'Opened the mail',
  clicked: 'Clicked the link',
  viewed: 'Viewed the deal',
  accepted: 'Accepted',
  declined: 'Declined',
  archived: 'Archived',
};

export const statusLabel = (status: string) => statusLabels[status as InvitationStatus] ?? status;

export const groupOf = (record: Pick<InvitationRecord, 'group' | 'status'>) =>
  invitationGroups.find((g) => g.id === record.group) ?? invitationGroups.find((g) => g.id === invitationGroupOf(record.status));

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** '$5,000,000 to $50,000,000', 'From $5,000,000', 'Up to $50,000,000', or null when neither bound is set. */
export function transactionSize({ min, max }: { min: number | null; max: number | null }): string | null {
  if (min != null && max != null) return `${dollars.format(min)} to ${dollars.format(max)}`;
  if (min != null) return `From ${dollars.format(min)}`;
  if (max != null) return `Up to ${dollars.format(max)}`;
  return null;
}
