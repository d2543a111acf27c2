import { Route, Routes } from 'react-router';
import { HttpError } from 'react-admin';
import type { PublicFileView } from '../../deals/public-files-api';
import { renderScreen } from '../../testing/render';
import { AccessRequestPage } from './AccessRequestPage';
import { AttachmentPage } from './AttachmentPage';
import { DownloadCompletePage, RequestSubmittedPage } from './ConfirmationPages';

/** An error as the httpClient throws it: status, the API's body, its code and title. */
export const apiError = (status: number, code: string, title: string, message: string, details?: unknown) =>
  Object.assign(new HttpError(message, status, { code, title, message, details }), { code, title });

export const fileView = (over: Partial<PublicFileView> = {}): PublicFileView => ({
  id: 'f1',
  aws_key: 'Rent roll.pdf',
  link: 'f1',
  restricted_access: false,
  access: 'open',
  deal: { project_name: 'Harbor Point' },
  download: '/api/app/deals/d1/attachments/f1/public/download?email=&expires=1&sig=s',
  ...over,
});

export const locked = (over: Partial<PublicFileView> = {}) =>
  apiError(405, 'RESTRICTED_ACCESS', 'Restricted Access', 'This file is private: request access from the deal’s owner.', {
    ...fileView({ restricted_access: true, access: 'locked', download: undefined }),
    ...over,
  });

/** The public attachment pages at `at`, as the app routes them. */
export function openAt(at: string) {
  return renderScreen(
    <Routes>
      <Route path={AttachmentPage.path} element={<AttachmentPage />} />
      <Route path={AccessRequestPage.path} element={<AccessRequestPage />} />
      <Route path={DownloadCompletePage.path} element={<DownloadCompletePage />} />
      <Route path={RequestSubmittedPage.path} element={<RequestSubmittedPage />} />
      <Route path="/" element={<p>Site root</p>} />
    </Routes>,
    at,
  );
}
