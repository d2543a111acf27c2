/**
 * Who may do what with a deal: one pure function, asked by every deal-scoped route of both services
 * (and, through `capabilityOf`, by the command handler before any deal decider runs). Nothing else
 * decides access; a route with its own owner check is a bug.
 */

/** What the policy needs to know about a deal; folded from its stream or read from `deal_access`. */
export interface DealAccessFacts {
  exists: boolean;
  deleted: boolean;
  ownerId: string | null;
  collaborators: readonly CollaboratorFacts[];
  /** Capital providers a contact invited (a matched user, the requirements). */
  providers?: readonly string[];
}

export interface CollaboratorFacts {
  userId: string;
  canView: boolean;
  canShare: boolean;
  canEdit: boolean;
}

/** The signed-in person and their platform roles. */
export interface Actor {
  id: string;
  admin?: boolean;
  auditor?: boolean;
}

export const capabilities = [
  'view',
  'edit',
  'share',
  'set_permissions',
  'manage_files',
  'restore',
  'delete',
  'match',
  'see_history',
  'export',
  'replicate',
  'duplicate',
  'archive',
  'answer',
] as const;
export type Capability = (typeof capabilities)[number];

export type Role = 'owner' | 'collaborator' | 'provider' | 'admin' | 'auditor' | 'none';

export interface Access {
  role: Role;
  can: Record<Capability, boolean>;
  /** The deal is in its owner's Deleted tab: what the owner may not do now waits for a recover. */
  deleted: boolean;
}

const grant = (...allowed: Capability[]): Record<Capability, boolean> =>
  Object.fromEntries(capabilities.map((c) => [c, allowed.includes(c)])) as Record<Capability, boolean>;

/** Everything that only reads: what auditors and admins get on any deal, deleted ones included. */
const reads: Capability[] = ['view', 'see_history', 'export'];

/**
 * - The owner may do everything to a live deal but the collab card's own actions; to a deleted deal
 *   (in their Deleted tab) they may look, and delete covers recovering it.
 * - A collaborator sees a live deal only while `can_view` holds. Then they read it, archive
 *   or duplicate their collab card and set collaborators' permissions (the decider refuses
 *   to grant a flag the setter lacks or to change their own entry); `can_edit` adds editing, restoring
 *   a version and the data room; `can_share` adds sharing. Replicating is the owner's.
 * - Admins and auditors read every deal and change none (an admin's own deals make them its owner; an
 *   auditor is an auditor on every deal).
 * - Anyone else: nothing, and the route answers as if there were no deal.
 */
export function accessOf(facts: DealAccessFacts, actor: Actor): Access {
  const deleted = facts.exists && facts.deleted;
  const answer = (role: Role, ...allowed: Capability[]): Access => ({ role, can: grant(...allowed), deleted });
  if (!facts.exists) return answer('none');
  // An auditor changes nothing, on any deal, their own (from before the role) and shared ones included.
  if (actor.auditor) return answer('auditor', ...reads);
  if (facts.ownerId === actor.id) {
    if (facts.deleted) return answer('owner', ...reads, 'delete');
    return answer('owner', ...capabilities.filter((c) => c !== 'duplicate' && c !== 'archive' && c !== 'answer'));
  }
  const entry = facts.collaborators.find((c) => c.userId === actor.id);
  if (entry?.canView && !facts.deleted) {
    const can: Capability[] = [...reads, 'archive', 'duplicate', 'set_permissions'];
    if (entry.canEdit) can.push('edit', 'restore', 'manage_files');
    if (entry.canShare) can.push('share');
    // A colleague who is also at a matched company answers the invitation like any invited provider.
    if (facts.providers?.includes(actor.id)) can.push('answer');
    return answer('collaborator', ...can);
  }
  // A matched provider reads the deal offered and answers the invitation; nothing more.
  if (!facts.deleted && facts.providers?.includes(actor.id)) return answer('provider', 'view', 'answer');
  if (actor.admin) return answer('admin', ...reads);
  if (actor.auditor) return answer('auditor', ...reads);
  return answer('none');
}

/**
 * Whom a reader of the deal sees among its collaborators. The owner (and admins and auditors) see everyone
 * ever shared with, to restore or audit them; a collaborator sees only those who may view the deal now:
 * someone the owner removed is no longer their colleague on it, and their address is not theirs to read.
 */
export function collaboratorsSeenBy<T>(access: Access, entries: T[], mayView: (entry: T) => boolean): T[] {
  return access.role === 'collaborator' ? entries.filter(mayView) : entries;
}
