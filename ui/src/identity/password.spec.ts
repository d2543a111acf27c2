import { describe, expect, it } from 'vitest';
import { identityMessages } from '@dealbook/domain/identity/messages';
import { passwordProblems, passwordRule } from './password';

describe('choosing a password', () => {
  it('states the length rule before anyone types', () => {
    expect(passwordRule).toMatch(/at least 12 characters/i);
  });

  it('refuses a password shorter than 12 characters with the server policy message', () => {
    expect(passwordProblems('short-pass1', 'short-pass1').password).toBe(identityMessages.passwordTooShort.message);
  });

  it('counts characters, not bytes, as the server does', () => {
    expect(passwordProblems('éééééééééééé', 'éééééééééééé')).toEqual({});
  });

  it('asks for the confirmation and says when the two differ', () => {
    expect(passwordProblems('a long passphrase', '').confirmation).toBe('Enter the same password again.');
    expect(passwordProblems('a long passphrase', 'a long passphrasE').confirmation).toBe('The two passwords do not match.');
    expect(passwordProblems('a long passphrase', 'a long passphrase')).toEqual({});
  });
});
