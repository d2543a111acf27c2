import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');

describe('docker-compose.yml, the production shape', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { command?: string[]; image?: string; build?: string; volumes?: string[] }>;
  };

  it('runs the stores the architecture names', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['kurrentdb', 'mongodb', 'redis', 'gateway']));
  });

  it('points every service command at a file that exists', () => {
    const entries = Object.entries(compose.services).flatMap(([name, s]) =>
      (s.command ?? []).filter((arg) => /\.(ts|js)$/.test(arg)).map((file) => ({ name, file })),
    );
    expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(['command-service', 'query-service', 'projections', 'workers']));
    for (const { name, file } of entries) expect(existsSync(join(root, file)), `${name}: ${file}`).toBe(true);
  });

  it('mounts a gateway config that exists', () => {
    const mounts = compose.services.gateway?.volumes ?? [];
    const conf = mounts.map((m) => m.split(':')[0]!).find((m) => m.endsWith('.conf'));
    expect(conf && existsSync(join(root, conf))).toBe(true);
  });
});
