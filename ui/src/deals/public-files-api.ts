import { httpClient as defaultHttpClient, type HttpClient } from '../providers/httpClient';
import { readFailure } from './failures';

/** What a visitor's address opens: anyone (open), them (granted), a request on its way (pending), or nothing (locked). */
export type PublicAccess = 'open' | 'granted' | 'pending' | 'locked';

/** A public link's file or data room (`key` is a file id or `dataroom`), as the retrieve route answers. */
export type PublicFileView = {
  id: string;
  /** The file's name, or 'Data room'. */
  aws_key: string;
  link: string;
  restricted_access: boolean;
  access: PublicAccess;
  deal: { project_name: string };
  /** A signed download link, valid 15 minutes, for an open or granted file; null otherwise. */
  download?: string | null;
  /** The file's type, where the answer carries it (without it, the name tells a PDF). */
  content_type?: string;
  /** The data room's files, when the data room is open (or granted to the address of the signed-in visitor). */
  files?: DataRoomFile[];
  /**
   * True when the address typed is on the list: its links were mailed to it instead of shown (typing an
   * address proves nothing); `message` then says so.
   */
  mailed?: boolean;
  message?: string;
};

/** A file of an open or granted data room; one restricted on its own has its own access (and `download` only if open or granted). */
export type DataRoomFile = {
  id: string;
  aws_key: string;
  content_type: string;
  size: number;
  restricted_access: boolean;
  access: PublicAccess;
  download: string | null;
};

export type AccessRequestResult = { status: 'requested' };
export type MailResult = { status: 'queued' };

/** The data room's key among the links; any other key is a file's id. */
export const DATAROOM_KEY = 'dataroom';

const DEALS = '/api/app/deals';
const enc = encodeURIComponent;

/** The view a 405 'Restricted Access' answer carries in its details (access 'locked'), if any. */
export function restrictedView(error: unknown): PublicFileView | null {
  if (readFailure(error).status !== 405) return null;
  const body = (error as { body?: unknown }).body;
  const details = typeof body === 'object' && body !== null ? (body as { details?: unknown }).details : undefined;
  return typeof details === 'object' && details !== null && 'aws_key' in details ? (details as PublicFileView) : null;
}

/**
 * The public attachment pages' calls (the requirements "Public attachments", the requirements "Public attachment calls"):
 * no sign-in. `retrieve` rejects with the 405 'Restricted Access' error when the address has no access.
 */
export function createPublicFilesApi(http: HttpClient = defaultHttpClient) {
  return {
    retrieve: async (dealId: string, key: string, visitor?: { resourceType: string; email: string }) => {
      const who = visitor ? `/${enc(visitor.resourceType)}/${enc(visitor.email)}` : '';
      return (await http(`${DEALS}/${enc(dealId)}/attachments/retrieve/${enc(key)}${who}`)).json as PublicFileView;
    },
    /** Asks the deal's owner for access to a file or the data room from its shared link. */
    request: async (dealId: string, key: string, email: string) =>
      (
        await http(`${DEALS}/${enc(dealId)}/attachments/request`, {
          method: 'POST',
          body: JSON.stringify({ email, attachment_key: key, type: 'public_access', details: { source: 'Shared Link' } }),
        })
      ).json as AccessRequestResult,
    /** Mails the file to `email` as an attachment if that address may open it (405 'Restricted Access' otherwise; 5 a minute). */
    emailFile: async (attachmentId: string, email: string) =>
      (await http(`${DEALS}/attachments/${enc(attachmentId)}/email`, { method: 'POST', body: JSON.stringify({ email }) }))
        .json as MailResult,
  };
}

export type PublicFilesApi = ReturnType<typeof createPublicFilesApi>;
export const publicFilesApi = createPublicFilesApi();
