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

describe('a deal’s status follows its going out to capital providers', () => {
  it('is a draft, shared with colleagues or not, until providers are contacted; matched from then on', () => {
    expect(statusAfter()).toBe('draft');
    expect(statusAfter(sharedWith('user-bob'), revoked('user-bob'))).toBe('draft');
    expect(dealStatusOf({ recorded: 'draft', invited: true })).toBe('matched');
    expect(dealStatusOf({ recorded: 'matched', invited: true })).toBe('matched');
  });

  it('keeps published, shared and staged, which are only ever set on purpose', () => {
    expect(dealStatusOf({ recorded: 'published', invited: false })).toBe('published');
    expect(dealStatusOf({ recorded: 'staged', invited: true })).toBe('staged');
    expect(dealStatusOf({ recorded: 'shared', invited: false })).toBe('shared');
    const published: DealEvent = { type: 'DealStatusChanged', data: { from: 'draft', to: 'published', at: at(1), by: ann } };
    expect(statusAfter(published, sharedWith('user-bob'))).toBe('published');
  });
});
