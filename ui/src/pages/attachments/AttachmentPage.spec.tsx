import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { publicFilesApi } from '../../deals/public-files-api';
import { apiError, fileView, locked, openAt } from './testing';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const link = '/attachments/deal/d1/link/f1';

async function giveEmail(email: string) {
  fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the public page of a shared file', { timeout: 20_000 }, () => {
  it('shows an open file with its deal and a Download button, then the download confirmation', async () => {
    const retrieve = vi.spyOn(publicFilesApi, 'retrieve').mockResolvedValue(fileView());
    openAt(link);
    const download = await screen.findByRole('link', { name: 'Download' });
    expect(retrieve).toHaveBeenCalledExactlyOnceWith('d1', 'f1');
    expect(screen.getByText('Rent roll.pdf')).toBeTruthy();
    expect(screen.getByText('Deal: Harbor Point')).toBeTruthy();
    expect(download.getAttribute('href')).toBe(fileView().download);
    expect(screen.queryByLabelText(/Email address/)).toBeNull();
    download.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(download);
    expect(await screen.findByRole('heading', { name: 'Download started' })).toBeTruthy();
    expect(screen.getByText(/Rent roll\.pdf is downloading\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the link again' }).getAttribute('href')).toBe(link);
  });

  it('asks a restricted file for a required email, and a granted address gets the Download', async () => {
    const retrieve = vi
      .spyOn(publicFilesApi, 'retrieve')
      .mockRejectedValueOnce(locked())
      .mockResolvedValueOnce(fileView({ restricted_access: true, access: 'granted' }));
    openAt(link);
    expect(await screen.findByText(/This file is private\. Enter your email address/)).toBeTruthy();
    expect(screen.getByText('Rent roll.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your email address.')).toBeTruthy();
    expect(retrieve).toHaveBeenCalledTimes(1);
    await giveEmail(' lp@fund.com ');
    expect(await screen.findByRole('link', { name: 'Download' })).toBeTruthy();
    expect(retrieve).toHaveBeenLastCalledWith('d1', 'f1', { resourceType: 'link', email: 'lp@fund.com' });
  });

  it('tells a permissioned address to check its mail, and shows no link', async () => {
    const message = 'We have sent the download link to lp@fund.com. It works for 24 hours.';
    vi.spyOn(publicFilesApi, 'retrieve')
      .mockRejectedValueOnce(locked())
      .mockResolvedValueOnce(fileView({ restricted_access: true, access: 'granted', download: null, mailed: true, message }));
    openAt(link);
    await giveEmail('lp@fund.com');
    expect(await screen.findByText('Check your mail')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('shows the mail limit’s message when the address has had its mail for the day', async () => {
    vi.spyOn(publicFilesApi, 'retrieve')
      .mockRejectedValueOnce(locked())
      .mockRejectedValueOnce(
        apiError(
          429,
          'MAIL_LIMIT_ADDRESS',
          'Too Many Emails',
          'We have already sent lp@fund.com as many emails as we send one address in a day.',
        ),
      );
    openAt(link);
    await giveEmail('lp@fund.com');
    expect(await screen.findByText(/as many emails as we send one address in a day/)).toBeTruthy();
  });

  it('says a pending request is pending', async () => {
    vi.spyOn(publicFilesApi, 'retrieve')
      .mockRejectedValueOnce(locked())
      .mockResolvedValueOnce(fileView({ restricted_access: true, access: 'pending', download: null }));
    openAt(link);
    await giveEmail('lp@fund.com');
    expect(await screen.findByText(/Your request for access is pending \(lp@fund\.com\)/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it("offers 'Restricted Access' on a 405, and Request Access sends the request and goes to the submitted page", async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockRejectedValue(locked());
    const request = vi.spyOn(publicFilesApi, 'request').mockResolvedValue({ status: 'requested' });
    openAt(link);
    await giveEmail('new@fund.com');
    const dialog = await screen.findByRole('dialog', { name: 'Restricted Access' });
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Access' }));
    expect(await screen.findByRole('heading', { name: 'Access request sent' })).toBeTruthy();
    expect(request).toHaveBeenCalledExactlyOnceWith('d1', 'f1', 'new@fund.com');
  });

  it("Try Again closes 'Restricted Access' and keeps the prompt", async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockRejectedValue(locked());
    openAt(link);
    await giveEmail('new@fund.com');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Restricted Access' })).getByRole('button', { name: 'Try Again' }));
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('new@fund.com');
  });

  it("shows a 409 of the request with its title and the server's message", async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockRejectedValue(locked());
    const message = 'You have already asked for access to this file; the deal’s owner has been told.';
    vi.spyOn(publicFilesApi, 'request').mockRejectedValue(apiError(409, 'REQUEST_PENDING', 'Access Request Already Pending', message));
    openAt(link);
    await giveEmail('new@fund.com');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restricted Access' })).getByRole('button', { name: 'Request Access' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Access Request Already Pending' });
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('says the email is not valid on any other error', async () => {
    vi.spyOn(publicFilesApi, 'retrieve')
      .mockRejectedValueOnce(locked())
      .mockRejectedValueOnce(apiError(400, 'VALIDATION', 'Error', 'Bad request'));
    openAt(link);
    await giveEmail('x@y.zz');
    expect(await screen.findByText('This email address is not valid.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("confirms an open data room's access without a download", async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockResolvedValue(
      fileView({ id: 'dataroom', aws_key: 'Data room', link: 'dataroom', download: null }),
    );
    openAt('/attachments/deal/d1/link/dataroom');
    expect(await screen.findByText('Your access is confirmed; the files are listed by the deal’s owner.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shared data room' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('says File Not Found for a deleted file', async () => {
    vi.spyOn(publicFilesApi, 'retrieve').mockRejectedValue(apiError(404, 'FILE_NOT_FOUND', 'File Not Found', 'File Not Found'));
    openAt(link);
    expect(await screen.findByText('File Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dealbook' })).toBeTruthy();
  });
});
