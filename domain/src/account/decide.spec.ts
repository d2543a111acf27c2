import { describe, expect, it } from 'vitest';
import { givenFor } from '../identity/given';
import { accountDecider, companyDecider, leadDecider, surveyDecider } from './decide';
import type { AccountEvent, CompanyEvent, SurveyEvent } from './events';
import { accountMessages } from './messages';

const now = '2026-03-01T10:00:00.000Z';
const account = givenFor(accountDecider);
const company = givenFor(companyDecider);
const lead = givenFor(leadDecider);
const survey = givenFor(surveyDecider);

const profile = { firstName: 'Ann', lastName: 'Lee', telephone: '+1 212 555 0100', now };
const profileUpdated: AccountEvent = {
  type: 'ProfileUpdated',
  data: { first_name: 'Ann', last_name: 'Lee', contact_telephone: '+1 212 555 0100', company_id: null, company_name: '' },
};
const prefs = { marketing: false, transactional: true, collaboration: true, legal: true };

describe('the profile', () => {
  it('records the names and telephone given', () => account([]).when({ type: 'UpdateProfile', data: profile }).then([profileUpdated]));
  it('records nothing when nothing changed', () => account([profileUpdated]).when({ type: 'UpdateProfile', data: profile }).then([]));
});

describe('email preferences', () => {
  it('records the four categories and where they were set', () =>
    account([])
      .when({ type: 'SetEmailPreferences', data: { preferences: prefs, via: 'link', source: 'referral', now } })
      .then([{ type: 'EmailPreferencesSet', data: { ...prefs, via: 'link', source: 'referral' } }]));

  it('records nothing when the preferences are already so (everything is on by default)', () =>
    account([])
      .when({ type: 'SetEmailPreferences', data: { preferences: { ...prefs, marketing: true }, via: 'account', source: null, now } })
      .then([]));
});

describe('campaign sign-ups', () => {
  const track = (host: string) => ({
    type: 'TrackCampaignSignUp' as const,
    data: { campaignHost: host, campaignId: 'spring', email: 'ann@example.com', now },
  });
  it.each([
    ['linkedin', 'social'],
    ['facebook', 'social'],
    ['twitter', 'social'],
    ['covid19', 'covid19'],
    ['dealbook.example', 'email'],
    ['unknown.host', 'email'],
  ] as const)('tracks a sign-up from %s with the %s template', (host, template) =>
    account([])
      .when(track(host))
      .then([{ type: 'CampaignSignUpTracked', data: { email: 'ann@example.com', campaign_host: host, campaign_id: 'spring', template } }]),
  );

  it('keeps the first campaign a sign-up came from', () =>
    account([
      {
        type: 'CampaignSignUpTracked',
        data: { email: 'ann@example.com', campaign_host: 'linkedin', campaign_id: 'a', template: 'social' },
      },
    ])
      .when(track('facebook'))
      .then([]));
});

describe('referrals', () => {
  const send = (emails: string[]) => ({
    type: 'SendReferrals' as const,
    data: { source: 'profile', emails, invitationCode: 'ABCD2345', fromName: 'Ann Lee', now },
  });
  it('sends to each address once, normalised', () =>
    account([])
      .when(send(['Bob@Example.com', 'bob@example.com ', 'cy@example.com']))
      .then([
        {
          type: 'ReferralsSent',
          data: { source: 'profile', emails: ['bob@example.com', 'cy@example.com'], invitation_code: 'ABCD2345', from_name: 'Ann Lee' },
        },
      ]));
  it('refuses a referral with no address', () =>
    account([])
      .when(send([' ']))
      .thenFails('REFERRAL_EMAILS_REQUIRED'));
  it('records who referred whom once', () => {
    account([])
      .when({ type: 'RecordReferrer', data: { referrerId: 'u1', now } })
      .then([{ type: 'ReferredBy', data: { referrer_id: 'u1' } }]);
    account([{ type: 'ReferredBy', data: { referrer_id: 'u1' } }])
      .when({ type: 'RecordReferrer', data: { referrerId: 'u2', now } })
      .then([]);
  });
});

