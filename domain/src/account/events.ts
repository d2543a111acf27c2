import { z } from 'zod';
import type { DomainEvent, EventTypes } from '../shared';
import { sourcingEventTypes, type SourcingEvent } from '../matching/sourcing-events';
import { membershipEventTypes, type MembershipEvent } from './membership-events';

const iso = z.iso.datetime({ offset: true });

export const emailPreferencesSchema = z.object({
  marketing: z.boolean(),
  transactional: z.boolean(),
  collaboration: z.boolean(),
  legal: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export type EmailCategory = keyof EmailPreferences;

// Stream account-<userId>: what a person keeps about themselves (the sign-in side stays on user-<id>).
/**
 * `company_id` and `company_name` repeat the person's company as it stood: a save no longer changes it
 * (only CompanyJoined and CompanyLeft do), but profiles saved before membership needed proof joined
 * companies this way, and their streams still fold so.
 */
export const profileUpdatedSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  contact_telephone: z.string(),
  company_id: z.string().nullable(),
  company_name: z.string(),
});
/** `via`: set in the signed-in account, or through a mailed link without signing in (`source` names the mail). */
export const emailPreferencesSetSchema = emailPreferencesSchema.extend({
  via: z.enum(['account', 'link']),
  source: z.string().nullable(),
});
export const campaignSignUpTrackedSchema = z.object({
  /** Where the campaign's welcome mail goes (the mail reactor needs nothing but the event). */
  email: z.email(),
  campaign_host: z.string(),
  campaign_id: z.string(),
  template: z.enum(['email', 'covid19', 'social']),
});
export const referralsSentSchema = z.object({
  source: z.string(),
  emails: z.array(z.email()).min(1),
  invitation_code: z.string(),
  /** Who the mails come from, as the recipients will read it. */
  from_name: z.string(),
});
export const referredAccountOpenedSchema = z.object({ user_id: z.string(), email: z.email() });
export const referredBySchema = z.object({ referrer_id: z.string() });
/** The person is a member of the company now: they founded it, a manager or an admin approved, or their verified domain let them in. */
export const companyJoinedSchema = z.object({ company_id: z.string().min(1), company_name: z.string() });
export const companyLeftSchema = z.object({ company_id: z.string().min(1) });

// Stream company-<id>, the id derived from the normalised name (so one name is one company).
export const companyCreatedSchema = z.object({ name: z.string().min(1), created_by: z.string().nullable() });
export const companyDetailsSetSchema = z.object({
  legal_entity_dba: z.string(),
  headquarters_address: z.string(),
  headquarters_city: z.string(),
  headquarters_state: z.string(),
  headquarters_country: z.string(),
});
export const companyConfirmedSchema = z.object({ by: z.string().nullable() });

// Stream lead-<sha256 of the email>: someone we mailed who has no account (a referral, a campaign).
export const leadUnsubscribedSchema = z.object({ email: z.email(), at: iso });
export const leadConvertedSchema = z.object({ email: z.email(), at: iso });

// Stream survey-<sha256 of the token>.
export const surveyInvitationCreatedSchema = z.object({
  provider_id: z.string().nullable(),
  email: z.email(),
  created_by: z.string().nullable(),
  /** The token sealed for the mail worker, as identity's links (see identity/events.ts). */
  sealedToken: z.string().min(1).optional(),
});
export const surveyClickedSchema = z.object({ at: iso });
export const programmingComponentSchema = z.object({ title: z.string().min(1), selected: z.boolean() });
export const surveyAnsweredSchema = z.object({ programming_components: z.array(programmingComponentSchema), at: iso });

type Data<S extends z.ZodType> = z.infer<S>;

