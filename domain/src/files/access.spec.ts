import { describe, expect, it } from 'vitest';
import { governingList, linkAccessOf, linkAccessTo, lockedInApp, type AccessList } from './access';
import type { FileAccess } from './access-state';

const list = (extra: Partial<AccessList> = {}): AccessList => ({ restricted: true, permissioned: [], requested: [], ...extra });

describe('access through a file or data-room link', () => {
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

describe('a file inside the app', () => {
  const record = (restricted_access: boolean, emails: string[] = []) => ({
    restricted_access,
    permissioned_users: emails.map((email) => ({ email })),
  });
  it('is open to everyone who sees the deal while it is not restricted', () =>
    expect(lockedInApp(record(false), { runsFiles: false, email: 'bob@x.com' })).toBe(false));
  it('is locked to someone who sees the deal but is not on its list', () =>
    expect(lockedInApp(record(true, ['lp@x.com']), { runsFiles: false, email: 'bob@x.com' })).toBe(true));
  it('opens to someone on its list, whatever the case', () =>
    expect(lockedInApp(record(true, ['Bob@X.com']), { runsFiles: false, email: 'bob@x.COM' })).toBe(false));
  it('never locks those who run the deal’s files', () =>
    expect(lockedInApp(record(true), { runsFiles: true, email: 'ann@x.com' })).toBe(false));
});

describe('which list decides a link', () => {
  const list = (restricted_access: boolean, emails: string[] = [], requested: string[] = []) => ({
    restricted_access,
    permissioned_users: emails.map((email) => ({ email, created_at: '', authorized: true })),
    requested_access: requested.map((email) => ({ email, created_at: '', authorized: false })),
    denied_access: [],
  });
  const access: FileAccess = { dataroom: list(true, ['room@x.com'], ['asked@x.com']), own: list(true, ['own@x.com']), plain: list(false) };

  it('a file restricted on its own: its own list, even for someone the data room admits', () => {
    expect(governingList(access, 'own')).toBe('own');
    expect(linkAccessTo(access, 'own', 'own@x.com')).toBe('granted');
    expect(linkAccessTo(access, 'own', 'room@x.com')).toBe('locked');
  });
  it('any other file sits in the data room: the room’s list decides while the room is restricted', () => {
    expect(governingList(access, 'plain')).toBe('dataroom');
    expect(linkAccessTo(access, 'plain', 'room@x.com')).toBe('granted');
    expect(linkAccessTo(access, 'plain', 'asked@x.com')).toBe('pending');
    expect(linkAccessTo(access, 'plain', 'x@y.com')).toBe('locked');
    expect(linkAccessTo({}, 'plain', null)).toBe('open');
  });
});
