import { afterEach, describe, expect, it } from 'vitest';
import { forgetDecoded } from '@dealbook/domain';
import { createEmbeddedDocumentStore } from './embedded';
import type { Doc } from './port';
import { rememberedGets, type ChangedDocs } from './remembered-gets';

function setUp() {
  const inner = createEmbeddedDocumentStore({ file: ':memory:' });
  const listeners: ((changed: ChangedDocs) => void)[] = [];
  const tell = (changed: ChangedDocs) => listeners.forEach((l) => l(changed));
  const reads = { n: 0 };
  const counted = {
    get: (collection: string, id: string) => {
      reads.n++;
      return inner.get(collection, id);
    },
  };
  const docs = rememberedGets(counted, ['users', 'revoked'], (listener) => {
    listeners.push(listener);
    return () => undefined;
  });
  return { inner, docs, tell, reads };
}

describe('remembered gets', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('answers a watched document from memory, absent ones too, until its change is told', async () => {
    const { inner, docs, tell, reads } = setUp();
    close = () => inner.close();
    await inner.upsert('users', { _id: 'u1', email: 'a@example.com' });
    expect(await docs.get('users', 'u1')).toMatchObject({ email: 'a@example.com' });
    expect(await docs.get('revoked', 's1')).toBeNull();
    await inner.upsert('users', { _id: 'u1', email: 'b@example.com' });
    await inner.upsert('revoked', { _id: 's1' });
    expect(await docs.get('users', 'u1')).toMatchObject({ email: 'a@example.com' });
    expect(await docs.get('revoked', 's1')).toBeNull();
    expect(reads.n).toBe(2);

    tell({ ids: [['users', 'u1']] });
    expect(await docs.get('users', 'u1')).toMatchObject({ email: 'b@example.com' });
    expect(await docs.get('revoked', 's1')).toBeNull();
    tell({ all: true });
    expect(await docs.get('revoked', 's1')).toMatchObject({ _id: 's1' });
  });

  it('does not keep a read that a change overtook', async () => {
    const inner = createEmbeddedDocumentStore({ file: ':memory:' });
    close = () => inner.close();
    let tell: (changed: ChangedDocs) => void = () => undefined;
    let release: () => void = () => undefined;
    let slow = true;
    const getter = {
      async get(collection: string, id: string): Promise<Doc | null> {
        const doc = await inner.get(collection, id);
        if (slow) await new Promise<void>((resolve) => (release = resolve));
        return doc;
      },
    };
    const docs = rememberedGets(getter, ['users'], (listener) => {
      tell = listener;
      return () => undefined;
    });
    await inner.upsert('users', { _id: 'u1', active: true });
    const reading = docs.get('users', 'u1');
    await new Promise((resolve) => setImmediate(resolve));
    await inner.upsert('users', { _id: 'u1', active: false });
    tell({ ids: [['users', 'u1']] });
    release();
    expect(await reading).toMatchObject({ active: true });
    slow = false;
    expect(await docs.get('users', 'u1')).toMatchObject({ active: false });
  });

  it('reads other collections every time, and forgets everything when a person’s data is erased', async () => {
    const { inner, docs, reads } = setUp();
    close = () => inner.close();
    await inner.upsert('deals', { _id: 'd1', name: 'One' });
    await inner.upsert('users', { _id: 'u1', email: 'a@example.com' });
    await docs.get('deals', 'd1');
    await docs.get('deals', 'd1');
    await docs.get('users', 'u1');
    expect(reads.n).toBe(3);
    await inner.upsert('users', { _id: 'u1', email: 'erased' });
    forgetDecoded();
    expect(await docs.get('users', 'u1')).toMatchObject({ email: 'erased' });
    expect(reads.n).toBe(4);
  });
});
