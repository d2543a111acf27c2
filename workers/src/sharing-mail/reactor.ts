import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import { MAIL_QUEUE } from '../mail-jobs';
import { jobIdFor, type JobRequest, type Reactor } from '../reactor';
import { dealSharedMail } from './texts';

export interface SharingMailConfig {
  appUrl: string;
  sessionKey: Buffer;
}

/**
 * Tells a colleague a deal was shared with them. Pure: the event carries the address, the deal's and the
 * sharer's names; the mail port drops it when the person turned collaboration mail off.
 */
export function sharingMailReactor(config: SharingMailConfig): Reactor {
  const tokens = signedTokens(config.sessionKey);
  return {
    name: 'sharing-mail',
    react(event): JobRequest[] {
      if (event.type !== 'DealShared') return [];
      const d = event.data as Record<string, unknown>;
      const userId = String(d.user_id);
      const dealId = event.streamId.slice('deal-'.length);
      const mail = dealSharedMail({
        to: String(d.email),
        fromName: String(d.by_name),
        projectName: String(d.project_name ?? ''),
        canEdit: d.can_edit === true,
        newcomer: d.account_created === true,
        link: `${config.appUrl}/app/deals/project?current_deal=${encodeURIComponent(dealId)}&current_deal_view=editing`,
        unsubscribeUrl: `${config.appUrl}/unsubscribe/collaboration/${tokens.tokenFor('user', userId)}`,
      });
      return [{ queue: MAIL_QUEUE, id: jobIdFor(event, 'mail'), data: mail }];
    },
  };
}
