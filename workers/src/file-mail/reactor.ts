import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import { letter } from '../account-mail/texts';
import { MAIL_QUEUE } from '../mail-jobs';
import { jobIdFor, type JobRequest, type Reactor } from '../reactor';

export interface FileMailConfig {
  appUrl: string;
  sessionKey: Buffer;
}

/**
 * The data room's mail: the owner hears of each access request (to grant it from the files page); each
 * person given access is told, with the link that opens the file or the data room.
 */
export function fileMailReactor(config: FileMailConfig): Reactor {
  const tokens = signedTokens(config.sessionKey);
  return {
    name: 'file-mail',
    react(event): JobRequest[] {
      const dealId = event.streamId.slice('deal-'.length);
      const d = event.data as Record<string, unknown>;
      const what = d.target === 'dataroom' ? 'the data room' : `“${String(d.file_name ?? 'a file')}”`;
      if (event.type === 'FileAccessRequested' && typeof d.owner_email === 'string') {
        const mail = letter({
          to: d.owner_email,
          subject: `${String(d.email)} asks to open ${what} of “${String(d.project_name) || 'your deal'}”`,
          category: 'collaboration',
          unsubscribeUrl: `${config.appUrl}/unsubscribe/collaboration/${tokens.tokenFor('user', String(d.owner_id ?? ''))}`,
          paragraphs: [
            `${String(d.email)} asked to open ${what} of your deal “${String(d.project_name)}” through its link.`,
            'Give them access from the deal’s files page, or leave the request unanswered.',
          ],
          action: { label: 'Open the files page', link: `${config.appUrl}/app/deals/${encodeURIComponent(dealId)}/manage/attachments` },
        });
        return [{ queue: MAIL_QUEUE, id: jobIdFor(event, 'mail'), data: mail }];
      }
      if (event.type === 'FilePermissionGranted') {
        const email = String(d.email);
        const target = String(d.target);
        const link = `${config.appUrl}/attachments/deal/${encodeURIComponent(dealId)}/link/${encodeURIComponent(target)}`;
        const mail = letter({
          to: email,
          subject:
            target === 'dataroom'
              ? 'You have been given access to a data room on Dealbook'
              : 'You have been given access to a file on Dealbook',
          category: 'collaboration',
          unsubscribeUrl: `${config.appUrl}/unsubscribe/leadgen/${tokens.tokenFor('lead', email)}`,
          paragraphs: [
            `You may now open ${target === 'dataroom' ? 'a deal’s data room' : 'a deal’s file'} on Dealbook. Open the link and enter this email address.`,
          ],
          action: { label: 'Open it', link },
        });
        return [{ queue: MAIL_QUEUE, id: jobIdFor(event, 'mail'), data: mail }];
      }
      return [];
    },
  };
}
