import { HttpError } from 'react-admin';
import type { DialogText } from '@dealbook/domain/identity/messages';
import type { FileView } from '@dealbook/domain/files/view';
import { fileMessages } from '@dealbook/domain/files/messages';
import { httpClient as defaultHttpClient, type ApiError, type HttpClient } from '../providers/httpClient';
import { keyedCommand, newKey } from '../providers/keyedCommand';

export type { FileView };
export type FileKind = FileView['kind'];
/**
 * An attachment as `attachments/all` answers it now: `is_locked` when the caller may not open it (restricted
 * and they are not on its list), `requested` while their request waits. Optional: older answers lack them.
 */
export type AttachmentView = FileView & { restricted_access?: boolean; is_locked?: boolean; requested?: boolean };
/** Who asks for a locked file from inside the app, by their part in the deal. */
export type InAppRequest = {
  email: string;
  attachment_key: string;
  type: 'collab_user' | 'matched_user' | 'authorized_user';
  details: { first_name: string; last_name: string; entity: string; source: 'Collaborator' | 'CapMatch' | 'Shared' };
};

/** The server's limits, in binary megabytes as the command service counts them. */
export const IMAGE_MAX_BYTES = 2.5 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

const DEALS = '/api/app/deals/secure';
const enc = encodeURIComponent;

/** What the client refuses before sending anything: too large (the spec's text), empty, or an image that is not one. */
export function refusal(kind: FileKind, file: Pick<File, 'size'> & Partial<Pick<File, 'type'>>): DialogText | null {
  const max = kind === 'image' ? IMAGE_MAX_BYTES : ATTACHMENT_MAX_BYTES;
  if (file.size > max)
    return { title: fileMessages.uploadFailed, message: kind === 'image' ? fileMessages.imageTooLarge : fileMessages.attachmentTooLarge };
  if (file.size === 0) return { title: fileMessages.uploadFailed, message: fileMessages.emptyFile };
  // The browser's guess from the name; the server decides from the content either way.
  if (kind === 'image' && file.type && !IMAGE_TYPES.includes(file.type))
    return { title: fileMessages.uploadFailed, message: fileMessages.notAnImage };
  return null;
}

export type UploadRequest = {
  url: string;
  form: FormData;
  /** Bytes sent so far out of the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
};
export type Send = (request: UploadRequest) => Promise<FileView>;

const parse = (text: string): Record<string, unknown> | null => {
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
const text = (body: Record<string, unknown> | null, key: string) =>
  typeof body?.[key] === 'string' && body[key] !== '' ? body[key] : undefined;

/** The server's refusal as the http client reads one: message, status, code and title for the dialog. */
function failure(status: number, statusText: string, responseText: string): ApiError {
  const body = parse(responseText);
  const error: ApiError = new HttpError(text(body, 'message') ?? (statusText || `Request failed with status ${status}`), status, body);
  const code = text(body, 'code');
  const title = text(body, 'title');
  if (code) error.code = code;
  if (title) error.title = title;
  return error;
}

/**
 * A multipart upload through XMLHttpRequest, for its upload progress events: the session cookie
 * (`withCredentials`), JSON answers and an Idempotency-Key like the app's commands. The browser adds the
 * Origin header the server's CSRF check reads. Aborting rejects with an `AbortError`.
 */
export const xhrUpload: Send = ({ url, form, onProgress, signal }) =>
  new Promise<FileView>((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Idempotency-Key', newKey());
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      if (xhr.status >= 200 && xhr.status < 300) resolve(parse(xhr.responseText) as unknown as FileView);
      else reject(failure(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error('The upload could not reach the server. Please check your connection and try again.'));
    xhr.onabort = () => reject(aborted());
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });

export type UploadOptions = { fileName?: string; onProgress?: UploadRequest['onProgress']; signal?: AbortSignal };

export type FetchFile = (url: string) => Promise<Response>;
// Read `fetch` at call time so a test's vi.stubGlobal applies.
const fetchFile: FetchFile = (url) => globalThis.fetch(url, { credentials: 'same-origin' });

/** A deal's images and attachments; reads and renames through the http client. */
export function createFilesApi(http: HttpClient = defaultHttpClient, send: Send = xhrUpload, get: FetchFile = fetchFile) {
  const files = (dealId: string) => `${DEALS}/${enc(dealId)}`;
  const keyed = keyedCommand(http);
  const command = <T>(path: string, method: string, body?: unknown) => keyed<T>(method, path, body);
  return {
    images: async (dealId: string) => ((await http(`${files(dealId)}/images/all`)).json ?? []) as FileView[],
    attachments: async (dealId: string) => ((await http(`${files(dealId)}/attachments/all`)).json ?? []) as AttachmentView[],
    /** The `file_name` field goes first, so the server reads it before the file's bytes. */
    upload: (dealId: string, kind: FileKind, file: File, options: UploadOptions = {}) => {
      const form = new FormData();
      const name = options.fileName?.trim();
      if (kind === 'attachment' && name) form.append('file_name', name);
      form.append('file', file, file.name);
      const url = `${files(dealId)}/${kind === 'image' ? 'images' : 'attachments'}`;
      return send({ url, form, onProgress: options.onProgress, signal: options.signal });
    },
    rename: (dealId: string, fileId: string, fileName: string) =>
      command<FileView>(`${files(dealId)}/attachments/update`, 'POST', { id: fileId, file_name: fileName }),
    /** The file's bytes, or the server's refusal (403 RESTRICTED_ACCESS for a locked file) as an ApiError. */
    download: async (file: Pick<FileView, 'link'>) => {
      const response = await get(file.link);
      if (!response.ok) throw failure(response.status, response.statusText, await response.text());
      return response.blob();
    },
    /** A locked file's request from inside the app: the public request call with the caller's own address. */
    requestAccess: (dealId: string, request: InAppRequest) =>
      command<{ status: 'requested' }>(`/api/app/deals/${enc(dealId)}/attachments/request`, 'POST', request),
    /** Images are deleted through the same route. */
    remove: (dealId: string, fileId: string) =>
      command<{ id: string; deleted: boolean }>(`${files(dealId)}/attachments/${enc(fileId)}`, 'DELETE'),
  };
}

export type FilesApi = ReturnType<typeof createFilesApi>;
export const filesApi = createFilesApi();

/** Under the deal's key, so whatever refreshes a deal refreshes its files. */
export const filesKeys = {
  list: (dealId: string, kind: FileKind) => ['deals', dealId, 'files', kind] as const,
};

/** Download link; `inline` shows an image or a PDF in the browser instead. */
export const fileHref = (file: Pick<FileView, 'link'>, inline = false) =>
  inline ? `${file.link}${file.link.includes('?') ? '&' : '?'}inline=1` : file.link;

/** The user cancelled the upload (no dialog for that). */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
