import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { dealMessages } from '@dealbook/domain/deals/messages';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { formatDateTime } from '@dealbook/domain/shared/dates';
import { dealsApi, type VersionRow } from '../../deals/api';
import { renderScreen } from '../../testing/render';
import { VersionsDialog } from './VersionsDialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const version = (n: number, project_name: string): VersionRow => ({
  deal_version: n,
  updated_at: `2026-03-0${n}T10:00:00.000Z`,
  deal_data: { project_name } as Deal,
  author: 'u1',
  author_name: 'Ada Lane',
  changes: [],
});
const current = { deal: { project_name: 'Harbor Point II' } as Deal, revision: '"7"', access: null };

function open(versions: Promise<VersionRow[]>) {
  vi.spyOn(dealsApi, 'versions').mockReturnValue(versions);
  vi.spyOn(dealsApi, 'retrieve').mockResolvedValue(current);
  const onClose = vi.fn();
  const onMessage = vi.fn();
  const { queryClient } = renderScreen(<VersionsDialog dealId="d1" onClose={onClose} onMessage={onMessage} />);
  return { onClose, onMessage, queryClient };
}

describe('the versions dialog', () => {
  it('loads the versions, previews one and restores it', async () => {
    const restore = vi.spyOn(dealsApi, 'restore').mockResolvedValue({ id: 'd1', revision: '"8"', position: null, deal: null });
    let answer: (rows: VersionRow[]) => void = () => undefined;
    const { onClose, onMessage, queryClient } = open(new Promise((resolve) => (answer = resolve)));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(screen.getByLabelText('Loading versions')).toBeTruthy();
    answer([version(2, 'Harbor Point II'), version(1, 'Harbor Point')]);
    expect(await screen.findByText(/^Version 2 \(current\) · Ada Lane/)).toBeTruthy();
    fireEvent.click(screen.getByText(/^Version 1 ·/));
    expect(screen.getByRole('dialog', { name: 'Restore version 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite Saved Deal with this Version' }));
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith(dealMessages.restored));
    expect(restore).toHaveBeenCalledWith('d1', 1, '"7"');
    expect(onClose).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['console'] });
  });

  it('gives way to a message when the deal was never modified', async () => {
    const { onClose, onMessage } = open(Promise.resolve([version(1, 'Harbor Point')]));
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith(dealMessages.nothingToRestore));
    expect(onClose).toHaveBeenCalled();
  });

  it('gives way to the failure when the versions cannot be read', async () => {
    const { onClose, onMessage } = open(Promise.reject(new HttpError('Unavailable', 503, {})));
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith(dealMessages.oops));
    expect(onClose).toHaveBeenCalled();
  });

  it('tells apart two versions saved in the same minute, by their seconds', async () => {
    const at = (n: number, iso: string) => ({ ...version(n, `Harbor Point ${n}`), updated_at: iso });
    open(Promise.resolve([at(3, '2026-03-01T10:00:40.000Z'), at(2, '2026-03-01T10:00:05.000Z'), version(1, 'Harbor Point')]));
    const newest = await screen.findByText(/^Version 3 \(current\) · Ada Lane/);
    const older = screen.getByText(/^Version 2 · Ada Lane/);
    expect(newest.textContent).toContain(formatDateTime('2026-03-01T10:00:40.000Z'));
    expect(older.textContent).toContain(formatDateTime('2026-03-01T10:00:05.000Z'));
    expect(newest.textContent!.split(' · ')[2]).not.toBe(older.textContent!.split(' · ')[2]);
  });

  it('does not call the newest version current when the deal was autosaved since', async () => {
    vi.spyOn(dealsApi, 'versions').mockResolvedValue([version(2, 'Harbor Point II'), version(1, 'Harbor Point')]);
    vi.spyOn(dealsApi, 'retrieve').mockResolvedValue({ ...current, pending: true });
    renderScreen(<VersionsDialog dealId="d1" onClose={vi.fn()} onMessage={vi.fn()} />);
    expect(await screen.findByText(/^Version 2 \(latest version; changes autosaved since\) · Ada Lane/)).toBeTruthy();
    expect(screen.queryByText(/\(current\)/)).toBeNull();
    expect(screen.getByText('The saved deal has changes autosaved since version 2; they become version 3 at the next Save.')).toBeTruthy();
  });
});
