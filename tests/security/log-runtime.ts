import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import { loadConfig } from '@dealbook/infra/config';
import { extractLinks, readOutbox, type OutboxEntry } from '@dealbook/infra/mail';
import { buildRuntime, type Runtime } from '@dealbook/standalone';

/** Test support for R14 (not a spec file): the runtime with production's logging on at its most verbose. */
export const APP_URL = 'http://localhost:3000';

export interface LoggedRuntime extends Runtime {
  dataDir: string;
  /** An HTTP call as a browser on the app's pages makes it (the app's Origin on writes). */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: { cookie?: string; payload?: unknown; headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<LightMyRequestResponse>;
  /** Every mail in the outbox so far. */
  mails(): Promise<OutboxEntry[]>;
  /** Polls the outbox until a mail whose subject matches `subject` went to `to`. */
  mailTo(to: string, subject: RegExp): Promise<OutboxEntry>;
  /** Resolves once every projection has applied every event written so far. */
  caughtUp(): Promise<void>;
  dispose(): Promise<void>;
}

/** A fresh SESSION_KEY, as an operator generates one (`openssl rand -hex 32`). */
export const newSessionKey = () => randomBytes(32).toString('hex');

/**
 * The whole standalone runtime as `npm start` builds it (its own logger, not `logger: false`), at
 * LOG_LEVEL=trace, every line it writes going into `lines`.
 */
export async function startLoggedRuntime(lines: string[], env: Record<string, string> = {}): Promise<LoggedRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealbook-logs-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'trace', APP_URL, PASSWORD_HASH_COST: '12', ...env });
  const runtime = await buildRuntime(config, { logStream: { write: (line) => void lines.push(line) } });
  const origin = new URL(APP_URL).origin;
  const rt: LoggedRuntime = {
    ...runtime,
    dataDir,
    call: (method, url, options = {}) =>
      runtime.app.inject({
        method,
        url,
        headers: {
          ...(method === 'GET' ? {} : { origin }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
        ...(options.payload === undefined ? {} : { payload: options.payload as object }),
      }),
    mails: () => readOutbox(join(dataDir, 'outbox')),
    async mailTo(to, subject) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const mails = (await rt.mails()).filter((m) => m.to.includes(to));
        const found = mails.find((m) => subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} about ${subject} (${mails.map((m) => m.subject).join('; ')})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async caughtUp() {
      if (!(await runtime.runner.waitFor(await runtime.adapters.store.headPosition(), undefined, 10_000))) {
        throw new Error('the projections did not catch up');
      }
    },
    async dispose() {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return rt;
}

/**
 * Everything else a process can log through: console.* (the projections, the workers, the job queues) and
 * direct writes to stdout and stderr (the projections' thread's console arrives that way). Each write is one
 * entry of `lines`; nothing reaches the terminal until `restore()`.
 */
export function captureConsole(lines: string[]): { writes: () => number; restore: () => void } {
  let writes = 0;
  const keep = (...args: unknown[]) => {
    writes++;
    lines.push(
      args.map((a) => (typeof a === 'string' ? a : a instanceof Error ? `${a.message}\n${a.stack}` : JSON.stringify(a))).join(' '),
    );
  };
  const spies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((name) =>
    vi.spyOn(console, name).mockImplementation(keep),
  );
  const streams = [process.stdout, process.stderr].map((stream) => {
    const write = stream.write.bind(stream);
    stream.write = ((chunk: unknown) => {
      keep(String(chunk));
      return true;
    }) as typeof stream.write;
    return () => void (stream.write = write);
  });
  return {
    writes: () => writes,
    restore() {
      for (const spy of spies) spy.mockRestore();
      for (const restore of streams) restore();
    },
  };
}

/** The token of each secret link in a mail (activation, reset, unsubscribe, decline, survey) and its referral code. */
export function mailedSecrets(mail: OutboxEntry): string[] {
  const found: string[] = [];
  for (const link of extractLinks(`${mail.text}\n${mail.headers['list-unsubscribe'] ?? ''}`)) {
    const url = new URL(link);
    const token = /^\/(?:account\/activate|reset|unsubscribe\/[^/]+|decline|survey\/providers)\/([^/]+)$/.exec(url.pathname)?.[1];
    if (token) found.push(decodeURIComponent(token));
    const code = url.searchParams.get('code');
    if (code) found.push(code);
  }
  return found;
}
