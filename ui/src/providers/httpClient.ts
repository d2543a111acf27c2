import { HttpError } from 'react-admin';

export type HttpOptions = RequestInit & { headers?: HeadersInit };

export type HttpResponse = { status: number; headers: Headers; body: string; json: unknown };

export type HttpClient = ((url: string, options?: HttpOptions) => Promise<HttpResponse>) & {
  /** The highest global log position any response has reported, or null before the first write. */
  position: () => string | null;
};

/** An HttpError whose body follows the API's error shape `{ statusCode, error, message, code, title? }`. */
export type ApiError = HttpError & { code?: string; title?: string };

export type HttpClientDeps = {
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
};

export const MAX_RETRY_WAIT_MS = 2000;

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHttpClient(deps: HttpClientDeps = {}): HttpClient {
  const wait = deps.wait ?? defaultWait;
  let highest: bigint | null = null;

  const remember = (headers: Headers) => {
    const raw = headers.get('x-position');
    if (raw === null || !/^\d+$/.test(raw.trim())) return;
    const seen = BigInt(raw.trim());
    if (highest === null || seen > highest) highest = seen;
  };

  const client = async (url: string, options: HttpOptions = {}): Promise<HttpResponse> => {
    // Read `fetch` at call time so a test's vi.stubGlobal applies to an already created client.
    const doFetch = deps.fetch ?? globalThis.fetch;
    const method = (options.method ?? 'GET').toUpperCase();
    const readsOnly = method === 'GET' || method === 'HEAD';
    const send = () => {
      const headers = requestHeaders(options);
      // Read-your-writes: queries wait until the read models include our latest write.
      if (readsOnly && highest !== null) headers.set('X-Min-Position', highest.toString());
      return doFetch(url, { ...options, method, headers, credentials: 'same-origin' });
    };

    let response = await send();
    // Only reads are retried: a command answered 503 may still have been applied.
    if (response.status === 503 && readsOnly) {
      await wait(retryDelayMs(response.headers.get('retry-after')));
      response = await send();
    }
    remember(response.headers);

    const body = await response.text();
    const json = parseJson(body);
    if (response.status < 200 || response.status >= 300) throw toApiError(response, json, body);
    return { status: response.status, headers: response.headers, body, json };
  };

  return Object.assign(client, { position: () => (highest === null ? null : highest.toString()) });
}

function requestHeaders(options: HttpOptions): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof options.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

/** Retry-After is seconds or an HTTP date; either way we never make the user wait more than 2 s. */
export function retryDelayMs(retryAfter: string | null, now = Date.now()): number {
  if (retryAfter === null || retryAfter.trim() === '') return MAX_RETRY_WAIT_MS;
  const seconds = Number(retryAfter);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
  if (Number.isNaN(ms)) return MAX_RETRY_WAIT_MS;
  return Math.min(Math.max(ms, 0), MAX_RETRY_WAIT_MS);
}

function parseJson(body: string): unknown {
  if (body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, json: unknown, text: string): ApiError {
  const body = isRecord(json) ? json : null;
  // Never show a raw non-JSON body (a proxy's HTML page, say) to the user.
  const message =
    stringField(body, 'message') ?? stringField(body, 'error') ?? (response.statusText || `Request failed with status ${response.status}`);
  const error: ApiError = new HttpError(message, response.status, body ?? text);
  const code = stringField(body, 'code');
  const title = stringField(body, 'title');
  if (code !== undefined) error.code = code;
  if (title !== undefined) error.title = title;
  return error;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(body: Record<string, unknown> | null, key: string): string | undefined {
  const value = body?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export const httpClient = createHttpClient();
