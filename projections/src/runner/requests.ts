import type { DocumentStore } from '@dealbook/infra/document-store/port';
import { followLog } from '@dealbook/infra/event-store/follow';
import type { EventStore, Position, RecordedEvent } from '@dealbook/infra/event-store/port';
import { createLog, type Log } from '@dealbook/infra/log/logger';
import type { ProjectionRunner } from './runner';

/** Where the watcher resumes: after the last request it carried out. */
export const REQUESTS_CHECKPOINT = 'projection_requests';
const CHECKPOINT_ID = 'watcher';

type CheckpointDoc = { _id: string; after: Position };

export interface RequestsDeps {
  store: EventStore;
  documents: DocumentStore;
  runner: ProjectionRunner;
  names: string[];
  log?: Log;
}

/**
 * Acts on the admins' requests as they are appended (`ops-projections`, domain/ops-events.ts): a retry
 * restarts a stopped projection from its checkpoint, a rebuild rebuilds one while the live one serves.
 * A request naming a projection this process does not run is left alone.
 *
 * A person's erasure (`PersonalDataErased`) rebuilds every projection once the live ones have passed it:
 * their key is gone, so the rebuilt read models hold placeholders where the person's data was, whatever
 * copies of it the handlers had made (names in activity lines, emails in access lists).
 *
 * Requests are carried out one at a time, in log order, and the position of each one done is kept: a
 * watcher started again (after a crash, a deploy, or while the store was down) resumes after the last
 * one done, so a request or an erasure appended while no watcher ran is still carried out. The first
 * watcher ever starts at the head: requests made before it existed were acted on when they were made.
 * A subscription that fails is subscribed again (followLog) rather than ending the process.
 */
export async function watchProjectionRequests(deps: RequestsDeps) {
  const { store, documents, runner, names } = deps;
  const log = deps.log ?? createLog('info');
  await documents.ensureCollection({ name: REQUESTS_CHECKPOINT });
  const saved = await documents.get<CheckpointDoc>(REQUESTS_CHECKPOINT, CHECKPOINT_ID);
  const after = saved?.after ?? (await store.headPosition());
  if (!saved) await documents.upsert(REQUESTS_CHECKPOINT, { _id: CHECKPOINT_ID, after });

  let queue: Promise<void> = Promise.resolve();
  let stopped = false;
  /**
   * Runs `work` after the requests before it, then records `event` as done. Once stopped, nothing more is
   * started or recorded: what was left is carried out by the next watcher.
   */
  const carryOut = (event: RecordedEvent, work: () => Promise<void>) => {
    queue = queue.then(async () => {
      if (stopped) return;
      await work().catch((err: unknown) => log.error({ err, request: event.type }, 'a projection request failed'));
      if (stopped) return;
      await documents
        .upsert(REQUESTS_CHECKPOINT, { _id: CHECKPOINT_ID, after: event.position })
        .catch((err: unknown) => log.error({ err }, 'the projection requests checkpoint was not saved'));
    });
  };
  const rebuildAll = async (position: Position) => {
    await runner.waitFor(position, undefined, 60_000);
    for (const name of names) await runner.rebuild(name).catch((err: unknown) => log.error({ err, projection: name }, 'rebuild failed'));
  };

  const following = followLog(store, {
    after,
    onEvent(event) {
      if (event.type === 'PersonalDataErased') return carryOut(event, () => rebuildAll(event.position));
      if (event.streamId !== 'ops-projections') return;
      const name = (event.data as { projection?: unknown }).projection;
      if (typeof name !== 'string' || !names.includes(name)) return;
      if (event.type === 'ProjectionRetryRequested') carryOut(event, async () => runner.retry(name));
      if (event.type === 'ProjectionRebuildRequested') carryOut(event, () => runner.rebuild(name));
    },
    onError: (err) => log.error({ err }, 'following the log for projection requests: subscribing again'),
  });
  return {
    async stop() {
      stopped = true;
      await following.stop();
    },
  };
}
