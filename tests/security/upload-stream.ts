import { connect, type Socket } from 'node:net';

/** Test support for R10 (not a spec file): an upload streamed over a real socket, as a browser sends it. */

export interface Streamed {
  status: number;
  body: string;
  /** Bytes the client managed to write in all (it stops when the server closes the connection). */
  sent: number;
  /** Whether the server closed the connection before the client had sent everything. */
  closedEarly: boolean;
}

/**
 * POSTs a multipart body of one file of `bytes` bytes (a PDF's header, then spaces), declared in full in
 * Content-Length, writing it in 256 KiB chunks as the socket takes them, and goes on writing after the
 * answer until the server stops reading or everything is sent. Nothing is held in memory but one chunk.
 */
export async function streamUpload(options: {
  port: number;
  path: string;
  cookie: string;
  origin: string;
  bytes: number;
}): Promise<Streamed> {
  const boundary = '----dealbookoversize';
  const pdf = '%PDF-1.4\n';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fill = options.bytes - pdf.length;
  const socket: Socket = connect(options.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  let sent = 0;
  let closed = false;
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => (closed = true));
  socket.on('close', () => (closed = true));
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      sent += chunk.length;
      if (socket.write(chunk)) resolve();
      else {
        const done = () => {
          socket.off('drain', done);
          socket.off('close', done);
          resolve();
        };
        socket.once('drain', done).once('close', done);
      }
    });
  const request = [
    `POST ${options.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Origin: ${options.origin}`,
    ...(options.cookie ? [`Cookie: ${options.cookie}`] : []),
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${head.length + fill + tail.length}`,
    '',
    '',
  ].join('\r\n');
  await write(Buffer.from(request));
  await write(head);
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  for (let left = fill; left > 0 && !closed; left -= chunk.length) await write(left >= chunk.length ? chunk : chunk.subarray(0, left));
  if (!closed) await write(tail);
  const complete = !closed;
  // The answer may come after the last byte: wait for it (or for the close).
  const deadline = Date.now() + 10_000;
  while (!/\r\n\r\n/.test(answer) && !closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 50));
  socket.destroy();
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
  return { status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4), sent, closedEarly: !complete };
}
