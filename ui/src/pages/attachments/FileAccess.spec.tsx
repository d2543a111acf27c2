import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { pdfApi } from '../../deals/pdf-api';
import { publicFilesApi } from '../../deals/public-files-api';
import { openPdf } from '../shared/pdfjs';
import { apiError, fileView, locked, openAt } from './testing';

vi.mock('../shared/pdfjs', () => ({ openPdf: vi.fn() }));

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const link = '/attachments/deal/d1/link/f1';
const mailButton = () => screen.findByRole('button', { name: 'Email me this file' });

async function giveEmail(email: string, button: string) {
  fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

/** Opens a restricted file with `email`, granted. */
async function grantedTo(email: string) {
  vi.spyOn(publicFilesApi, 'retrieve')
    .mockRejectedValueOnce(locked())
    .mockResolvedValueOnce(fileView({ restricted_access: true, access: 'granted' }));
  openAt(link);
  await giveEmail(email, 'Continue');
}

describe('viewing an open file from its public page', { timeout: 20_000 }, () => {
  it('offers View next to Download for a PDF, opening the signed download in the viewer', async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockResolvedValue(fileView());
    const bytes = vi.spyOn(pdfApi, 'bytes').mockResolvedValue(new Uint8Array([1]));
    vi.mocked(openPdf).mockReturnValue({
      done: Promise.resolve({ pages: 4, draw: vi.fn(() => ({ done: Promise.resolve(), cancel: vi.fn() })) }),
      close: vi.fn(),
    });
    openAt(link);
    expect(await screen.findByRole('link', { name: 'Download' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Rent roll.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rent roll.pdf' });
    expect(await within(dialog).findByText('Page 1 of 4')).toBeTruthy();
    expect(bytes).toHaveBeenCalledWith(fileView().download, expect.any(AbortSignal));
  });

  it('offers no View for a file that is not a PDF', async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockResolvedValue(fileView({ aws_key: 'Rent roll.xlsx' }));
    openAt(link);
    expect(await screen.findByRole('link', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^View/ })).toBeNull();
  });
});

describe('mailing an open file to oneself', { timeout: 20_000 }, () => {
  it('mails it to the address already given, and says so', async () => {
    const mail = vi.spyOn(publicFilesApi, 'emailFile').mockResolvedValue({ status: 'queued' });
    await grantedTo('lp@fund.com');
    fireEvent.click(await mailButton());
    expect(await screen.findByText('We have emailed “Rent roll.pdf” to lp@fund.com.')).toBeTruthy();
    expect(mail).toHaveBeenCalledExactlyOnceWith('f1', 'lp@fund.com');
    expect(screen.queryByLabelText(/Email address/)).toBeNull();
  });

  it('asks an open file’s visitor for an address first', async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockResolvedValue(fileView());
    const mail = vi.spyOn(publicFilesApi, 'emailFile').mockResolvedValue({ status: 'queued' });
    openAt(link);
    fireEvent.click(await mailButton());
    expect(mail).not.toHaveBeenCalled();
    await giveEmail('me@fund.com', 'Send');
    expect(await screen.findByText('We have emailed “Rent roll.pdf” to me@fund.com.')).toBeTruthy();
    expect(mail).toHaveBeenCalledExactlyOnceWith('f1', 'me@fund.com');
  });

  it("opens 'Restricted Access' on a 405, whose Request Access asks for that address", async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockResolvedValue(fileView());
    vi.spyOn(publicFilesApi, 'emailFile').mockRejectedValue(locked());
    const request = vi.spyOn(publicFilesApi, 'request').mockResolvedValue({ status: 'requested' });
    openAt(link);
    fireEvent.click(await mailButton());
    await giveEmail('other@fund.com', 'Send');
    const dialog = await screen.findByRole('dialog', { name: 'Restricted Access' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Access' }));
    expect(await screen.findByRole('heading', { name: 'Access request sent' })).toBeTruthy();
    expect(request).toHaveBeenCalledExactlyOnceWith('d1', 'f1', 'other@fund.com');
  });

  it('emphasises the button on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.spyOn(publicFilesApi, 'retrieve').mockResolvedValue(fileView());
    openAt(link);
    expect((await mailButton()).className).toContain('MuiButton-contained');
  });

  it("says to wait on a 429, and shows the server's message otherwise", async () => {
    vi.spyOn(publicFilesApi, 'emailFile')
      .mockRejectedValueOnce(apiError(429, 'TOO_MANY_REQUESTS', 'Too Many Requests', 'Rate limit exceeded, retry in 1 minute'))
      .mockRejectedValueOnce(apiError(404, 'FILE_NOT_FOUND', 'File Not Found', 'File Not Found'));
    await grantedTo('lp@fund.com');
    fireEvent.click(await mailButton());
    expect(await screen.findByText('Too many requests: try again in a minute.')).toBeTruthy();
    fireEvent.click(await mailButton());
    expect(await screen.findByText('File Not Found')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
