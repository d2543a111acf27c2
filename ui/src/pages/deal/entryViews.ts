/** The five views of deal entry with their header and main button. */
export const entryViews = {
  creating: { header: 'Create and Analyze', button: 'Save and Calculate' },
  editing: { header: 'Analyze', button: 'Save and Calculate' },
  viewing: { header: 'Review', button: 'View Summary' },
  underwriting: { header: 'Underwrite', button: 'Save and Calculate' },
  restoring: { header: 'Restore', button: 'Overwrite Saved Deal with this Version' },
} as const;
export type EntryView = keyof typeof entryViews;

/**
 * The view to show: a new deal is created; a deal the caller may not edit (a collaborator without Edit) opens
 * read-only, and so does one with matched users, except for admins.
 */
export function entryViewOf(
  asked: string | null,
  deal: { exists: boolean; hasMatchedUsers: boolean; canEdit: boolean },
  isAdmin: boolean,
): EntryView {
  if (!deal.exists) return 'creating';
  if (!deal.canEdit || (deal.hasMatchedUsers && !isAdmin)) return 'viewing';
  if (asked && asked in entryViews && asked !== 'creating') return asked as EntryView;
  return 'editing';
}
