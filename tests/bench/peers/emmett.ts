/**
 * The part of `@event-driven-io/emmett-sqlite` 0.38.5 (dist/index.d.ts) the appends bench uses, typed here
 * because the package lives only in this directory's node_modules, which typecheck and CI never install.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PEERS_DIR } from './install';

export interface EmmettEvent {
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

/** Emmett's connection: a node-sqlite3 `Database` wrapped in promises. */
export interface EmmettSqliteConnection {
  close(): void;
  querySingle<T>(sql: string, values?: unknown[]): Promise<T | null>;
}

export interface EmmettSqliteEventStore {
  /** `expectedStreamVersion`: the stream's position before this append; `0n` = the stream must not exist yet. */
  appendToStream(
    streamName: string,
    events: EmmettEvent[],
    options: { expectedStreamVersion: bigint },
  ): Promise<{ nextExpectedStreamVersion: bigint; lastEventGlobalPosition: bigint }>;
}

export interface EmmettSqlite {
  getSQLiteEventStore(options: { fileName: string; schema?: { autoMigration?: 'None' | 'CreateOrUpdate' } }): EmmettSqliteEventStore;
  /** The factory the store opens its connections with (one per call for a file). */
  sqliteConnection(options: { fileName: string }): EmmettSqliteConnection;
  createEventStoreSchema(connection: EmmettSqliteConnection): Promise<void>;
}

/** Imports the package installed in tests/bench/peers/node_modules through the ESM entry of its `exports`. */
export async function loadEmmettSqlite(): Promise<EmmettSqlite> {
  const manifest = join(PEERS_DIR, 'node_modules/@event-driven-io/emmett-sqlite/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: { '.': { import: { default: string } } } };
  return (await import(pathToFileURL(join(dirname(manifest), exports['.'].import.default)).href)) as EmmettSqlite;
}
