import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fileAccessApi } from '../../deals/file-access-api';
import { filesApi } from '../../deals/files-api';
import type { EmailCheck } from '../../sharing/api';
import { renderScreen } from '../../testing/render';
import { AttachmentsSection } from './AttachmentsSection';
import { stored } from './fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const member = { email: 'known@fund.com', created_at: '2026-03-01T10:00:00.000Z', authorized: true };
const check = (ok: boolean): EmailCheck => ({
  result: ok ? 'deliverable' : 'undeliverable',
  disposable: false,
  mx_records: true,
  smtp_server: true,
  smtp_check: ok,
  reason: null,
});
const room = { id: 'dataroom', restricted_access: true, permissioned_users: [member], requested_access: [] };

async function openDataRoom() {
  vi.spyOn(filesApi, 'attachments').mockResolvedValue([stored('f1', 'Offering memo.pdf')]);
  vi.spyOn(fileAccessApi, 'retrieve').mockResolvedValue({ ...room, files: [] });
  renderScreen(<AttachmentsSection dealId="d1" manage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Data room access' }));
  const dialog = await screen.findByRole('dialog', { name: 'Data room access' });
  await within(dialog).findByText('known@fund.com');
  return dialog;
}
const pick = (dialog: HTMLElement, file: File) =>
  fireEvent.change(within(dialog).getByLabelText('Invite from a file'), { target: { files: [file] } });
describe('inviting from a file', () => {
  it('checks each new address of a CSV and invites only the valid new ones', async () => {
    const dialog = await openDataRoom();
    const checkEmail = vi.spyOn(fileAccessApi, 'checkEmail').mockImplementation(async (email) => check(!email.startsWith('bad')));
    const bulk = vi.spyOn(fileAccessApi, 'inviteMany').mockResolvedValue({ ...room, added: 2 });
    const csv = [
      'First Name,last_name,email,company',
      'Ann,Lee,ann@fund.com,Fund',
      'Bo,Ng,bad@nowhere.zz,Co',
      'Ann,Lee,ANN@fund.com,Fund',
      'Kim,Ko,Known@fund.com,Fund',
      'Cy,Do,cy@bank.com,Bank',
      'No,Mail,,Co',
    ].join('\n');
    pick(dialog, new File([csv], 'contacts.csv', { type: 'text/csv' }));
    const button = await within(dialog).findByRole('button', { name: 'Invite 2 people' });
    const rows = within(within(dialog).getByRole('list', { name: 'Addresses in the file' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ann@fund.comValid',
      'bad@nowhere.zzInvalid',
      'Known@fund.comAlready has access',
      'cy@bank.comValid',
    ]);
    expect(checkEmail.mock.calls.map(([email]) => email).sort()).toEqual(['ann@fund.com', 'bad@nowhere.zz', 'cy@bank.com']);
    fireEvent.click(button);
    await vi.waitFor(() => expect(bulk).toHaveBeenCalledExactlyOnceWith('d1', 'dataroom', ['ann@fund.com', 'cy@bank.com']));
    expect(await within(dialog).findByText('Added 2')).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Addresses in the file' })).toBeNull();
  });

  it('reads a text file of addresses, one a line or comma separated', async () => {
    const dialog = await openDataRoom();
    vi.spyOn(fileAccessApi, 'checkEmail').mockResolvedValue(check(true));
    pick(dialog, new File(['a@x.com, b@x.com\nc@x.com\n\n'], 'list.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByRole('button', { name: 'Invite 3 people' })).toBeTruthy();
  });

  it('refuses a file that is neither text nor CSV', async () => {
    const dialog = await openDataRoom();
    pick(dialog, new File(['%PDF'], 'contacts.pdf', { type: 'application/pdf' }));
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(alert).getByText('Only Text and CSV file are supported.')).toBeTruthy();
  });

  it("shows the spec's advice when the bulk invite fails", async () => {
    const dialog = await openDataRoom();
    vi.spyOn(fileAccessApi, 'checkEmail').mockResolvedValue(check(true));
    vi.spyOn(fileAccessApi, 'inviteMany').mockRejectedValue(new Error('Service Unavailable'));
    pick(dialog, new File(['a@x.com'], 'list.txt', { type: 'text/plain' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Invite 1 person' }));
    const alert = await screen.findByRole('dialog', { name: 'Error: Unable to Update Permissions' });
    expect(within(alert).getByText(/open a support ticket through Help, with a screenshot/)).toBeTruthy();
  });

  it('gives viewers no access controls and reads no list', async () => {
    vi.spyOn(filesApi, 'attachments').mockResolvedValue([stored('f1', 'Offering memo.pdf')]);
    const retrieve = vi.spyOn(fileAccessApi, 'retrieve');
    renderScreen(<AttachmentsSection dealId="d1" manage={false} />);
    expect(await screen.findByText('Offering memo.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Data room access' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Who can open/ })).toBeNull();
    expect(retrieve).not.toHaveBeenCalled();
  });
});
