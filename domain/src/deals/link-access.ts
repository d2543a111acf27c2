import { linkAccessTo, type LinkAccess } from '../files/access';
import { canViewOf } from './shares';
import type { DealState } from './state';

/**
 * What an address opens through a file's or the data room's link on this deal. The file's list decides,
 * but for one thing: a colleague the owner removed from the deal opens nothing restricted through their
 * address, even one they put on a list themselves while they could, until the deal is shared with them
 * again. Removing someone from a deal closes its files to them too.
 */
export function linkAccessIn(state: Pick<DealState, 'deal' | 'fileAccess'>, key: string, email: string | null): LinkAccess {
  const access = linkAccessTo(state.fileAccess, key, email);
  if (access !== 'granted' || !email) return access;
  const address = email.trim().toLowerCase();
  const removed = (state.deal.shared_deals ?? []).some(
    (entry) => !canViewOf(entry) && (entry.users ?? []).some((user) => user.email.trim().toLowerCase() === address),
  );
  return removed ? 'locked' : access;
}
