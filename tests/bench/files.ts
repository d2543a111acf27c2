import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { join } from 'node:path';
import { startServer, type ServerProcess } from '../support/server';
import { tinyPdf } from '../support/uploads';
import type { Measurement } from './report';

const MB = 1024 * 1024;
const SIZE = 10 * MB - 64 * 1024;
const ROUNDS = 5;
const CONCURRENT = 20;
const ADMIN = { email: 'bench@dealbook.test', password: 'bench passphrase for files' };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** The server process's resident memory, from /proc. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

async function signedIn(server: ServerProcess): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/api/app/users/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return {
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    origin: server.url,
  };
}

/**
 * Uploads and downloads of a 10 MB PDF through the standalone server (multipart, spooled, typed, hashed
 * into the blob store, an event appended; streamed back out), each against copying the same file on
 * disk; and the server's RSS during 20 concurrent 10 MB uploads, which must stay flat (nothing held whole).
 */
export async function benchFiles(dir: string): Promise<Measurement[]> {
  const file = join(dir, 'memo.pdf');
  const content = Buffer.concat([tinyPdf, Buffer.alloc(SIZE - tinyPdf.length, 0x20)]);
  await writeFile(file, content);
  const copies: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    copies.push(await time(() => pipeline(createReadStream(file), createWriteStream(join(dir, 'copy.pdf')))));
    await rm(join(dir, 'copy.pdf'));
  }
  const server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'error' } });
  try {
    const headers = await signedIn(server);
    const created = await fetch(`${server.url}/api/app/deals/secure/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ project_name: 'Bench' }),
    });
    const dealId = ((await created.json()) as { id: string }).id;
    /** node:http, not fetch: the client's own cost stays out of the figure. */
    const send = (method: string, path: string, body: Buffer | null, extra: Record<string, string> = {}) =>
      new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
        const req = request(`${server.url}${path}`, { method, headers: { ...headers, ...extra } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body ?? undefined);
      });
    const boundary = '----dealbookbench';
    const head = (name: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file_name"\r\n\r\n${name}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const upload = async (name: string) => {
      const res = await send('POST', `/api/app/deals/secure/${dealId}/attachments`, Buffer.concat([head(name), content, tail]), {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      });
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${res.body.toString()}`);
      return JSON.parse(res.body.toString()) as { link: string };
    };
    const uploads: number[] = [];
    let link = '';
    for (let i = 0; i < ROUNDS; i++) uploads.push(await time(async () => ({ link } = await upload(`memo-${i}.pdf`))));
    const downloads: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      downloads.push(
        await time(async () => {
          const res = await send('GET', link, null);
          if (res.body.length !== SIZE) throw new Error('download: wrong size');
        }),
      );
    }
    const pid = server.child.pid!;
    const before = await rssOf(pid);
    let peak = before;
    const sampling = setInterval(() => void rssOf(pid).then((rss) => (peak = Math.max(peak, rss))), 20);
    await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => upload(`concurrent-${i}.pdf`)));
    clearInterval(sampling);
    const growth = (peak - before) / MB;
    const mbps = (ms: number) => SIZE / MB / (ms / 1000);
    const copy = mbps(median(copies));
    const rssNote = `server RSS ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB during ${CONCURRENT} concurrent 10 MB uploads (+${growth.toFixed(0)} MB)`;
    return [
      {
        name: 'upload of a 10 MB PDF over HTTP (median of 5)',
        unit: 'MB/s',
        value: mbps(median(uploads)),
        baselineName: 'streaming a copy of the file on disk',
        baseline: copy,
        target: 0.2,
        notes: rssNote,
      },
      {
        name: 'download of a 10 MB PDF over HTTP (median of 5)',
        unit: 'MB/s',
        value: mbps(median(downloads)),
        baselineName: 'streaming a copy of the file on disk',
        baseline: copy,
        target: 0.5,
      },
      // Flat: the concurrent uploads add less than their own total size to the server's memory.
      {
        name: `server memory held during ${CONCURRENT} concurrent uploads`,
        unit: 'MB',
        value: (CONCURRENT * SIZE) / MB,
        baselineName: 'RSS growth',
        baseline: Math.max(growth, 1),
        target: 2,
      },
    ];
  } finally {
    await server.dispose();
  }
}