export type ProfileUpdated = DomainEvent<'ProfileUpdated', Data<typeof profileUpdatedSchema>>;
export type EmailPreferencesSet = DomainEvent<'EmailPreferencesSet', Data<typeof emailPreferencesSetSchema>>;
export type CampaignSignUpTracked = DomainEvent<'CampaignSignUpTracked', Data<typeof campaignSignUpTrackedSchema>>;
export type ReferralsSent = DomainEvent<'ReferralsSent', Data<typeof referralsSentSchema>>;
export type ReferredAccountOpened = DomainEvent<'ReferredAccountOpened', Data<typeof referredAccountOpenedSchema>>;
export type ReferredBy = DomainEvent<'ReferredBy', Data<typeof referredBySchema>>;
export type CompanyJoined = DomainEvent<'CompanyJoined', Data<typeof companyJoinedSchema>>;
export type CompanyLeft = DomainEvent<'CompanyLeft', Data<typeof companyLeftSchema>>;
export type AccountEvent =
  | ProfileUpdated
  | EmailPreferencesSet
  | CampaignSignUpTracked
  | ReferralsSent
  | ReferredAccountOpened
  | ReferredBy
  | CompanyJoined
  | CompanyLeft;

export type CompanyCreated = DomainEvent<'CompanyCreated', Data<typeof companyCreatedSchema>>;
export type CompanyDetailsSet = DomainEvent<'CompanyDetailsSet', Data<typeof companyDetailsSetSchema>>;
export type CompanyConfirmed = DomainEvent<'CompanyConfirmed', Data<typeof companyConfirmedSchema>>;
/** The sourcing profile's events are the company's too (domain/src/matching/sourcing-events.ts), and so are its membership's. */
export type CompanyEvent = CompanyCreated | CompanyDetailsSet | CompanyConfirmed | SourcingEvent | MembershipEvent;

export type LeadUnsubscribed = DomainEvent<'LeadUnsubscribed', Data<typeof leadUnsubscribedSchema>>;
export type LeadConverted = DomainEvent<'LeadConverted', Data<typeof leadConvertedSchema>>;
export type LeadEvent = LeadUnsubscribed | LeadConverted;

export type SurveyInvitationCreated = DomainEvent<'SurveyInvitationCreated', Data<typeof surveyInvitationCreatedSchema>>;
export type SurveyClicked = DomainEvent<'SurveyClicked', Data<typeof surveyClickedSchema>>;
export type SurveyAnswered = DomainEvent<'SurveyAnswered', Data<typeof surveyAnsweredSchema>>;
export type SurveyEvent = SurveyInvitationCreated | SurveyClicked | SurveyAnswered;

export type AccountCapabilityEvent = AccountEvent | CompanyEvent | LeadEvent | SurveyEvent;

/** The registry the event store validates account events against, on append and on read. */
export const accountEventTypes = {
  ProfileUpdated: { schema: profileUpdatedSchema, version: 1 },
  EmailPreferencesSet: { schema: emailPreferencesSetSchema, version: 1 },
  CampaignSignUpTracked: { schema: campaignSignUpTrackedSchema, version: 1 },
  ReferralsSent: { schema: referralsSentSchema, version: 1 },
  ReferredAccountOpened: { schema: referredAccountOpenedSchema, version: 1 },
  ReferredBy: { schema: referredBySchema, version: 1 },
  CompanyJoined: { schema: companyJoinedSchema, version: 1 },
  CompanyLeft: { schema: companyLeftSchema, version: 1 },
  CompanyCreated: { schema: companyCreatedSchema, version: 1 },
  CompanyDetailsSet: { schema: companyDetailsSetSchema, version: 1 },
  CompanyConfirmed: { schema: companyConfirmedSchema, version: 1 },
  ...sourcingEventTypes,
  ...membershipEventTypes,
  LeadUnsubscribed: { schema: leadUnsubscribedSchema, version: 1 },
  LeadConverted: { schema: leadConvertedSchema, version: 1 },
  SurveyInvitationCreated: { schema: surveyInvitationCreatedSchema, version: 1 },
  SurveyClicked: { schema: surveyClickedSchema, version: 1 },
  SurveyAnswered: { schema: surveyAnsweredSchema, version: 1 },
} satisfies Record<AccountCapabilityEvent['type'], EventTypes[string]>;
