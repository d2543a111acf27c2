import { deriveKey, open, TOKEN_MAIL_PURPOSE } from '@dealbook/infra/security/seal';
import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import { MAIL_QUEUE } from '../mail-jobs';
import { jobIdFor, type JobRequest, type Reactor } from '../reactor';
import { campaignWelcome, referralInvite, surveyInvite } from './texts';

export interface AccountMailConfig {
  appUrl: string;
  sessionKey: Buffer;
}

/**
 * Campaign welcome, referral and survey mails, each with its unsubscribe link: an account's own
 * preferences page for an account holder, the lead's unsubscribe page for anyone else. Pure: everything
 * comes from the event and the configuration; the mail port drops what preferences forbid.
 */
export function accountMailReactor(config: AccountMailConfig): Reactor {
  const sealKey = deriveKey(config.sessionKey, TOKEN_MAIL_PURPOSE);
  const tokens = signedTokens(config.sessionKey);
  const forUser = (source: string, userId: string) => `${config.appUrl}/unsubscribe/${source}/${tokens.tokenFor('user', userId)}`;
  const forLead = (email: string) => `${config.appUrl}/unsubscribe/leadgen/${tokens.tokenFor('lead', email)}`;
  return {
    name: 'account-mail',
    react(event): JobRequest[] {
      const d = event.data as Record<string, unknown>;
      const job = (purpose: string, data: unknown): JobRequest => ({ queue: MAIL_QUEUE, id: jobIdFor(event, purpose), data });
      if (event.type === 'CampaignSignUpTracked' && typeof d.email === 'string') {
        const userId = event.streamId.slice('account-'.length);
        return [job('mail', campaignWelcome(d.email, `${config.appUrl}/product/process`, forUser('campaign', userId)))];
      }
      if (event.type === 'ReferralsSent' && Array.isArray(d.emails)) {
        const code = String(d.invitation_code);
        const link = `${config.appUrl}/confirm/referral/${encodeURIComponent(String(d.source))}?code=${encodeURIComponent(code)}`;
        return d.emails.map((to, i) => job(`mail-${i}`, referralInvite(String(to), String(d.from_name), code, link, forLead(String(to)))));
      }
      if (event.type === 'SurveyInvitationCreated' && typeof d.email === 'string' && typeof d.sealedToken === 'string') {
        const token = open(sealKey, d.sealedToken);
        if (token === null) return [];
        return [job('mail', surveyInvite(d.email, `${config.appUrl}/survey/providers/${encodeURIComponent(token)}`, forLead(d.email)))];
      }
      return [];
    },
  };
}
