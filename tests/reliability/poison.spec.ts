import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { allProjections, createProjectionRunner, DEAD_LETTERS, type Projection } from '@dealbook/projections';
import { figure } from './figures';

/**
 * R4: an event one projection cannot handle. It must land in dead letters with the error, stop
 * that projection (its status says so, with the error) and no other; nothing after it may be skipped by the
 * stopped projection; and once the handler is fixed, a retry applies it and catches up.
 */
describe('R4 poison event', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dealbook-r4-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('dead-letters the event, stops only its projection, visibly, and a retry after the fix catches up', async (context) => {
    const store = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
    const documents = createEmbeddedDocumentStore({ file: join(dir, 'read-models.sqlite') });
    let broken = true;
    // The activity projection, with a handler that cannot take the poison note (as a bug would).
    const projections: Projection[] = allProjections.map((p) =>
      p.name !== 'activity'
        ? p
        : {
            ...p,
            handle: (event, ctx) => {
              if (broken && (event.data as { note?: string }).note === 'poison') throw new Error('cannot read this event');
              return p.handle(event, ctx);
            },
          },
    );
    const append = (note: string) => {
      const id = randomUUID();
      const metadata = {
        actorId: 'u-r4',
        commandId: id,
        correlationId: id,
        causationId: id,
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      };
      return store.append(`bench-r4-${note}`, [{ id, type: 'BenchPinged', data: { note }, metadata }], 'any');
    };
    const runner = createProjectionRunner({ store, documents, projections });
    await runner.start();
    for (let i = 0; i < 10; i++) await append(`before-${i}`);
    const poison = await append('poison');
    for (let i = 0; i < 10; i++) await append(`after-${i}`);
    const head = await store.headPosition();
    const others = projections.map((p) => p.name).filter((n) => n !== 'activity');
    expect(await runner.waitFor(head, others, 10_000)).toBe(true);
    await expect.poll(async () => (await runner.status()).find((p) => p.name === 'activity')?.state).toBe('stopped');

    const status = await runner.status();
    const activity = status.find((p) => p.name === 'activity')!;
    const running = status.filter((p) => p.state === 'running').map((p) => p.name);
    const letters = await documents.find<{ _id: string; position: string; error: string }>(DEAD_LETTERS, { projection: 'activity' });
    const shown = await documents.count('activity', {});

    broken = false;
    runner.retry('activity');
    const caughtUp = await runner.waitFor(head, ['activity'], 10_000);
    const afterRetry = await documents.count('activity', {});
    await runner.stop();
    await Promise.all([store.close(), documents.close()]);

    figure(
      context,
      `R4 poison event: dead-lettered at position ${letters[0]?.position ?? 'none'} with "${letters[0]?.error ?? ''}"; ` +
        `its projection stopped (status ${activity.state}, last error shown, checkpoint before it, lag ${activity.lag}), ` +
        `${running.length} of ${others.length} other projections running and caught up; ` +
        `after the fix a retry applied it and caught up (${afterRetry} activity lines, was ${shown})`,
    );
    expect(letters.map((l) => l.position)).toEqual([poison.position]);
    expect(activity).toMatchObject({ state: 'stopped', last_error: 'cannot read this event' });
    expect(BigInt(activity.checkpoint)).toBeLessThan(BigInt(poison.position));
    expect(running.sort()).toEqual(others.sort());
    expect(shown).toBeLessThan(21);
    expect(caughtUp).toBe(true);
    expect(afterRetry).toBe(21);
  });
});
