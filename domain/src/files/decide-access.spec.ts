import { describe, expect, it } from 'vitest';
import { DATAROOM } from './access-events';
import { evolveFileAccess, type FileAccess } from './access-state';
import { decideFileAccess, fileAccessMessages, type FileAccessCommand } from './decide-access';
import type { Files } from './state';

const now = '2026-11-25T10:00:00.000Z';
const files: Files = [
  {
    file_id: 'f1',
    kind: 'attachment',
    file_name: 'om.pdf',
    content_type: 'application/pdf',
    size: 9,
    sha256: 'a'.repeat(64),
    uploaded_at: now,
    uploaded_by: 'u',
  },
];
const stamp = { now, actorId: 'u-ann' };
const grant = (emails: string[], target = DATAROOM): FileAccessCommand => ({
  type: 'GrantFileAccess',
  data: { target, emails, ownerEmail: 'ann@example.com', ...stamp },
});
const run = (access: FileAccess, command: FileAccessCommand) => decideFileAccess(command, access, files).reduce(evolveFileAccess, access);
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return null;
};

describe('access lists of the data room and of each file', () => {
  it('restricts and opens, recording nothing when nothing changes', () => {
    const restrict = (restricted: boolean): FileAccessCommand => ({
      type: 'SetFileRestriction',
      data: { target: 'f1', restricted, ...stamp },
    });
    const restricted = run({}, restrict(true));
    expect(restricted.f1?.restricted_access).toBe(true);
    expect(decideFileAccess(restrict(true), restricted, files)).toEqual([]);
    expect(decideFileAccess(restrict(false), {}, files)).toEqual([]);
  });

  it('permissions one address, lower-cased; refuses it again, the owner, a bad address, an unknown file', () => {
    const one = run({}, grant(['LP@Fund.com']));
    expect(one.dataroom?.permissioned_users).toEqual([{ email: 'lp@fund.com', created_at: now, authorized: true }]);
    expect(code(() => decideFileAccess(grant(['lp@FUND.com']), one, files))).toBe('EMAIL_ALREADY_INVITED');
    expect(code(() => decideFileAccess(grant(['Ann@Example.com']), one, files))).toBe('OWNER_HAS_ACCESS');
    expect(code(() => decideFileAccess(grant(['not an email']), one, files))).toBe('INVALID_EMAIL');
    expect(code(() => decideFileAccess(grant(['x@y.com'], 'f9'), one, files))).toBe('FILE_NOT_FOUND');
  });

  it('quotes a bad address back when it is short, and says so in a line when it is a screenful', () => {
    expect(fileAccessMessages.invalid('not an email')).toBe('"not an email" is not a valid email address.');
    // R6 (fuzzing) sent 160 emoji: quoted back, the message was longer than a person reads.
    expect(fileAccessMessages.invalid('😀'.repeat(160))).toBe('That is not a valid email address.');
  });

  it('in bulk, leaves out repeats, people already on the list, the owner and bad addresses', () => {
    const one = run({}, grant(['lp@fund.com'], 'f1'));
    const bulk = decideFileAccess(grant(['lp@fund.com', 'gp@fund.com', 'GP@fund.com', 'nope', 'ann@example.com'], 'f1'), one, files);
    expect(bulk.map((e) => (e.data as { email: string }).email)).toEqual(['gp@fund.com']);
  });

  it('removes an address whatever its case, and nothing when it is not there', () => {
    const one = run({}, grant(['lp@fund.com']));
    const remove = (email: string): FileAccessCommand => ({ type: 'RemoveFileAccess', data: { target: DATAROOM, email, ...stamp } });
    expect(run(one, remove('LP@FUND.COM')).dataroom?.permissioned_users).toEqual([]);
    expect(decideFileAccess(remove('x@y.com'), one, files)).toEqual([]);
  });

  describe('answering a request', () => {
    const request = (email: string): FileAccessCommand => ({
      type: 'RequestFileAccess',
      data: {
        target: 'f1',
        email,
        type: 'public_access',
        details: { source: 'Shared Link' },
        ownerId: 'u-ann',
        ownerEmail: 'ann@example.com',
        projectName: 'Riverside',
        ...stamp,
      },
    });
    const deny = (email: string, reason: string): FileAccessCommand => ({
      type: 'DenyFileAccess',
      data: { target: 'f1', email, reason, projectName: 'Riverside', ...stamp },
    });
    const restricted = run({}, { type: 'SetFileRestriction', data: { target: 'f1', restricted: true, ...stamp } });
    const pending = run(restricted, request('Visitor@Fund.com'));

    it('denies a pending request with its reason, taking it off the pending list and keeping it as denied', () => {
      const events = decideFileAccess(deny('VISITOR@fund.com', '  Not before the NDA  '), pending, files);
      expect(events).toEqual([
        {
          type: 'FileAccessDenied',
          data: {
            target: 'f1',
            email: 'visitor@fund.com',
            reason: 'Not before the NDA',
            project_name: 'Riverside',
            file_name: 'om.pdf',
            at: now,
            by: 'u-ann',
          },
        },
      ]);
      const after = events.reduce(evolveFileAccess, pending);
      expect(after.f1?.requested_access).toEqual([]);
      expect(after.f1?.denied_access).toEqual([{ email: 'visitor@fund.com', created_at: now, reason: 'Not before the NDA' }]);
    });

    it('refuses to deny without a reason, or when there is no pending request', () => {
      expect(code(() => decideFileAccess(deny('visitor@fund.com', '   '), pending, files))).toBe('REASON_REQUIRED');
      expect(code(() => decideFileAccess(deny('other@fund.com', 'No'), pending, files))).toBe('NO_PENDING_REQUEST');
      const granted = run(pending, grant(['visitor@fund.com'], 'f1'));
      expect(code(() => decideFileAccess(deny('visitor@fund.com', 'No'), granted, files))).toBe('NO_PENDING_REQUEST');
    });

    it('lets someone who was denied ask again', () => {
      const denied = run(pending, deny('visitor@fund.com', 'Not yet'));
      expect(run(denied, request('visitor@fund.com')).f1?.requested_access.map((r) => r.email)).toEqual(['visitor@fund.com']);
    });
  });
});
