import { docx, tinyPdf, tinyPng, zip } from '../support/uploads';

/** Test support for R10 (not a spec file): hostile files, each as a person would have to upload it. */

/** A 1×1 JPEG (its markers are all a content check reads). */
const tinyJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** The start of a Linux executable and of a Windows one. */
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(256, 0x90)]);
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(200)]);
const html = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/app/users/secure/me").then((r) => r.text()).then(alert)</script></body></html>',
);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>');

const MB = 1024 * 1024;
const spaces = (bytes: number) => Buffer.alloc(bytes, 0x20);
const contentTypes = (part: string, type: string) =>
  Buffer.from(
    `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`,
  );
/** An Excel workbook whose one sheet unpacks to `bytes` of spaces, honestly declared. */
const workbook = (bytes: number) =>
  zip([
    { name: '[Content_Types].xml', data: contentTypes('xl/workbook.xml', 'spreadsheetml.sheet') },
    { name: 'xl/workbook.xml', data: spaces(bytes) },
  ]);
/** A Word document's minimum, and `more` entries. */
const word = (...more: { name: string; data: Buffer; declaredSize?: number }[]) =>
  zip([
    { name: '[Content_Types].xml', data: contentTypes('word/document.xml', 'wordprocessingml.document') },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ...more,
  ]);

export type Route = 'images' | 'attachments';

export interface Hostile {
  /** What it is, for the failure messages; its family, for the figure. */
  what: string;
  family: string;
  route: Route;
  name: string;
  content: Buffer;
  /** The part's own Content-Type, as the sender declares it. */
  type: string;
  /** The code it is refused with, and what the message must say so that a person can act on it. */
  code: string;
  message: RegExp;
}

const kinds = /Upload a PDF, an image, or an Excel, Word, PowerPoint, CSV or text file/;
const image = /JPEG, PNG, GIF or WebP/;
const named = (ext: string) => new RegExp(`named \\.${ext} but`);
const bomb = /compression bomb/;

type Row = [what: string, route: Route, name: string, content: Buffer, type: string, code: string, message: RegExp];
const family = (name: string, rows: Row[]): Hostile[] =>
  rows.map(([what, route, fileName, content, type, code, message]) => ({
    what,
    family: name,
    route,
    name: fileName,
    content,
    type,
    code,
    message,
  }));

/** Every hostile file but the oversize ones (those are streamed: `uploads.spec.ts`). */
export function hostileFiles(): Hostile[] {
  return [
    ...family('wrong type', [
      ['ELF renamed .pdf', 'attachments', 'report.pdf', elf, 'application/pdf', 'FILE_TYPE_REFUSED', kinds],
      ['EXE renamed .jpg', 'attachments', 'photo.jpg', exe, 'image/jpeg', 'FILE_TYPE_REFUSED', kinds],
      ['EXE as a deal image', 'images', 'tower.jpg', exe, 'image/jpeg', 'FILE_TYPE_REFUSED', image],
      ['HTML renamed .pdf', 'attachments', 'memo.pdf', html, 'application/pdf', 'FILE_TYPE_REFUSED', named('pdf')],
      ['HTML renamed .jpg, as a deal image', 'images', 'tower.jpg', html, 'image/jpeg', 'FILE_TYPE_REFUSED', image],
      ['SVG with a script renamed .jpg', 'attachments', 'plan.jpg', svg, 'image/jpeg', 'FILE_TYPE_REFUSED', named('jpg')],
      ['SVG with a script as a deal image', 'images', 'plan.svg', svg, 'image/svg+xml', 'FILE_TYPE_REFUSED', image],
      ['HTML named .html', 'attachments', 'page.html', html, 'text/html', 'FILE_TYPE_REFUSED', kinds],
    ]),
    ...family('declared-type mismatch', [
      ['PNG named .pdf', 'attachments', 'scan.pdf', tinyPng, 'application/pdf', 'FILE_TYPE_MISMATCH', /named \.pdf but its content is png/],
      ['binary named .txt', 'attachments', 'notes.txt', Buffer.from('a\u0000b\u0001'), 'text/plain', 'FILE_TYPE_REFUSED', named('txt')],
      ['PDF named .png, as a deal image', 'images', 'tower.png', tinyPdf, 'image/png', 'FILE_TYPE_REFUSED', image],
    ]),
    ...family('polyglot', [
      [
        'PDF+ZIP polyglot',
        'attachments',
        'memo.pdf',
        Buffer.concat([tinyPdf, zip([{ name: 'payload.js', data: Buffer.from('alert(1)') }])]),
        'application/pdf',
        'FILE_TYPE_REFUSED',
        /a PDF with an archive inside/,
      ],
      [
        'JPEG with HTML appended, as a deal image',
        'images',
        'tower.jpg',
        Buffer.concat([tinyJpeg, html]),
        'image/jpeg',
        'FILE_TYPE_REFUSED',
        /carries a web page or script/,
      ],
      [
        'JPEG with HTML appended',
        'attachments',
        'tower.jpg',
        Buffer.concat([tinyJpeg, html]),
        'image/jpeg',
        'FILE_TYPE_REFUSED',
        /carries a web page or script/,
      ],
    ]),
    ...family('zip bomb', [
      ['ratio 1,000:1', 'attachments', 'rent roll.xlsx', workbook(20 * MB), 'application/octet-stream', 'ZIP_BOMB', bomb],
      [
        '6,000 entries',
        'attachments',
        'memo.docx',
        word(...Array.from({ length: 6000 }, (_, i) => ({ name: `word/media/p${i}.xml`, data: Buffer.from('<p/>') }))),
        'application/octet-stream',
        'ZIP_BOMB',
        bomb,
      ],
      [
        'nested: a bomb in an embedded workbook',
        'attachments',
        'memo.docx',
        word({ name: 'word/embeddings/Microsoft_Excel_Worksheet.xlsx', data: workbook(20 * MB) }),
        'application/octet-stream',
        'ZIP_BOMB',
        bomb,
      ],
      [
        'sizes understated in its directory',
        'attachments',
        'memo.docx',
        word({ name: 'word/media/big.xml', data: spaces(20 * MB), declaredSize: 100 }),
        'application/octet-stream',
        'ZIP_BOMB',
        bomb,
      ],
      ['3 GB declared', 'attachments', 'memo.docx', docx(3_000_000_000), 'application/octet-stream', 'ZIP_BOMB', bomb],
    ]),
    ...family('empty', [
      ['empty attachment', 'attachments', 'empty.pdf', Buffer.alloc(0), 'application/pdf', 'EMPTY_FILE', /empty/],
      ['empty deal image', 'images', 'empty.png', Buffer.alloc(0), 'image/png', 'EMPTY_FILE', /empty/],
    ]),
    // Hostile names over hostile content: refused for the content, whatever the name does. The last: the
    // name we would keep ('photo.html') is not the one the content would be checked against.
    ...family('hostile name', [
      [
        'path traversal',
        'attachments',
        '../../etc/passwd',
        Buffer.from('root:x:0:0:root:/root:/bin/bash\n'),
        'text/plain',
        'FILE_TYPE_REFUSED',
        kinds,
      ],
      ['NUL in the name', 'attachments', 'memo.pdf\u0000.html', html, 'application/pdf', 'FILE_TYPE_REFUSED', kinds],
      ['RTL override in the name', 'attachments', 'invoice\u202Efdp.exe', exe, 'application/pdf', 'FILE_TYPE_REFUSED', kinds],
      ['extension behind an invisible mark', 'attachments', 'photo.html\u200F', tinyPng, 'image/png', 'FILE_TYPE_MISMATCH', named('html')],
    ]),
  ];
}
