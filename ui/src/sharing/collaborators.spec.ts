import { describe, expect, it } from 'vitest';
import { changedEntries, displayName, pageSlice, permissionLabels } from './collaborators';
import { collaborator } from './fixtures';

describe('collaborator lists', () => {
  it('names the flags held, View, Share, Edit in that order', () => {
    expect(permissionLabels({ can_edit: true, can_view: true })).toEqual(['View', 'Edit']);
    expect(permissionLabels({ can_view: false })).toEqual([]);
  });

  it('keeps a page within the list', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageSlice(items, 2, 5)).toEqual({ pages: 2, page: 2, items: [6, 7] });
    expect(pageSlice(items, 9, 5).page).toBe(2);
    expect(pageSlice([], 1, 5)).toEqual({ pages: 1, page: 1, items: [] });
  });

  it('sends only entries whose flags differ from the saved ones', () => {
    const list = [collaborator(1), collaborator(2)];
    const edits = {
      u1: { can_view: true, can_share: false, can_edit: false },
      u2: { can_view: true, can_share: true, can_edit: false },
    };
    expect(changedEntries(list, edits)).toEqual([{ shared_user_id: 'u2', can_view: true, can_share: true, can_edit: false }]);
  });

  it('shows a name when there is one, else the email', () => {
    expect(displayName({ email: 'a@example.com', first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ email: 'a@example.com', name: ' ' })).toBe('a@example.com');
  });
});
