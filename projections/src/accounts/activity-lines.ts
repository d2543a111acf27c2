import type { Summarizer } from '../activity/summaries';

/** The audit trail's lines for account events; never a token, a sealed token or a hash. */
const on = (v: unknown) => (v === true ? 'on' : 'off');
const list = (v: unknown) => (Array.isArray(v) ? v.map(String).join(', ') : '');

export const accountSummaries: Record<string, Summarizer> = {
  ProfileUpdated: (d) =>
    `Profile updated: ${String(d.first_name)} ${String(d.last_name)}`.trim() + (d.company_name ? `, ${String(d.company_name)}` : ''),
  EmailPreferencesSet: (d) =>
    `Email preferences set${d.via === 'link' ? ' from an emailed link' : ''}: marketing ${on(d.marketing)}, transactional ${on(d.transactional)}, collaboration ${on(d.collaboration)}, legal ${on(d.legal)}`,
  CampaignSignUpTracked: (d) => `Sign-up tracked from campaign ${String(d.campaign_id)} on ${String(d.campaign_host)}`,
  ReferralsSent: (d) => `Referral sent to ${list(d.emails)}`,
  ReferredAccountOpened: (d) => `Account opened for referred person ${String(d.email)}`,
  ReferredBy: (d) => `Referred by account ${String(d.referrer_id)}`,
  CompanyCreated: (d) => `Company created: ${String(d.name)} (awaiting confirmation)`,
  CompanyDetailsSet: (d) =>
    `Company details set: ${String(d.legal_entity_dba) || 'no legal entity'}` +
    (d.headquarters_city
      ? `, headquarters ${String(d.headquarters_city)}, ${String(d.headquarters_state)}, ${String(d.headquarters_country)}`
      : ''),
  CompanyConfirmed: () => 'Company confirmed',
  LeadUnsubscribed: (d) => `Lead ${String(d.email)} unsubscribed`,
  LeadConverted: (d) => `Lead ${String(d.email)} signed up`,
  SurveyInvitationCreated: (d) => `Survey invitation created for ${String(d.email)}`,
  SurveyClicked: () => 'Survey opened',
  SurveyAnswered: (d) => {
    const chosen = Array.isArray(d.programming_components)
      ? (d.programming_components as { title?: unknown; selected?: unknown }[])
          .filter((c) => c.selected === true)
          .map((c) => String(c.title))
      : [];
    return `Survey answered${chosen.length ? `: ${chosen.join(', ')}` : ''}`;
  },
};
