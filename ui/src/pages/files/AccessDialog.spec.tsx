import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { fileAccessApi, type AccessList, type DataRoomAccess } from '../../deals/file-access-api';
import { filesApi } from '../../deals/files-api';
import { renderScreen } from '../../testing/render';
import { AttachmentsSection } from './AttachmentsSection';
import { stored } from './fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const person = (n: number) => ({ email: `lp${n}@fund.com`, created_at: '2026-03-0' + ((n % 9) + 1) + 'T10:00:00.000Z', authorized: true });
const list = (id: string, over: Partial<AccessList> = {}): AccessList => ({
  id,
  restricted_access: false,
  permissioned_users: [],
  requested_access: [],
  ...over,
});

function open(room: Partial<AccessList> = {}, files: DataRoomAccess['files'] = [], manage = true) {
  vi.spyOn(filesApi, 'attachments').mockResolvedValue([stored('f1', 'Offering memo.pdf'), stored('f2', 'Rent roll.xlsx')]);
  const retrieve = vi.spyOn(fileAccessApi, 'retrieve').mockResolvedValue({ ...list('dataroom', room), files });
  renderScreen(<AttachmentsSection dealId="d1" manage={manage} />);
  return retrieve;
}
const openDataRoom = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Data room access' }));
  return screen.findByRole('dialog', { name: 'Data room access' });
};
const refusal = (status: number, body: { code: string; message: string; title?: string }) =>
  Object.assign(new HttpError(body.message, status, body), { code: body.code, title: body.title });

describe('the access dialog', () => {
  it('lists the people 7 per page, with the date, and the pending requests', async () => {
    open({ permissioned_users: Array.from({ length: 10 }, (_, i) => person(i + 1)), requested_access: [person(20)] });
    const dialog = await openDataRoom();
    const people = await within(dialog).findByRole('list', { name: 'People who may open it' });
    expect(within(people).getAllByRole('listitem')).toHaveLength(7);
    expect(within(people).getByText('lp1@fund.com')).toBeTruthy();
    expect(within(people).getByText('Added Mar 2, 2026')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to page 2' }));
    expect(within(people).getAllByRole('listitem')).toHaveLength(3);
    expect(within(people).getByText('lp10@fund.com')).toBeTruthy();
    const requests = within(dialog).getByRole('list', { name: 'Pending requests' });
    expect(within(requests).getByText(/^Requested access on /)).toBeTruthy();
  });

  it('restricts the data room through the update route', async () => {
    open();
    const restrict = vi.spyOn(fileAccessApi, 'restrict').mockResolvedValue(list('dataroom', { restricted_access: true }));
    const dialog = await openDataRoom();
    const toggle = await within(dialog).findByRole('switch', { name: 'Restricted: only the people below may open it' });
    expect(toggle).toHaveProperty('checked', false);
    fireEvent.click(toggle);
    await vi.waitFor(() => expect(restrict).toHaveBeenCalledExactlyOnceWith('d1', 'dataroom', true));
    await vi.waitFor(() => expect(toggle).toHaveProperty('checked', true));
  });

  it("opens a file's own list from its row, a lock on it when restricted", async () => {
    open({}, [{ ...list('f1', { restricted_access: true, permissioned_users: [person(3)] }), file_name: 'Offering memo.pdf' }]);
    const row = await screen.findByRole('button', { name: 'Who can open Offering memo.pdf' });
    await vi.waitFor(() => expect(within(row).queryByTestId('restricted')).toBeTruthy());
    expect(within(screen.getByRole('button', { name: 'Who can open Rent roll.xlsx' })).queryByTestId('restricted')).toBeNull();
    const restrict = vi.spyOn(fileAccessApi, 'restrict').mockResolvedValue(list('f1'));
    fireEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Who can open Offering memo.pdf' });
    expect(within(dialog).getByText('lp3@fund.com')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch'));
    await vi.waitFor(() => expect(restrict).toHaveBeenCalledWith('d1', 'f1', false));
  });

  it('adds one address', async () => {
    open();
    const invite = vi.spyOn(fileAccessApi, 'invite').mockResolvedValue(list('dataroom', { permissioned_users: [person(1)] }));
    const dialog = await openDataRoom();
    fireEvent.change(await within(dialog).findByLabelText('Email'), { target: { value: 'not an address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: ' lp1@fund.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(invite).toHaveBeenCalledExactlyOnceWith('d1', 'dataroom', 'lp1@fund.com'));
    expect(await within(dialog).findByText('Added Mar 2, 2026')).toBeTruthy();
    expect(within(dialog).getByLabelText('Email')).toHaveProperty('value', '');
  });

  it("shows the spec's title when the address is already on the list (409)", async () => {
    open({ permissioned_users: [person(1)] });
    vi.spyOn(fileAccessApi, 'invite').mockRejectedValue(
      refusal(409, {
        code: 'EMAIL_ALREADY_INVITED',
        title: 'Error: Email Address Already Exists',
        message: 'This address has already been invited to this resource.',
      }),
    );
    const dialog = await openDataRoom();
    fireEvent.change(await within(dialog).findByLabelText('Email'), { target: { value: 'LP1@fund.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const message = await screen.findByRole('dialog', { name: 'Error: Email Address Already Exists' });
    expect(within(message).getByText('This address has already been invited to this resource.')).toBeTruthy();
  });

  it('removes a person through the remove route', async () => {
    open({ permissioned_users: [person(1), person(2)] });
    const remove = vi.spyOn(fileAccessApi, 'remove').mockResolvedValue(list('dataroom', { permissioned_users: [person(2)] }));
    const dialog = await openDataRoom();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Remove lp1@fund.com' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledExactlyOnceWith('d1', 'dataroom', 'lp1@fund.com'));
    await vi.waitFor(() => expect(within(dialog).queryByText('lp1@fund.com')).toBeNull());
  });
});
