import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import { deriveKey, open, TOKEN_MAIL_PURPOSE } from '@dealbook/infra/security/seal';
import { letter } from '../account-mail/texts';
import { MAIL_QUEUE, type MailJob } from '../mail-jobs';
import { jobIdFor, type JobRequest, type Reactor } from '../reactor';

export interface FileMailConfig {
  appUrl: string;
  sessionKey: Buffer;
}

/**
 * The data room's mail: the owner hears of each access request (to grant it from the files page); each
 * person given access is told, with the link that opens the file or the data room; a requester turned down
 * is told why; a file asked for by mail (on a phone) is sent as an attachment; the download links a
 * visitor asked for with a permissioned address are sent to that address, not shown on the page.
 */
export function fileMailReactor(config: FileMailConfig): Reactor {
  const tokens = signedTokens(config.sessionKey);
  const sealKey = deriveKey(config.sessionKey, TOKEN_MAIL_PURPOSE);
  const linkTo = (dealId: string, target: string) =>
    `${config.appUrl}/attachments/deal/${encodeURIComponent(dealId)}/link/${encodeURIComponent(target)}`;
  return {
    name: 'file-mail',
    react(event): JobRequest[] {
      const dealId = event.streamId.slice(event.streamId.indexOf('-') + 1);
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
        const link = linkTo(dealId, target);
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
      if (event.type === 'FileAccessDenied') {
        const mail = letter({
          to: String(d.email),
          subject: `Your request to open ${what} of “${String(d.project_name) || 'a deal'}” was declined`,
          category: 'collaboration',
          unsubscribeUrl: `${config.appUrl}/unsubscribe/leadgen/${tokens.tokenFor('lead', String(d.email))}`,
          paragraphs: [
            `The owner of “${String(d.project_name)}” on Dealbook declined your request to open ${what}.`,
            `Their reason: ${String(d.reason)}`,
            'You may ask again from the same link later.',
          ],
          action: { label: 'Open the link', link: linkTo(dealId, String(d.target)) },
        });
        return [{ queue: MAIL_QUEUE, id: jobIdFor(event, 'mail'), data: mail }];
      }
      if (event.type === 'FileLinkMailed' && Array.isArray(d.links)) {
        // A link sealed under another key (a changed SESSION_KEY) opens nothing: it is left out.
        const links = (d.links as { file_name?: unknown; sealed_link?: unknown }[]).flatMap((l) => {
          const path = typeof l.sealed_link === 'string' ? open(sealKey, l.sealed_link) : null;
          return path ? [{ name: String(l.file_name), link: `${config.appUrl}${path}` }] : [];
        });
        if (links.length === 0) return [];
        const email = String(d.email);
        const mail: MailJob = {
          ...letter({
            to: email,
            subject: `Your download link${links.length > 1 ? 's' : ''} for ${what} of “${String(d.project_name) || 'a deal'}”`,
            category: 'transactional',
            unsubscribeUrl: `${config.appUrl}/unsubscribe/leadgen/${tokens.tokenFor('lead', email)}`,
            paragraphs: [
              `Someone entered this address on the page of ${what} on Dealbook, which this address may open. Here ${links.length > 1 ? 'are the links' : 'is the link'}; ${links.length > 1 ? 'they work' : 'it works'} for 24 hours.`,
              ...links.slice(1).map((l) => `${l.name}: ${l.link}`),
              'If it was not you, you may ignore this mail: nobody else has been shown the file.',
            ],
            action: { label: links.length > 1 ? `Download ${links[0]!.name}` : 'Download it', link: links[0]!.link },
          }),
          ...(typeof d.expires_at === 'string' ? { notAfter: d.expires_at } : {}),
        };
        return [{ queue: MAIL_QUEUE, id: jobIdFor(event, 'mail'), data: mail }];
      }
      if (event.type === 'FileMailed') {
        const name = String(d.file_name);
        const mail: MailJob = {
          ...letter({
            to: String(d.email),
            subject: `“${name}” from “${String(d.project_name) || 'a deal'}” on Dealbook`,
            category: 'transactional',
            unsubscribeUrl: `${config.appUrl}/unsubscribe/leadgen/${tokens.tokenFor('lead', String(d.email))}`,
            paragraphs: [
              `Here is “${name}”, which you asked to be emailed from a deal’s page on Dealbook.`,
              'If you did not ask for it, you may ignore this mail.',
            ],
            action: { label: 'Open its page', link: linkTo(dealId, String(d.target)) },
          }),
          files: [{ filename: name, content_type: String(d.content_type), sha256: String(d.sha256) }],
        };
        return [{ queue: MAIL_QUEUE, id: jobIdFor(event, 'mail'), data: mail }];
      }
      return [];
    },
  };
}
