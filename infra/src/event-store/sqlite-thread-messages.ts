import type { MessagePort } from 'node:worker_threads';
import type { AppendResult, ExpectedRevision } from './port';
import type { PageRow } from './sqlite-pages';

/** `events`: the NewEvent[] as JSON text. */
export type ToWriter =
  | { type: 'append'; id: number; streamId: string; events: string; expected: ExpectedRevision }
  /** Post every commit's rows (the `committed` message) on `port` too: a reader in another thread follows. */
  | { type: 'feed'; port: MessagePort }
  | { type: 'close' };

export type RefusedAppend =
  | { kind: 'wrong-version'; streamId: string; expected: ExpectedRevision; actual: number | 'no_stream' }
  | { kind: 'error'; message: string };

export type FromWriter =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'committed'; after: number; rows: PageRow[] }
  | { type: 'appended'; id: number; result: AppendResult }
  | { type: 'refused'; id: number; error: RefusedAppend }
  | { type: 'closed' };
