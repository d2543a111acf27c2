import { describe, expect, it } from 'vitest';
import type { TokenCommand } from './commands';
import { checkToken, tokenDecider } from './decide-token';
import type { TokenEvent } from './events';
import { givenFor } from './given';
import { fold } from '../shared';

const given = givenFor(tokenDecider);
const t0 = '2025-03-01T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();

const resetIssued: TokenEvent = { type: 'TokenIssued', data: { userId: 'u1', purpose: 'reset', expiresAt: at(60) } };
const activationIssued: TokenEvent = { type: 'TokenIssued', data: { userId: 'u1', purpose: 'activation', expiresAt: at(7 * 24 * 60) } };
const use = (purpose: 'reset' | 'activation', minutes: number): TokenCommand => ({ type: 'UseToken', data: { purpose, now: at(minutes) } });

describe('security tokens', () => {
  it('issues a reset token valid for 1 hour', () =>
    given([])
      .when({ type: 'IssueToken', data: { userId: 'u1', purpose: 'reset', now: t0 } })
      .then([resetIssued]));

  it('issues an activation token valid for 7 days', () =>
    given([])
      .when({ type: 'IssueToken', data: { userId: 'u1', purpose: 'activation', now: t0 } })
      .then([activationIssued]));

  it('refuses to issue a token hash twice', () =>
    given([resetIssued])
      .when({ type: 'IssueToken', data: { userId: 'u2', purpose: 'reset', now: t0 } })
      .thenFails('TOKEN_EXISTS'));

  it('spends a live token once', () =>
    given([resetIssued])
      .when(use('reset', 59))
      .then([{ type: 'TokenUsed', data: { at: at(59) } }]));

  it('refuses a token used before, with the spec invalid-token title', () => {
    const error = given([resetIssued, { type: 'TokenUsed', data: { at: at(1) } }])
      .when(use('reset', 2))
      .thenFails('INVALID_RESET_TOKEN');
    expect(error).toMatchObject({ kind: 'gone', title: 'Error: Invalid Security Token' });
    expect(error.message).toContain('1 hour');
  });

  it('refuses a reset token at the end of its hour', () => given([resetIssued]).when(use('reset', 60)).thenFails('INVALID_RESET_TOKEN'));

  it('refuses an activation token after 7 days, mentioning the 7 days', () => {
    const error = given([activationIssued])
      .when(use('activation', 7 * 24 * 60))
      .thenFails('INVALID_ACTIVATION_TOKEN');
    expect(error).toMatchObject({ kind: 'gone', title: 'Error: Invalid Security Token' });
    expect(error.message).toContain('7 days');
  });

  it('refuses a token that was never issued', () => given([]).when(use('activation', 0)).thenFails('INVALID_ACTIVATION_TOKEN'));

  it('a reset token cannot activate an account', () =>
    given([resetIssued]).when(use('activation', 1)).thenFails('INVALID_ACTIVATION_TOKEN'));

  it('checking a token does not spend it', () => {
    const state = fold(tokenDecider, [resetIssued]);
    expect(checkToken(state, 'reset', at(30))).toBeNull();
    expect(checkToken(state, 'reset', at(30))).toBeNull();
    expect(checkToken(state, 'reset', at(61))?.code).toBe('INVALID_RESET_TOKEN');
  });
});
