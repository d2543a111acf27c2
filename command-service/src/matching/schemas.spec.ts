import { describe, expect, it } from 'vitest';
import { divisionBody, divisionNameBody } from './schemas';

describe('division names', () => {
  it('are cleaned of control and bidi characters, as every other name the server keeps', () => {
    expect(divisionNameBody.parse({ name: ' Mezz\u202Eanine\u0000 ' }).name).toBe('Mezzanine');
    expect(divisionBody.parse({ id: 'd1', name: 'Bridge\u2066 Loans\u2069' }).name).toBe('Bridge Loans');
  });
});
