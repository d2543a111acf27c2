import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../providers/httpClient';
import { createFileAccessApi, listOf, withList, type DataRoomAccess } from './file-access-api';

const open = (id: string) => ({ id, restricted_access: false, permissioned_users: [], requested_access: [] });

function recording(answer: unknown) {
  const calls: { url: string; method?: string; body?: unknown; headers?: unknown }[] = [];
  const http = Object.assign(
    async (url: string, options: RequestInit = {}) => {
      calls.push({ url, method: options.method, body: options.body && JSON.parse(options.body as string), headers: options.headers });
      return { status: 200, headers: new Headers(), body: '', json: answer };
    },
    { position: () => null },
  ) as HttpClient;
  return { calls, api: createFileAccessApi(http) };
}

describe('the file access api', () => {
  it("sends the data room's changes without an attachment and a file's with its id", async () => {
    const { calls, api } = recording(open('dataroom'));
    await api.retrieve('d 1');
    await api.restrict('d1', 'dataroom', true);
    await api.restrict('d1', 'f1', false);
    await api.invite('d1', 'dataroom', 'lp@fund.com');
    await api.inviteMany('d1', 'f1', ['a@x.com', 'b@x.com']);
    await api.remove('d1', 'f1', 'lp@fund.com');
    await api.checkEmail('a+b@x.com');
    expect(calls.map((c) => `${c.method ?? 'GET'} ${c.url}`)).toEqual([
      'GET /api/app/deals/secure/d%201/attachments/dataroom/permissions/retrieve',
      'POST /api/app/deals/secure/d1/attachments/dataroom/permissions/update',
      'POST /api/app/deals/secure/d1/attachments/dataroom/permissions/update',
      'POST /api/app/deals/secure/d1/attachments/dataroom/permissions/auth',
      'POST /api/app/deals/secure/d1/attachments/dataroom/permissions/auth/bulk',
      'POST /api/app/deals/secure/d1/attachments/dataroom/permissions/remove',
      'GET /api/hunter/email/validate?email_address=a%2Bb%40x.com',
    ]);
    expect(calls.slice(1, 6).map((c) => c.body)).toEqual([
      { permission: { restricted_access: true } },
      { permission: { restricted_access: false, attachment: 'f1' } },
      { email: 'lp@fund.com' },
      { emails: ['a@x.com', 'b@x.com'], attachment: 'f1' },
      { user: 'lp@fund.com', attachment: 'f1' },
    ]);
    expect(calls[1]!.headers).toHaveProperty('Idempotency-Key');
  });

  it('picks one list out of the retrieve answer and replaces it with a newer one', () => {
    const all: DataRoomAccess = { ...open('dataroom'), files: [{ ...open('f1'), file_name: 'OM.pdf' }] };
    expect(listOf(all, 'dataroom')).toBe(all);
    expect(listOf(all, 'f1')).toMatchObject({ id: 'f1', file_name: 'OM.pdf' });
    expect(listOf(all, 'f9')).toEqual(open('f9'));
    expect(listOf(undefined, 'f1')).toBeUndefined();
    const restricted = withList(all, { ...open('f1'), restricted_access: true });
    expect(restricted.files[0]).toEqual({ ...open('f1'), restricted_access: true, file_name: 'OM.pdf' });
    expect(withList(all, { ...open('dataroom'), restricted_access: true, added: 1 } as never)).not.toHaveProperty('added');
    expect(withList(all, { ...open('dataroom'), restricted_access: true }).restricted_access).toBe(true);
  });

  it('keeps the denied requests of a newer list', () => {
    const all: DataRoomAccess = { ...open('dataroom'), files: [{ ...open('f1'), file_name: 'OM.pdf' }] };
    const denied = [{ email: 'lp@fund.com', created_at: '2026-03-02T10:00:00.000Z', reason: 'Not for this round' }];
    expect(withList(all, { ...open('f1'), denied_access: denied }).files[0]?.denied_access).toEqual(denied);
    expect(withList(all, { ...open('dataroom'), denied_access: denied }).denied_access).toEqual(denied);
  });

  it('denies a request with its reason, reads the lists as of a time and the activity', async () => {
    const { calls, api } = recording({ total: 0, items: [] });
    await api.deny('d1', 'dataroom', 'lp@fund.com', 'Not for this round');
    await api.deny('d1', 'f1', 'lp@fund.com', 'No');
    await api.retrieveAsOf('d1', '2026-03-01T10:00:00.000Z');
    await api.activity('d1');
    await api.activity('d1', 'f 1');
    expect(calls.map((c) => `${c.method ?? 'GET'} ${c.url}`)).toEqual([
      'POST /api/app/deals/secure/d1/attachments/dataroom/permissions/deny',
      'POST /api/app/deals/secure/d1/attachments/dataroom/permissions/deny',
      'GET /api/app/deals/secure/d1/attachments/dataroom/permissions/retrieve?as_of=2026-03-01T10%3A00%3A00.000Z',
      'GET /api/app/deals/secure/d1/attachments/activity',
      'GET /api/app/deals/secure/d1/attachments/activity?attachment=f%201',
    ]);
    expect(calls.slice(0, 2).map((c) => c.body)).toEqual([
      { email: 'lp@fund.com', reason: 'Not for this round' },
      { email: 'lp@fund.com', reason: 'No', attachment: 'f1' },
    ]);
    expect(calls[0]!.headers).toHaveProperty('Idempotency-Key');
  });
});
