import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../providers/httpClient';
import { savedQueriesStore } from './savedQueriesStore';

const saved = [{ label: 'Deal changes', value: { filter: { type: 'DealUpdated' } } }];

function fakeHttp(answer: unknown = { resource: 'activity', queries: saved }) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const http = vi.fn(async (url: string, options: RequestInit = {}) => {
    calls.push({ url, method: options.method ?? 'GET', body: options.body ? JSON.parse(String(options.body)) : undefined });
    return { status: 200, headers: new Headers(), body: '', json: answer };
  }) as unknown as HttpClient;
  return { http, calls };
}

describe('the admin store: saved queries kept with the account', () => {
  it('loads the server’s saved queries at setup, so a list in another browser shows them', async () => {
    const { http, calls } = fakeHttp();
    const store = savedQueriesStore(http, vi.fn(), memoryStore());
    const seen = vi.fn();
    store.subscribe('activity.savedQueries', seen);
    store.setup();
    await vi.waitFor(() => expect(store.getItem('activity.savedQueries')).toEqual(saved));
    expect(seen).toHaveBeenCalledWith(saved);
    expect(calls).toEqual([{ url: '/api/admin/saved-queries/activity', method: 'GET', body: undefined }]);
  });

  it('writes a saved query locally at once and to the server; other preferences stay in the browser', async () => {
    const { http, calls } = fakeHttp();
    const store = savedQueriesStore(http, vi.fn(), memoryStore());
    store.setup();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    store.setItem('activity.savedQueries', saved);
    store.setItem('activity.datagrid.columns', ['at', 'type']);
    expect(store.getItem('activity.savedQueries')).toEqual(saved);
    expect(store.getItem('activity.datagrid.columns')).toEqual(['at', 'type']);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ url: '/api/admin/saved-queries/activity', method: 'PUT', body: { queries: saved } });
  });

  it('reports a save the server refused and keeps the local copy', async () => {
    const http = vi.fn(async () => {
      throw new Error('403');
    }) as unknown as HttpClient;
    const onError = vi.fn();
    const store = savedQueriesStore(http, onError, memoryStore());
    store.setup();
    store.setItem('activity.savedQueries', saved);
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(store.getItem('activity.savedQueries')).toEqual(saved);
  });
});
