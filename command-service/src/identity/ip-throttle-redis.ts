import { randomUUID } from 'node:crypto';
import type { Redis } from '@dealbook/infra/counters/redis';
import type { IpThrottle, IpThrottleOptions } from './ip-throttle';

/**
 * The throttle in Redis, so that every instance of the service counts every failure: a sorted set per
 * address (`<prefix>:<ip>`) of its failure times. The times are the service's clock, not Redis TIME, so
 * the window moves with the clock the tests move.
 */
export function createRedisIpThrottle(options: IpThrottleOptions & { redis: Redis; prefix: string }): IpThrottle {
  const { redis, limit, windowMs, clock } = options;
  const key = (ip: string) => `${options.prefix}:${ip}`;
  return {
    async blocked(ip) {
      // One read, no write: the failures after the window's start ('(' excludes it, as in process).
      const since = clock().getTime() - windowMs;
      return (await redis.zcount(key(ip), `(${since}`, '+inf')) >= limit;
    },
    async recordFailure(ip) {
      const now = clock().getTime();
      const answers = await redis
        .multi()
        .zremrangebyscore(key(ip), '-inf', now - windowMs)
        // A member of its own: failures in the same millisecond (a clock the tests hold still) all count.
        .zadd(key(ip), now, `${now}:${randomUUID()}`)
        // The newest `limit` are all `blocked` needs: a flood from one address cannot grow its set further.
        .zremrangebyrank(key(ip), 0, -(limit + 1))
        // Gone from Redis once the window has passed since the last failure.
        .pexpire(key(ip), windowMs)
        .exec();
      const failed = answers?.find(([error]) => error)?.[0];
      if (failed) throw failed;
      if (!answers) throw new Error(`throttle ${options.prefix}: Redis did not run the transaction`);
    },
  };
}
