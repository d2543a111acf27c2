/** The longest file name kept (the extension included). */
export const FILE_NAME_MAX_LENGTH = 200;

/**
 * A file name as we keep and show it: the last path segment only (no `../`, no folders), without control
 * or reserved characters, spaces collapsed, no leading dots, at most 200 characters with the extension
 * kept. Empty when nothing usable is left.
 */
export function sanitizeFileName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    // C1 controls and bidi overrides, isolates and marks: 'invoice\u202Efdp.exe' shows as 'invoiceexe.pdf'
    .replace(/[\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (cleaned.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, FILE_NAME_MAX_LENGTH - ext.length).trimEnd() + ext;
}

/** The extension each kind of file we take is known by (old binary Office files, `cfb`, have three: none). */
const extensionOfType: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'text/csv': 'csv',
  'text/plain': 'txt',
};
const sameExtension: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg' };

/**
 * The name a file downloads under: its name as given, with the extension its content has when the name
 * lacks it ('Offering Memorandum' is saved as 'Offering Memorandum.pdf'), so it opens in the right program.
 */
export function downloadNameOf(fileName: string, contentType: string): string {
  const wanted = extensionOfType[contentType.split(';')[0]!.trim().toLowerCase()];
  if (!wanted) return fileName;
  const given = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase();
  return given && (sameExtension[given] ?? given) === wanted ? fileName : `${fileName}.${wanted}`;
}
