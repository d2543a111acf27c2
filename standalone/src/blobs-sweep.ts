/**
 * `npm run blobs:sweep`: removes the blobs no event references (an upload whose event never came: the
 * request failed after its bytes were stored). Blobs stored in the last hour stay, as their event may be
 * on its way. A deleted file's blob stays too: its upload event still names it (history, as-of views).
 */
import { openBlobStore, openEventStore } from '@dealbook/infra/adapters';
import { sweep } from '@dealbook/infra/blobs/port';
import { loadConfig } from '@dealbook/infra/config';

const config = loadConfig();
const store = await openEventStore(config);
const blobs = await openBlobStore(config);
try {
  const referenced = new Set<string>();
  for (const event of await store.readAll()) {
    const sha = (event.data as { sha256?: unknown }).sha256;
    if (event.type === 'FileUploaded' && typeof sha === 'string') referenced.add(sha);
  }
  const removed = await sweep(blobs, referenced, new Date(Date.now() - 60 * 60 * 1000));
  console.log(`blobs:sweep: ${removed} orphan blob${removed === 1 ? '' : 's'} removed, ${referenced.size} referenced`);
} catch (error) {
  console.error(`blobs:sweep: failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await blobs.close();
  await store.close();
}
