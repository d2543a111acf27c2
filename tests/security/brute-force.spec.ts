import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { MAIL_DAY_MS } from '@dealbook/domain';
import {
  PASSWORD,
  activeAccount,
  forgot,
  signIn,
  startIdentityRuntime,
  waitForMails,
  type movableClock,
} from '../scenarios/identity-helpers';
import { figure } from '../reliability/figures';

const SAMPLES = 40;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * R8: guessing passwords and probing for accounts. 10 wrong passwords for one account within 15
 * minutes lock it (429, even for the right password); one address gets 429 after its own limit of failures
 * across any accounts; and a wrong password for a known email answers exactly as an unknown email does, in
 * body and in time (medians of 40 alternating tries within 10 %; passwords hash at 2^15 here). A recovery
 * request answers a known address in the time of an unknown one, its link drawn and mailed after the answer.
 */
describe('R8 brute force and enumeration', () => {
  let rt: TestRuntime;
  let clock: ReturnType<typeof movableClock>;
  beforeAll(async () => {
    // 2^15, still a quarter of production's 2^17: the hash dominates a sign-in as it does in production.
    ({ rt, clock } = await startIdentityRuntime({ PASSWORD_HASH_COST: '15' }));
    await activeAccount(rt, 'known@example.com');
    await activeAccount(rt, 'locked@example.com');
    await activeAccount(rt, 'recover@example.com');
  });
  afterAll(() => rt.dispose());

  it('locks an account after 10 failures, limits an address, and tells known and unknown emails apart by nothing', async (context) => {
    // The lockout: each failure from its own address, so only the account's count can stop them.
    const failures = [];
    for (let i = 0; i < 10; i++) failures.push((await signIn(rt, 'locked@example.com', `wrong ${i}`, `10.1.0.${i + 1}`)).statusCode);
    const lockedOut = await signIn(rt, 'locked@example.com', PASSWORD, '10.1.0.99');

    // Known vs unknown, alternating, each try from a fresh address; the window is moved past before a lockout.
    const known: number[] = [];
    const unknown: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < SAMPLES; i++) {
      if (i % 9 === 8) clock.advance(16 * 60 * 1000);
      for (const [email, times] of [
        ['known@example.com', known],
        [`nobody-${i}@example.com`, unknown],
      ] as const) {
        const started = performance.now();
        const res = await signIn(rt, email, 'not the password', `10.2.${i}.${times === known ? 1 : 2}`);
        times.push(performance.now() - started);
        bodies.add(`${res.statusCode} ${res.body}`);
      }
    }
    const ratio = median(known) / median(unknown);

    // One address, many accounts: refused once it reaches its own limit.
    let perAddress = 0;
    let addressStatus = 0;
    for (let i = 0; i < 150 && addressStatus !== 429; i++) {
      addressStatus = (await signIn(rt, `probe-${i}@example.com`, 'guess', '10.3.0.1')).statusCode;
      if (addressStatus !== 429) perAddress++;
    }

    // Recovery, unknown then known, each from a fresh address; the day is moved on before the address's own
    // limit, and the known address's mail is awaited so that its work is not counted against the next try.
    const recoverKnown: number[] = [];
    const recoverUnknown: number[] = [];
    const recoverBodies = new Set<string>();
    for (let i = 0; i < SAMPLES; i++) {
      if (i % 4 === 0) clock.advance(MAIL_DAY_MS);
      for (const [email, times] of [
        [`nobody-${i}@example.com`, recoverUnknown],
        ['recover@example.com', recoverKnown],
      ] as const) {
        const started = performance.now();
        const res = await forgot(rt, email, `10.4.${i}.${times === recoverKnown ? 1 : 2}`);
        times.push(performance.now() - started);
        recoverBodies.add(`${res.statusCode} ${res.body}`);
      }
      await waitForMails(rt, 'recover@example.com', i + 2);
    }
    const recoverRatio = median(recoverKnown) / median(recoverUnknown);

    figure(
      context,
      `R8 brute force and enumeration: ${failures.filter((s) => s === 401).length} wrong passwords answered 401, then ${lockedOut.statusCode} ` +
        `for the right one; one address refused with ${addressStatus} after ${perAddress} failures; known vs unknown email: ` +
        `${bodies.size} distinct answer${bodies.size === 1 ? '' : 's'}, median ${median(known).toFixed(1)} vs ${median(unknown).toFixed(1)} ms ` +
        `(ratio ${ratio.toFixed(2)}, ${SAMPLES} tries each); recovery: ${recoverBodies.size} distinct answer${recoverBodies.size === 1 ? '' : 's'}, ` +
        `median ${median(recoverKnown).toFixed(1)} vs ${median(recoverUnknown).toFixed(1)} ms (ratio ${recoverRatio.toFixed(2)})`,
    );
    expect(failures).toEqual(Array(10).fill(401));
    expect(lockedOut.statusCode).toBe(429);
    expect(addressStatus).toBe(429);
    expect(bodies.size).toBe(1);
    expect(Math.abs(ratio - 1)).toBeLessThanOrEqual(0.1);
    expect(recoverBodies.size).toBe(1);
    // The medians are a millisecond or two, where a ratio is noise: drawing and recording a link took tens.
    expect(Math.abs(median(recoverKnown) - median(recoverUnknown))).toBeLessThanOrEqual(5);
  });
});