describe('companies', () => {
  const created: CompanyEvent = { type: 'CompanyCreated', data: { name: 'Harbor Capital', created_by: 'u1' } };
  const founder = { id: 'u1', admin: false, member: true };
  const details = (address: string, parsed: { city: string; state: string; country: string } | null) => ({
    type: 'SetCompanyDetails' as const,
    data: { legalEntityDba: 'Harbor Capital LLC', headquartersAddress: address, parsed, actor: founder, now },
  });
  it('creates a company as a ghost, once', () => {
    company([])
      .when({ type: 'CreateCompany', data: { name: ' Harbor Capital ', createdBy: 'u1', now } })
      .then([created]);
    company([created])
      .when({ type: 'CreateCompany', data: { name: 'Harbor Capital', createdBy: 'u2', now } })
      .then([]);
  });
  it('founds no company under a name mixing look-alike alphabets (a Cyrillic а in Harbor)', () =>
    company([])
      .when({ type: 'CreateCompany', data: { name: 'H\u0430rbor Capital', createdBy: 'u1', now } })
      .thenFails('COMPANY_NAME_MIXED_SCRIPTS'));
  it('refuses a company without a name', () =>
    company([])
      .when({ type: 'CreateCompany', data: { name: ' ', createdBy: 'u1', now } })
      .thenFails('COMPANY_NAME_REQUIRED'));
  it('sets the headquarters from a parsed address', () =>
    company([created])
      .when(details('Austin, TX, USA', { city: 'Austin', state: 'TX', country: 'USA' }))
      .then([
        {
          type: 'CompanyDetailsSet',
          data: {
            legal_entity_dba: 'Harbor Capital LLC',
            headquarters_address: 'Austin, TX, USA',
            headquarters_city: 'Austin',
            headquarters_state: 'TX',
            headquarters_country: 'USA',
          },
        },
      ]));
  it('keeps the old headquarters when the address did not parse', () =>
    company([created])
      .when(details('somewhere', null))
      .then([
        {
          type: 'CompanyDetailsSet',
          data: {
            legal_entity_dba: 'Harbor Capital LLC',
            headquarters_address: '',
            headquarters_city: '',
            headquarters_state: '',
            headquarters_country: '',
          },
        },
      ]));
  it('refuses details from a member who does not manage the company', () =>
    company([created])
      .when({ ...details('Austin, TX, USA', null), data: { ...details('', null).data, actor: { id: 'u2', admin: false, member: true } } })
      .thenFails('NOT_COMPANY_MANAGER'));
  it('refuses details from the founder once their account is in another company', () =>
    company([created])
      .when({ ...details('', null), data: { ...details('', null).data, actor: { ...founder, member: false } } })
      .thenFails('NOT_COMPANY_MANAGER'));
  it('refuses details for a company that does not exist', () => company([]).when(details('a, b, c', null)).thenFails('COMPANY_NOT_FOUND'));
  it('confirms a ghost company once', () => {
    company([created])
      .when({ type: 'ConfirmCompany', data: { by: 'admin', now } })
      .then([{ type: 'CompanyConfirmed', data: { by: 'admin' } }]);
    company([created, { type: 'CompanyConfirmed', data: { by: 'admin' } }])
      .when({ type: 'ConfirmCompany', data: { by: 'admin', now } })
      .then([]);
  });
});

describe('leads', () => {
  it('unsubscribes a lead once', () => {
    lead([])
      .when({ type: 'UnsubscribeLead', data: { email: 'x@example.com', now } })
      .then([{ type: 'LeadUnsubscribed', data: { email: 'x@example.com', at: now } }]);
    lead([{ type: 'LeadUnsubscribed', data: { email: 'x@example.com', at: now } }])
      .when({ type: 'UnsubscribeLead', data: { email: 'x@example.com', now } })
      .then([]);
  });
  it('marks a lead converted', () =>
    lead([])
      .when({ type: 'ConvertLead', data: { email: 'x@example.com', now } })
      .then([{ type: 'LeadConverted', data: { email: 'x@example.com', at: now } }]));
});

describe('surveys', () => {
  const invited: SurveyEvent = {
    type: 'SurveyInvitationCreated',
    data: { provider_id: 'p1', email: 'lp@example.com', created_by: 'admin' },
  };
  const clicked: SurveyEvent = { type: 'SurveyClicked', data: { at: now } };
  const choose = (n: number) => ({
    type: 'AnswerSurvey' as const,
    data: { components: ['a', 'b', 'c'].map((title, i) => ({ title, selected: i < n })), now },
  });
  it('records the first visit as a click, and only the first', () => {
    survey([invited]).when({ type: 'RecordSurveyClick', data: { now } }).then([clicked]);
    survey([invited, clicked]).when({ type: 'RecordSurveyClick', data: { now } }).then([]);
  });
  it('records answers with up to 2 selections', () =>
    survey([invited, clicked])
      .when(choose(2))
      .then([{ type: 'SurveyAnswered', data: { programming_components: choose(2).data.components, at: now } }]));
  it('refuses a third selection', () => survey([invited]).when(choose(3)).thenFails('SURVEY_TOO_MANY_SELECTIONS'));
  it('answers a used survey with the spec’s thanks', () => {
    const error = survey([invited, { type: 'SurveyAnswered', data: { programming_components: [], at: now } }])
      .when({ type: 'RecordSurveyClick', data: { now } })
      .thenFails('SURVEY_ALREADY_ANSWERED');
    expect(error.message).toBe(accountMessages.surveyAlreadyAnswered.message);
    expect(error.message).toBe('Thanks, you have already responded this this survey');
  });
  it('refuses an unknown survey token', () => survey([]).when(choose(1)).thenFails('INVALID_SURVEY_TOKEN'));
  it('refuses to create the same invitation twice', () =>
    survey([invited])
      .when({ type: 'CreateSurveyInvitation', data: { providerId: 'p1', email: 'lp@example.com', createdBy: 'admin', now } })
      .thenFails('SURVEY_EXISTS'));
});
