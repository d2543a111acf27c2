import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore } from '../document-store/embedded';
import { documentKeys } from './keys';
import { sqliteKeys } from './keys-sqlite';

const dir = mkdtempSync(join(tmpdir(), 'dealbook-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('personal keys', () => {
  it('gives two processes making one person’s key at once the same key (a document store shared by both)', async () => {
    const file = join(dir, 'documents.sqlite');
    const [one, two] = [createEmbeddedDocumentStore({ file }), createEmbeddedDocumentStore({ file })];
    for (let person = 0; person < 20; person++) {
      const [a, b] = await Promise.all([documentKeys(one).keyFor(`p${person}`, true), documentKeys(two).keyFor(`p${person}`, true)]);
      expect(a!.equals(b!)).toBe(true);
      expect((await documentKeys(one).keyFor(`p${person}`, false))!.equals(a!)).toBe(true);
    }
    await documentKeys(one).destroy('p0');
    expect(await documentKeys(two).keyFor('p0', false)).toBeNull();
    await Promise.all([one.close(), two.close()]);
  });

  it('gives two processes making one person’s key at once the same key (the embedded key file)', async () => {
    const file = join(dir, 'keys.sqlite');
    const [one, two] = [sqliteKeys(file), sqliteKeys(file)];
    const [a, b] = await Promise.all([one.keyFor('ann', true), two.keyFor('ann', true)]);
    expect(a!.equals(b!)).toBe(true);
    one.close();
    two.close();
  });
});
