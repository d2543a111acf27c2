import type { HttpClient } from './httpClient';

/** A fresh Idempotency-Key: a resent request with the same key applies once. */
export const newKey = (): string =>
  typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Sends a command (JSON body, if any) with its own Idempotency-Key; answers the reply's JSON. */
export const keyedCommand =
  (http: HttpClient) =>
  async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    (
      await http(path, {
        method,
        headers: { 'Idempotency-Key': newKey() },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    ).json as T;
