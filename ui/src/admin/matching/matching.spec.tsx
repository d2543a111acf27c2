import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { emptySelection, strategyOf } from '@dealbook/domain/matching/selection';
import type { Role } from '../../providers/authProvider';
import { renderAdmin, settled } from '../../testing/admin';
import { DivisionList } from './DivisionList';
import { DivisionShow } from './DivisionShow';
import { InvitationList } from './InvitationList';
import { InvitationShow } from './InvitationShow';
import type { DivisionRecord, InvitationRecord } from './types';

// A list keeps its filter in the (hash) URL and its store: a search typed in one test must not narrow the next.
afterEach(() => {
  cleanup();
  window.location.hash = '';
  localStorage.clear();
});

const division: DivisionRecord = {
  id: 'div1',
  company_id: 'c1',
  company_name: 'Harbor Capital',
  industry_id: 'commercial-real-estate',
  name: 'Bridge lending',
  updated_at: '2026-03-02T10:00:00Z',
  selected: 4,
  Strategies: strategyOf({
    ...emptySelection(),
    Asset_Class: ['DEBT'],
    Risk_Class: ['core', 'value-add'],
    Horizon: { DEBT: ['short'], DEQT: [], PHYS: [] },
    CapitalTransSize: { min: 5_000_000, max: 50_000_000 },
  }),
};

const invitation: InvitationRecord = {
  id: 'inv1',
  deal_id: 'd1',
  user_id: 'u1',
  owner_id: 'u2',
  match_id: 'm1',
  company_name: 'Harbor Capital',
  score: 87,
  status: 'viewed',
  group: 'pending',
  invited_at: '2026-03-01T10:00:00Z',
  status_at: '2026-03-02T10:00:00Z',
  deal_version: 3,
};

const divisionList = (role: Role, command = vi.fn(), getList = vi.fn().mockResolvedValue({ data: [division], total: 1 })) =>
  renderAdmin(
    <ResourceContextProvider value="divisions">
      <DivisionList />
    </ResourceContextProvider>,
    { role, dataProvider: { command, getList } },
  );

describe('the sourcing divisions', () => {
  it('lists each division with its company, name and options chosen, by company', async () => {
    const { getList } = { getList: vi.fn().mockResolvedValue({ data: [division], total: 1 }) };
    divisionList('auditor', vi.fn(), getList);
    const row = (await screen.findByText('Bridge lending')).closest('tr')!;
    expect(within(row).getByText('Harbor Capital')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('divisions', expect.objectContaining({ sort: { field: 'company_name', order: 'ASC' } }));
    fireEvent.change(screen.getByPlaceholderText('Search division or company'), { target: { value: 'harbor' } });
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('divisions', expect.objectContaining({ filter: { q: 'harbor' } })));
  });

  it('an admin loads the demo capital providers once they confirm it', async () => {
    const command = vi.fn().mockResolvedValue({ data: { companies: 8, divisions: 9, people: 8 }, position: '70' });
    divisionList('admin', command);
    fireEvent.click(await screen.findByRole('button', { name: 'Load demo capital providers' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/adds 8 demo lender and investor companies/).textContent).toMatch(/receive no mail.*adds nothing/);
    expect(command).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Loaded 8 companies, 9 divisions')).toBeTruthy();
    expect(command).toHaveBeenCalledWith('/api/admin/demo/providers', undefined, 'POST');
  });

  it('an auditor is offered no demo providers, even on an empty list', async () => {
    const auditor = divisionList('auditor');
    await screen.findByText('Bridge lending');
    await settled(auditor.queryClient);
    expect(screen.queryByRole('button', { name: 'Load demo capital providers' })).toBeNull();
    cleanup();

    const empty = divisionList('auditor', vi.fn(), vi.fn().mockResolvedValue({ data: [], total: 0 }));
    await screen.findByText('No sourcing divisions yet');
    await settled(empty.queryClient);
    expect(screen.queryByRole('button', { name: 'Load demo capital providers' })).toBeNull();
  });

  it("shows each group's selected options, 'No preference' for an empty one, the size in dollars", async () => {
    const getOne = vi.fn().mockImplementation(async (resource: string) => {
      if (resource === 'divisions') return { data: division };
      return { data: { id: 'c1', name: 'Harbor Capital' } };
    });
    renderAdmin(
      <ResourceContextProvider value="divisions">
        <DivisionShow id="div1" />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getOne } },
    );
    const risk = await screen.findByRole('list', { name: 'Risk class' });
    expect(
      within(risk)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Core', 'Value-Add']);
    expect(within(screen.getByRole('list', { name: 'Asset class' })).getByText('Real Estate Debt')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Horizon / term · Real Estate Debt' })).getByText('Up to 3 years')).toBeTruthy();
    expect(screen.getByText('$5,000,000 to $50,000,000')).toBeTruthy();
    expect(screen.getAllByText('No preference')).toHaveLength(7);
    const company = await screen.findByRole('link', { name: 'Harbor Capital' });
    expect(company.getAttribute('href')).toBe('#/companies/c1/show');
  });
});

describe('the invitations', () => {
  it('lists each invitation with its company, status, score and times; a group is one click away', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [invitation], total: 1 });
    renderAdmin(
      <ResourceContextProvider value="invitations">
        <InvitationList />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getList } },
    );
    const row = (await screen.findByText('Harbor Capital')).closest('tr')!;
    expect(within(row).getByText('Viewed the deal')).toBeTruthy();
    expect(within(row).getByText('87')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('invitations', expect.objectContaining({ sort: { field: 'status_at', order: 'DESC' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Declined' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('invitations', expect.objectContaining({ filter: { group: 'declined' } })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Declined' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('invitations', expect.objectContaining({ filter: {} })));
  });

  it("shows every field, with links to the person, the deal's timeline and the deal's matches", async () => {
    const getOne = vi.fn().mockResolvedValue({ data: invitation });
    const getMany = vi.fn().mockImplementation(async (_resource: string, { ids }: { ids: string[] }) => ({
      data: ids.map((id) => ({ id, email: `${id}@example.com` })),
    }));
    renderAdmin(
      <ResourceContextProvider value="invitations">
        <InvitationShow id="inv1" />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getOne, getMany } },
    );
    expect(await screen.findByText('Viewed the deal')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('m1')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'u1@example.com' })).getAttribute('href')).toBe('#/users/u1/show');
    expect(screen.getByRole('link', { name: 'Deal timeline' }).getAttribute('href')).toBe(
      `#/activity?filter=${encodeURIComponent('{"deal_id":"d1"}')}`,
    );
    expect(screen.getByRole('link', { name: 'Deal matches' }).getAttribute('href')).toBe('/app/deals/d1/matches');
  });
});
