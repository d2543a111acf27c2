import { formatDateTime } from '@dealbook/domain/shared/dates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { fileAccessApi, type FileActivity as Activity } from '../../deals/file-access-api';
import { filesApi } from '../../deals/files-api';
import { renderScreen } from '../../testing/render';
import { AccessDialog } from './AccessDialog';
import { FileActivity } from './FileActivity';
import { stored } from './fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const event = (n: number, over: Partial<Activity> = {}): Activity => ({
  id: `e${n}`,
  type: 'downloaded',
  target: 'f1',
  file_name: 'Offering memo.pdf',
  email: `lp${n}@fund.com`,
  user_id: null,
  name: null,
  via: 'link',
  at: `2026-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  ...over,
});
const xlsx = { content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

function open(items: Activity[], total = items.length) {
  vi.spyOn(filesApi, 'attachments').mockResolvedValue([stored('f1', 'Offering memo.xlsx', xlsx), stored('f2', 'Rent roll.xlsx', xlsx)]);
  const activity = vi.spyOn(fileAccessApi, 'activity').mockResolvedValue({ total, items });
  renderScreen(<FileActivity dealId="d1" />);
  return activity;
}
const onPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('who opened what', () => {
  it('lists the newest first, 10 a page, with when, who, what, the action and the way in', async () => {
    const many = Array.from({ length: 12 }, (_, i) => event(i + 1));
    open(many, 640);
    const table = await screen.findByRole('table', { name: 'File activity' });
    expect(screen.getByRole('heading', { name: 'Who opened what' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'What', 'Action', 'Through']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(cells(rows[0]!)).toEqual([
      // The app's one date-time format, to the second.
      formatDateTime(many[11]!.at),
      'lp12@fund.com',
      'Offering memo.pdf',
      'Downloaded',
      'Link',
    ]);
    expect(screen.getByText('The newest 12 of 640 are shown.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    const second = within(table).getAllByRole('row').slice(1);
    expect(second.map((row) => cells(row)[1])).toEqual(['lp2@fund.com', 'lp1@fund.com']);
  });

  it('names the person, the address, or a visitor; the data room; each action', async () => {
    open([
      event(4, { name: 'Mia Me', email: 'me@example.com', via: 'app', type: 'viewed' }),
      event(3, { email: null, type: 'opened', target: 'dataroom', file_name: null }),
      event(2, { type: 'mailed' }),
      event(1, { type: 'downloaded', via: 'app', target: 'f9', file_name: null }),
    ]);
    const table = await screen.findByRole('table', { name: 'File activity' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row).slice(1))).toEqual([
      ['Mia Meme@example.com', 'Offering memo.pdf', 'Viewed', 'App'],
      ['A visitor with the link', 'Data room', 'Opened link', 'Link'],
      ['lp2@fund.com', 'Offering memo.pdf', 'Emailed', 'Link'],
      ['lp1@fund.com', 'A file no longer listed', 'Downloaded', 'App'],
    ]);
  });

  it('narrows to the data room or one attachment', async () => {
    const activity = open([event(1)]);
    await screen.findByRole('table', { name: 'File activity' });
    expect(activity).toHaveBeenLastCalledWith('d1', undefined);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'File' }));
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All files', 'Data room', 'Offering memo.xlsx', 'Rent roll.xlsx']);
    fireEvent.click(within(options).getByRole('option', { name: 'Rent roll.xlsx' }));
    await vi.waitFor(() => expect(activity).toHaveBeenLastCalledWith('d1', 'f2'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'File' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Data room' }));
    await vi.waitFor(() => expect(activity).toHaveBeenLastCalledWith('d1', 'dataroom'));
  });

  it('says nobody has opened them yet, and when the activity could not be read', async () => {
    open([]);
    expect(await screen.findByText('Nobody has opened these files yet.')).toBeTruthy();
    cleanup();
    vi.spyOn(fileAccessApi, 'activity').mockRejectedValue(new HttpError('Forbidden', 403, {}));
    renderScreen(<FileActivity dealId="d1" />);
    expect(await screen.findByText('Who opened these files could not be loaded.')).toBeTruthy();
  });

  it('stacks the activity as cards on a phone', async () => {
    onPhone();
    open([event(2, { name: 'Mia Me', via: 'app', type: 'viewed' }), event(1)]);
    const list = await screen.findByRole('list', { name: 'File activity' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Viewed · App')).toBeTruthy();
    expect(within(cards[0]!).getByText('Mia Me')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("is reached from a file's access dialog, narrowed to that file", async () => {
    vi.spyOn(fileAccessApi, 'retrieve').mockResolvedValue({
      id: 'dataroom',
      restricted_access: false,
      permissioned_users: [],
      requested_access: [],
      files: [],
    });
    vi.spyOn(filesApi, 'attachments').mockResolvedValue([stored('f1', 'Offering memo.xlsx', xlsx)]);
    const activity = vi.spyOn(fileAccessApi, 'activity').mockResolvedValue({ total: 0, items: [] });
    const close = vi.fn();
    renderScreen(
      <>
        <AccessDialog dealId="d1" target={{ id: 'f1', name: 'Offering memo.xlsx' }} onClose={close} />
        <FileActivity dealId="d1" />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Who can open Offering memo.xlsx' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Who opened it' }));
    expect(close).toHaveBeenCalled();
    await vi.waitFor(() => expect(activity).toHaveBeenLastCalledWith('d1', 'f1'));
  });
});
