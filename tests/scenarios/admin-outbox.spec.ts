import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactLinks } from '@dealbook/workers/mail-log';
import type { TestRuntime } from '../support/runtime';
import { dealsApi, ok } from './deals-helpers';
import { signUp, startIdentityRuntime, waitForMails } from './identity-helpers';

describe('the admin outbox', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    ({ rt } = await startIdentityRuntime());
  });
  afterAll(() => rt.dispose());

  it('lists every mail job with its outcome, and shows its text without a working link', async () => {
    expect((await signUp(rt, 'newbie@example.com')).statusCode).toBe(201);
    const [mail] = await waitForMails(rt, 'newbie@example.com');
    const auditor = dealsApi(rt, await rt.cookieFor({ id: 'u-audit', email: 'audit@example.com', auditor: true }));
    let lines: { id: string; to: string; outcome: string; text: string }[] = [];
    await expect
      .poll(async () => {
        lines = ok(await auditor.call('GET', '/api/admin/outbox?filter=' + encodeURIComponent('{"q":"newbie"}')));
        return lines.length;
      })
      .toBe(1);
    expect(lines[0]).toMatchObject({ to: 'newbie@example.com', outcome: 'sent', subject: mail!.subject });
    expect(lines[0]!.text).toContain('/account/activate/[redacted]');
    const token = /\/account\/activate\/(\S+)/.exec(mail!.text)![1]!;
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(ok(await auditor.call('GET', `/api/admin/outbox/${encodeURIComponent(lines[0]!.id)}`))).toMatchObject({
      to: 'newbie@example.com',
    });
    const member = dealsApi(rt, await rt.cookieFor({ id: 'u-m', email: 'm@example.com' }));
    expect((await member.call('GET', '/api/admin/outbox')).statusCode).toBe(403);

    // The recipient: any part of the address, whatever its case, read literally (a '.' is a dot).
    const recipients = async (filter: object) =>
      ok<{ to: string }[]>(await auditor.call('GET', '/api/admin/outbox?filter=' + encodeURIComponent(JSON.stringify(filter)))).map(
        (l) => l.to,
      );
    expect(await recipients({ to: 'NEWBIE@EXAMPLE' })).toEqual(['newbie@example.com']);
    expect(await recipients({ to: 'newbie@example.c.m' })).toEqual([]);
    expect(await recipients({ to: 'newbie(' })).toEqual([]);
    // The category: exactly one of the four.
    expect(await recipients({ category: 'transactional', to: 'newbie' })).toEqual(['newbie@example.com']);
    expect(await recipients({ category: 'marketing', to: 'newbie' })).toEqual([]);
    expect(await recipients({ category: 'transact', to: 'newbie' })).toEqual([]);
  });

  it('cuts the secret off every kind of mailed link', () => {
    const text = [
      'https://x.test/account/activate/abc.DEF_123',
      'https://x.test/reset/tok',
      'https://x.test/unsubscribe/leadgen/tok2',
      'https://x.test/confirm/referral/email?code=REF20',
      'https://x.test/app/deals/project?current_deal=d1',
    ].join('\n');
    expect(redactLinks(text).split('\n')).toEqual([
      'https://x.test/account/activate/[redacted]',
      'https://x.test/reset/[redacted]',
      'https://x.test/unsubscribe/leadgen/[redacted]',
      'https://x.test/confirm/referral/email?code=[redacted]',
      'https://x.test/app/deals/project?current_deal=d1',
    ]);
  });
});
