import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from '../support/server';
import type { Measurement } from './report';

const DURATION_S = 8;

async function load(options: autocannon.Options): Promise<number> {
  const result = await autocannon({ connections: 50, duration: DURATION_S, ...options });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function helloWorld(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'hello.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** (3) HTTP req/s of a trivial command through the whole command path vs a Fastify hello-world route (autocannon, 50 connections). */
export async function benchHttp(): Promise<Measurement> {
  const hello = await helloWorld();
  const baseline = await load({ url: hello.url });
  hello.stop();

  const server = await startServer({ env: { BENCH_ROUTES: 'true', LOG_LEVEL: 'error' } });
  const value = await load({
    url: `${server.url}/api/bench/ping/[<id>]`,
    idReplacement: true,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ note: 'bench' }),
  });
  await server.dispose();

  return {
    name: 'HTTP command (validate, read stream, decide, append, X-Position)',
    unit: 'req/s',
    value,
    baselineName: 'Fastify hello world',
    baseline,
    target: 0.3,
  };
}
