import { vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { dealsApi } from '../../deals/api';
import { fileAccessApi, type DataRoomAccess } from '../../deals/file-access-api';
import { filesApi, type AttachmentView } from '../../deals/files-api';
import type { DealAccess } from '../../sharing/api';
import { renderScreen } from '../../testing/render';
import { FilesPage } from './FilesPage';
import { stored } from './fixtures';

export const memo = stored('f1', 'Offering memo.pdf');
export const rentRoll = stored('f2', 'Rent roll.xlsx', {
  content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

/** The data room and its files as open lists, nobody asking. */
export const openLists = (): DataRoomAccess => ({
  id: 'dataroom',
  restricted_access: false,
  permissioned_users: [],
  requested_access: [],
  denied_access: [],
  files: [],
});

/** Deal d1's files page, as `access` lets the signed-in person see it. */
export function openFilesPage(
  access: DealAccess,
  { attachments = [memo, rentRoll], lists = openLists() } = {} as {
    attachments?: AttachmentView[];
    lists?: DataRoomAccess;
  },
) {
  vi.spyOn(dealsApi, 'retrieve').mockResolvedValue({ deal: { project_name: 'Harbor Point' } as Deal, revision: '"3"', access });
  vi.spyOn(filesApi, 'attachments').mockResolvedValue(attachments);
  vi.spyOn(filesApi, 'images').mockResolvedValue([]);
  const retrieve = vi.spyOn(fileAccessApi, 'retrieve').mockResolvedValue(lists);
  vi.spyOn(fileAccessApi, 'activity').mockResolvedValue({ total: 0, items: [] });
  const rendered = renderScreen(
    <Routes>
      <Route path={FilesPage.path} element={<FilesPage />} />
    </Routes>,
    '/app/deals/d1/manage/attachments',
  );
  return { retrieve, ...rendered };
}
