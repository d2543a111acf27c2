import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { pdfApi } from '../../deals/pdf-api';
import { publicFilesApi, type DataRoomFile } from '../../deals/public-files-api';
import { openPdf } from '../shared/pdfjs';
import { fileView, locked, openAt } from './testing';

vi.mock('../shared/pdfjs', () => ({ openPdf: vi.fn() }));

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const signed = (id: string) => `/api/app/deals/d1/attachments/${id}/public/download?email=&expires=1&sig=s`;
const file = (id: string, aws_key: string, over: Partial<DataRoomFile> = {}): DataRoomFile => ({
  id,
  aws_key,
  content_type: 'application/pdf',
  size: 1_258_291,
  restricted_access: false,
  access: 'open',
  download: signed(id),
  ...over,
});
const files = [
  file('f1', 'Offering memo.pdf'),
  file('f2', 'Rent roll.xlsx', { content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 20_480 }),
  file('f3', 'Budget.pdf', { restricted_access: true, access: 'pending', download: null }),
  file('f4', 'Leases.pdf', { restricted_access: true, access: 'locked', download: null }),
];
const room = (listed: DataRoomFile[]) =>
  fileView({ id: 'dataroom', aws_key: 'Data room', link: 'dataroom', download: null, files: listed });
const at = '/attachments/deal/d1/link/dataroom';
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

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

describe('an open data room’s public page', { timeout: 20_000 }, () => {
  it('lists the deal’s files with their type, size and what the visitor may do with each', async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockResolvedValue(room(files));
    openAt(at);
    const table = await screen.findByRole('table', { name: 'Data room files' });
    expect(screen.getByText('Deal: Harbor Point')).toBeTruthy();
    const memo = rowOf(table, 'Offering memo.pdf');
    expect(within(memo).getByText('PDF')).toBeTruthy();
    expect(within(memo).getByText('1.2 MB')).toBeTruthy();
    expect(within(memo).getByRole('link', { name: 'Download Offering memo.pdf' }).getAttribute('href')).toBe(signed('f1'));
    expect(within(memo).getByRole('button', { name: 'View Offering memo.pdf' })).toBeTruthy();
    const rentRoll = rowOf(table, 'Rent roll.xlsx');
    expect(within(rentRoll).getByText('Excel')).toBeTruthy();
    expect(within(rentRoll).getByRole('link', { name: 'Download Rent roll.xlsx' })).toBeTruthy();
    expect(within(rentRoll).queryByRole('button', { name: /^View/ })).toBeNull();
    expect(within(rowOf(table, 'Budget.pdf')).getByText('Request pending')).toBeTruthy();
    expect(within(rowOf(table, 'Budget.pdf')).queryByRole('link')).toBeNull();
    // No address given yet: the locked file's own page asks for one.
    const request = within(rowOf(table, 'Leases.pdf')).getByRole('link', { name: 'Request access to Leases.pdf' });
    expect(request.getAttribute('href')).toBe('/attachments/deal/d1/link/f4');
  });

  it('sends a granted visitor’s request for a locked file with the address they gave', async () => {
    vi.spyOn(publicFilesApi, 'retrieve')
      .mockRejectedValueOnce(locked({ id: 'dataroom', aws_key: 'Data room', link: 'dataroom' }))
      .mockResolvedValueOnce({ ...room(files), restricted_access: true, access: 'granted' });
    const request = vi.spyOn(publicFilesApi, 'request').mockResolvedValue({ status: 'requested' });
    openAt(at);
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: 'lp+a@fund.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const link = await screen.findByRole('link', { name: 'Request access to Leases.pdf' });
    expect(link.getAttribute('href')).toBe('/attachments/access/link/d1/f4/lp%2Ba%40fund.com/requested');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Access request sent' })).toBeTruthy();
    expect(request).toHaveBeenCalledExactlyOnceWith('d1', 'f4', 'lp+a@fund.com');
  });

  it('opens a listed PDF in the viewer with its signed download', async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockResolvedValue(room(files));
    const bytes = vi.spyOn(pdfApi, 'bytes').mockResolvedValue(new Uint8Array([1]));
    vi.mocked(openPdf).mockReturnValue({
      done: Promise.resolve({ pages: 1, draw: vi.fn(() => ({ done: Promise.resolve(), cancel: vi.fn() })) }),
      close: vi.fn(),
    });
    openAt(at);
    fireEvent.click(await screen.findByRole('button', { name: 'View Offering memo.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offering memo.pdf' });
    expect(await within(dialog).findByText('Page 1 of 1')).toBeTruthy();
    expect(bytes).toHaveBeenCalledWith(signed('f1'), expect.any(AbortSignal));
  });

  it('says an empty data room is empty', async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockResolvedValue(room([]));
    openAt(at);
    expect(await screen.findByText('The data room is empty for now.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('stacks the files as cards on a phone', async () => {
    onPhone();
    vi.spyOn(publicFilesApi, 'retrieve').mockResolvedValue(room(files));
    openAt(at);
    const list = await screen.findByRole('list', { name: 'Data room files' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[1]!).getByText('Excel · 20.0 KB')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Download Offering memo.pdf' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
