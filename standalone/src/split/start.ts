/**
 * The production shape on one machine with no servers (`npm run start:split`): the command service, the
 * query service, the projections and the workers each as its own process, started by their own mains on
 * the embedded files of one data dir, and the router (router.ts) on PORT in front of them as the gateway.
 * One process ending ends them all: the arrangement is whole or not running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { startRouter } from './router';

const mains = {
  command: 'command-service/src/main.ts',
  query: 'query-service/src/main.ts',
  projections: 'projections/src/main.ts',
  workers: 'workers/src/main.ts',
} as const;
const compiledMains = {
  command: 'dist/server/command-service.mjs',
  query: 'dist/server/query-service.mjs',
  projections: 'dist/server/projections.mjs',
  workers: 'dist/server/workers.mjs',
} as const;
const root = fileURLToPath(new URL('../../../', import.meta.url));
export type Service = keyof typeof mains;

export interface SplitOptions {
  /** The router's port (0: any free one) and address (127.0.0.1 unless told); the services listen on 127.0.0.1. */
  port: number;
  host?: string;
  /** Each service's environment on top of this process's (DATA_DIR, APP_URL, …). */
  env: Record<string, string | undefined>;
  /** Where each process's output goes: this process's stdout and stderr unless told. */
  onOutput?: (service: Service, chunk: string) => void;
  /** Run the mains compiled by `npm run build:server` (dist/server/) rather than their TypeScript through tsx. */
  compiled?: boolean;
  /** How long a service may take to start. */
  startMs?: number;
}

export interface Split {
  port: number;
  /** Each HTTP service's own port, behind the router. */
  ports: { command: number; query: number };
  processes: Record<Service, ChildProcess>;
  /** Stops every process (SIGTERM: each drains and closes its stores) and the router. */
  stop(): Promise<void>;
  /** Resolves with the first service that exited on its own. */
  ended: Promise<Service>;
}

export async function startSplit(options: SplitOptions): Promise<Split> {
  const startMs = options.startMs ?? 60_000;
  const ports = { command: await freePort(), query: await freePort() };
  // The projections and the workers answer only their readiness route on theirs.
  const own: Record<Service, number> = { ...ports, projections: await freePort(), workers: await freePort() };
  const started: Partial<Record<Service, ChildProcess>> = {};
  let router: Server | undefined;
  const stop = async () => {
    router?.close();
    await Promise.all(Object.values(started).map((child) => ended(child, 'SIGTERM')));
  };
  try {
    // One after another: the first creates the files' schemas, and the command service makes the first admin.
    for (const service of ['command', 'query', 'projections', 'workers'] as const) {
      const port = own[service];
      const main = options.compiled ? [join(root, compiledMains[service])] : ['--import', 'tsx', join(root, mains[service])];
      const child = spawn(process.execPath, main, {
        env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started[service] = child;
      const output = options.onOutput ?? ((_: Service, chunk: string) => process.stdout.write(`[${service}] ${chunk}`));
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => output(service, chunk));
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => output(service, chunk));
      await ready(service, child, port, startMs);
    }
    router = await startRouter(ports, options.port, options.host, options.env.APP_URL);
  } catch (error) {
    await stop();
    throw error;
  }
  const processes = started as Record<Service, ChildProcess>;
  const firstEnded = Promise.race(
    (Object.entries(processes) as [Service, ChildProcess][]).map(([service, child]) => ended(child).then(() => service)),
  );
  return { port: (router.address() as { port: number }).port, ports, processes, stop, ended: firstEnded };
}

/** A process is ready when its readiness route answers 200 (its stores answer). */
async function ready(service: Service, child: ChildProcess, port: number, startMs: number): Promise<void> {
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${service} exited while starting`);
    const up = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`${service} did not start within ${startMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function ended(child: ChildProcess, signal?: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (signal) child.kill(signal);
  return done;
}

/** A port nothing listens on now (the OS's pick), for a process about to listen on it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
