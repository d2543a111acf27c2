import { describe, expect, it } from 'vitest';
import { identityMessages } from '@dealbook/domain/identity/messages';
import { emptyRegistration, optIn, registrationPayload, registrationProblems, type RegistrationForm } from './registration';

const allAccepted = { terms: true, privacy: true, communication: true };
const form = (patch: Partial<RegistrationForm> = {}): RegistrationForm => ({
  ...emptyRegistration,
  email: 'ada@example.com',
  consents: allAccepted,
  ...patch,
});

describe('consent to the three policies', () => {
  it('opts in only when the terms, the privacy policy and the communications policy are all accepted', () => {
    expect(optIn(allAccepted)).toBe(true);
    expect(optIn({ ...allAccepted, terms: false })).toBe(false);
    expect(optIn({ ...allAccepted, privacy: false })).toBe(false);
    expect(optIn({ ...allAccepted, communication: false })).toBe(false);
  });

  it('refuses to send the form with the spec message while a policy is not accepted', () => {
    const problems = registrationProblems(form({ consents: { ...allAccepted, communication: false } }));
    expect(problems.consents).toBe(identityMessages.optInRequired.message);
  });
});

describe('the registration payload', () => {
  it('sends a trimmed email, the type, no ghost and the opt-in', () => {
    expect(registrationPayload(form({ email: '  ada@example.com ', type: 'PI' }))).toEqual({
      email: 'ada@example.com',
      type: 'PI',
      ghost: false,
      opt_in: true,
    });
  });

  it('sends names only when they are filled in', () => {
    const payload = registrationPayload(form({ first_name: ' Ada ', last_name: '   ' }));
    expect(payload.first_name).toBe('Ada');
    expect(payload).not.toHaveProperty('last_name');
  });
});

describe('email before the round trip', () => {
  it('asks for an email when the field is empty', () => {
    expect(registrationProblems(form({ email: '  ' })).email).toBe('Enter your email address.');
  });

  it('catches an address without a domain, and lets a complete one through to the server', () => {
    expect(registrationProblems(form({ email: 'ada@' })).email).toBeDefined();
    expect(registrationProblems(form({ email: 'ada@example' })).email).toBeDefined();
    expect(registrationProblems(form({ email: 'ada.lovelace+deals@sub.example.co.uk' }))).toEqual({});
  });
});
