import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { PersonalKeys } from './keys';

/**
 * The embedded key store: one SQLite file of its own (`keys.sqlite`), `secure_delete` on so that a
 * destroyed key's bytes are overwritten in the file, and the write-ahead log truncated after each
 * destruction so that no older copy of the page survives there either. Creation is `INSERT OR IGNORE` and
 * the key then read back, so two creators (threads or processes) always end up with the one key.
 */
export function sqliteKeys(file: string): PersonalKeys & { close(): void } {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('secure_delete = ON');
  db.exec('CREATE TABLE IF NOT EXISTS personal_keys (subject TEXT PRIMARY KEY, key BLOB NOT NULL) WITHOUT ROWID');
  const get = db.prepare<[string], { key: Buffer }>('SELECT key FROM personal_keys WHERE subject = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO personal_keys (subject, key) VALUES (?, ?)');
  const remove = db.prepare('DELETE FROM personal_keys WHERE subject = ?');
  return {
    async keyFor(subject, create) {
      const found = get.get(subject)?.key;
      if (found || !create) return found ?? null;
      insert.run(subject, randomBytes(32));
      return get.get(subject)!.key;
    },
    async destroy(subject) {
      remove.run(subject);
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    close: () => db.close(),
  };
}
