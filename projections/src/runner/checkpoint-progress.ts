import type { DocumentStore } from '@dealbook/infra/document-store/port';
import { comparePositions, START, type EventStore } from '@dealbook/infra/event-store/port';
import { STATUS_COLLECTION, type Projection, type ProjectionStatusDoc } from './projection';
import type { ProjectionStatus } from './runner';

const POLL_MS = 25;

/**
 * Read progress for a process that does not run the projections (the query service in production):
 * it reads the checkpoints the projection processes write with their documents.
 */
export function checkpointProgress(deps: { documents: DocumentStore; store: EventStore; projections: Projection[] }) {
  const checkpoint = async (name: string) => (await deps.documents.get<ProjectionStatusDoc>(STATUS_COLLECTION, name))?.checkpoint ?? START;
  return {
    async waitFor(position: string, names?: string[], timeoutMs = 2000): Promise<boolean> {
      const targets = names ?? deps.projections.map((p) => p.name);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const reached = await Promise.all(targets.map(async (n) => comparePositions(await checkpoint(n), position) >= 0));
        if (reached.every(Boolean)) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    },
    async status(): Promise<ProjectionStatus[]> {
      const head = await deps.store.headPosition();
      return Promise.all(
        deps.projections.map(async (p) => {
          const doc = await deps.documents.get<ProjectionStatusDoc>(STATUS_COLLECTION, p.name);
          const at = doc?.checkpoint ?? START;
          return {
            name: p.name,
            version: doc?.version ?? p.version,
            state: doc?.state ?? 'starting',
            checkpoint: at,
            head,
            lag: Number(BigInt(head) - BigInt(at)),
            last_error: doc?.last_error ?? null,
          };
        }),
      );
    },
  };
}
