/**
 * The counters several instances of a service must share: the per-route rate limits and the
 * per-address throttles. With COUNTERS=redis they live in Redis, so a client spread over the instances
 * behind the gateway is counted once; otherwise each process counts only what it sees.
 */
import { Redis } from 'ioredis';

export type { Redis };

/** A Redis connection and the prefix of every key the counters write (tests use one of their own). */
export interface SharedCounters {
  redis: Redis;
  prefix: string;
  /** Ends the connection, after the replies still due when Redis answers. */
  close(): Promise<void>;
}

export function openSharedCounters(url: string, prefix = 'dealbook'): SharedCounters {
  // A counter that cannot be read fails its request quickly instead of holding it while Redis is away.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  // ioredis reconnects by itself; the requests that needed a counter meanwhile fail with its error.
  redis.on('error', () => undefined);
  const close = () =>
    redis.quit().then(
      () => undefined,
      () => redis.disconnect(),
    );
  return { redis, prefix, close };
}

/** Whether a Redis answers at `url` (the Redis specs skip, saying why, when none does). */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
