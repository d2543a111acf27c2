import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { dealsApi, type PartialCard } from '../../deals/api';
import { renderScreen } from '../../testing/render';
import { signedIn } from '../../testing/session';
import { DealEntryPage } from './DealEntryPage';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  signedIn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const draft = (id: string, name: string, at: string): PartialCard => ({
  partial_id: id,
  project_name: name,
  deal: { project_name: name },
  updated_at: at,
});

function openNewDeal(drafts: PartialCard[]) {
  vi.spyOn(dealsApi, 'consolePartials').mockResolvedValue(drafts);
  vi.spyOn(dealsApi, 'retrievePartial').mockImplementation(async (id) => drafts.find((d) => d.partial_id === id)?.deal ?? null);
  const create = vi.spyOn(dealsApi, 'createPartial').mockResolvedValue('p-new');
  const update = vi.spyOn(dealsApi, 'updatePartial').mockResolvedValue({ data: {} } as never);
  renderScreen(
    <>
      {/* the app's menu leads here the same way: New deal over the page already showing a draft */}
      <Link to="/app/deals/project?current_deal_view=creating">Open New deal</Link>
      <Routes>
        <Route path={DealEntryPage.path} element={<DealEntryPage />} />
      </Routes>
    </>,
    '/app/deals/project?current_deal_view=creating',
  );
  return { create, update };
}

describe('returning to New deal with an unsaved draft', { timeout: 30_000 }, () => {
  it('offers the latest draft, and a change after continuing it updates that draft instead of starting another', async () => {
    const { create, update } = openNewDeal([
      draft('p-old', 'Elm Street Lofts', '2026-12-01T10:00:00.000Z'),
      draft('p-latest', 'Elm Street Lofts II', '2026-12-07T10:00:00.000Z'),
    ]);
    expect(await screen.findByText('You have an unsaved draft')).toBeTruthy();
    expect(screen.getByText(/Your draft of “Elm Street Lofts II” was autosaved/)).toBeTruthy();
    expect(screen.getByText(/One more draft is on your console\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue the draft' }));
    const name = await screen.findByDisplayValue('Elm Street Lofts II');
    expect(screen.queryByText('You have an unsaved draft')).toBeNull();
    expect(screen.getByText('Draft autosaved')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Elm Street Lofts 2' } });
    await vi.waitFor(() => expect(update).toHaveBeenCalled(), { timeout: 5000 });
    expect(update.mock.calls.at(-1)).toEqual(['p-latest', expect.objectContaining({ project_name: 'Elm Street Lofts 2' })]);
    expect(create).not.toHaveBeenCalled();
  });

  it('starts a new deal when the person prefers to, and offers nothing to someone without a draft', async () => {
    openNewDeal([draft('p-old', 'Elm Street Lofts', '2026-12-01T10:00:00.000Z')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a new deal' }));
    expect(screen.queryByText('You have an unsaved draft')).toBeNull();
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    cleanup();

    openNewDeal([]);
    expect(await screen.findByLabelText('Project Name')).toBeTruthy();
    await vi.waitFor(() => expect(dealsApi.consolePartials).toHaveBeenCalled());
    expect(screen.queryByText('You have an unsaved draft')).toBeNull();
  });

  it('leaves a continued draft alone when New deal is opened again over it', async () => {
    const { create, update } = openNewDeal([draft('p-latest', 'Elm Street Lofts', '2026-12-07T10:00:00.000Z')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue the draft' }));
    await screen.findByDisplayValue('Elm Street Lofts');
    fireEvent.click(screen.getByRole('link', { name: 'Open New deal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start a new deal' }));
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Oak Court' } });
    await vi.waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 5000 });
    expect(create.mock.calls.at(-1)?.[0]).toMatchObject({ project_name: 'Oak Court' });
    expect(update).not.toHaveBeenCalled();
  });
});
