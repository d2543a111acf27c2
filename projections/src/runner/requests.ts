import type { EventStore } from '@dealbook/infra/event-store/port';
import type { ProjectionRunner } from './runner';

/**
 * Acts on the admins' requests as they are appended (`ops-projections`, domain/ops-events.ts): a retry
 * restarts a stopped projection from its checkpoint, a rebuild rebuilds one while the live one serves.
 * Only requests made after it starts count: an old request was acted on when it was made. A request
 * naming a projection this process does not run is left alone.
 *
 * A person's erasure (`PersonalDataErased`, issue 19 R12) rebuilds every projection once the live ones have
 * passed it: their key is gone, so the rebuilt read models hold placeholders where the person's data was,
 * whatever copies of it the handlers had made (names in activity lines, emails in access lists).
 */
export function watchProjectionRequests(store: EventStore, runner: ProjectionRunner, names: string[]) {
  let subscription: ReturnType<EventStore['subscribeToAll']> | null = null;
  const rebuildAfter = async (position: string) => {
    await runner.waitFor(position, undefined, 60_000);
    for (const name of names) await runner.rebuild(name).catch(() => undefined);
  };
  const done = (async () => {
    subscription = store.subscribeToAll({ after: await store.headPosition() });
    for await (const event of subscription) {
      if (event.type === 'PersonalDataErased') {
        void rebuildAfter(event.position);
        continue;
      }
      if (event.streamId !== 'ops-projections') continue;
      const name = (event.data as { projection?: unknown }).projection;
      if (typeof name !== 'string' || !names.includes(name)) continue;
      if (event.type === 'ProjectionRetryRequested') runner.retry(name);
      if (event.type === 'ProjectionRebuildRequested') void runner.rebuild(name).catch(() => undefined);
    }
  })();
  return {
    done,
    async stop() {
      await subscription?.close();
      await done.catch(() => undefined);
    },
  };
}
