import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactText, redactUrl } from './log-redaction';

/** A Fastify instance whose log lines land in `lines`, as every composition builds it. */
function loggedApp() {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions('trace', { write: (line) => lines.push(line) }) });
  return { app, lines };
}

describe('log redaction', () => {
  it('cuts the token out of a matched route by its template, whatever the parameter is called', () => {
    expect(redactUrl('/api/app/users/reset/s3cr3t', '/api/app/users/reset/:token')).toBe('/api/app/users/reset/[redacted]');
    expect(redactUrl('/api/x/abc/y', '/api/x/:invite_token/y')).toBe('/api/x/[redacted]/y');
    expect(redactUrl('/api/deals/d-1/retrieve', '/api/deals/:id/retrieve')).toBe('/api/deals/d-1/retrieve');
  });

  it('cuts the token out of the pages opened from mailed links, which no API route matches', () => {
    expect(redactUrl('/reset/s3cr3t')).toBe('/reset/[redacted]');
    expect(redactUrl('/account/activate/s3cr3t')).toBe('/account/activate/[redacted]');
    expect(redactUrl('/unsubscribe/leadgen/l.abc.def')).toBe('/unsubscribe/leadgen/[redacted]');
    expect(redactUrl('/decline/d-1.s3cr3t')).toBe('/decline/[redacted]');
    expect(redactUrl('/survey/providers/s3cr3t')).toBe('/survey/providers/[redacted]');
    expect(redactUrl('/survey/success')).toBe('/survey/success');
    expect(redactUrl('/app/deals/d-1/summary')).toBe('/app/deals/d-1/summary');
  });

  it('cuts secret query values and keeps the others', () => {
    expect(redactUrl('/api/token/check?token_type=reset&token=s3cr3t')).toBe('/api/token/check?token_type=reset&token=[redacted]');
    expect(redactUrl('/api/app/deals/d-1/attachments/f-1/public/download?email=a%40b.c&expires=9&sig=s1g')).toBe(
      '/api/app/deals/d-1/attachments/f-1/public/download?email=[redacted]&expires=9&sig=[redacted]',
    );
    expect(redactUrl('/confirm/referral/email?code=ABC123')).toBe('/confirm/referral/email?code=[redacted]');
    expect(redactUrl('/app/console?view=list')).toBe('/app/console?view=list');
    const link = '/api/app/deals/d-1/attachments/f-1/public/download?expires=9&sig=s1g';
    expect(redactUrl(`/api/pdf?url=${encodeURIComponent(link)}`)).toBe(
      `/api/pdf?url=${encodeURIComponent('/api/app/deals/d-1/attachments/f-1/public/download?expires=9&sig=[redacted]')}`,
    );
  });

  it('cuts email addresses out of paths and queries, typed or percent-encoded', () => {
    expect(
      redactUrl(
        '/api/app/deals/d-1/attachments/retrieve/f-1/link/vic%40capital.example',
        '/api/app/deals/:id/attachments/retrieve/:key/:type/:email',
      ),
    ).toBe('/api/app/deals/d-1/attachments/retrieve/f-1/link/[redacted]');
    expect(redactUrl('/api/app/campaigns/email/leadgen/convert/Cam@Example.com')).toBe(
      '/api/app/campaigns/email/leadgen/convert/[redacted]',
    );
    expect(redactUrl('/api/app/users/secure/query?email=a%2Bb%40c.example&limit=1')).toBe(
      '/api/app/users/secure/query?email=[redacted]&limit=1',
    );
    expect(redactText('Route GET:/api/hunter/email/validate?email=x@y.example not found')).toBe(
      'Route GET:/api/hunter/email/validate?email=[redacted] not found',
    );
    expect(redactUrl('/api/app/deals/d-1/attachments/all')).toBe('/api/app/deals/d-1/attachments/all');
  });

  it('cuts tokens out of addresses written in a message, with or without their origin', () => {
    expect(redactText('Route GET:/reset/s3cr3t not found')).toBe('Route GET:/reset/[redacted] not found');
    expect(redactText('open https://app.example/decline/d-1.s3cr3t?code=c0de now')).toBe(
      'open https://app.example/decline/[redacted]?code=[redacted] now',
    );
    expect(redactText('Dealbook is running at http://localhost:3000 (data in ./data)')).toBe(
      'Dealbook is running at http://localhost:3000 (data in ./data)',
    );
  });

  it('writes no token, header or body of a request into its log lines', async () => {
    const { app, lines } = loggedApp();
    app.put('/api/app/users/reset/:token', async () => ({ ok: true }));
    app.post('/api/stripe/webhook', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'a careless log line');
      return { ok: true };
    });
    await app.inject({ method: 'PUT', url: '/api/app/users/reset/tok-route-1', payload: { password: 'pass-word-1' } });
    await app.inject({ method: 'GET', url: '/reset/tok-page-2?token=tok-query-3' });
    await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { cookie: 'dealbook_session=cookie-4', authorization: 'Bearer bearer-5', 'stripe-signature': 't=1,v1=sig-6' },
      payload: { password: 'pass-word-7', token: 'tok-body-8' },
    });
    await app.close();
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(6);
    expect(text).toContain('/api/app/users/reset/[redacted]');
    for (const secret of [
      'tok-route-1',
      'pass-word-1',
      'tok-page-2',
      'tok-query-3',
      'cookie-4',
      'bearer-5',
      'sig-6',
      'pass-word-7',
      'tok-body-8',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
