import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { HttpError } from 'react-admin';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { subscriptionApi } from '../../account/subscription-api';
import { subscriptionView } from '../../account/subscription-fixtures';
import { dealsApi } from '../../deals/api';
import { fileAccessApi } from '../../deals/file-access-api';
import { filesApi, type FileView, type UploadOptions } from '../../deals/files-api';
import { accessWith } from '../../sharing/fixtures';
import type { DealAccess } from '../../sharing/api';
import { renderScreen } from '../../testing/render';
import { signedIn } from '../../testing/session';
import { FilesPage } from './FilesPage';
import { picked, stored } from './fixtures';

beforeEach(() => {
  signedIn();
  vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(subscriptionView());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const owner = accessWith('owner', 'view', 'edit', 'share', 'manage_files');
const memo = stored('f1', 'Offering memo.pdf');
const rentRoll = stored('f2', 'Rent roll.xlsx', {
  content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  size: 20_480,
});
const facade = stored('i1', 'Facade.jpg', {
  kind: 'image',
  content_type: 'image/jpeg',
  link: '/api/app/deals/secure/d1/attachments/i1/download',
});

function open({
  access = owner,
  attachments = [memo, rentRoll],
  images = [facade],
}: { access?: DealAccess; attachments?: FileView[]; images?: FileView[] } = {}) {
  vi.spyOn(dealsApi, 'retrieve').mockResolvedValue({ deal: { project_name: 'Harbor Point' } as Deal, revision: '"3"', access });
  vi.spyOn(filesApi, 'attachments').mockResolvedValue(attachments);
  vi.spyOn(filesApi, 'images').mockResolvedValue(images);
  const lists = { id: 'dataroom', restricted_access: false, permissioned_users: [], requested_access: [], files: [] };
  const retrieve = vi.spyOn(fileAccessApi, 'retrieve').mockResolvedValue(lists);
  const activity = vi.spyOn(fileAccessApi, 'activity').mockResolvedValue({ total: 0, items: [] });
  renderScreen(
    <Routes>
      <Route path={FilesPage.path} element={<FilesPage />} />
    </Routes>,
    '/app/deals/d1/manage/attachments',
  );
  return { retrieve, activity };
}

const choose = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('the deal files page', () => {
  it('lists the images and the attachments with their type, size and date', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Harbor Point' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Summary' }).getAttribute('href')).toBe('/app/deals/d1/summary');
    const picture = await screen.findByRole('img', { name: 'Facade.jpg' });
    expect(picture.getAttribute('src')).toBe('/api/app/deals/secure/d1/attachments/i1/download?inline=1');
    const table = await screen.findByRole('table', { name: 'Attachments' });
    const row = within(table).getByText('Offering memo.pdf').closest('tr')!;
    expect(within(row).getByText('PDF')).toBeTruthy();
    expect(within(row).getByText('1.2 MB')).toBeTruthy();
    expect(within(row).getByText('Mar 1, 2026')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Download Offering memo.pdf' }).getAttribute('href')).toBe(memo.link);
    expect(within(table).getByText('Excel')).toBeTruthy();
    expect(within(table).getByText('20.0 KB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Data room access' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Who can open Offering memo.pdf' })).toBeTruthy();
  });

  it('says there is nothing yet', async () => {
    open({ attachments: [], images: [] });
    expect(await screen.findByText('No attachments yet: upload the offering memorandum, rent roll or budget…')).toBeTruthy();
    expect(await screen.findByText(/^No images yet: upload a photo/)).toBeTruthy();
  });

  it('shows the upload progress, then adds the file to the list', async () => {
    open({ attachments: [] });
    let progress: UploadOptions['onProgress'];
    let finish: (file: FileView) => void = () => undefined;
    const upload = vi.spyOn(filesApi, 'upload').mockImplementation((_deal, _kind, _file, options = {}) => {
      progress = options.onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    await screen.findByText(/^No attachments yet/);
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: 'Budget 2026' } });
    const file = picked('budget.pdf', 300_000);
    choose('Choose a file', file);
    expect(upload).toHaveBeenCalledWith('d1', 'attachment', file, expect.objectContaining({ fileName: 'Budget 2026' }));
    act(() => progress?.(150_000, 300_000));
    expect(screen.getByText('Uploading Budget 2026… 50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of Budget 2026' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('button', { name: 'Upload file' })).toHaveProperty('disabled', true);
    await act(async () => finish(stored('f9', 'Budget 2026.pdf', { size: 300_000 })));
    expect(await screen.findByText('Budget 2026.pdf')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: /Upload progress/ })).toBeNull();
    expect(screen.getByLabelText('Name (optional)')).toHaveProperty('value', '');
  });

  it('cancels an upload under way without an error', async () => {
    open();
    vi.spyOn(filesApi, 'upload').mockImplementation(
      (_deal, _kind, _file, options = {}) =>
        new Promise((_, reject) => options.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')))),
    );
    await screen.findByRole('table', { name: 'Attachments' });
    choose('Choose a file', picked('big.pdf', 5_000_000));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a file over the limit before sending it, with the spec text', async () => {
    open();
    const upload = vi.spyOn(filesApi, 'upload');
    await screen.findByRole('table', { name: 'Attachments' });
    choose('Choose a file', picked('huge.pdf', 10 * 1024 * 1024 + 1));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Failed' });
    expect(within(dialog).getByText('File size exceeded (Max File Size: 10Mb)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    choose('Choose an image', picked('huge.jpg', 2.5 * 1024 * 1024 + 1, 'image/jpeg'));
    expect(await screen.findByText('File size exceeded (Max File Size: 2.5Mb)')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an upload", async () => {
    open();
    const refused = Object.assign(new HttpError('The file is named .pdf but its content is zip.', 400, {}), {
      code: 'FILE_TYPE_MISMATCH',
      title: 'Upload Failed',
    });
    vi.spyOn(filesApi, 'upload').mockRejectedValue(refused);
    await screen.findByRole('table', { name: 'Attachments' });
    choose('Choose a file', picked('fake.pdf', 2_000));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Failed' });
    expect(within(dialog).getByText('The file is named .pdf but its content is zip.')).toBeTruthy();
  });

  it('renames an attachment', async () => {
    open();
    const rename = vi.spyOn(filesApi, 'rename').mockResolvedValue(stored('f1', 'OM final.pdf'));
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Offering memo.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename attachment' });
    fireEvent.change(within(dialog).getByLabelText('File name'), { target: { value: 'OM final' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await vi.waitFor(() => expect(rename).toHaveBeenCalledExactlyOnceWith('d1', 'f1', 'OM final'));
    expect(await screen.findByText('OM final.pdf')).toBeTruthy();
    expect(screen.queryByText('Offering memo.pdf')).toBeNull();
  });

  it('deletes an attachment and an image after a confirm', async () => {
    open();
    const remove = vi.spyOn(filesApi, 'remove').mockResolvedValue({ id: 'f2', deleted: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rent roll.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this attachment?' });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledExactlyOnceWith('d1', 'f2'));
    await vi.waitFor(() => expect(screen.queryByText('Rent roll.xlsx')).toBeNull());

    remove.mockResolvedValue({ id: 'i1', deleted: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Facade.jpg' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this image?' })).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(remove).toHaveBeenLastCalledWith('d1', 'i1'));
    await vi.waitFor(() => expect(screen.queryByRole('img', { name: 'Facade.jpg' })).toBeNull());
  });

  it('lets a viewer without manage_files see and download only, without access controls', async () => {
    const { retrieve, activity } = open({ access: accessWith('collaborator', 'view') });
    const table = await screen.findByRole('table', { name: 'Attachments' });
    expect(within(table).getByRole('link', { name: 'Download Offering memo.pdf' })).toBeTruthy();
    await screen.findByRole('img', { name: 'Facade.jpg' });
    for (const name of [/^Upload/, /^Rename/, /^Delete/, /^Who can open/, 'Data room access'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByLabelText('Choose a file')).toBeNull();
    expect(screen.queryByLabelText('Choose an image')).toBeNull();
    expect(retrieve).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Who opened what' })).toBeNull();
    expect(activity).not.toHaveBeenCalled();
  });

  it('says an unknown deal could not be found, with the way back to the console', async () => {
    vi.spyOn(dealsApi, 'retrieve').mockRejectedValue(new HttpError('Deal not found', 404, {}));
    renderScreen(
      <Routes>
        <Route path={FilesPage.path} element={<FilesPage />} />
      </Routes>,
      '/app/deals/nope/manage/attachments',
    );
    expect(await screen.findByText('This deal could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to console' }).getAttribute('href')).toBe('/app/console');
  });

  it('offers the way back, a retry and the summary when the files cannot be loaded, and sign-in when the session ended', async () => {
    const retrieve = vi
      .spyOn(dealsApi, 'retrieve')
      .mockRejectedValueOnce(new HttpError('down', 503, {}))
      .mockRejectedValueOnce(new HttpError('Unauthorized', 401, {}));
    renderScreen(
      <Routes>
        <Route path={FilesPage.path} element={<FilesPage />} />
      </Routes>,
      '/app/deals/d1/manage/attachments',
    );
    expect(await screen.findByRole('heading', { name: 'The files of this deal could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to console' }).getAttribute('href')).toBe('/app/console');
    expect(screen.getByRole('link', { name: 'Summary' }).getAttribute('href')).toBe('/app/deals/d1/summary');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=/app/deals/d1/manage/attachments');
    expect(retrieve).toHaveBeenCalledTimes(2);
  });
});
