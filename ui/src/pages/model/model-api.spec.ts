import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../providers/httpClient';
import { fakeFetch } from '../../testing/fakeFetch';
import { buildFailure, unlockFailure } from './failures';
import { createModelApi } from './model-api';

describe('the model api', () => {
  it('calls the routes of the contract', async () => {
    const { fetch, requests } = fakeFetch(
      { body: { status: 'locked' } },
      { body: [] },
      { status: 202, body: { build_id: 'm-1', status: 'queued', deal_version: 2 } },
      { body: { id: 'm-1', status: 'queued' } },
      { body: { status: 'unlocked' } },
      { body: { status: 'unlocked' } },
    );
    const api = createModelApi(createHttpClient({ fetch }));
    await api.status('d 1');
    expect(await api.track('d1')).toEqual([]);
    expect(await api.build('d1')).toEqual({ build_id: 'm-1', status: 'queued', deal_version: 2 });
    await api.uploadStatus('d1', 'm-1');
    await api.unlock('d1', { token: 'tok_1', coupon_code: ' save10 ' });
    await api.unlock('d1', { coupon_code: '' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/app/deals/secure/d%201/attachments/verify/status/model',
      'GET /api/app/deals/secure/d1/attachments/model/track',
      'POST /api/app/deals/secure/d1/attachments/model/build',
      'GET /api/app/deals/secure/d1/attachments/model/m-1/upload/status',
      'PUT /api/app/deals/d1/attachments/model/unlock',
      'PUT /api/app/deals/d1/attachments/model/unlock',
    ]);
    expect(JSON.parse(requests[4]!.body!)).toEqual({ token: 'tok_1', coupon_code: 'SAVE10' });
    expect(JSON.parse(requests[5]!.body!)).toEqual({});
    expect(requests[2]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(requests[4]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it("reads the contract's refusals (the gate's redirect in its details, as the server sends it)", async () => {
    const { fetch } = fakeFetch(
      {
        status: 403,
        body: {
          statusCode: 403,
          code: 'PROFILE_INCOMPLETE',
          title: 'Complete Your Profile',
          message: 'Finish it.',
          details: { redirect: '/app/profile/user?for=model', missing: ['phone'] },
        },
      },
      { status: 422, body: { statusCode: 422, code: 'TOKEN_REQUIRED', message: 'A card is needed.' } },
      {
        status: 409,
        body: { statusCode: 409, code: 'NO_VERSION', message: 'Save the deal first: a model is built from a saved version.' },
      },
      { status: 500, body: { statusCode: 500, message: 'stack trace' } },
    );
    const api = createModelApi(createHttpClient({ fetch }));
    const gate = await api.unlock('d1', {}).catch((e: unknown) => e);
    expect(unlockFailure(gate)).toEqual({
      kind: 'profile',
      dialog: {
        title: 'Complete Your Profile',
        message: 'Finish it.',
        buttons: [{ label: 'Complete My Profile', to: '/app/profile/user?for=model' }, { label: 'Not Now' }],
      },
    });
    expect(unlockFailure(await api.unlock('d1', {}).catch((e: unknown) => e))).toEqual({ kind: 'card' });
    expect(buildFailure(await api.build('d1').catch((e: unknown) => e))).toEqual({
      message: 'Save the deal first: a model is built from a saved version.',
      severity: 'info',
    });
    expect(buildFailure(await api.build('d1').catch((e: unknown) => e)).title).toBe('Oops! Something is not right.');
  });
});
