import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { sealsContract } from '../../testing/event-store/event-store-seals.contract';
import { createMemoryEventStore } from '../../testing/event-store/memory';
import { createSqliteEventStore } from './sqlite';

const dir = mkdtempSync(join(tmpdir(), 'dealbook-seals-'));
let files = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The embedded stores also link every event; the seals ignore that link and are checked on their own.
sealsContract('memory', () => createMemoryEventStore());
sealsContract('sqlite file', () => createSqliteEventStore({ file: join(dir, `events-${++files}.sqlite`) }));
