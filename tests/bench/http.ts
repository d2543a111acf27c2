import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from '../support/server';
import type { Measurement } from './report';
import { benchSavesOverHttp } from './saves-http';

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

/** The same request for both: the command route refuses a state change that names no Origin (R9). */
const ping = (origin: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ note: 'bench' }),
});

/**
 * HTTP req/s of a trivial command through the whole command path (validate, read stream, decide, append,
 * X-Position) against two Fastify baselines in their own process: hello world, and a POST route that
 * validates and echoes the same JSON body (P2's baseline). autocannon, 50 connections, each request a new stream.
 */
export async function benchHttp(): Promise<Measurement[]> {
  const hello = await helloWorld();
  const baseline = await load({ url: hello.url });
  const echo = await load({ url: `${hello.url}/echo/[<id>]`, idReplacement: true, ...ping(hello.url) });
  hello.stop();

  const server = await startServer({ env: { BENCH_ROUTES: 'true', LOG_LEVEL: 'error' } });
  const value = await load({
    url: `${server.url}/api/bench/ping/[<id>]`,
    idReplacement: true,
    ...ping(server.url),
  });
  await server.dispose();

  const name = 'HTTP command (validate, read stream, decide, append, X-Position)';
  return [
    { name, unit: 'req/s', value, baselineName: 'Fastify hello world', baseline, target: 0.3 },
    { code: 'P2', name, unit: 'req/s', value, baselineName: 'Fastify POST validate + echo', baseline: echo, target: 0.3 },
    ...(await benchSavesOverHttp(value)),
  ];
}
