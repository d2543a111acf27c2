import { describe, expect, it } from 'vitest';
import { decideFiles, type FileCommand } from './decide';
import { sanitizeFileName } from './names';
import { evolveFiles, type Files } from './state';

const now = '2026-11-25T10:00:00.000Z';
const sha = 'a'.repeat(64);
const upload = (fileId: string, fileName: string, size = 10): FileCommand => ({
  type: 'RecordUpload',
  data: { fileId, kind: 'attachment', fileName, contentType: 'application/pdf', size, sha256: sha, now, actorId: 'u-ann' },
});
const run = (files: Files, command: FileCommand) => decideFiles(command, files).reduce(evolveFiles, files);
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return null;
};

describe('file names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ann\\memo.pdf', 'memo.pdf'],
    ['  .hidden.pdf ', 'hidden.pdf'],
    ['a\u0000b\u001fc<>:"|?*.pdf', 'abc.pdf'],
    ['Rent   roll\t2026.xlsx', 'Rent roll 2026.xlsx'],
    ['...', ''],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['memo\u2067\u200F\u0085.pdf', 'memo.pdf'],
  ])('%j is kept as %j', (raw, kept) => expect(sanitizeFileName(raw)).toBe(kept));

  it('cuts a long name to 200 characters, keeping its extension', () => {
    const kept = sanitizeFileName(`${'x'.repeat(300)}.pdf`);
    expect(kept).toHaveLength(200);
    expect(kept.endsWith('.pdf')).toBe(true);
  });
});

describe('the files decider', () => {
  it('records an upload once, with a safe name; refuses an empty file or a name with nothing left', () => {
    const files = run([], upload('f1', '../memo.pdf'));
    expect(files).toEqual([expect.objectContaining({ file_id: 'f1', file_name: 'memo.pdf', sha256: sha, uploaded_by: 'u-ann' })]);
    expect(decideFiles(upload('f1', 'memo.pdf'), files)).toEqual([]);
    expect(code(() => decideFiles(upload('f2', '/'), files))).toBe('FILE_NAME_REQUIRED');
    expect(code(() => decideFiles(upload('f2', 'x.pdf', 0), files))).toBe('EMPTY_FILE');
  });

  it('renames keeping the extension, refuses an unknown file, records no rename to the same name', () => {
    const files = run([], upload('f1', 'memo.pdf'));
    const rename = (fileName: string, fileId = 'f1'): FileCommand => ({
      type: 'RenameFile',
      data: { fileId, fileName, now, actorId: 'u-ann' },
    });
    expect(run(files, rename('Offering memo'))[0]!.file_name).toBe('Offering memo.pdf');
    expect(run(files, rename('Offering memo.docx'))[0]!.file_name).toBe('Offering memo.docx');
    expect(decideFiles(rename('memo'), files)).toEqual([]);
    expect(code(() => decideFiles(rename('x', 'f9'), files))).toBe('FILE_NOT_FOUND');
  });

  it('deletes once; deleting again records nothing', () => {
    const files = run([], upload('f1', 'memo.pdf'));
    const remove: FileCommand = { type: 'DeleteFile', data: { fileId: 'f1', now, actorId: 'u-ann' } };
    expect(run(files, remove)).toEqual([]);
    expect(decideFiles(remove, [])).toEqual([]);
  });
});
