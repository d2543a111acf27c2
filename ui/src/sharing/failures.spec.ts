import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { permissionsFailure, shareFailure, sharedMessage } from './failures';

const refusal = (status: number, message: string, extra: { code?: string; title?: string } = {}) =>
  Object.assign(new HttpError(message, status, {}), extra);

describe('sharing failures', () => {
  it("opens 'Sorry...' with the server's reason", () => {
    expect(shareFailure(refusal(409, 'Not activated yet', { code: 'ACCOUNT_NOT_ACTIVE', title: 'Sorry...' }))).toEqual({
      dialog: { title: 'Sorry...', message: 'Not activated yet' },
    });
    expect(shareFailure(refusal(429, 'Too many shares', { code: 'SHARE_RATE_LIMIT' }))).toEqual({
      dialog: { title: 'Sorry...', message: 'Too many shares' },
    });
  });

  it('only flags the field for a refused email', () => {
    expect(shareFailure(refusal(422, 'Disposable', { code: 'INVALID_EMAIL' }))).toEqual({ field: 'email' });
    expect(shareFailure(refusal(400, 'Not an email', { code: 'INVALID_EMAIL' }))).toEqual({ field: 'email' });
  });

  it("never shows a 5xx's text", () => {
    const failure = shareFailure(refusal(500, 'stack trace'));
    expect('dialog' in failure && failure.dialog.message).not.toContain('stack');
    expect(permissionsFailure(refusal(503, 'upstream')).title).toBe('Unable to Set Permissions');
  });

  it('tells the sharer when an account was opened for the person', () => {
    const invitee = { email: 'g@example.com', first_name: 'Grace', last_name: 'Hopper' };
    const text = sharedMessage(invitee, { shared_user_id: 'u2', email: 'g@example.com', account_created: true }, 'Harbor Point');
    expect(text.title).toBe('Deal Shared');
    expect(text.message).toContain('activate');
  });
});
