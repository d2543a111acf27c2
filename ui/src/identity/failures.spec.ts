import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { identityMessages as m } from '@dealbook/domain/identity/messages';
import { activationFailure, forgotPasswordFailure, registrationFailure, resetFailure, signInFailure } from './failures';

const apiError = (status: number, message: string, code?: string) =>
  Object.assign(new HttpError(message, status, {}), code ? { code } : {});

describe('registration failures (spec §8)', () => {
  it('an email already registered offers recovery or OK, Thanks', () => {
    const text = registrationFailure(apiError(409, 'whatever the server said', 'EMAIL_ALREADY_REGISTERED'));
    expect(text.message).toBe('The email entered has already been registered on our platform');
    expect(text.buttons).toEqual([{ label: 'Activate Login / Reset Password', to: '/recovery' }, { label: 'OK, Thanks' }]);
  });

  it('an email the verification refuses is Not a Valid Email Address with OK, Let Me Try Again', () => {
    const text = registrationFailure(apiError(422, 'x', 'INVALID_EMAIL'));
    expect(text.title).toBe('Not a Valid Email Address');
    expect(text.buttons).toEqual([{ label: 'OK, Let Me Try Again' }]);
  });

  it('a missing opt-in gives the policies message', () => {
    expect(registrationFailure(apiError(422, 'x', 'OPT_IN_REQUIRED')).message).toBe(m.optInRequired.message);
  });

  it('anything else is the Oops message with the support advice', () => {
    expect(registrationFailure(apiError(500, 'Internal Server Error'))).toBe(m.registrationFailed);
    expect(registrationFailure(new TypeError('Failed to fetch'))).toBe(m.registrationFailed);
    expect(m.registrationFailed.title).toBe('Oops! Something is not right.');
  });
});

describe('sign-in failures', () => {
  it('show the server message, including the lockout message of a 429', () => {
    expect(signInFailure(apiError(401, m.signInFailed.message, 'INVALID_CREDENTIALS'))).toBe(m.signInFailed.message);
    expect(signInFailure(apiError(429, m.tooManySignIns.message, 'TOO_MANY_SIGN_INS'))).toBe(m.tooManySignIns.message);
  });

  it('never show a 5xx body or a network error text to the user', () => {
    expect(signInFailure(apiError(502, 'Bad Gateway'))).toBe(m.signInFailed.message);
    expect(signInFailure(new TypeError('Failed to fetch'))).toBe(m.signInFailed.message);
  });
});

describe('link flows', () => {
  it('a reset refused for its token shows the invalid token dialog that leads to /recovery', () => {
    const text = resetFailure(apiError(410, 'gone', 'INVALID_RESET_TOKEN'));
    expect(text.title).toBe('Error: Invalid Security Token');
    expect(text.message).toMatch(/1 hour/);
    expect(text.buttons?.[0]?.to).toBe('/recovery');
  });

  it('a reset refused for its password is Error: Reset Password with the policy message', () => {
    const text = resetFailure(apiError(422, m.passwordTooShort.message, 'PASSWORD_TOO_SHORT'));
    expect(text).toEqual({ title: 'Error: Reset Password', message: m.passwordTooShort.message });
  });

  it('an activation refused for its token mentions the 7 days', () => {
    expect(activationFailure(apiError(410, 'gone', 'INVALID_ACTIVATION_TOKEN')).message).toMatch(/7 days/);
  });

  it('an activation failing otherwise is Error: Account cannot be activated', () => {
    expect(activationFailure(apiError(500, 'Internal Server Error'))).toEqual({
      title: 'Error: Account cannot be activated',
      message: m.activationFailed.message,
    });
  });

  it('a failed recovery request is Error: Forgot Password', () => {
    expect(forgotPasswordFailure(apiError(503, 'Service Unavailable')).title).toBe('Error: Forgot Password');
  });
});
