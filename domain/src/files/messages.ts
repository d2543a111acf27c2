/** The texts of files; titles are the spec's. */
export const fileMessages = {
  imageTooLarge: 'File size exceeded (Max File Size: 2.5Mb)',
  attachmentTooLarge: 'File size exceeded (Max File Size: 10Mb)',
  uploadFailed: 'Upload Failed',
  renameFailed: 'Error: Unable to Update Attachment Name',
  deleteFailed: 'Error: Unable to Delete Attachment',
  emptyFile: 'This file is empty (0 bytes).',
  typeRefused: (what: string) =>
    `This kind of file cannot be uploaded${what ? ` (${what})` : ''}. Upload a PDF, an image, or an Excel, Word, PowerPoint, CSV or text file.`,
  notAnImage: 'A deal image must be a JPEG, PNG, GIF or WebP picture.',
  mismatch: (declared: string, found: string) => `The file is named .${declared} but its content is ${found}.`,
  notWhatItSays: (declared: string) =>
    `The file is named .${declared} but its content is not a ${declared.toUpperCase()} file (it may be damaged, or another kind of file renamed). Check the file and upload it again.`,
  hiddenContent:
    'This picture carries a web page or script inside it and was refused. Save it again from an image editor and upload the new copy.',
  zipBomb: 'This office file unpacks to far more than it weighs (a compression bomb) and was refused.',
  badName: 'Please give the file a name.',
  fileNotFound: 'This file does not exist (it may have been deleted).',
  noFile: 'Choose a file to upload.',
  restricted: 'Restricted Access',
  linkCopied: 'Link has been copied to the clipboard.',
  linkNotCopied: 'Your browser did not let the page copy the link: select it and copy it yourself.',
  restrictedInApp: 'This file is private: ask the deal’s owner for access.',
  pdfNotAllowed: 'Only this deal’s own PDF files can be shown in the viewer.',
  notAPdf: 'This file is not a PDF: download it instead.',
  cutOff: 'The upload was cut off before the whole file arrived. Please try again.',
  tooManyParts: 'Upload one file at a time: this upload carried more than one file, or more than 10 form fields.',
  badForm: 'This upload could not be read (its form data is malformed). Upload the file again from the deal’s page.',
};
