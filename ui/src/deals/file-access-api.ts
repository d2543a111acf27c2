import type { EmailCheck } from '../sharing/api';
import { httpClient as defaultHttpClient, type HttpClient } from '../providers/httpClient';
import { keyedCommand } from '../providers/keyedCommand';

export type Permissioned = { email: string; created_at: string; authorized: boolean };
/** A refused request, with the reason the requester was mailed. */
export type Denied = { email: string; created_at: string; reason: string };
/** One access list: the data room's (id `dataroom`) or a file's (its file id). */
export type AccessList = {
  id: string;
  restricted_access: boolean;
  permissioned_users: Permissioned[];
  requested_access: Permissioned[];
  /** Newest last; absent from answers of servers older than the deny call. */
  denied_access?: Denied[];
};
export type DataRoomAccess = AccessList & { files: (AccessList & { file_name: string })[] };
/** The lists as they stood at `as_of`: files uploaded later are absent. */
export type PastAccess = DataRoomAccess & { as_of: string };

export type ActivityType = 'opened' | 'downloaded' | 'viewed' | 'mailed';
/** One open, download, view or mail of a file or the data room; who is null when unknown. */
export type FileActivity = {
  id: string;
  type: ActivityType;
  /** A file id, or `dataroom` for a data-room link opened. */
  target: string;
  file_name: string | null;
  email: string | null;
  user_id: string | null;
  /** The signed-in person's name. */
  name: string | null;
  via: 'app' | 'link';
  at: string;
};
/** The newest 500, newest first; `total` counts them all. */
export type ActivityAnswer = { total: number; items: FileActivity[] };

/** The data room's id among the lists; any other is a file's id. */
export const DATAROOM = 'dataroom';

const DEALS = '/api/app/deals/secure';
const enc = encodeURIComponent;

/** The list of `target` in the retrieve answer; a file with no list yet is open to all. */
export function listOf(all: DataRoomAccess | undefined, target: string): AccessList | undefined {
  if (!all) return undefined;
  if (target === DATAROOM) return all;
  return all.files.find((f) => f.id === target) ?? { id: target, restricted_access: false, permissioned_users: [], requested_access: [] };
}

/** The retrieve answer with one list replaced by the server's newer one. */
export function withList(all: DataRoomAccess, list: AccessList): DataRoomAccess {
  const { id, restricted_access, permissioned_users, requested_access, denied_access } = list;
  const fresh = { id, restricted_access, permissioned_users, requested_access, ...(denied_access ? { denied_access } : {}) };
  if (id === DATAROOM) return { ...all, ...fresh };
  return { ...all, files: all.files.map((f) => (f.id === id ? { ...f, ...fresh } : f)) };
}

/**
 * Who may open the data room and each attachment (the dataroom/permissions routes):
 * `target` is `dataroom` or a file id, sent as `attachment` for a file only.
 */
export function createFileAccessApi(http: HttpClient = defaultHttpClient) {
  const base = (dealId: string) => `${DEALS}/${enc(dealId)}/attachments`;
  const attachment = (target: string) => (target === DATAROOM ? {} : { attachment: target });
  const send = keyedCommand(http);
  const post = <T>(dealId: string, path: string, body: unknown) => send<T>('POST', `${base(dealId)}/${path}`, body);
  return {
    retrieve: async (dealId: string) => (await http(`${base(dealId)}/dataroom/permissions/retrieve`)).json as DataRoomAccess,
    /** The lists folded from the deal's events up to `isoTime`; 404 DEAL_NOT_YET before the deal existed. */
    retrieveAsOf: async (dealId: string, isoTime: string) =>
      (await http(`${base(dealId)}/dataroom/permissions/retrieve?as_of=${enc(isoTime)}`)).json as PastAccess,
    restrict: (dealId: string, target: string, restricted: boolean) =>
      post<AccessList>(dealId, 'dataroom/permissions/update', { permission: { restricted_access: restricted, ...attachment(target) } }),
    invite: (dealId: string, target: string, email: string) =>
      post<AccessList>(dealId, 'dataroom/permissions/auth', { email, ...attachment(target) }),
    /** Repeats, people already on the list, the owner and bad addresses are left out by the server; `added` counts the rest. */
    inviteMany: (dealId: string, target: string, emails: string[]) =>
      post<AccessList & { added: number }>(dealId, 'dataroom/permissions/auth/bulk', { emails, ...attachment(target) }),
    remove: (dealId: string, target: string, email: string) =>
      post<AccessList>(dealId, 'dataroom/permissions/remove', { user: email, ...attachment(target) }),
    /** Refuses a pending request; the requester is mailed `reason`. 409 NO_PENDING_REQUEST when there is none. */
    deny: (dealId: string, target: string, email: string, reason: string) =>
      post<AccessList>(dealId, 'dataroom/permissions/deny', { email, reason, ...attachment(target) }),
    /** Who opened, downloaded, viewed or mailed the files; `target` narrows to a file id or `dataroom`. */
    activity: async (dealId: string, target?: string) =>
      (await http(`${base(dealId)}/activity${target ? `?attachment=${enc(target)}` : ''}`)).json as ActivityAnswer,
    /** The address check of the requirements, as the share dialog makes it. */
    checkEmail: async (email: string) => (await http(`/api/hunter/email/validate?email_address=${enc(email)}`)).json as EmailCheck,
  };
}

export type FileAccessApi = ReturnType<typeof createFileAccessApi>;
export const fileAccessApi = createFileAccessApi();

/** Under the deal's files, so whatever refreshes the deal refreshes the lists. */
export const fileAccessKeys = {
  all: (dealId: string) => ['deals', dealId, 'files', 'access'] as const,
  asOf: (dealId: string, isoTime: string) => ['deals', dealId, 'files', 'access', 'as-of', isoTime] as const,
  activity: (dealId: string, target?: string) => ['deals', dealId, 'files', 'activity', target ?? 'all'] as const,
};
