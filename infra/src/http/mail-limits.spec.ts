import { describe, expect, it } from 'vitest';
import { mailRules } from '@dealbook/domain';
import { mailLimitsFor } from './mail-limits';

describe('mail limits', () => {
  it('counts mails to the tags of one inbox together, and refuses the one past its limit', async () => {
    const limits = mailLimitsFor(undefined, () => new Date('2026-12-01T10:00:00Z'));
    const perAddress = mailRules.recovery.perAddress;
    for (let i = 0; i < perAddress; i++) await limits.admit('recovery', { to: [`ann+${i}@example.com`], from: [`ip:10.0.0.${i}`] });
    await expect(limits.admit('recovery', { to: ['Ann+more@Example.com'], from: ['ip:10.0.1.1'] })).rejects.toMatchObject({
      kind: 'too_many',
      code: 'MAIL_LIMIT_ADDRESS',
    });
    await limits.admit('recovery', { to: ['bob@example.com'], from: ['ip:10.0.1.1'] });
  });
});

describe('mail limits on an address the caller may not know', () => {
  it('refuses past the limit without naming the address', async () => {
    const limits = mailLimitsFor(undefined, () => new Date('2026-12-01T10:00:00Z'));
    const owner = 'owner@sponsor.example';
    for (let i = 0; i < mailRules['access-request'].perAddress; i++)
      await limits.admit('access-request', { to: [owner], from: [`ip:10.1.${i >> 4}.${i}`], hidden: true });
    const refused = await limits.admit('access-request', { to: [owner], from: ['ip:10.2.0.1'], hidden: true }).catch((e: Error) => e);
    expect(refused).toMatchObject({ code: 'MAIL_LIMIT_ADDRESS' });
    expect((refused as Error).message).not.toContain(owner);
  });

  it('counts each spelling of one inbox in a list as a mail to it', async () => {
    const limits = mailLimitsFor(undefined, () => new Date('2026-12-01T10:00:00Z'));
    const tags = Array.from({ length: mailRules['access-grant'].perAddress + 1 }, (_, i) => `victim+${i}@example.com`);
    await expect(limits.admit('access-grant', { to: tags, from: ['user:ann'] })).rejects.toMatchObject({ code: 'MAIL_LIMIT_ADDRESS' });
    await limits.admit('access-grant', { to: tags.slice(0, 2), from: ['user:ann'] });
  });
});
