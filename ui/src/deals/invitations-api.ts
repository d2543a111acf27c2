import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { FeedbackReasonName, InvitationStatus } from '@dealbook/domain/catalog/sourcing';
import type { CriterionResult } from '@dealbook/domain/matching/matcher';
import { dataProvider as defaultDataProvider, type DealbookDataProvider } from '../providers/dataProvider';

export type InvitationGroup = 'pending' | 'live' | 'declined' | 'archived';

/** A card of the provider's Invitations view (`GET /api/app/console/secure/invitations`). */
export type InvitationCard = {
  deal_id: string;
  project_name: string | null;
  status: InvitationStatus;
  group: InvitationGroup;
  invited_at: string | null;
  status_at: string | null;
  sponsor_name: string | null;
  /** The sponsor's firm: the card names it as the offer's. */
  sponsor_company: string | null;
  /** The provider's own firm, the one the deal was matched to. */
  company_name: string | null;
  score: number | null;
  city: string | null;
  state: string | null;
  asset_type: string | null;
  mandate: string | null;
};

/** One reason of a decline: 0 (not a reason) to 5 (the main reason). */
export type ReasonRating = { name: FeedbackReasonName | string; label?: string; rating: number };
export type DeclineAnswer = { feedback: ReasonRating[]; comment?: string };

/** The deal as it was offered to the caller, with why it matched and their answer so far. */
export type InvitationReview = {
  deal_id: string;
  status: InvitationStatus;
  deal_version: number;
  current_version: number;
  changed_since: boolean;
  deal: Partial<Deal>;
  sponsor: { name: string | null; company: string | null };
  match: { company_name: string; division_name: string; score: number; criteria: CriterionResult[] };
  feedback: ReasonRating[];
  comment: string | null;
};

export type Decision = 'viewed' | 'accepted' | 'declined' | 'archived';
export type FeedbackBody = { status: Decision } & Partial<DeclineAnswer>;
export type FeedbackResult = { status: Decision; title?: string };
/** `company_name` is the provider's own firm (the one matched); `sponsor_company` the sponsor's. */
export type DeclinePreview = {
  project_name: string | null;
  company_name: string | null;
  sponsor_name: string | null;
  sponsor_company: string | null;
};

/** How an invitation's status reads on a card and on the review. */
export const invitationStatusLabels: Record<InvitationStatus, string> = {
  none: 'New',
  opened: 'Opened',
  clicked: 'Clicked',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  archived: 'Archived',
};

/** Opening a review sets viewed unless the invitation is already decided. */
export const isDecided = (status: InvitationStatus) => status === 'accepted' || status === 'declined' || status === 'archived';

const DEALS = '/api/app/deals';
const enc = encodeURIComponent;

/** The provider's invitation calls (matching README, "Provider: invitations"), through the dataProvider. */
export function createInvitationsApi(provider: Pick<DealbookDataProvider, 'command'> = defaultDataProvider) {
  const { command } = provider;
  return {
    retrieve: async (dealId: string) =>
      (await command<InvitationReview>(`${DEALS}/secure/${enc(dealId)}/invitations/retrieve`, undefined, 'GET')).data,
    feedback: async (dealId: string, body: FeedbackBody) =>
      (await command<FeedbackResult>(`${DEALS}/secure/${enc(dealId)}/invitations/feedback`, body, 'PUT')).data,
    /** Public: which deal a mailed decline link is about. */
    preview: async (token: string) => (await command<DeclinePreview>(`${DEALS}/${enc(token)}/invitations/preview`, undefined, 'GET')).data,
    /** Public: the decline of a mailed link, with its reasons. */
    declineByToken: async (token: string, answer: DeclineAnswer) =>
      (await command<FeedbackResult>(`${DEALS}/${enc(token)}/invitations/feedback`, { status: 'declined', ...answer }, 'PUT')).data,
  };
}

export type InvitationsApi = ReturnType<typeof createInvitationsApi>;
export const invitationsApi = createInvitationsApi();

export const invitationKeys = {
  review: (dealId: string) => ['invitations', dealId, 'review'] as const,
  preview: (token: string) => ['invitations', 'preview', token] as const,
};
