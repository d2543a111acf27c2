import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { displayName } from '../sharing/collaborators';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** 'First Last', else the email, of a person as retrieve names them (the deal's `user`, a share's `users`). */
export const nameOf = (person: Record<string, unknown>): string =>
  displayName({ email: text(person.email), first_name: text(person.first_name), last_name: text(person.last_name) });

/**
 * Only retrieve names the deal's people; a save answers the deal without them. The answer keeps the owner
 * and each collaborator's person as last read, while its own list of collaborators stands.
 */
export function withPeopleOf(answered: Partial<Deal>, read: Partial<Deal>): Partial<Deal> {
  const people = new Map((read.shared_deals ?? []).map((entry) => [entry.shared_user_id, entry.users]));
  return {
    ...answered,
    ...(read.user && !answered.user ? { user: read.user } : {}),
    ...(answered.shared_deals
      ? { shared_deals: answered.shared_deals.map((entry) => ({ ...entry, users: people.get(entry.shared_user_id) ?? entry.users })) }
      : {}),
  };
}
