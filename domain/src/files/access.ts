import { DATAROOM } from './access-events';
import type { FileAccess } from './access-state';

/**
 * Who may open a restricted file or the data room through its link:
 * not restricted → open; restricted and the email among the permissioned (compared case-insensitively)
 * → granted; the email already asked and not yet answered → pending ('request pending'); otherwise the
 * item is locked and private.
 */
export interface AccessList {
  restricted: boolean;
  permissioned: readonly string[];
  requested: readonly string[];
}

export type LinkAccess = 'open' | 'granted' | 'pending' | 'locked';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function linkAccessOf(list: AccessList, email: string | null): LinkAccess {
  if (!list.restricted) return 'open';
  if (!email) return 'locked';
  if (list.permissioned.some((p) => same(p, email))) return 'granted';
  if (list.requested.some((r) => same(r, email))) return 'pending';
  return 'locked';
}

/**
 * Inside the app: a restricted file is private and locked unless the person's email is
 * on its list. Those who run the deal's files (its owner and editors) and admins and auditors always open it.
 */
export function lockedInApp(
  record: { restricted_access: boolean; permissioned_users: readonly { email: string }[] } | undefined,
  person: { runsFiles: boolean; email: string },
): boolean {
  if (!record?.restricted_access || person.runsFiles) return false;
  return !record.permissioned_users.some((p) => same(p.email, person.email));
}

/**
 * Whose list decides a link: the data room's for the data room; a file restricted on its own, its own
 * list; any other file sits in the data room, so the data room's list (open while the room is open).
 */
export function governingList(access: FileAccess, key: string): string {
  return key !== DATAROOM && access[key]?.restricted_access ? key : DATAROOM;
}

/** `linkAccessOf` for `key` (a file id or the data room) of a deal's access lists. */
export function linkAccessTo(access: FileAccess, key: string, email: string | null): LinkAccess {
  const list = access[governingList(access, key)];
  if (!list) return 'open';
  const emails = (people: readonly { email: string }[]) => people.map((p) => p.email);
  return linkAccessOf(
    { restricted: list.restricted_access, permissioned: emails(list.permissioned_users), requested: emails(list.requested_access) },
    email,
  );
}
