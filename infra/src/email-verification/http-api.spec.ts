import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpEmailVerifier } from './http-api';

/**
 * A stand-in for the verification service on 127.0.0.1: it answers by the mailbox name, so each test
 * picks the service's answer through the address it verifies, and it records the queries it got.
 */
const answers: Record<string, { status?: number; body: string }> = {
  good: { body: JSON.stringify({ disposable: false, mx_records: true, smtp_server: true, smtp_check: true }) },
  throwaway: { body: JSON.stringify({ disposable: true, mx_records: true, smtp_server: true, smtp_check: true }) },
  nomx: { body: JSON.stringify({ disposable: false, mx_records: false, smtp_server: false, smtp_check: false }) },
  noserver: { body: JSON.stringify({ disposable: false, mx_records: true, smtp_server: false, smtp_check: false }) },
  refused: { body: JSON.stringify({ disposable: false, mx_records: true, smtp_server: true, smtp_check: false }) },
  errors: {
    body: JSON.stringify({ disposable: false, mx_records: true, smtp_server: true, smtp_check: true, errors: ['quota exceeded'] }),
  },
  noerrors: { body: JSON.stringify({ disposable: false, mx_records: true, smtp_server: true, smtp_check: true, errors: [] }) },
  partial: { body: JSON.stringify({ disposable: false, mx_records: true }) },
  down: { status: 503, body: JSON.stringify({ message: 'maintenance' }) },
  garbled: { body: '<html>not json</html>' },
};

let server: Server;
let url: string;
const queries: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    queries.push(query);
    const mailbox = (query.get('email_address') ?? '').split('@')[0] ?? '';
    if (mailbox === 'slow') return; // never answers: the client's timeout must end the wait
    const answer = answers[mailbox] ?? answers.good!;
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/email/verify?key=abc`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('email verification through the HTTP service', () => {
  const verifier = () => createHttpEmailVerifier({ url, fetch: globalThis.fetch, timeoutMs: 2000 });

  it('accepts an email that is not disposable and passes the MX, SMTP server and SMTP checks', async () => {
    expect(await verifier().verify('good@example.com')).toEqual({ valid: true });
  });

  it('sends the email in the email_address query parameter, keeping the URL own parameters', async () => {
    await verifier().verify(' good+x@example.com ');
    const last = queries.at(-1)!;
    expect(last.get('email_address')).toBe('good+x@example.com');
    expect(last.get('key')).toBe('abc');
  });

  it('refuses a disposable email', async () => {
    expect(await verifier().verify('throwaway@example.com')).toEqual({ valid: false, reason: 'disposable' });
  });

  it('refuses an email whose domain has no MX records', async () => {
    expect(await verifier().verify('nomx@example.com')).toEqual({ valid: false, reason: 'no_mx' });
  });

  it('refuses an email without an SMTP server, or failing the SMTP check', async () => {
    expect(await verifier().verify('noserver@example.com')).toEqual({ valid: false, reason: 'smtp' });
    expect(await verifier().verify('refused@example.com')).toEqual({ valid: false, reason: 'smtp' });
  });

  it('treats an answer carrying errors as invalid, and an empty error list as none', async () => {
    expect(await verifier().verify('errors@example.com')).toEqual({ valid: false, reason: 'error' });
    expect(await verifier().verify('noerrors@example.com')).toEqual({ valid: true });
  });

  it('counts a check the answer leaves out as failed', async () => {
    expect(await verifier().verify('partial@example.com')).toEqual({ valid: false, reason: 'smtp' });
  });

  it('reports a failing, garbled or silent service as an error', async () => {
    expect(await verifier().verify('down@example.com')).toEqual({ valid: false, reason: 'error' });
    expect(await verifier().verify('garbled@example.com')).toEqual({ valid: false, reason: 'error' });
    const impatient = createHttpEmailVerifier({ url, timeoutMs: 100 });
    expect(await impatient.verify('slow@example.com')).toEqual({ valid: false, reason: 'error' });
  });

  it('reports an unreachable service as an error', async () => {
    const nowhere = createHttpEmailVerifier({ url: 'http://127.0.0.1:1/verify', timeoutMs: 2000 });
    expect(await nowhere.verify('good@example.com')).toEqual({ valid: false, reason: 'error' });
  });

  it('refuses a malformed address without calling the service', async () => {
    const before = queries.length;
    expect(await verifier().verify('not an email')).toEqual({ valid: false, reason: 'syntax' });
    expect(queries.length).toBe(before);
  });

  it('goes through the fetch it is given', async () => {
    const seen: string[] = [];
    const recording: typeof fetch = (input, init) => {
      seen.push(String(input));
      return globalThis.fetch(input, init);
    };
    await createHttpEmailVerifier({ url, fetch: recording }).verify('good@example.com');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('email_address=good%40example.com');
  });
});
