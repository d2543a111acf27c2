import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fileAccessApi } from '../../deals/file-access-api';
import { filesApi } from '../../deals/files-api';
import { renderScreen } from '../../testing/render';
import { AttachmentsSection } from './AttachmentsSection';
import { picked, stored } from './fixtures';

beforeEach(() => {
  vi.spyOn(fileAccessApi, 'retrieve').mockResolvedValue({
    id: 'dataroom',
    restricted_access: false,
    permissioned_users: [],
    requested_access: [],
    files: [],
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Every media query matches: the phone layout (MUI's `down('sm')`). */
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

describe('the attachments section', () => {
  it('stacks the attachments as cards on a phone, with their actions', async () => {
    onPhone();
    vi.spyOn(filesApi, 'attachments').mockResolvedValue([
      stored('f1', 'Offering memo.pdf'),
      stored('f2', 'Notes.txt', { content_type: 'text/plain; charset=utf-8', size: 900 }),
    ]);
    renderScreen(<AttachmentsSection dealId="d1" manage />);
    const list = await screen.findByRole('list', { name: 'Attachments' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('Text · 0.9 KB · Mar 1, 2026')).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'Rename Offering memo.pdf' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('uploads a file dropped onto the section', async () => {
    vi.spyOn(filesApi, 'attachments').mockResolvedValue([]);
    const upload = vi.spyOn(filesApi, 'upload').mockResolvedValue(stored('f3', 'rent-roll.csv', { content_type: 'text/csv' }));
    renderScreen(<AttachmentsSection dealId="d1" manage />);
    await screen.findByText(/^No attachments yet/);
    const file = picked('rent-roll.csv', 1_000, 'text/csv');
    fireEvent.drop(screen.getByRole('region', { name: /Attachments/ }), { dataTransfer: { files: [file] } });
    await vi.waitFor(() => expect(upload).toHaveBeenCalledWith('d1', 'attachment', file, expect.anything()));
    expect(await screen.findByText('CSV')).toBeTruthy();
  });
});
