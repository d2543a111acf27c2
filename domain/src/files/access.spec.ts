import { describe, expect, it } from 'vitest';
import { linkAccessOf, type AccessList } from './access';

const list = (extra: Partial<AccessList> = {}): AccessList => ({ restricted: true, permissioned: [], requested: [], ...extra });

describe('access through a file or data-room link (spec 3 section 4)', () => {
  it.each([
    ['anyone, when the item is not restricted', list({ restricted: false }), null, 'open'],
    ['a permissioned email, whatever its case', list({ permissioned: ['Lp@Fund.com'] }), 'lp@fund.COM ', 'granted'],
    ['an email that asked and waits', list({ requested: ['lp@fund.com'] }), 'LP@fund.com', 'pending'],
    [
      'an email both asked and permissioned: granted wins',
      list({ permissioned: ['lp@fund.com'], requested: ['lp@fund.com'] }),
      'lp@fund.com',
      'granted',
    ],
    ['anyone else on a restricted item', list({ permissioned: ['a@b.com'], requested: ['c@d.com'] }), 'x@y.com', 'locked'],
    ['no email at all on a restricted item', list({ permissioned: ['a@b.com'] }), null, 'locked'],
  ] as const)('%s', (_who, access, email, expected) => {
    expect(linkAccessOf(access, email)).toBe(expected);
  });
});
