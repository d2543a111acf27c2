/** A collaborator's three flags, as the sharing rules name them. */
export type Flag = 'view' | 'share' | 'edit';

export const FLAGS = ['view', 'share', 'edit'] as const satisfies readonly Flag[];

/** Who is changing a flag: the deal's owner, or a collaborator holding these flags. */
export interface PermissionSetter {
  owner: boolean;
  holds: Record<Flag, boolean>;
}

export type PermissionRefusal = 'cannot_lower' | 'cannot_set_own' | 'cannot_grant';

/**
 * Whether `setter` may raise or lower one flag of one entry (`own`: their own), as far as the flags tell:
 * permissions go up only from someone who holds more and down only by the holder's own hand. The owner
 * may do anything; a collaborator lowers only their own flags, raises none of their own, and gives others
 * only a flag they hold, and only when they may share. Whether the owner took the flag from that person
 * (which only the owner undoes) is asked by the decider, which knows the deal's history.
 */
export function permissionRefusal(setter: PermissionSetter, own: boolean, flag: Flag, raise: boolean): PermissionRefusal | null {
  if (setter.owner) return null;
  if (!raise) return own ? null : 'cannot_lower';
  if (own) return 'cannot_set_own';
  return setter.holds.share && setter.holds[flag] ? null : 'cannot_grant';
}
