import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import type { Role } from '../../providers/authProvider';
import { renderAdmin, settled } from '../../testing/admin';
import { DeadLetterList } from './DeadLetterList';
import { ProjectionList } from './ProjectionList';
import { ProjectionShow } from './ProjectionShow';
import type { DeadLetter, ProjectionDetail, ProjectionStatus } from './types';

afterEach(() => {
  cleanup();
  window.location.hash = '';
  vi.restoreAllMocks();
});

const deals: ProjectionStatus = { id: 'deals', version: 3, state: 'stopped', checkpoint: '40', head: '52', lag: 12, last_error: 'boom' };
const users: ProjectionStatus = { id: 'users', version: 1, state: 'running', checkpoint: '52', head: '52', lag: 0, last_error: null };

const projectionList = (role: Role, command = vi.fn()) =>
  renderAdmin(
    <ResourceContextProvider value="projections">
      <ProjectionList />
    </ResourceContextProvider>,
    { role, dataProvider: { command, getList: vi.fn().mockResolvedValue({ data: [deals, users], total: 2 }) } },
  );

const accepted = (request: string) => ({ data: { projection: 'deals', requested: request, at: '2026-01-02T10:00:00Z' }, position: '53' });

describe('projection operations', () => {
  it('an admin retries a stopped projection, and only a stopped one', async () => {
    const command = vi.fn().mockResolvedValue(accepted('retry'));
    projectionList('admin', command);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry deals' }));
    expect(await screen.findByText('Retry requested')).toBeTruthy();
    expect(command).toHaveBeenCalledWith('/api/admin/projections/deals/retry', undefined, 'POST');
    expect(screen.queryByRole('button', { name: 'Retry users' })).toBeNull();
  });

  it('shows a projection cut off from the event log as reconnecting, with nothing to retry: it subscribes again by itself', async () => {
    const feeds: ProjectionStatus = {
      id: 'feeds',
      version: 1,
      state: 'reconnecting',
      checkpoint: '50',
      head: '52',
      lag: 2,
      last_error: 'the subscription to the event log dropped: connection refused',
    };
    renderAdmin(
      <ResourceContextProvider value="projections">
        <ProjectionList />
      </ResourceContextProvider>,
      { role: 'admin', dataProvider: { command: vi.fn(), getList: vi.fn().mockResolvedValue({ data: [feeds], total: 1 }) } },
    );
    expect((await screen.findAllByText('reconnecting')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Retry feeds' })).toBeNull();
  });

  it('an admin rebuilds a projection once they confirm it', async () => {
    const command = vi.fn().mockResolvedValue(accepted('rebuild'));
    projectionList('admin', command);
    fireEvent.click(await screen.findByRole('button', { name: 'Rebuild users' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rebuild users?')).toBeTruthy();
    expect(command).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
    expect(await screen.findByText('Rebuild requested')).toBeTruthy();
    expect(command).toHaveBeenCalledWith('/api/admin/projections/users/rebuild', undefined, 'POST');
  });

  it("a row opens the projection's page, its buttons do not", async () => {
    projectionList('admin', vi.fn().mockResolvedValue(accepted('retry')));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry deals' }));
    expect(await screen.findByText('Retry requested')).toBeTruthy();
    expect(window.location.hash).toBe('');
    fireEvent.click(screen.getByText('users'));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/projections/users/show'));
  });

  it('an auditor sees the projections without retry or rebuild', async () => {
    const { queryClient } = projectionList('auditor');
    await screen.findByText('boom');
    await settled(queryClient);
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rebuild/ })).toBeNull();
  });

  it('lists the dead letters with what stopped the projection, filtered by projection', async () => {
    const letter: DeadLetter = {
      id: 'dl1',
      projection: 'deals',
      position: '41',
      error: 'Cannot read name of undefined',
      at: '2026-01-02T10:00:00Z',
      event_type: 'DealUpdated',
      stream_id: 'deal-1',
    };
    const getList = vi
      .fn()
      .mockImplementation((resource: string) =>
        Promise.resolve(resource === 'projections' ? { data: [deals, users], total: 2 } : { data: [letter], total: 1 }),
      );
    renderAdmin(
      <ResourceContextProvider value="dead-letters">
        <DeadLetterList />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getList } },
    );
    const row = (await screen.findByText('Cannot read name of undefined')).closest('tr')!;
    expect(within(row).getByText('DealUpdated')).toBeTruthy();
    expect(within(row).getByText('deal-1')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Projection' }));
    fireEvent.click(await screen.findByRole('option', { name: 'deals' }));
    await vi.waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('dead-letters', expect.objectContaining({ filter: { projection: 'deals' } })),
    );
  });
});

describe("a projection's page", () => {
  const detail: ProjectionDetail = { ...deals, dead_letters: 2 };
  const projectionShow = (role: Role, command = vi.fn()) =>
    renderAdmin(
      <ResourceContextProvider value="projections">
        <ProjectionShow id="deals" />
      </ResourceContextProvider>,
      { role, dataProvider: { command, getOne: vi.fn().mockResolvedValue({ data: detail }) } },
    );
  const field = async (label: string) => (await screen.findByText(label)).closest<HTMLElement>('.ra-field')!;

  it('shows where the projection is, what stopped it, and leads to its dead letters', async () => {
    projectionShow('auditor');
    expect(within(await field('Version')).getByText('3')).toBeTruthy();
    expect(within(await field('State')).getByText('stopped')).toBeTruthy();
    expect(within(await field('Checkpoint (log position applied)')).getByText('40')).toBeTruthy();
    expect(within(await field('Head of the log')).getByText('52')).toBeTruthy();
    expect(within(await field('Lag (entries behind)')).getByText('12')).toBeTruthy();
    expect(within(await field('Last error')).getByText('boom')).toBeTruthy();
    expect(screen.getByLabelText('Dead letter count').textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'Dead letters of deals' }).getAttribute('href')).toBe(
      `#/dead-letters?filter=${encodeURIComponent('{"projection":"deals"}')}`,
    );
  });

  it('offers an admin retry and rebuild', async () => {
    const command = vi.fn().mockResolvedValue(accepted('retry'));
    projectionShow('admin', command);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry deals' }));
    expect(await screen.findByText('Retry requested')).toBeTruthy();
    expect(command).toHaveBeenCalledWith('/api/admin/projections/deals/retry', undefined, 'POST');
    expect(screen.getByRole('button', { name: 'Rebuild deals' })).toBeTruthy();
  });

  it('offers an auditor neither', async () => {
    const { queryClient } = projectionShow('auditor');
    await screen.findByText('boom');
    await settled(queryClient);
    expect(screen.queryByRole('button', { name: /Retry|Rebuild/ })).toBeNull();
  });
});
