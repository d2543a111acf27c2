import { describe, expect, it } from 'vitest';
import type { SharedDeal } from '@dealbook/domain/deals/schema-deal';
import { nameOf, withPeopleOf } from './people';

const share = (id: string, person: Record<string, string>): SharedDeal => ({
  shared_user_id: id,
  can_share: false,
  can_edit: false,
  users: [{ email: `${id}@example.com`, ...person }],
});
const owner = { id: 'u0', email: 'olive@example.com', first_name: 'Olive', last_name: 'Owner' };

describe("a deal's people", () => {
  it('are named First Last, else by their email', () => {
    expect(nameOf(owner)).toBe('Olive Owner');
    expect(nameOf({ email: 'ada@example.com', first_name: '', last_name: '' })).toBe('ada@example.com');
  });

  it('keep the names retrieve gave them when a save answers the deal without them', () => {
    const read = { user: owner, shared_deals: [share('u1', { first_name: 'Ada', last_name: 'Lane' })] };
    const answered = { project_name: 'Harbor Point', shared_deals: [share('u1', {}), share('u2', {})] };
    expect(withPeopleOf(answered, read)).toEqual({
      project_name: 'Harbor Point',
      user: owner,
      shared_deals: [share('u1', { first_name: 'Ada', last_name: 'Lane' }), share('u2', {})],
    });
  });

  it('leave an answer as it is when nothing was named', () => {
    const answered = { project_name: 'Harbor Point', shared_deals: [share('u1', {})] };
    expect(withPeopleOf(answered, {})).toEqual(answered);
  });
});
