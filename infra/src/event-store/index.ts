export * from './port';
export { createSqliteEventStore, type SqliteEventStoreOptions } from './sqlite';
export { createKurrentDbEventStore, type KurrentDbEventStoreOptions } from './kurrentdb';
