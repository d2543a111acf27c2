import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { subscriptionApi } from '../../account/subscription-api';
import { subscriptionView } from '../../account/subscription-fixtures';
import { accessWith } from '../../sharing/fixtures';
import { me, signedIn } from '../../testing/session';
import { openFilesPage } from './testing';

const writeText = vi.fn<(text: string) => Promise<void>>();
const clipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true });

beforeEach(() => {
  signedIn();
  vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(subscriptionView());
  writeText.mockReset().mockResolvedValue(undefined);
  clipboard({ writeText });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clipboard(undefined);
});

const origin = window.location.origin;

describe("the files page, on a file's public link", () => {
  it("copies a file's link for its owner and says so", async () => {
    openFilesPage(accessWith('owner', 'view', 'edit', 'share', 'manage_files'));
    const table = await screen.findByRole('table', { name: 'Attachments' });
    const row = within(table).getByText('Offering memo.pdf').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Copy the link to Offering memo.pdf' }));
    expect(await screen.findByText('Link has been copied to the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(`${origin}/attachments/deal/d1/link/f1`);
  });

  it("copies the data room's link", async () => {
    openFilesPage(accessWith('owner', 'view', 'edit', 'share', 'manage_files'));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy data room link' }));
    expect(await screen.findByText('Link has been copied to the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(`${origin}/attachments/deal/d1/link/dataroom`);
  });

  it('offers the links to a collaborator who may share the deal, though not manage its files', async () => {
    openFilesPage(accessWith('collaborator', 'view', 'share'));
    const table = await screen.findByRole('table', { name: 'Attachments' });
    expect(within(table).getByRole('button', { name: 'Copy the link to Rent roll.xlsx' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy data room link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Data room access' })).toBeNull();
  });

  it('offers no link to a viewer who may not share, a provider or an auditor', async () => {
    for (const [access, user] of [
      [accessWith('collaborator', 'view'), me],
      [accessWith('provider', 'view', 'answer'), me],
      [accessWith('auditor', 'view', 'see_history', 'export'), { ...me, auditor: true }],
    ] as const) {
      signedIn(user);
      openFilesPage(access);
      await screen.findByRole('table', { name: 'Attachments' });
      expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
      cleanup();
    }
  });

  it('shows the link to copy by hand when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    openFilesPage(accessWith('owner', 'view', 'edit', 'share', 'manage_files'));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the link to Rent roll.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the link' });
    expect(within(dialog).getByLabelText('Link')).toHaveProperty('value', `${origin}/attachments/deal/d1/link/f2`);
    expect(screen.queryByText('Link has been copied to the clipboard.')).toBeNull();
  });
});
