import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy } from './password-policy';

describe('password policy', () => {
  it('refuses a password shorter than 12 characters, saying so', () => {
    const error = checkPasswordPolicy('elevenchars');
    expect(error).toMatchObject({ kind: 'invalid', code: 'PASSWORD_TOO_SHORT' });
    expect(error?.message).toBe('Your password must be at least 12 characters long.');
  });

  it('accepts 12 characters of any kind, with no composition rules', () => {
    expect(checkPasswordPolicy('twelve chars')).toBeNull();
    expect(checkPasswordPolicy('aaaaaaaaaaaa')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPasswordPolicy('🔑'.repeat(6))?.code).toBe('PASSWORD_TOO_SHORT');
    expect(checkPasswordPolicy('é'.repeat(12))).toBeNull();
  });

  it('refuses a password over 256 characters', () => {
    expect(checkPasswordPolicy('x'.repeat(256))).toBeNull();
    expect(checkPasswordPolicy('x'.repeat(257))?.code).toBe('PASSWORD_TOO_LONG');
  });
});
