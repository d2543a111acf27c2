import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { subscriptionApi } from '../../account/subscription-api';
import { subscriptionView } from '../../account/subscription-fixtures';
import { fileAccessApi, type DataRoomAccess } from '../../deals/file-access-api';
import { accessWith } from '../../sharing/fixtures';
import { signedIn } from '../../testing/session';
import { openFilesPage, openLists } from './testing';

beforeEach(() => {
  signedIn();
  vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(subscriptionView());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const owner = accessWith('owner', 'view', 'edit', 'share', 'manage_files');
const asked = (email: string, day: number) => ({ email, created_at: `2026-03-0${day}T10:00:00.000Z`, authorized: false });

/** Lp asks for the data room, Vic (earlier) for the rent roll. */
function waiting(): DataRoomAccess {
  const room = openLists();
  return {
    ...room,
    restricted_access: true,
    requested_access: [asked('lp@fund.com', 5)],
    files: [
      {
        id: 'f2',
        file_name: 'Rent roll.xlsx',
        restricted_access: true,
        permissioned_users: [],
        requested_access: [asked('vic@capital.com', 4)],
      },
    ],
  };
}

async function requestsSection() {
  return screen.findByRole('region', { name: 'Access requests' });
}

describe('the files page, on requests to open the files', () => {
  it('lists every pending request, the longest waiting first, with what it asks for', async () => {
    openFilesPage(owner, { lists: waiting() });
    const section = await requestsSection();
    expect(within(section).getByText('2 people wait', { exact: false })).toBeTruthy();
    const items = within(within(section).getByRole('list', { name: 'Access requests' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('vic@capital.com' + 'Rent roll.xlsx · asked on Mar 4, 2026'),
      expect.stringContaining('lp@fund.com' + 'Data room · asked on Mar 5, 2026'),
    ]);
  });

  it('counts the waiting requests on the data room button and on each file', async () => {
    openFilesPage(owner, { lists: waiting() });
    await requestsSection();
    expect(await screen.findByRole('button', { name: 'Data room access (1 waiting)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Who can open Rent roll.xlsx (1 waiting)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Who can open Offering memo.pdf' })).toBeTruthy();
  });

  it('grants a request there, and the request leaves the page', async () => {
    openFilesPage(owner, { lists: waiting() });
    const invite = vi.spyOn(fileAccessApi, 'invite').mockResolvedValue({
      id: 'f2',
      restricted_access: true,
      permissioned_users: [{ ...asked('vic@capital.com', 4), authorized: true }],
      requested_access: [],
    });
    const section = await requestsSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Grant vic@capital.com Rent roll.xlsx' }));
    await vi.waitFor(() => expect(invite).toHaveBeenCalledExactlyOnceWith('d1', 'f2', 'vic@capital.com'));
    expect(await screen.findByText('vic@capital.com may open Rent roll.xlsx')).toBeTruthy();
    await vi.waitFor(() => expect(within(section).queryByText('vic@capital.com')).toBeNull());
    expect(within(section).getByText('One person waits', { exact: false })).toBeTruthy();
  });

  it('denies a request with a reason, and the section goes once nobody waits', async () => {
    const lists = waiting();
    openFilesPage(owner, { lists: { ...lists, files: [] } });
    const deny = vi.spyOn(fileAccessApi, 'deny').mockResolvedValue({
      id: 'dataroom',
      restricted_access: true,
      permissioned_users: [],
      requested_access: [],
      denied_access: [{ email: 'lp@fund.com', created_at: '2026-03-06T10:00:00.000Z', reason: 'Not this round' }],
    });
    const section = await requestsSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Deny lp@fund.com Data room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny access' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Not this round' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    await vi.waitFor(() => expect(deny).toHaveBeenCalledExactlyOnceWith('d1', 'dataroom', 'lp@fund.com', 'Not this round'));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Access requests' })).toBeNull());
  });

  it('says so when a request was answered elsewhere meanwhile', async () => {
    const { retrieve } = openFilesPage(owner, { lists: waiting() });
    vi.spyOn(fileAccessApi, 'deny').mockRejectedValue(
      Object.assign(new HttpError('There is no pending request from lp@fund.com.', 409, {}), { code: 'NO_PENDING_REQUEST' }),
    );
    const section = await requestsSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Deny lp@fund.com Data room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny access' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'No' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('There is no pending request from lp@fund.com.')).toBeTruthy();
    await vi.waitFor(() => expect(retrieve.mock.calls.length).toBeGreaterThan(1));
  });

  it('shows no requests section while nobody waits', async () => {
    openFilesPage(owner);
    await screen.findByRole('table', { name: 'Attachments' });
    expect(screen.queryByRole('region', { name: 'Access requests' })).toBeNull();
  });

  it('shows no requests to a viewer, who answers none', async () => {
    const { retrieve } = openFilesPage(accessWith('collaborator', 'view'), { lists: waiting() });
    await screen.findByRole('table', { name: 'Attachments' });
    expect(screen.queryByRole('region', { name: 'Access requests' })).toBeNull();
    expect(retrieve).not.toHaveBeenCalled();
  });
});
