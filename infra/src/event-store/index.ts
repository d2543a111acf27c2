export * from './port';
export { createMemoryEventStore } from './memory';
export { createSqliteEventStore, type SqliteEventStoreOptions } from './sqlite';
export { createKurrentDbEventStore, type KurrentDbEventStoreOptions } from './kurrentdb';
