import { describe, expect, it } from 'vitest';
import { addressesIn, isCsv, isTextOrCsv } from './inviteFile';

describe('the addresses of a bulk invite file', () => {
  it("takes a CSV's email column, whatever its heading's spelling, once each without case", () => {
    const csv =
      'First Name,last_name,E-mail,company\r\nAnn,Lee,ann@fund.com,"Fund, LP"\r\nBo,,ANN@Fund.com,\r\n,,,\r\nCy,Do, cy@bank.com ,Bank\r\n';
    expect(addressesIn(csv, true)).toEqual(['ann@fund.com', 'cy@bank.com']);
  });

  it('finds the addresses in a CSV without an email column', () => {
    expect(addressesIn('Ann <ann@fund.com>;x\nbo@bank.com,y', true)).toEqual(['ann@fund.com', 'bo@bank.com']);
  });

  it('splits a text file on lines and commas', () => {
    expect(addressesIn('a@x.com, b@x.com\r\n\nA@X.com;c@x.com\n', false)).toEqual(['a@x.com', 'b@x.com', 'c@x.com']);
  });

  it('accepts text and CSV files only', () => {
    expect(isTextOrCsv({ name: 'a.csv', type: 'text/csv' })).toBe(true);
    expect(isTextOrCsv({ name: 'a.txt', type: 'text/plain;charset=utf-8' })).toBe(true);
    expect(isTextOrCsv({ name: 'a.csv', type: '' })).toBe(true);
    expect(isTextOrCsv({ name: 'a.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);
    expect(isCsv({ name: 'A.CSV', type: '' })).toBe(true);
    expect(isCsv({ name: 'a.txt', type: 'text/plain' })).toBe(false);
  });
});
