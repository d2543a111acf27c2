import { decideSourcing } from '../matching/sourcing';
import { assertNever, cleanName, type Decider } from '../shared';
import type { AccountCommand, CompanyCommand, LeadCommand, SurveyCommand } from './commands';
import { campaignTemplate, SURVEY_MAX_SELECTIONS } from './completeness';
import { mixesLookAlikeScripts } from './company-name';
import { accountErrors } from './errors';
import { mayManage } from './membership';
import { decideMembership } from './membership-decide';
import type { AccountEvent, CompanyEvent, LeadEvent, SurveyEvent } from './events';
import {
  evolveAccount,
  evolveCompany,
  evolveLead,
  evolveSurvey,
  initialAccountState,
  initialCompanyState,
  initialLeadState,
  initialSurveyState,
  type AccountState,
  type CompanyState,
  type LeadState,
  type SurveyState,
} from './state';

/**
 * The account stream. Whether the person exists is the identity's to say (the handler checks the
 * user stream first); a command that would change nothing records nothing.
 */
export function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  switch (command.type) {
    case 'UpdateProfile': {
      const d = command.data;
      const same = state.firstName === d.firstName && state.lastName === d.lastName && state.telephone === d.telephone;
      if (same) return [];
      return [
        {
          type: 'ProfileUpdated',
          data: {
            first_name: d.firstName,
            last_name: d.lastName,
            contact_telephone: d.telephone,
            company_id: state.companyId,
            company_name: state.companyName,
          },
        },
      ];
    }
    case 'SetEmailPreferences': {
      const p = command.data.preferences;
      const s = state.preferences;
      const same =
        s.marketing === p.marketing && s.transactional === p.transactional && s.collaboration === p.collaboration && s.legal === p.legal;
      if (same) return [];
      return [{ type: 'EmailPreferencesSet', data: { ...p, via: command.data.via, source: command.data.source } }];
    }
    case 'TrackCampaignSignUp': {
      // A sign-up comes from one campaign: the first one tracked stays.
      if (state.campaign) return [];
      const { campaignHost, campaignId, email } = command.data;
      return [
        {
          type: 'CampaignSignUpTracked',
          data: { email, campaign_host: campaignHost, campaign_id: campaignId, template: campaignTemplate(campaignHost) },
        },
      ];
    }
    case 'SendReferrals': {
      const emails = [...new Set(command.data.emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
      if (emails.length === 0) throw accountErrors.referralEmailsRequired();
      const { source, invitationCode, fromName } = command.data;
      return [{ type: 'ReferralsSent', data: { source, emails, invitation_code: invitationCode, from_name: fromName } }];
    }
    case 'RecordReferredAccount':
      if (state.referred.includes(command.data.userId)) return [];
      return [{ type: 'ReferredAccountOpened', data: { user_id: command.data.userId, email: command.data.email } }];
    case 'RecordReferrer':
      if (state.referredBy !== null) return [];
      return [{ type: 'ReferredBy', data: { referrer_id: command.data.referrerId } }];
    case 'JoinCompany': {
      const { companyId, companyName } = command.data;
      if (state.companyId === companyId) return [];
      return [{ type: 'CompanyJoined', data: { company_id: companyId, company_name: companyName } }];
    }
    case 'LeaveCompany':
      return state.companyId === command.data.companyId ? [{ type: 'CompanyLeft', data: { company_id: command.data.companyId } }] : [];
    default:
      return assertNever(command);
  }
}

/** A company is created once per name, as a ghost until an admin confirms it; its founder manages it. */
export function decideCompany(command: CompanyCommand, state: CompanyState): CompanyEvent[] {
  switch (command.type) {
    case 'CreateCompany': {
      const name = cleanName(command.data.name);
      if (!name) throw accountErrors.companyNameRequired();
      if (state.exists) return [];
      if (mixesLookAlikeScripts(name)) throw accountErrors.companyNameMixesScripts();
      return [{ type: 'CompanyCreated', data: { name, created_by: command.data.createdBy } }];
    }
    case 'SetCompanyDetails': {
      if (!state.exists) throw accountErrors.companyNotFound();
      const d = command.data;
      if (!mayManage(state, d.actor)) throw accountErrors.notCompanyManager();
      const hq = d.parsed ? { ...d.parsed, address: d.headquartersAddress } : state.headquarters;
      const next = {
        // A manager who leaves the legal entity blank does not erase the one already given.
        legal_entity_dba: cleanName(d.legalEntityDba) || state.legalEntityDba,
        headquarters_address: hq.address,
        headquarters_city: hq.city,
        headquarters_state: hq.state,
        headquarters_country: hq.country,
      };
      const h = state.headquarters;
      const same =
        state.legalEntityDba === next.legal_entity_dba &&
        h.address === next.headquarters_address &&
        h.city === next.headquarters_city &&
        h.state === next.headquarters_state &&
        h.country === next.headquarters_country;
      return same ? [] : [{ type: 'CompanyDetailsSet', data: next }];
    }
    case 'ConfirmCompany':
      if (!state.exists) throw accountErrors.companyNotFound();
      return state.ghost ? [{ type: 'CompanyConfirmed', data: { by: command.data.by } }] : [];
    case 'CreateDivision':
    case 'DeleteDivision':
    case 'SaveDivision':
      if (!state.exists) throw accountErrors.companyNotFound();
      return decideSourcing(command, state.divisions);
    case 'RequestCompanyMembership':
    case 'ApproveCompanyMembership':
    case 'DeclineCompanyMembership':
    case 'WithdrawCompanyMembership':
    case 'RecordCompanyMemberLeft':
    case 'RemoveCompanyMember':
    case 'VerifyCompanyDomain':
      return decideMembership(command, state);
    default:
      return assertNever(command);
  }
}

export function decideLead(command: LeadCommand, state: LeadState): LeadEvent[] {
  const { now } = command.data;
  switch (command.type) {
    case 'UnsubscribeLead':
      return state.unsubscribed ? [] : [{ type: 'LeadUnsubscribed', data: { email: command.data.email, at: now } }];
    case 'ConvertLead':
      return state.converted ? [] : [{ type: 'LeadConverted', data: { email: command.data.email, at: now } }];
    default:
      return assertNever(command);
  }
}

/** Spec §4: the first visit records a click; answers are recorded once, with at most 2 selections. */
export function decideSurvey(command: SurveyCommand, state: SurveyState): SurveyEvent[] {
  const { now } = command.data;
  if (command.type === 'CreateSurveyInvitation') {
    if (state.status !== 'none') throw accountErrors.surveyAlreadyCreated();
    const { providerId, email, createdBy, sealedToken } = command.data;
    return [
      {
        type: 'SurveyInvitationCreated',
        data: { provider_id: providerId, email, created_by: createdBy, ...(sealedToken ? { sealedToken } : {}) },
      },
    ];
  }
  if (state.status === 'none') throw accountErrors.invalidSurveyToken();
  if (state.status === 'answered') throw accountErrors.surveyAlreadyAnswered();
  switch (command.type) {
    case 'RecordSurveyClick':
      return state.status === 'invited' ? [{ type: 'SurveyClicked', data: { at: now } }] : [];
    case 'AnswerSurvey': {
      const selected = command.data.components.filter((c) => c.selected);
      if (selected.length > SURVEY_MAX_SELECTIONS) throw accountErrors.surveyTooManySelections();
      return [{ type: 'SurveyAnswered', data: { programming_components: command.data.components, at: now } }];
    }
    default:
      return assertNever(command);
  }
}

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  decide: decideAccount,
  evolve: evolveAccount,
  initialState: initialAccountState,
};
export const companyDecider: Decider<CompanyCommand, CompanyEvent, CompanyState> = {
  decide: decideCompany,
  evolve: evolveCompany,
  initialState: initialCompanyState,
};
export const leadDecider: Decider<LeadCommand, LeadEvent, LeadState> = {
  decide: decideLead,
  evolve: evolveLead,
  initialState: initialLeadState,
};
export const surveyDecider: Decider<SurveyCommand, SurveyEvent, SurveyState> = {
  decide: decideSurvey,
  evolve: evolveSurvey,
  initialState: initialSurveyState,
};
