import type { Capability } from '@dealbook/domain/access/policy';
import type { Collaborator, DealAccess } from './api';

const none: Record<Capability, boolean> = {
  view: false,
  edit: false,
  share: false,
  set_permissions: false,
  manage_files: false,
  restore: false,
  delete: false,
  match: false,
  see_history: false,
  export: false,
  replicate: false,
  duplicate: false,
  archive: false,
  answer: false,
};

/** An access answer granting the named capabilities only. */
export const accessWith = (role: DealAccess['role'], ...granted: Capability[]): DealAccess => ({
  role,
  can: { ...none, ...Object.fromEntries(granted.map((c) => [c, true])) },
});

/** A collaborator named `Person {n}` who may view only, unless told otherwise. */
export const collaborator = (n: number, flags: Partial<Collaborator> = {}): Collaborator => ({
  shared_user_id: `u${n}`,
  email: `person${n}@example.com`,
  name: `Person ${n}`,
  can_view: true,
  can_share: false,
  can_edit: false,
  shared_at: '2025-03-01T10:00:00.000Z',
  shared_by: 'owner',
  shared_by_name: 'Olive Owner',
  active: true,
  ...flags,
});
