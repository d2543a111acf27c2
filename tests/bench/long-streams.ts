import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { toNew, type CommandContext } from '@dealbook/command-service';
import { runUser } from '@dealbook/command-service/identity/streams';
import { documentSnapshots } from '@dealbook/command-service/snapshots';
import { forgetKeptStates } from '@dealbook/command-service/state-cache';
import { eventTypes, userStream, type UserEvent } from '@dealbook/domain';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { alternateRounds, median, percentile, timed, type Measurement } from './report';

const SHORT = 10;
const LONG = 10_000;
const ROUNDS = 400;
const WARM_UP = 20;
const UNSNAPSHOTTED = 20;
const SEED_BATCH = 500;

const context = (actorId: string | null, now = new Date()): CommandContext => {
  const id = randomUUID();
  return { commandId: id, actorId, correlationId: id, causationId: id, now };
};
const fmt = (ms: number) => ms.toFixed(3);

/** An activated account that has signed in `events - 4` times, each sign-in its own command, as they come. */
function history(userId: string, events: number) {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1) + minute * 60_000);
  const opened: UserEvent[] = [
    {
      type: 'UserRegistered',
      data: {
        email: `${userId}@example.com`,
        first_name: 'Ann',
        last_name: 'Lee',
        type: 'D',
        ghost: false,
        opt_in: true,
        invitation_code: null,
      },
    },
    {
      type: 'ActivationTokenIssued',
      data: { tokenHash: 'a'.repeat(64), expiresAt: at(7 * 24 * 60).toISOString(), email: `${userId}@example.com` },
    },
    { type: 'UserActivated', data: { at: at(1).toISOString() } },
    { type: 'PasswordChanged', data: { passwordHash: 'scrypt$bench', reason: 'activation' } },
  ];
  const register = context(userId, at(0));
  return [
    ...opened.map((e, i) => toNew(eventTypes, e, i, register)),
    ...Array.from({ length: events - opened.length }, (_, i) => {
      const now = at(2 + i);
      return toNew(eventTypes, { type: 'SignedIn', data: { at: now.toISOString() } }, 0, context(userId, now));
    }),
  ];
}

/**
 * P9: the same sign-in (the user decider's SignIn, through handleCommand on the embedded SQLite event
 * store, snapshots in an embedded document store of their own file) on an account with 10 earlier events
 * and on one with 10,000 earlier sign-ins. Rounds alternate which goes first so that drift on a shared
 * machine lands on both; every round's short account is a fresh one, so the baseline stays at 10 events.
 * The long account is warmed first: its first command folds all 10,000 and keeps a snapshot. Every measured
 * sign-in starts without the state a process keeps in memory (command-service/src/state-cache.ts), as after
 * a restart or in another process; the notes give the sign-in that follows one in the same process too.
 */
export async function benchLongStreams(dir: string): Promise<Measurement> {
  const store = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const documents = createEmbeddedDocumentStore({ file: join(dir, 'snapshots.sqlite') });
  const deps = { store, types: eventTypes, snapshots: documentSnapshots(documents) };
  const seed = async (userId: string, events: number) => {
    const all = history(userId, events);
    for (let i = 0; i < all.length; i += SEED_BATCH)
      await store.append(userStream(userId), all.slice(i, i + SEED_BATCH), i === 0 ? 'no_stream' : i - 1);
  };
  // Each measured sign-in as a new process would run it: the state the last one kept in memory is dropped.
  const signIn = (userId: string, withSnapshots = true, keptInMemory = false) => {
    if (!keptInMemory) forgetKeptStates(store);
    return timed(() =>
      runUser(
        withSnapshots ? deps : { store, types: eventTypes },
        userId,
        { type: 'SignIn', data: { passwordMatches: true, now: new Date().toISOString() } },
        context(userId),
      ),
    );
  };

  const long = randomUUID();
  await seed(long, LONG);
  const shorts = Array.from({ length: ROUNDS + WARM_UP }, () => randomUUID());
  for (const userId of shorts) await seed(userId, SHORT);

  const unsnapshotted: number[] = [];
  for (let i = 0; i < UNSNAPSHOTTED; i++) unsnapshotted.push((await signIn(long, false)).ms);
  const cold = (await signIn(long)).ms;
  const { shortMs, longMs } = await alternateRounds(async (key) => (await signIn(key)).ms, long, shorts, WARM_UP);
  await signIn(long);
  const inMemory: number[] = [];
  for (let i = 0; i < WARM_UP; i++) inMemory.push((await signIn(long, true, true)).ms);
  const streamLength = (await store.readStream(userStream(long), { direction: 'backwards', maxCount: 1 }))[0]!.revision + 1;
  await store.close();
  await documents.close();

  return {
    code: 'P9',
    name: `sign-in on an account with ${LONG.toLocaleString('en-US')} earlier events (median)`,
    unit: 'ms',
    value: median(longMs),
    baselineName: `${SHORT} earlier events`,
    baseline: median(shortMs),
    target: 1.2,
    lowerIsBetter: true,
    notes:
      `${ROUNDS} rounds: ${SHORT} events median ${fmt(median(shortMs))} ms p99 ${fmt(percentile(shortMs, 0.99))} ms; ` +
      `${LONG} events median ${fmt(median(longMs))} ms p99 ${fmt(percentile(longMs, 0.99))} ms ` +
      `(p99 ratio ${(percentile(longMs, 0.99) / percentile(shortMs, 0.99)).toFixed(2)}; stream at ${streamLength} events by the end). ` +
      `Without snapshots the long one costs ${fmt(median(unsnapshotted))} ms (ratio ${(median(unsnapshotted) / median(shortMs)).toFixed(1)}); ` +
      `its first command with them folds all and keeps one: ${fmt(cold)} ms. ` +
      `A sign-in after one in the same process, on the state kept in memory: ${fmt(median(inMemory))} ms.`,
  };
}
