import { DATAROOM, type ActivityType, type FileActivity } from '../../deals/file-access-api';

const actions: Record<ActivityType, string> = {
  opened: 'Opened link',
  downloaded: 'Downloaded',
  viewed: 'Viewed',
  mailed: 'Emailed',
};

/** The signed-in person's name, else the address given at the link, else a visitor nobody knows. */
export const whoDid = (item: Pick<FileActivity, 'name' | 'email'>) => item.name?.trim() || item.email || 'A visitor with the link';

/** The address under the name, when both are known and differ. */
export const whoseEmail = (item: Pick<FileActivity, 'name' | 'email'>) => (item.name?.trim() && item.email ? item.email : null);

export const whatWasOpened = (item: Pick<FileActivity, 'target' | 'file_name'>) =>
  item.target === DATAROOM ? 'Data room' : item.file_name || 'A file no longer listed';

export const actionLabel = (type: ActivityType) => actions[type] ?? type;

export const throughLabel = (via: FileActivity['via']) => (via === 'link' ? 'Link' : 'App');

/** Newest first, whatever order the answer came in. */
export const newestFirst = (items: readonly FileActivity[]) => [...items].sort((a, b) => b.at.localeCompare(a.at));
