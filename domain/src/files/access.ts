/**
 * Who may open a restricted file or the data room through its link (spec 3 section 4, spec 1 section 4):
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
