import type { SourcingCommand } from '../matching/sourcing';
import type { EmailPreferences } from './events';
import type { CompanyActor, MembershipCommand } from './membership-commands';

/** A command as the deciders see it. `now` is an ISO 8601 string from the handler's clock. */
interface Command<Type extends string, Data> {
  type: Type;
  data: Data & { now: string };
}

// Stream account-<userId>.
/** The person's names and telephone; their company changes only by joining or leaving it. */
export type UpdateProfile = Command<'UpdateProfile', { firstName: string; lastName: string; telephone: string }>;
/** Recorded once the company's stream admits the person (README.md, "Membership"). */
export type JoinCompany = Command<'JoinCompany', { companyId: string; companyName: string }>;
export type LeaveCompany = Command<'LeaveCompany', { companyId: string }>;
export type SetEmailPreferences = Command<
  'SetEmailPreferences',
  { preferences: EmailPreferences; via: 'account' | 'link'; source: string | null }
>;
export type TrackCampaignSignUp = Command<'TrackCampaignSignUp', { campaignHost: string; campaignId: string; email: string }>;
export type SendReferrals = Command<'SendReferrals', { source: string; emails: string[]; invitationCode: string; fromName: string }>;
export type RecordReferredAccount = Command<'RecordReferredAccount', { userId: string; email: string }>;
export type RecordReferrer = Command<'RecordReferrer', { referrerId: string }>;
export type AccountCommand =
  | UpdateProfile
  | SetEmailPreferences
  | TrackCampaignSignUp
  | SendReferrals
  | RecordReferredAccount
  | RecordReferrer
  | JoinCompany
  | LeaveCompany;

// Stream company-<id>.
export type CreateCompany = Command<'CreateCompany', { name: string; createdBy: string | null }>;
export type SetCompanyDetails = Command<
  'SetCompanyDetails',
  {
    legalEntityDba: string;
    /** The address as typed, and its parts when the parser found all three (else the old ones stay). */
    headquartersAddress: string;
    parsed: { city: string; state: string; country: string } | null;
    /** Only a manager of the company (or an admin) changes its details. */
    actor: CompanyActor;
  }
>;
export type ConfirmCompany = Command<'ConfirmCompany', { by: string | null }>;
export type CompanyCommand = CreateCompany | SetCompanyDetails | ConfirmCompany | SourcingCommand | MembershipCommand;

// Stream lead-<email hash>.
export type UnsubscribeLead = Command<'UnsubscribeLead', { email: string }>;
export type ConvertLead = Command<'ConvertLead', { email: string }>;
export type LeadCommand = UnsubscribeLead | ConvertLead;

// Stream survey-<token hash>.
export type CreateSurveyInvitation = Command<
  'CreateSurveyInvitation',
  { providerId: string | null; email: string; createdBy: string | null; sealedToken?: string }
>;
export type RecordSurveyClick = Command<'RecordSurveyClick', Record<never, never>>;
export type AnswerSurvey = Command<'AnswerSurvey', { components: { title: string; selected: boolean }[] }>;
export type SurveyCommand = CreateSurveyInvitation | RecordSurveyClick | AnswerSurvey;
