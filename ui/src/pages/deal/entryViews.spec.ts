import { describe, expect, it } from 'vitest';
import { entryViewOf } from './entryViews';

const saved = { exists: true, hasMatchedUsers: false, canEdit: true };

describe('the entry view', () => {
  it('opens a deal the caller may not edit read-only, whatever was asked', () => {
    expect(entryViewOf('editing', { ...saved, canEdit: false }, false)).toBe('viewing');
    expect(entryViewOf('editing', { ...saved, canEdit: false }, true)).toBe('viewing');
  });

  it('opens a matched deal read-only, except for admins', () => {
    expect(entryViewOf('editing', { ...saved, hasMatchedUsers: true }, false)).toBe('viewing');
    expect(entryViewOf('editing', { ...saved, hasMatchedUsers: true }, true)).toBe('editing');
  });

  it('creates a new deal and edits a saved one', () => {
    expect(entryViewOf('editing', { ...saved, exists: false }, false)).toBe('creating');
    expect(entryViewOf(null, saved, false)).toBe('editing');
  });
});
