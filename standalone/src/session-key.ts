import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The configured key, or the one kept in the data dir (generated on first start), so sessions survive a restart. */
export function sessionKey(dataDir: string, configured?: string): Buffer {
  if (configured) return Buffer.from(configured, 'hex');
  const file = join(dataDir, 'session.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}
