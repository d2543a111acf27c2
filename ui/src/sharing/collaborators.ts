import type { Collaborator, PermissionChange, Permissions } from './api';

export const permissionFlags = [
  { key: 'can_view', label: 'View' },
  { key: 'can_share', label: 'Share' },
  { key: 'can_edit', label: 'Edit' },
] as const satisfies readonly { key: keyof Permissions; label: string }[];

/** The share dialog lists the people already sharing the deal 3 at a time. */
export const SHARE_DIALOG_PAGE_SIZE = 3;

/** The labels of the flags a collaborator holds, in the order View, Share, Edit. */
export const permissionLabels = (permissions: Partial<Permissions>): string[] =>
  permissionFlags.filter(({ key }) => permissions[key] === true).map(({ label }) => label);

/** One page of a list (pages count from 1); a page past the end shows the last one. */
export function pageSlice<T>(items: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { pages, page: current, items: items.slice((current - 1) * size, current * size) };
}

/** A person's name when the answer carries one, else their email. */
export const displayName = (person: { email?: string; first_name?: string; last_name?: string; name?: string }): string =>
  person.name?.trim() || [person.first_name, person.last_name].filter(Boolean).join(' ').trim() || person.email || 'Someone';

export type PermissionEdits = Record<string, Permissions>;

/** Only the rows whose flags differ from what the server holds are sent. */
export function changedEntries(collaborators: readonly Collaborator[], edits: PermissionEdits): PermissionChange[] {
  return collaborators.flatMap((c) => {
    const edited = edits[c.shared_user_id];
    if (!edited || permissionFlags.every(({ key }) => edited[key] === c[key])) return [];
    return [{ shared_user_id: c.shared_user_id, can_view: edited.can_view, can_share: edited.can_share, can_edit: edited.can_edit }];
  });
}
