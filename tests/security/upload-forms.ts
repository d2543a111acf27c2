import { tinyPdf } from '../support/uploads';
import type { Route } from './upload-hostile';

/** Test support for R10 (not a spec file): multipart bodies no browser sends. */

const BOUNDARY = '----dealbookhostileform';
const field = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const file = (name: string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    tinyPdf,
    Buffer.from('\r\n'),
  ]);
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
const fields = (count: number) => Array.from({ length: count }, (_, i) => field(`field${i}`, 'x'));
const files = (count: number) => Array.from({ length: count }, (_, i) => file(`${i}.pdf`));

export interface HostileForm {
  what: string;
  family: string;
  route: Route;
  payload: Buffer;
  contentType: string;
  code: string;
  message: RegExp;
}

/** More than one file, too many parts, a body that cannot be read: each with a real PDF among its parts. */
export function hostileForms(): HostileForm[] {
  const form = (
    what: string,
    parts: Buffer[],
    code: string,
    message: RegExp,
    contentType = `multipart/form-data; boundary=${BOUNDARY}`,
  ) => ({
    what,
    family: code === 'TOO_MANY_PARTS' ? 'too many files or fields' : 'malformed',
    route: 'attachments' as const,
    payload: Buffer.concat(parts),
    contentType,
    code,
    message,
  });
  const oneAtATime = /one file at a time/;
  return [
    form('two files', [...files(2), closing], 'TOO_MANY_PARTS', oneAtATime),
    form('a file, then 50 more', [...files(51), closing], 'TOO_MANY_PARTS', oneAtATime),
    form('11 fields before the file', [...fields(11), file('a.pdf'), closing], 'TOO_MANY_PARTS', oneAtATime),
    form('the file, then 2,000 fields', [file('a.pdf'), ...fields(2000), closing], 'TOO_MANY_PARTS', oneAtATime),
    form('a field named __proto__', [field('__proto__', 'x'), file('a.pdf'), closing], 'BAD_FORM', /could not be read/),
    form('no boundary', [Buffer.from('%PDF-1.4')], 'BAD_FORM', /could not be read/, 'multipart/form-data'),
    form('a file part that never ends', [file('a.pdf').subarray(0, 150)], 'UPLOAD_CUT_OFF', /cut off/),
  ];
}
