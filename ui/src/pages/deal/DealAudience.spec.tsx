import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SharedDeal } from '@dealbook/domain/deals/schema-deal';
import { DealAudience } from './DealAudience';

afterEach(cleanup);

const entry = (id: string, email: string, can_view?: boolean): SharedDeal => ({
  shared_user_id: id,
  can_view,
  can_share: false,
  can_edit: false,
  users: [{ email }],
});

function show(owner: string, entries: SharedDeal[]) {
  render(
    <MemoryRouter>
      <DealAudience dealId="d1" deal={{ user_id: owner, shared_deals: entries }} me="me" />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Who else can see this deal' });
}

describe('who else can see a deal', () => {
  it('names the owner when that is someone else, and the collaborators who may view it, not the caller', () => {
    const section = show('u0', [entry('me', 'me@example.com'), entry('u1', 'ada@example.com'), entry('u2', 'bob@example.com', false)]);
    expect(within(section).getByText('The owner')).toBeTruthy();
    expect(within(section).getByText('ada@example.com')).toBeTruthy();
    expect(within(section).queryByText('bob@example.com')).toBeNull();
    expect(within(section).queryByText('me@example.com')).toBeNull();
  });

  it("says no one else sees the owner's unshared deal, and links to its distribution", () => {
    const section = show('me', []);
    expect(within(section).getByText('no one else yet')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Sharing' }).getAttribute('href')).toBe('/app/deals/d1/distribution');
  });
});
