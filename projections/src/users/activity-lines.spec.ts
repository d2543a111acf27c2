import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import { summarize } from '../activity/summaries';
import { newEvent } from '../test-support';

const hash = 'b'.repeat(64);
const recorded = (type: string, data: Record<string, unknown>, streamId = 'user-u1'): RecordedEvent => ({
  ...newEvent(type, data),
  streamId,
  revision: 0,
  position: '1',
  recordedAt: '2026-11-22T10:00:00.000Z',
});

describe('activity lines for identity events', () => {
  it('says what happened to an account in words', () => {
    expect(summarize(recorded('UserRegistered', { email: 'a@b.com', type: 'D', ghost: false }))).toBe(
      'Account registered: a@b.com (Investment Professional)',
    );
    expect(summarize(recorded('UserRegistered', { email: 'c@d.com', type: 'PI', ghost: true }))).toBe(
      'Account registered: c@d.com (Qualified Capital Provider), from a campaign link',
    );
    expect(summarize(recorded('SignedIn', { at: '2026-11-22T10:00:00.000Z' }))).toBe('Signed in');
    expect(summarize(recorded('SignInFailed', { reason: 'wrong_password' }))).toBe('Sign-in failed (wrong password)');
    expect(summarize(recorded('SignInFailed', { reason: 'locked_out' }))).toBe('Sign-in failed (locked after too many failures)');
    expect(summarize(recorded('PasswordChanged', { passwordHash: 'scrypt$x', reason: 'reset' }))).toBe('Password reset');
    expect(summarize(recorded('ConsoleViewSet', { view: 'matched_solicitations' }))).toBe('Console view set to matched solicitations');
    expect(summarize(recorded('AdminGranted', { by: null }))).toBe('Admin rights granted (from configuration)');
  });

  it('never shows a password hash, a token hash or a sealed token', () => {
    const lines = [
      recorded('PasswordChanged', { passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA', reason: 'activation' }),
      recorded('ActivationTokenIssued', { tokenHash: hash, expiresAt: 'x', email: 'a@b.com', sealedToken: 'v1.c2VhbGVk' }),
      recorded('ResetTokenIssued', { tokenHash: hash, expiresAt: 'x', email: 'a@b.com', sealedToken: 'v1.c2VhbGVk' }),
      recorded('TokenIssued', { userId: 'u1', purpose: 'reset', expiresAt: 'x' }, `token-${hash}`),
      recorded('TokenUsed', { at: 'x' }, `token-${hash}`),
      recorded('EmailReserved', { userId: 'u1', at: 'x' }, `email-${hash}`),
    ].map(summarize);
    expect(lines).toEqual([
      'Password set at activation',
      'Activation link issued to a@b.com',
      'Password reset link issued to a@b.com',
      'Password reset link created for account u1',
      'Link used',
      'Email reserved for account u1',
    ]);
    for (const line of lines) expect(line).not.toMatch(/scrypt|v1\.|bbbb/);
  });
});
