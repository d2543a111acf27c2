import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '@dealbook/infra/http/security-headers';
import { startSplit, type Split } from '@dealbook/standalone/split/start';

/**
 * The gateway as it ships: gateway/nginx.conf in Debian's nginx, in front of the four services started as
 * their own processes (the compiled mains). Only what Docker provides is changed: the services' addresses,
 * the listen address, the static root, the included headers file, and where nginx keeps its pid, log and
 * temporary files. scripts/test.sh installs nginx; without it the suite says so and skips.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
if (!nginx) process.stderr.write('gateway suite skipped: no nginx on this machine (scripts/test.sh installs it)\n');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A request through the gateway, with a Content-Length of our choosing and no body sent when asked. */
function send(port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    if (options.body !== undefined) req.end(options.body);
    else if (options.headers?.['content-length']) req.flushHeaders();
    else req.end();
  });
}

describe.skipIf(!nginx)('the gateway in nginx', () => {
  let dir: string;
  let split: Split;
  let gateway: ChildProcess;
  let port: number;
  let nginxLog = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dealbook-gateway-'));
    // nginx's workers run as nobody when the master is root: the temporary files must be theirs to write.
    chmodSync(dir, 0o777);
    port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir);
    split = await startSplit({
      port: 0,
      compiled: true,
      env: { DATA_DIR: dataDir, APP_URL: appUrl, LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '14' },
      onOutput: () => undefined,
    });
    const conf = readFileSync(join(root, 'gateway/nginx.conf'), 'utf8')
      .replace('server command-service:3000;', `server 127.0.0.1:${split.ports.command};`)
      .replace('server query-service:3000;', `server 127.0.0.1:${split.ports.query};`)
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replaceAll('/usr/share/nginx/html', join(root, 'ui/dist'))
      .replaceAll('/etc/nginx/security-headers.conf', join(root, 'gateway/security-headers.conf'))
      .replace('events {}', `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}`)
      .replace(
        'http {',
        `http {\n  access_log off;\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`).join('\n')}`,
      );
    writeFileSync(join(dir, 'nginx.conf'), conf);
    const checked = spawnSync(nginx!, ['-t', '-c', join(dir, 'nginx.conf'), '-p', dir], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`nginx refused the configuration: ${checked.stderr}`);
    gateway = spawn(nginx!, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    gateway.stderr!.setEncoding('utf8').on('data', (chunk: string) => (nginxLog += chunk));
    // Until it answers: nginx starts in milliseconds, but this is the first request through it.
    for (
      let tries = 0;
      (await send(port, '/api/health').then(
        (r) => r.status,
        () => 0,
      )) !== 200;
      tries++
    ) {
      if (tries > 100) throw new Error(`the gateway did not answer: ${nginxLog}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  });

  afterAll(async () => {
    gateway?.kill('SIGQUIT');
    await split?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('routes reads to the query service and commands to the command service, keeping its connections to them', async () => {
    const health = await send(port, '/api/health');
    expect(JSON.parse(health.body)).toMatchObject({ status: expect.any(String) });
    const signUp = await send(port, '/api/app/users/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: 'gate@example.com', first_name: 'Gale', last_name: 'Gate', type: 'D', ghost: false, opt_in: true }),
    });
    expect(signUp.status).toBe(201);
    // Twenty reads in a row: with upstream keepalive they share one or two connections, not twenty.
    for (let i = 0; i < 20; i++) expect((await send(port, '/api/health')).status).toBe(200);
    const ss = spawnSync('ss', ['-Htn', 'state', 'time-wait', `dport = :${split.ports.query}`], { encoding: 'utf8' });
    if (ss.status === 0) expect(ss.stdout.trim().split('\n').filter(Boolean).length).toBeLessThan(5);
  });

  it('gives its pages every security header the services send, and compresses with Vary', async () => {
    const page = await send(port, '/app/console', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    for (const [name, value] of Object.entries(securityHeaders(`http://127.0.0.1:${port}`))) expect(page.headers[name], name).toBe(value);
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = readdirSync(join(root, 'ui/dist/assets')).find((f) => f.endsWith('.js'))!;
    const script = await send(port, `/assets/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['vary']).toMatch(/Accept-Encoding/i);
  });

  it('does not cache a missing bundle for a year', async () => {
    const missing = await send(port, '/assets/not-built-0000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });

  it('answers what it refuses on the API as the API does: JSON with a code, and the security headers', async () => {
    const large = await send(port, '/api/app/deals/secure/x/attachments', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(60 * 1024 * 1024) },
    });
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body)).toMatchObject({ statusCode: 413, code: 'TOO_LARGE' });
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    const bare = await send(port, '/api');
    expect(bare.status).toBe(404);
    expect(bare.headers.location).toBeUndefined();
    expect(JSON.parse(bare.body)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 503 with Retry-After, in JSON, while a service is down (the screens retry a read once)', async () => {
    split.processes.query.kill('SIGKILL');
    await expect.poll(() => send(port, '/api/health').then((r) => r.status), { timeout: 10_000 }).toBe(503);
    const down = await send(port, '/api/health');
    expect(JSON.parse(down.body)).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
    expect(down.headers['retry-after']).toBe('2');
    expect(down.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(nginxLog).not.toMatch(/emerg/);
  });
});
