import { DomainError } from '../shared';
import { fileMessages as m } from './messages';

export const fileErrors = {
  imageTooLarge: () => new DomainError('invalid', 'FILE_TOO_LARGE', m.imageTooLarge, m.uploadFailed, { maxBytes: 2.5 * 1024 * 1024 }),
  attachmentTooLarge: () =>
    new DomainError('invalid', 'FILE_TOO_LARGE', m.attachmentTooLarge, m.uploadFailed, { maxBytes: 10 * 1024 * 1024 }),
  emptyFile: () => new DomainError('invalid', 'EMPTY_FILE', m.emptyFile, m.uploadFailed),
  typeRefused: (what = '') => new DomainError('invalid', 'FILE_TYPE_REFUSED', m.typeRefused(what), m.uploadFailed),
  notAnImage: () => new DomainError('invalid', 'FILE_TYPE_REFUSED', m.notAnImage, m.uploadFailed),
  mismatch: (declared: string, found: string) =>
    new DomainError('invalid', 'FILE_TYPE_MISMATCH', m.mismatch(declared, found), m.uploadFailed),
  notWhatItSays: (declared: string) => new DomainError('invalid', 'FILE_TYPE_REFUSED', m.notWhatItSays(declared), m.uploadFailed),
  hiddenContent: () => new DomainError('invalid', 'FILE_TYPE_REFUSED', m.hiddenContent, m.uploadFailed),
  zipBomb: () => new DomainError('invalid', 'ZIP_BOMB', m.zipBomb, m.uploadFailed),
  badName: (title: string = m.renameFailed) => new DomainError('invalid', 'FILE_NAME_REQUIRED', m.badName, title),
  fileNotFound: (title: string = m.renameFailed) => new DomainError('not_found', 'FILE_NOT_FOUND', m.fileNotFound, title),
  noFile: () => new DomainError('invalid', 'NO_FILE', m.noFile, m.uploadFailed),
  restrictedInApp: () => new DomainError('forbidden', 'RESTRICTED_ACCESS', m.restrictedInApp, m.restricted),
  pdfNotAllowed: () => new DomainError('invalid', 'PDF_URL_NOT_ALLOWED', m.pdfNotAllowed, m.restricted),
  cutOff: () => new DomainError('invalid', 'UPLOAD_CUT_OFF', m.cutOff, m.uploadFailed),
  tooManyParts: () => new DomainError('invalid', 'TOO_MANY_PARTS', m.tooManyParts, m.uploadFailed),
  badForm: () => new DomainError('invalid', 'BAD_FORM', m.badForm, m.uploadFailed),
};
