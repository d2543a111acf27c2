import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { accountApi } from '../../account/api';
import { profile } from '../../account/fixtures';
import { dealsApi } from '../../deals/api';
import { fileAccessApi } from '../../deals/file-access-api';
import { filesApi, type AttachmentView } from '../../deals/files-api';
import { accessWith } from '../../sharing/fixtures';
import type { DealAccess } from '../../sharing/api';
import { renderScreen } from '../../testing/render';
import { me, signedIn } from '../../testing/session';
import { FilesPage } from './FilesPage';
import { stored } from './fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rentRoll = stored('f2', 'Rent roll.xlsx', { content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function open(access: DealAccess, attachments: AttachmentView[] = [rentRoll]) {
  vi.spyOn(dealsApi, 'retrieve').mockResolvedValue({ deal: { project_name: 'Harbor Point' } as Deal, revision: '"3"', access });
  vi.spyOn(filesApi, 'attachments').mockResolvedValue(attachments);
  vi.spyOn(filesApi, 'images').mockResolvedValue([]);
  vi.spyOn(fileAccessApi, 'retrieve').mockResolvedValue({
    id: 'dataroom',
    restricted_access: false,
    permissioned_users: [],
    requested_access: [],
    files: [],
  });
  const activity = vi.spyOn(fileAccessApi, 'activity').mockResolvedValue({ total: 0, items: [] });
  renderScreen(
    <Routes>
      <Route path={FilesPage.path} element={<FilesPage />} />
    </Routes>,
    '/app/deals/d1/manage/attachments',
  );
  return { activity };
}

describe('the files page, on who may open the files', () => {
  it('shows who opened the files to those who manage them', async () => {
    signedIn();
    const { activity } = open(accessWith('owner', 'view', 'edit', 'share', 'manage_files'));
    expect(await screen.findByRole('heading', { name: 'Who opened what' })).toBeTruthy();
    expect(await screen.findByText('Nobody has opened these files yet.')).toBeTruthy();
    expect(activity).toHaveBeenCalledWith('d1', undefined);
  });

  it('shows it to auditors and admins too, who manage nothing', async () => {
    for (const who of [
      { ...me, auditor: true },
      { ...me, admin: true },
    ]) {
      signedIn(who);
      open(accessWith(who.admin ? 'admin' : 'auditor', 'view', 'see_history', 'export'));
      expect(await screen.findByRole('heading', { name: 'Who opened what' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Data room access' })).toBeNull();
      cleanup();
    }
  });

  it("asks for a locked file as the person's part in the deal (a matched provider)", async () => {
    signedIn();
    open(accessWith('provider', 'view', 'answer'), [{ ...rentRoll, is_locked: true }]);
    const request = vi.spyOn(filesApi, 'requestAccess').mockResolvedValue({ status: 'requested' });
    vi.spyOn(accountApi, 'profile').mockResolvedValue(profile());
    fireEvent.click(await screen.findByRole('button', { name: 'Request access to Rent roll.xlsx' }));
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledExactlyOnceWith('d1', {
        email: me.email,
        attachment_key: 'f2',
        type: 'matched_user',
        details: { first_name: 'Mia', last_name: 'Me', entity: '', source: 'CapMatch' },
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Who opened what' })).toBeNull();
  });
});
