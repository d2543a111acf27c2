import { describe, expect, it } from 'vitest';
import { downloadNameOf } from './names';

describe('the name a file downloads under', () => {
  it('adds the extension its content has when the name given at upload lacks it', () => {
    expect(downloadNameOf('Offering Memorandum', 'application/pdf')).toBe('Offering Memorandum.pdf');
    expect(downloadNameOf('Rent roll', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('Rent roll.xlsx');
    expect(downloadNameOf('Site v2.1', 'image/png')).toBe('Site v2.1.png');
  });

  it('keeps a name that already says what it is', () => {
    expect(downloadNameOf('memo.pdf', 'application/pdf')).toBe('memo.pdf');
    expect(downloadNameOf('front.JPEG', 'image/jpeg')).toBe('front.JPEG');
    expect(downloadNameOf('notes.txt', 'text/plain; charset=utf-8')).toBe('notes.txt');
  });

  it('leaves alone what has no one extension: an old Office file', () => {
    expect(downloadNameOf('Budget', 'application/x-cfb')).toBe('Budget');
  });
});
