import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../providers/httpClient';
import { createFilesApi, fileHref, isAbort, refusal, xhrUpload } from './files-api';

/** An XMLHttpRequest that records what is sent and answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

const view = { id: 'f1', kind: 'attachment', file_name: 'OM.pdf', link: '/api/app/deals/secure/d1/attachments/f1/download' };

describe('the files api', () => {
  it('uploads an attachment as multipart, its name first, with the cookie, an idempotency key and progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress = vi.fn();
    const file = new File(['%PDF-1.7'], 'memo.pdf', { type: 'application/pdf' });
    const sent = createFilesApi().upload('d 1', 'attachment', file, { fileName: ' OM ', onProgress: progress });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/app/deals/secure/d%201/attachments');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Accept).toBe('application/json');
    expect(xhr.headers['Idempotency-Key']).toMatch(/.{8,}/);
    expect([...xhr.body!.keys()]).toEqual(['file_name', 'file']);
    expect(xhr.body!.get('file_name')).toBe('OM');
    xhr.upload.onprogress?.({ loaded: 4, total: 8, lengthComputable: true } as ProgressEvent);
    expect(progress).toHaveBeenCalledWith(4, 8);
    xhr.answer(201, view);
    await expect(sent).resolves.toEqual(view);
  });

  it('sends an image to the images route, with the file only', () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    void createFilesApi().upload('d1', 'image', new File(['x'], 'a.png'), { fileName: 'ignored' });
    expect(FakeXhr.last.url).toBe('/api/app/deals/secure/d1/images');
    expect([...FakeXhr.last.body!.keys()]).toEqual(['file']);
  });

  it("rejects with the server's status, code, title and message", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const sent = xhrUpload({ url: '/u', form: new FormData() });
    FakeXhr.last.answer(400, { statusCode: 400, code: 'ZIP_BOMB', title: 'Upload Failed', message: 'This office file unpacks…' });
    await expect(sent).rejects.toMatchObject({
      status: 400,
      code: 'ZIP_BOMB',
      title: 'Upload Failed',
      message: 'This office file unpacks…',
    });
  });

  it('rejects with an AbortError when cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const sent = xhrUpload({ url: '/u', form: new FormData(), signal: controller.signal });
    controller.abort();
    const error = await sent.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
  });

  it('refuses too large and empty files before sending, with the spec texts', () => {
    expect(refusal('image', { size: 2.5 * 1024 * 1024 })).toBeNull();
    expect(refusal('image', { size: 2.5 * 1024 * 1024 + 1 })).toEqual({
      title: 'Upload Failed',
      message: 'File size exceeded (Max File Size: 2.5Mb)',
    });
    expect(refusal('attachment', { size: 10 * 1024 * 1024 + 1 })?.message).toBe('File size exceeded (Max File Size: 10Mb)');
    expect(refusal('attachment', { size: 0 })?.message).toBe('This file is empty (0 bytes).');
    expect(refusal('image', { size: 10, type: 'application/pdf' })?.message).toBe('A deal image must be a JPEG, PNG, GIF or WebP picture.');
    expect(refusal('image', { size: 10, type: '' })).toBeNull();
  });

  it('lists, renames and deletes through the http client, commands with an idempotency key', async () => {
    const calls: { url: string; method?: string; body?: unknown; headers?: unknown }[] = [];
    const http = Object.assign(
      async (url: string, options: RequestInit = {}) => {
        calls.push({ url, method: options.method, body: options.body, headers: options.headers });
        return { status: 200, headers: new Headers(), body: '', json: url.endsWith('/all') ? [view] : view };
      },
      { position: () => null },
    ) as HttpClient;
    const api = createFilesApi(http);
    await expect(api.attachments('d1')).resolves.toEqual([view]);
    await api.images('d1');
    await api.rename('d1', 'f1', 'OM final');
    await api.remove('d1', 'f/1');
    expect(calls.map((c) => `${c.method ?? 'GET'} ${c.url}`)).toEqual([
      'GET /api/app/deals/secure/d1/attachments/all',
      'GET /api/app/deals/secure/d1/images/all',
      'POST /api/app/deals/secure/d1/attachments/update',
      'DELETE /api/app/deals/secure/d1/attachments/f%2F1',
    ]);
    expect(JSON.parse(calls[2]!.body as string)).toEqual({ id: 'f1', file_name: 'OM final' });
    expect(calls[3]!.headers).toHaveProperty('Idempotency-Key');
  });

  it("downloads a file's bytes with the cookie, or rejects with the server's refusal", async () => {
    const urls: string[] = [];
    const answers = [
      new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      new Response(JSON.stringify({ statusCode: 403, code: 'RESTRICTED_ACCESS', title: 'Restricted Access', message: 'Ask the owner.' }), {
        status: 403,
      }),
    ];
    const api = createFilesApi(undefined, undefined, async (url) => {
      urls.push(url);
      return answers.shift()!;
    });
    const blob = await api.download(view);
    expect(await blob.text()).toBe('%PDF-1.7');
    await expect(api.download(view)).rejects.toMatchObject({
      status: 403,
      code: 'RESTRICTED_ACCESS',
      title: 'Restricted Access',
      message: 'Ask the owner.',
    });
    expect(urls).toEqual([view.link, view.link]);
  });

  it('asks for a locked file through the public request call, with an idempotency key', async () => {
    const calls: { url: string; method?: string; body?: unknown; headers?: unknown }[] = [];
    const http = Object.assign(
      async (url: string, options: RequestInit = {}) => {
        calls.push({ url, method: options.method, body: JSON.parse(options.body as string), headers: options.headers });
        return { status: 201, headers: new Headers(), body: '', json: { status: 'requested' } };
      },
      { position: () => null },
    ) as HttpClient;
    const request = {
      email: 'me@example.com',
      attachment_key: 'f1',
      type: 'collab_user' as const,
      details: { first_name: 'Mia', last_name: 'Me', entity: 'Lone Star', source: 'Collaborator' as const },
    };
    await expect(createFilesApi(http).requestAccess('d 1', request)).resolves.toEqual({ status: 'requested' });
    expect(calls).toEqual([
      {
        url: '/api/app/deals/d%201/attachments/request',
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': expect.any(String) },
      },
    ]);
  });

  it('links a file inline for showing', () => {
    expect(fileHref(view, true)).toBe(`${view.link}?inline=1`);
    expect(fileHref(view)).toBe(view.link);
  });
});
