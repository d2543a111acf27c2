import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { fileAccessApi, type AccessList } from '../../deals/file-access-api';
import { renderScreen } from '../../testing/render';
import { AccessDialog } from './AccessDialog';
import { isoOf } from './AsOfAccess';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const person = { email: 'lp@fund.com', created_at: '2026-02-20T10:00:00.000Z', authorized: true };
const list = (id: string, over: Partial<AccessList> = {}): AccessList => ({
  id,
  restricted_access: false,
  permissioned_users: [],
  requested_access: [],
  ...over,
});
const local = '2026-03-01T10:30';
const iso = new Date(local).toISOString();

async function openFile(id = 'f1') {
  vi.spyOn(fileAccessApi, 'retrieve').mockResolvedValue({ ...list('dataroom'), files: [{ ...list(id), file_name: 'OM.pdf' }] });
  renderScreen(<AccessDialog dealId="d1" target={{ id, name: 'OM.pdf' }} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Who can open OM.pdf' });
  await within(dialog).findByRole('switch');
  return dialog;
}
const showAsOf = (dialog: HTMLElement) => {
  fireEvent.change(within(dialog).getByLabelText('As of…'), { target: { value: local } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
};

describe('who could open a file, as of a time', () => {
  it('shows the list of that time read-only, without the live controls, until Now', async () => {
    const past = vi.spyOn(fileAccessApi, 'retrieveAsOf').mockResolvedValue({
      ...list('dataroom'),
      files: [{ ...list('f1', { restricted_access: true, permissioned_users: [person] }), file_name: 'OM.pdf' }],
      as_of: iso,
    });
    const dialog = await openFile();
    expect(within(dialog).getByRole('button', { name: 'Show' })).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('button', { name: 'Now' })).toBeNull();
    showAsOf(dialog);
    expect(await within(dialog).findByText('Restricted: only the people below could open it.')).toBeTruthy();
    expect(past).toHaveBeenCalledExactlyOnceWith('d1', iso);
    const people = within(dialog).getByRole('list', { name: 'People who could open it then' });
    expect(within(people).getByText('lp@fund.com')).toBeTruthy();
    expect(within(people).queryByRole('button')).toBeNull();
    expect(within(dialog).getByText("The deal's owner and its editors could always open it.")).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: /^As of Mar 1, 2026/ })).toBeTruthy();
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).queryByLabelText('Email')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Now' }));
    expect(await within(dialog).findByRole('switch', { name: 'Restricted: only the people below may open it' })).toBeTruthy();
    expect(within(dialog).queryByText("The deal's owner and its editors could always open it.")).toBeNull();
  });

  it('says so when the file had not been uploaded yet, and says an open one was open', async () => {
    vi.spyOn(fileAccessApi, 'retrieveAsOf').mockResolvedValue({ ...list('dataroom'), files: [], as_of: iso });
    const dialog = await openFile();
    showAsOf(dialog);
    expect(await within(dialog).findByText('This file had not been uploaded yet.')).toBeTruthy();
    cleanup();

    vi.spyOn(fileAccessApi, 'retrieveAsOf').mockResolvedValue({
      ...list('dataroom'),
      files: [{ ...list('f2'), file_name: 'OM.pdf' }],
      as_of: iso,
    });
    const other = await openFile('f2');
    showAsOf(other);
    expect(await within(other).findByText('Open: everyone the deal was shared with could open it.')).toBeTruthy();
    expect(within(other).getByText('No one was on the list')).toBeTruthy();
  });

  it('says the deal did not exist yet (404 DEAL_NOT_YET)', async () => {
    const refused = Object.assign(new HttpError('The deal did not exist then.', 404, {}), { code: 'DEAL_NOT_YET' });
    vi.spyOn(fileAccessApi, 'retrieveAsOf').mockRejectedValue(refused);
    const dialog = await openFile();
    showAsOf(dialog);
    expect(await within(dialog).findByText('The deal did not exist yet at that time.')).toBeTruthy();
  });

  it("reads the browser's local moment as an ISO time, nothing when empty", () => {
    expect(isoOf(local)).toBe(iso);
    expect(isoOf('')).toBeNull();
    expect(isoOf('not a time')).toBeNull();
  });
});
