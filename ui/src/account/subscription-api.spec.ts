import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../providers/httpClient';
import { createSubscriptionApi } from './subscription-api';

function recording(answer: unknown) {
  const calls: { url: string; method?: string; body?: unknown; key?: string | null }[] = [];
  const http = Object.assign(
    async (url: string, options: RequestInit = {}) => {
      const body = options.body === undefined ? undefined : JSON.parse(options.body as string);
      calls.push({ url, method: options.method, body, key: new Headers(options.headers).get('Idempotency-Key') });
      return { status: 200, headers: new Headers(), body: '', json: answer };
    },
    { position: () => null },
  ) as HttpClient;
  return { calls, api: createSubscriptionApi(http) };
}

describe('the subscription api', () => {
  it('reads the subscription view and the payment settings without a key', async () => {
    const { calls, api } = recording({ status: 'none' });
    expect(await api.retrieve()).toEqual({ status: 'none' });
    await api.publishable();
    expect(calls).toEqual([
      { url: '/api/app/users/secure/subscription', method: 'GET', body: undefined, key: null },
      { url: '/api/stripe/publishable', method: 'GET', body: undefined, key: null },
    ]);
  });

  it('sends each command to its route with an Idempotency-Key of its own', async () => {
    const { calls, api } = recording({ id: 'tok_1' });
    expect(await api.tokenize({ number: '4242424242424242', exp_month: 4, exp_year: 2031, cvc: '123' })).toEqual({ id: 'tok_1' });
    await api.subscribe({ plan: 'regPremium-1-monthly', token: 'tok_1' });
    await api.change('regPremium-3-monthly');
    await api.updateCard({ token: 'tok_2' });
    await api.cancel();
    await api.endTrial();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/sandbox/card-tokens',
      'POST /api/app/users/secure/subscription',
      'PUT /api/app/users/secure/subscription',
      'PUT /api/app/users/secure/subscription',
      'DELETE /api/app/users/secure/subscription',
      'DELETE /api/app/users/secure/subscription/trial',
    ]);
    expect(calls.map((c) => c.body)).toEqual([
      { number: '4242424242424242', exp_month: 4, exp_year: 2031, cvc: '123' },
      { plan: 'regPremium-1-monthly', token: 'tok_1' },
      { plan: 'regPremium-3-monthly' },
      { token: 'tok_2' },
      undefined,
      undefined,
    ]);
    const keys = calls.map((c) => c.key);
    expect(keys.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sends the coupon in uppercase, and no coupon when it is blank', async () => {
    const { calls, api } = recording({});
    await api.subscribe({ plan: 'regPremium-0-annual', token: 'tok_2', coupon_code: ' spring20 ' });
    await api.subscribe({ plan: 'regPremium-0-annual', token: 'tok_3', coupon_code: '  ' });
    expect(calls.map((c) => c.body)).toEqual([
      { plan: 'regPremium-0-annual', token: 'tok_2', coupon_code: 'SPRING20' },
      { plan: 'regPremium-0-annual', token: 'tok_3' },
    ]);
  });

  it('reads the payments and the team, and adds and cancels a team member with keys of their own', async () => {
    const { calls, api } = recording([]);
    await api.invoices();
    await api.team();
    await api.addTeamMember({ user_id: 'u-ada', plan: 'regPremium-1-monthly-team' });
    await api.cancelTeamMember('u-ada');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/app/users/secure/subscription/invoices',
      'GET /api/app/users/secure/subscription/team',
      'POST /api/app/users/secure/subscription/team',
      'DELETE /api/app/users/secure/subscriptions/team/u-ada/cancel',
    ]);
    expect(calls.map((c) => c.body)).toEqual([undefined, undefined, { user_id: 'u-ada', plan: 'regPremium-1-monthly-team' }, undefined]);
    const [readInvoices, readTeam, add, cancel] = calls.map((c) => c.key);
    expect([readInvoices, readTeam]).toEqual([null, null]);
    expect(add && cancel && add !== cancel).toBeTruthy();
  });
});
