import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { securityHeaders } from '@dealbook/infra/http/security-headers';
import { freePort } from '../support/server';

const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

type Service = {
  command?: string[];
  image?: string;
  build?: unknown;
  init?: boolean;
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }> | string[];
  environment?: Record<string, string>;
  volumes?: string[];
};

// What `docker compose config` would read, and the rules set for it (no Docker engine here).
describe('docker-compose.yml, the production shape', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
  const services = Object.entries(compose.services);
  const apps = ['command-service', 'query-service', 'projections', 'workers'];

  it('runs the stores the architecture names, each service and the gateway', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['kurrentdb', 'mongodb', 'redis', 'gateway', ...apps]));
  });

  it('gives every service a healthcheck, and starts each only once what it depends on is healthy', () => {
    for (const [name, service] of services) {
      expect(service.healthcheck?.test?.length, `${name}: healthcheck`).toBeGreaterThan(0);
      const depends = service.depends_on ?? {};
      expect(Array.isArray(depends), `${name}: depends_on with conditions`).toBe(false);
      for (const [on, { condition }] of Object.entries(depends)) expect(condition, `${name} → ${on}`).toBe('service_healthy');
    }
    for (const name of apps)
      expect(Object.keys(compose.services[name]!.depends_on ?? {})).toEqual(expect.arrayContaining(['kurrentdb', 'mongodb', 'redis']));
    expect(Object.keys(compose.services.gateway!.depends_on ?? {})).toEqual(['command-service', 'query-service']);
  });

  it('pins every image it pulls to a version', () => {
    for (const [name, service] of services.filter(([, s]) => !s.build)) {
      expect(service.image, name).toMatch(/:v?\d+\.\d+\.\d+[\w.-]*$/);
    }
  });

  // dist/server/ is built by the tests' global setup (tests/support/build-server.ts), as `npm run build` does.
  it('runs each main as compiled JavaScript under node, with an init, trusting the gateway for addresses', () => {
    for (const name of apps) {
      const app = compose.services[name]!;
      expect(app.command?.[0], name).toBe('node');
      expect(existsSync(join(root, app.command![1]!)), `${name}: ${app.command![1]}`).toBe(true);
      expect(app.init, `${name}: init`).toBe(true);
      expect(app.environment?.TRUST_PROXY, name).toBe('true');
    }
  });

  it('builds on the Node 24 LTS the tests run on, installs production dependencies only, and runs as the node user', () => {
    const dockerfile = read('Dockerfile');
    const tested = /^DEALBOOK_NODE_VERSION="(24\.\d+\.\d+)"$/m.exec(read('scripts/node.sh'))?.[1];
    expect([...dockerfile.matchAll(/^FROM node:([.\d]+)-/gm)].map((m) => m[1])).toEqual([tested, tested]);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/server\/standalone\.mjs"\]$/m);
    expect(read('.dockerignore').split('\n')).toEqual(expect.arrayContaining(['**/node_modules', 'data', '.env']));
  });

  it('sends the port with Host, the caller as X-Forwarded-For, and the pages with the services’ security headers', () => {
    const nginx = read('gateway/nginx.conf');
    expect(nginx).toContain('proxy_set_header Host $http_host;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(nginx).toMatch(/gzip on;/);
    expect(nginx).toMatch(/location \/assets\/ \{[^}]*immutable/);
    // The pages' headers are the services' own, every one of them (tests/e2e/gateway.spec.ts checks the answers).
    const headers = read('gateway/security-headers.conf');
    const sent = Object.fromEntries(
      [...headers.matchAll(/^add_header ([\w-]+) "([^"]+)" always;$/gm)].map((m) => [m[1]!.toLowerCase(), m[2]]),
    );
    expect(sent).toEqual(securityHeaders('http://localhost:8080'));
    expect(nginx).toMatch(/location \/ \{[^}]*include \/etc\/nginx\/security-headers\.conf;/);
    expect(read('Dockerfile')).toContain('COPY gateway/security-headers.conf /etc/nginx/security-headers.conf');
  });
});

describe('the compiled mains', () => {
  it('run under node alone: the one-process product starts, signs someone up and mails them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dealbook-compiled-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // From another directory, as in the image: the mains find their threads and the UI beside themselves.
    const child = spawn(process.execPath, [join(root, 'dist/server/standalone.mjs')], {
      cwd: tmpdir(),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: url,
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_COST: '14',
      },
      stdio: 'ignore',
    });
    try {
      await expect
        .poll(
          () =>
            fetch(`${url}/api/ready`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 30_000, interval: 100 },
        )
        .toBe(200);
      const signUp = await fetch(`${url}/api/app/users/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee', type: 'D', ghost: false, opt_in: true }),
      });
      expect(signUp.status).toBe(201);
      const outbox = join(dataDir, 'outbox');
      await expect.poll(() => existsSync(outbox), { timeout: 10_000 }).toBe(true);
      expect((await fetch(`${url}/`)).headers.get('content-type')).toMatch(/text\/html/);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
