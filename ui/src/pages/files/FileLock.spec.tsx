import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { accountApi } from '../../account/api';
import { company, profile } from '../../account/fixtures';
import { fileAccessApi } from '../../deals/file-access-api';
import { filesApi, type AttachmentView } from '../../deals/files-api';
import { renderScreen } from '../../testing/render';
import { me } from '../../testing/session';
import type { Requester } from './accessRequest';
import { AttachmentsSection } from './AttachmentsSection';
import { stored } from './fixtures';

beforeEach(() => {
  vi.spyOn(fileAccessApi, 'retrieve').mockResolvedValue({
    id: 'dataroom',
    restricted_access: false,
    permissioned_users: [],
    requested_access: [],
    files: [],
  });
  vi.spyOn(accountApi, 'profile').mockResolvedValue(profile({ company: company() }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const xlsx = { content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
const budget = stored('f1', 'Budget.xlsx', { ...xlsx, restricted_access: true, is_locked: true, requested: false } as AttachmentView);
const rentRoll = stored('f2', 'Rent roll.xlsx', { ...xlsx, restricted_access: false, is_locked: false } as AttachmentView);
const refusal = (status: number, body: { code: string; message: string; title?: string }) =>
  Object.assign(new HttpError(body.message, status, body), { code: body.code, title: body.title });

function open(files: AttachmentView[], requester: Requester | null = { user: me, role: 'collaborator' }) {
  const attachments = vi.spyOn(filesApi, 'attachments').mockResolvedValue(files);
  renderScreen(<AttachmentsSection dealId="d1" manage={false} requester={requester ?? undefined} />);
  return attachments;
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('a file locked for the signed-in person', () => {
  it('shows Restricted instead of its download, and asks for access as a collaborator', async () => {
    open([budget, rentRoll]);
    const request = vi.spyOn(filesApi, 'requestAccess').mockResolvedValue({ status: 'requested' });
    const row = await rowOf('Budget.xlsx');
    expect(within(row).getByText('Restricted')).toBeTruthy();
    expect(within(row).queryByRole('link', { name: 'Download Budget.xlsx' })).toBeNull();
    expect(within(await rowOf('Rent roll.xlsx')).getByRole('link', { name: 'Download Rent roll.xlsx' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Request access to Budget.xlsx' }));
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledExactlyOnceWith('d1', {
        email: 'me@example.com',
        attachment_key: 'f1',
        type: 'collab_user',
        details: { first_name: 'Mia', last_name: 'Me', entity: 'Lone Star Partners', source: 'Collaborator' },
      }),
    );
    expect(await screen.findByText('Access requested')).toBeTruthy();
    expect(await within(row).findByText('Request pending')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Request access/ })).toBeNull();
  });

  it('shows Request pending when a request already waits, and no request without a requester', async () => {
    open([{ ...budget, requested: true }]);
    const row = await rowOf('Budget.xlsx');
    expect(within(row).getByText('Request pending')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Request access/ })).toBeNull();
    cleanup();
    open([budget], null);
    const anonymous = await rowOf('Budget.xlsx');
    expect(within(anonymous).getByText('Restricted')).toBeTruthy();
    expect(within(anonymous).queryByRole('button', { name: /^Request access/ })).toBeNull();
  });

  it("shows the server's title and message when the request is refused (409)", async () => {
    open([budget]);
    vi.spyOn(filesApi, 'requestAccess').mockRejectedValue(
      refusal(409, { code: 'REQUEST_PENDING', title: 'Access Request Already Pending', message: 'You already asked for this file.' }),
    );
    fireEvent.click(within(await rowOf('Budget.xlsx')).getByRole('button', { name: 'Request access to Budget.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access Request Already Pending' });
    expect(within(dialog).getByText('You already asked for this file.')).toBeTruthy();
  });

  it('asks as a matched provider from CapMatch', async () => {
    open([budget], { user: me, role: 'provider' });
    const request = vi.spyOn(filesApi, 'requestAccess').mockResolvedValue({ status: 'requested' });
    fireEvent.click(within(await rowOf('Budget.xlsx')).getByRole('button', { name: 'Request access to Budget.xlsx' }));
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('d1', expect.objectContaining({ type: 'matched_user' })));
    expect(request.mock.calls[0]![1].details.source).toBe('CapMatch');
  });
});

describe('downloading an attachment', () => {
  it("saves the file's bytes under its name", async () => {
    const saved = vi.fn();
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:budget', revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download, this.href);
    });
    open([rentRoll]);
    const download = vi.spyOn(filesApi, 'download').mockResolvedValue(new Blob(['x']));
    fireEvent.click(within(await rowOf('Rent roll.xlsx')).getByRole('link', { name: 'Download Rent roll.xlsx' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith('Rent roll.xlsx', 'blob:budget'));
    expect(download).toHaveBeenCalledWith(expect.objectContaining({ id: 'f2' }));
    click.mockRestore();
  });

  it('shows Restricted Access with the message when the file was locked meanwhile (403), and reads the list again', async () => {
    const attachments = open([rentRoll]);
    vi.spyOn(filesApi, 'download').mockRejectedValue(
      refusal(403, {
        code: 'RESTRICTED_ACCESS',
        title: 'Restricted Access',
        message: 'This file is private: ask the deal’s owner for access.',
      }),
    );
    fireEvent.click(within(await rowOf('Rent roll.xlsx')).getByRole('link', { name: 'Download Rent roll.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restricted Access' });
    expect(within(dialog).getByText('This file is private: ask the deal’s owner for access.')).toBeTruthy();
    await vi.waitFor(() => expect(attachments).toHaveBeenCalledTimes(2));
  });
});
