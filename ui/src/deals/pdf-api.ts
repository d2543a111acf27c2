import { HttpError } from 'react-admin';
import type { ApiError } from '../providers/httpClient';

/** The viewer's route for one of the deal's own file links (the in-app download or a public signed download). */
export const pdfViewUrl = (fileUrl: string) => `/api/pdf?url=${encodeURIComponent(fileUrl)}`;

const textField = (body: unknown, key: string) => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The API's error body `{ message, code, title }` read the way the http client reads it. */
async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): never shown.
  }
  const message = textField(body, 'message') ?? (response.statusText || `Request failed with status ${response.status}`);
  const error: ApiError = new HttpError(message, response.status, body);
  const code = textField(body, 'code');
  const title = textField(body, 'title');
  if (code) error.code = code;
  if (title) error.title = title;
  return error;
}

/**
 * The PDF viewer's bytes. Not through the http client: that one reads every answer as text, and a PDF is
 * binary. The session cookie goes along (same origin); refusals reject like the http client's.
 */
export function createPdfApi(deps: { fetch?: typeof fetch } = {}) {
  return {
    bytes: async (fileUrl: string, signal?: AbortSignal): Promise<Uint8Array> => {
      const doFetch = deps.fetch ?? globalThis.fetch;
      const response = await doFetch(pdfViewUrl(fileUrl), { credentials: 'same-origin', headers: { Accept: 'application/pdf' }, signal });
      if (!response.ok) throw await failure(response);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

export type PdfApi = ReturnType<typeof createPdfApi>;
export const pdfApi = createPdfApi();
