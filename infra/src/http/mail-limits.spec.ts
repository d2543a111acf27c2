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
