import type { ChangedDocs } from '@dealbook/infra/document-store/remembered-gets';
import type { MessagePort } from 'node:worker_threads';
import type { ProjectionStatus } from '@dealbook/projections';

/** The documents every request reads (infra/src/http/session.ts), which the main thread remembers. */
export const SESSION_COLLECTIONS = ['users', 'revoked_sessions'];

/** What the projections' thread is started with: the files it opens for itself. */
export interface ThreadData {
  eventsFile: string;
  documentsFile: string;
  /** The per-person keys, to open people's data in the events it reads (infra/personal-data). */
  keysFile: string;
  /** The event store's writer posts each commit's rows here (sqlite-threaded.ts `commitFeed`). */
  commits?: MessagePort;
}

export type ProjectionState = ProjectionStatus['state'];

/** Main thread → projections' thread (`committed`: the writer committed, when it has no feed to the thread). */
export type ToThread =
  | { type: 'committed' }
  | { type: 'status'; id: number }
  | { type: 'rebuild'; id: number; name: string }
  | { type: 'retry'; name: string }
  | { type: 'stop'; id: number };

/**
 * Projections' thread → main thread. `progress` carries every checkpoint and state that moved since the last
 * one, and the session documents written since then (`changed`; committed before it is sent).
 */
export type FromThread =
  | { type: 'ready'; progress: Progress[] }
  | { type: 'progress'; progress: Progress[]; changed?: ChangedDocs }
  | { type: 'reply'; id: number; ok: true; value?: unknown }
  | { type: 'reply'; id: number; ok: false; message: string }
  | { type: 'failed'; message: string };

export interface Progress {
  name: string;
  checkpoint: string;
  state: ProjectionState;
}
