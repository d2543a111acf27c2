import { localStorageStore, type Store } from 'react-admin';
import { httpClient as defaultHttp, type HttpClient } from '../providers/httpClient';

/** The admin lists whose saved queries are kept with the account (the lists that show a saved-queries sidebar). */
export const SAVED_QUERY_RESOURCES = ['activity'] as const;

const KEY = /^([a-z][a-z-]{0,39})\.savedQueries$/;

/**
 * react-admin's store, with the saved queries of the admin lists kept on the server
 * (`/api/admin/saved-queries/{resource}`) so they follow a reviewer to any browser; everything else (column
 * choices, sidebar state) stays in this browser's local storage. At setup the server's lists replace the
 * local ones; each change is written locally at once (the list shows it) and then to the server. A save
 * that fails is reported to `onError` and stays local until the next change.
 */
export function savedQueriesStore(
  http: HttpClient = defaultHttp,
  onError: (error: unknown) => void = console.error,
  base: Store = localStorageStore(),
): Store {
  const url = (resource: string) => `/api/admin/saved-queries/${resource}`;
  return {
    ...base,
    setup() {
      base.setup();
      for (const resource of SAVED_QUERY_RESOURCES) {
        http(url(resource))
          .then((res) => base.setItem(`${resource}.savedQueries`, (res.json as { queries: unknown[] }).queries))
          .catch(onError);
      }
    },
    setItem(key, value) {
      base.setItem(key, value);
      const resource = KEY.exec(key)?.[1];
      if (!resource) return;
      http(url(resource), {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ queries: value }),
      }).catch(onError);
    },
  };
}
