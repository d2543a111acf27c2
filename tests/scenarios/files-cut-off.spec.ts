import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { createDeal, dealsApi, ok, startDealsRuntime } from './deals-helpers';

/** Polls `check` until it holds (the server finishes with a dropped connection on its own time). */
async function until(check: () => boolean, what: string, deadlineMs = 10_000) {
  const deadline = Date.now() + deadlineMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('an upload cut off half-way', () => {
  let rt: TestRuntime;
  let spool: string;
  const previousTmp = process.env.TMPDIR;

  beforeAll(async () => {
    // The command service spools uploads under the OS temporary folder: a private one shows only ours.
    spool = mkdtempSync(join(tmpdir(), 'dealbook-spool-'));
    process.env.TMPDIR = spool;
    ({ rt } = await startDealsRuntime());
    await givePlan(rt.adapters.store, 'u-ann'); // uploading attachments is a plan feature
  });
  afterAll(async () => {
    process.env.TMPDIR = previousTmp;
    await rt.dispose();
    rmSync(spool, { recursive: true, force: true });
  });

  it('leaves no spooled file, no blob and no event behind when the connection drops mid-file', async () => {
    const cookie = await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' });
    const api = dealsApi(rt, cookie);
    const dealId = (await createDeal(api)).id;
    const before = (await rt.adapters.store.readStream(`deal-${dealId}`)).length;
    const address = await rt.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);

    const boundary = '----dealbookcutoff';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const declared = head.length + 5 * 1024 * 1024 + `\r\n--${boundary}--\r\n`.length;
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        `POST /api/app/deals/secure/${dealId}/attachments HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Origin: http://localhost:3000',
        `Cookie: ${cookie}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${declared}`,
        '',
        head,
      ].join('\r\n'),
    );
    socket.write(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024, 0x20)]));
    const spooled = () => readdirSync(spool).filter((n) => n.startsWith('dealbook-upload-'));
    await until(() => spooled().length === 1, 'the upload to be spooled');
    socket.destroy();

    await until(() => spooled().length === 0, 'the spooled file to be removed');
    const blobs = join(rt.dataDir, 'blobs');
    const stored = readdirSync(blobs, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(stored).toEqual([]);
    expect((await rt.adapters.store.readStream(`deal-${dealId}`)).length).toBe(before);
    expect(ok<unknown[]>(await api.call('GET', `/api/app/deals/secure/${dealId}/attachments/all`))).toEqual([]);
  });
});
