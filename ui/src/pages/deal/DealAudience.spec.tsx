import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SharedDeal } from '@dealbook/domain/deals/schema-deal';
import type { DraftDeal } from './useDealForm';
import { DealAudience } from './DealAudience';

afterEach(cleanup);

const entry = (id: string, person: { email: string; first_name?: string; last_name?: string }, can_view?: boolean): SharedDeal => ({
  shared_user_id: id,
  can_view,
  can_share: false,
  can_edit: false,
  users: [{ id, first_name: '', last_name: '', ...person }],
});
const olive = { id: 'u0', email: 'olive@example.com', first_name: 'Olive', last_name: 'Owner' };

function show(deal: DraftDeal) {
  render(
    <MemoryRouter>
      <DealAudience dealId="d1" deal={deal} me="me" />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Who else can see this deal' });
}

describe('who else can see a deal', () => {
  it('names the owner when that is someone else, and the collaborators who may view it, not the caller', () => {
    const section = show({
      user_id: 'u0',
      user: olive,
      shared_deals: [
        entry('me', { email: 'me@example.com', first_name: 'Mia', last_name: 'Me' }),
        entry('u1', { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lane' }),
        entry('u2', { email: 'bob@example.com', first_name: 'Bob', last_name: 'Stone' }, false),
      ],
    });
    expect(within(section).getByText('Olive Owner (owner)')).toBeTruthy();
    expect(within(section).getByText('Ada Lane')).toBeTruthy();
    expect(within(section).queryByText('Bob Stone')).toBeNull();
    expect(within(section).queryByText('Mia Me')).toBeNull();
  });

  it('falls back to the email of someone without a name', () => {
    const section = show({
      user_id: 'u0',
      user: { ...olive, first_name: '', last_name: '' },
      shared_deals: [entry('u1', { email: 'ada@example.com' })],
    });
    expect(within(section).getByText('olive@example.com (owner)')).toBeTruthy();
    expect(within(section).getByText('ada@example.com')).toBeTruthy();
  });

  it("says no one else sees the owner's unshared deal, and links to its distribution", () => {
    const section = show({ user_id: 'me', shared_deals: [] });
    expect(within(section).getByText('no one else yet')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Sharing' }).getAttribute('href')).toBe('/app/deals/d1/distribution');
  });

  it('names the capital providers a deal was offered to, never "no one else yet"', () => {
    const section = show({ user_id: 'me', shared_deals: [], has_matched_users: true });
    expect(within(section).getByText('Capital providers contacted')).toBeTruthy();
    expect(within(section).queryByText('no one else yet')).toBeNull();
  });
});
