import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createBullMqJobQueue, decodeId, encodeId } from './bullmq-queue';
import { jobQueueContract } from '../../testing/jobs/job-queue.contract';
import { redisAnswers } from '../counters/redis';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const runPrefix = `dealbook-test-${process.pid}-${Date.now()}`;

const redisUp = await redisAnswers(redisUrl);
if (!redisUp) console.warn(`bullmq contract suite skipped: Redis not reachable at ${redisUrl} (set REDIS_URL)`);

async function deleteKeys(pattern: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

describe.skipIf(!redisUp)('bullmq job queue', () => {
  let instances = 0;
  afterAll(async () => deleteKeys(`${runPrefix}*`));

  // A prefix per queue instance: each contract test starts from empty queues.
  jobQueueContract('bullmq', async () => createBullMqJobQueue({ redisUrl, prefix: `${runPrefix}-${++instances}` }));

  it('keeps ids BullMQ would refuse reversible', () => {
    for (const id of ['42', '-7', 'deal-1:mail', '%N7', 'a%3Ab', '%25:', 'plain-id-0190']) {
      expect(decodeId(encodeId(id))).toBe(id);
    }
    expect(encodeId('plain-id-0190')).toBe('plain-id-0190');
  });
});
