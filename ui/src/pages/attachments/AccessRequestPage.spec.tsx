import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { publicFilesApi } from '../../deals/public-files-api';
import { apiError, openAt } from './testing';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const page = '/attachments/access/link/d1/f1/lp%40fund.com/requested';

describe('the access-request page', { timeout: 20_000 }, () => {
  it('requests access for the address of the link once, then shows the submitted page', async () => {
    const request = vi.spyOn(publicFilesApi, 'request').mockResolvedValue({ status: 'requested' });
    openAt(page);
    expect(await screen.findByRole('heading', { name: 'Access request sent' })).toBeTruthy();
    expect(request).toHaveBeenCalledExactlyOnceWith('d1', 'f1', 'lp@fund.com');
    expect(screen.getByRole('link', { name: 'Back to the link' }).getAttribute('href')).toBe('/attachments/deal/d1/link/f1');
  });

  it("says 'Access Request Already Pending' on a 409", async () => {
    const message = 'You have already asked for access to this file; the deal’s owner has been told.';
    vi.spyOn(publicFilesApi, 'request').mockRejectedValue(apiError(409, 'REQUEST_PENDING', 'Access Request Already Pending', message));
    openAt(page);
    const dialog = await screen.findByRole('dialog', { name: 'Access Request Already Pending' });
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('gives the generic Oops message with the support advice on other errors', async () => {
    vi.spyOn(publicFilesApi, 'request').mockRejectedValue(apiError(500, 'INTERNAL', 'Error', 'boom'));
    openAt(page);
    const dialog = await screen.findByRole('dialog', { name: 'Oops! Something is not right.' });
    expect(within(dialog).getByText(/open a support ticket via Help/)).toBeTruthy();
    expect(within(dialog).queryByText(/boom/)).toBeNull();
  });
});
