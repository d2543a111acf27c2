import { feedbackReasons } from '@dealbook/domain';
import { deriveKey, open, TOKEN_MAIL_PURPOSE } from '@dealbook/infra/security/seal';
import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import { MAIL_QUEUE } from '../mail-jobs';
import { jobIdFor, type JobRequest, type Reactor } from '../reactor';
import { answerMail, invitationMail } from './texts';

export interface MatchingMailConfig {
  appUrl: string;
  sessionKey: Buffer;
}

const label = new Map<string, string>(feedbackReasons.map((r) => [r.name, r.label]));

/**
 * Matching's mail: each person a contact invited gets the review link and their own decline link (the
 * token opened from the event's seal); the sponsor hears of each decision, with the reasons rated.
 */
export function matchingMailReactor(config: MatchingMailConfig): Reactor {
  const key = deriveKey(config.sessionKey, TOKEN_MAIL_PURPOSE);
  const tokens = signedTokens(config.sessionKey);
  return {
    name: 'matching-mail',
    react(event): JobRequest[] {
      const dealId = event.streamId.slice('deal-'.length);
      const d = event.data as Record<string, unknown>;
      if (event.type === 'MatchContacted') {
        const invitees = d.invitees as { user_id: string; email: string; sealed_token: string }[];
        return invitees.flatMap((i) => {
          const token = open(key, i.sealed_token);
          if (!token) return [];
          const mail = invitationMail({
            to: i.email,
            fromName: String(d.by_name),
            fromCompany: typeof d.by_company === 'string' ? d.by_company : '',
            companyName: String(d.company_name),
            projectName: String(d.project_name ?? ''),
            reviewLink: `${config.appUrl}/app/matches/${encodeURIComponent(dealId)}/review`,
            declineLink: `${config.appUrl}/decline/${encodeURIComponent(token)}`,
            unsubscribeUrl: `${config.appUrl}/unsubscribe/collaboration/${tokens.tokenFor('user', i.user_id)}`,
          });
          return [{ queue: MAIL_QUEUE, id: jobIdFor(event, `mail:${i.user_id}`), data: mail }];
        });
      }
      const sponsor = d.sponsor as { id: string; email: string } | null | undefined;
      if (event.type === 'InvitationStatusChanged' && sponsor && d.status !== 'viewed') {
        const reasons = ((d.feedback as { name: string; rating: number }[]) ?? [])
          .filter((r) => r.rating > 0)
          .sort((a, b) => b.rating - a.rating)
          .map((r) => `${label.get(r.name) ?? r.name} (${r.rating}/5)`);
        const mail = answerMail({
          to: sponsor.email,
          providerName: String(d.provider_name),
          companyName: String(d.company_name),
          projectName: String(d.project_name ?? ''),
          status: d.status as 'accepted' | 'declined' | 'archived',
          reasons,
          comment: String(d.comment ?? ''),
          link: `${config.appUrl}/app/deals/${encodeURIComponent(dealId)}/matches`,
          unsubscribeUrl: `${config.appUrl}/unsubscribe/collaboration/${tokens.tokenFor('user', sponsor.id)}`,
        });
        return [{ queue: MAIL_QUEUE, id: jobIdFor(event, 'mail'), data: mail }];
      }
      return [];
    },
  };
}
