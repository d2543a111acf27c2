import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { renderAdmin, settled } from '../../testing/admin';
import { ActivityChanges } from './ActivityChanges';
import { ActivityList } from './ActivityList';
import { ActivityShow } from './ActivityShow';
import { TimelineButtons } from './ActivityTimelines';
import type { Activity } from './types';

afterEach(cleanup);

const line = (overrides: Partial<Activity> = {}): Activity => ({
  id: '00000000000000000042',
  event_id: '0190f5a2-7c1e-7000-8000-000000000001',
  position: '42',
  occurred_at: '2026-03-02T10:00:00Z',
  actor_id: 'u1',
  actor_email: 'dana@example.com',
  stream_id: 'deal-d1',
  type: 'DealSaved',
  summary: "Saved deal 'Harbor Point'",
  correlation_id: 'k1',
  deal_id: 'd1',
  changes: [],
  ...overrides,
});

const showLine = (record: Activity) =>
  renderAdmin(
    <RecordContextProvider value={record}>
      <TimelineButtons />
      <ActivityChanges />
    </RecordContextProvider>,
    { role: 'auditor' },
  );

describe("an activity line's changes", () => {
  it('are worded as the deal entry screen words them: the field label, before → after', async () => {
    showLine(
      line({
        changes: [
          { path: 'status', from: 'draft', to: 'published' },
          { path: 'sub_properties[item_id=c1].exit_cap_percentage_min', from: 5.5, to: 6.25 },
          { path: 'senior_loans[item_id=t1]', to: { item_id: 't1', name: 'Bank A' } },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Changes (3)' })).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Deal StatusBefore: Draft → After: Published',
      'Component · Exit Cap Rate (%)Before: 5.5 → After: 6.25',
      "Senior Loan 'Bank A' added",
    ]);
  });

  it('are not shown for an event that changed no deal field', async () => {
    const { queryClient } = showLine(line({ type: 'UserSignedIn', deal_id: null, changes: [] }));
    await settled(queryClient);
    expect(screen.queryByRole('heading', { name: /Changes/ })).toBeNull();
  });

  it("lead to the deal's and the actor's timelines", async () => {
    showLine(line());
    const deal = await screen.findByRole('link', { name: 'Deal timeline' });
    expect(deal.getAttribute('href')).toBe(`#/activity?filter=${encodeURIComponent('{"deal_id":"d1"}')}`);
    expect(screen.getByRole('link', { name: 'User timeline' }).getAttribute('href')).toBe(
      `#/activity?filter=${encodeURIComponent('{"actor_id":"u1"}')}`,
    );
  });
});

describe("an activity line's page", () => {
  it('names the event by its own id, and its place in the log by the unpadded global position', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: line() });
    renderAdmin(
      <ResourceContextProvider value="activity">
        <ActivityShow id="00000000000000000042" />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getOne } },
    );
    const field = async (label: string) => (await screen.findByText(label)).closest<HTMLElement>('.ra-field')!;
    // long ids shortened, the whole id in the tooltip and copied by the button beside it
    const eventId = within(await field('Event id')).getByLabelText('0190f5a2-7c1e-7000-8000-000000000001');
    expect(eventId.textContent).toBe('0190f5a2…');
    expect(within(await field('Event id')).getByRole('button', { name: 'Copy event id' })).toBeTruthy();
    expect(within(await field('Global position')).getByText('42')).toBeTruthy();
    expect(screen.queryByText('00000000000000000042')).toBeNull();
    expect(getOne).toHaveBeenCalledWith('activity', expect.objectContaining({ id: '00000000000000000042' }));
  });
});

describe('the activity list', () => {
  it('shortens the stream id and the ids in a summary, each with a copy button, and a copy does not open the line', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const stream = 'deal-0190f5a2-7c1e-7000-8000-00000000abcd';
    const getList = vi.fn().mockResolvedValue({
      data: [line({ stream_id: stream, summary: `Model built on ${stream}, sha256 9f86d081884c7d659a2feaa0c55ad015` })],
      total: 1,
    });
    const getOne = vi.fn();
    renderAdmin(
      <ResourceContextProvider value="activity">
        <ActivityList />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getList, getOne } },
    );
    const row = (await screen.findByText(/Model built on/)).closest('tr')!;
    expect(within(row).getAllByText('deal-0190f5a2…')).toHaveLength(2);
    expect(row.textContent).toContain('DealSaved');
    expect(within(row).getByText('9f86d081…')).toBeTruthy();
    expect(within(row).queryByText(stream)).toBeNull();
    expect(within(row).getAllByLabelText(stream)).toHaveLength(2);
    fireEvent.click(within(row).getByRole('button', { name: 'Copy stream id' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(stream));
    expect(getOne).not.toHaveBeenCalled();
  });
});

describe('the activity exports', () => {
  it('download the list with its current filter and sort', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [line()], total: 1 });
    renderAdmin(
      <ResourceContextProvider value="activity">
        <ActivityList />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getList } },
    );
    await screen.findByText("Saved deal 'Harbor Point'");
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Export CSV')).toBe(
      `/api/admin/activity/export.csv?filter=${encodeURIComponent('{}')}&sort=${encodeURIComponent('["position","DESC"]')}`,
    );

    fireEvent.change(screen.getByPlaceholderText('Search activity'), { target: { value: 'harbor' } });
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('activity', expect.objectContaining({ filter: { q: 'harbor' } })));
    fireEvent.click(screen.getByText('When'));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('activity', expect.objectContaining({ sort: { field: 'occurred_at', order: 'ASC' } })),
    );
    const query = `filter=${encodeURIComponent('{"q":"harbor"}')}&sort=${encodeURIComponent('["occurred_at","ASC"]')}`;
    await waitFor(() => expect(href('Export XLSX')).toBe(`/api/admin/activity/export.xlsx?${query}`));
    expect(href('Export CSV')).toBe(`/api/admin/activity/export.csv?${query}`);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
