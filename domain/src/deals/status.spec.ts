import { describe, expect, it } from 'vitest';
import { fold } from '../shared';
import { dealDecider } from './decide';
import type { DealEvent } from './events';
import { ann, at, create, run, sharedWith } from './fixtures';
import { dealStatusOf } from './status';

const statusAfter = (...later: DealEvent[]) => fold(dealDecider, [...run([create()]), ...later]).deal.status;
const revoked = (user: string): DealEvent => ({
  type: 'CollaboratorPermissionsSet',
  data: { user_id: user, can_view: false, can_share: false, can_edit: false, at: at(2), by: ann },
});

describe('a deal’s status follows who may see it', () => {
  it('is a draft until someone else may see it, shared while a collaborator may, a draft again when none can', () => {
    expect(statusAfter()).toBe('draft');
    expect(statusAfter(sharedWith('user-bob'))).toBe('shared');
    expect(statusAfter(sharedWith('user-bob'), revoked('user-bob'))).toBe('draft');
  });

  it('is matched once providers were contacted, and stays so', () => {
    expect(dealStatusOf({ recorded: 'shared', viewers: 1, invited: true })).toBe('matched');
    expect(dealStatusOf({ recorded: 'matched', viewers: 0, invited: true })).toBe('matched');
  });

  it('keeps published and staged, which are only ever set on purpose', () => {
    expect(dealStatusOf({ recorded: 'published', viewers: 0, invited: false })).toBe('published');
    expect(dealStatusOf({ recorded: 'staged', viewers: 2, invited: true })).toBe('staged');
    expect(
      statusAfter({ type: 'DealStatusChanged', data: { from: 'draft', to: 'published', at: at(1), by: ann } }, sharedWith('user-bob')),
    ).toBe('published');
  });
});
