import type { Entry, Scoped } from './authorisation-matrix';
import type { VictimIds } from './authorisation-fixture';

/** Test support (not a spec file): how the security suites turn a matrix entry into a request. */
export const isScoped = (entry: Entry): entry is Scoped => entry.scope !== 'own' && entry.scope !== 'public' && entry.scope !== 'identity';
export const dealBased = (entry: Scoped) => entry.scope === 'deal' || entry.scope === 'file' || entry.scope === 'match';

/** The path of `route` with the given ids: `id` the deal, `attachment_id` the file … unless the entry names its own. */
export function urlOf(route: string, entry: Scoped, t: VictimIds): string {
  const params: Record<string, string> = {
    id: t.deal,
    attachment_id: t.file,
    match_id: t.match,
    n: '1',
    partial_id: t.draft,
    user_id: t.member,
    ...entry.params?.(t),
  };
  const path = route.slice(route.indexOf(' ') + 1).replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(params[name]);
  });
  return path + (entry.query?.(t) ?? '');
}
