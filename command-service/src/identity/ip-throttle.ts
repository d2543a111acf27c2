import type { SharedCounters } from '@dealbook/infra/counters/redis';
import { createRedisIpThrottle } from './ip-throttle-redis';

/**
 * Failures per client address (or any key) in a sliding window. In this process by default: one instance
 * of the command service counts what it sees. With shared counters (COUNTERS=redis) every instance behind
 * the gateway counts them all (ip-throttle-redis.ts).
 */
export interface IpThrottle {
  /** True once the address has failed `limit` times within the window. */
  blocked(ip: string): Promise<boolean>;
  recordFailure(ip: string): Promise<void>;
}

export interface IpThrottleOptions {
  limit: number;
  windowMs: number;
  /** The service's clock (tests move it): the window is measured on it, never on the counter store's. */
  clock: () => Date;
}

/** Bounds memory under a flood of addresses: past this many, the stalest are forgotten. */
const MAX_ADDRESSES = 50_000;

export function createIpThrottle(options: IpThrottleOptions): IpThrottle {
  const failures = new Map<string, number[]>();
  const recent = (ip: string): number[] => {
    const since = options.clock().getTime() - options.windowMs;
    const kept = (failures.get(ip) ?? []).filter((t) => t > since);
    if (kept.length === 0) failures.delete(ip);
    else failures.set(ip, kept);
    return kept;
  };
  return {
    blocked: async (ip) => recent(ip).length >= options.limit,
    async recordFailure(ip) {
      const times = recent(ip);
      failures.delete(ip); // re-inserted last: the Map's order is then least recently failed first
      failures.set(ip, [...times.slice(-options.limit), options.clock().getTime()]);
      if (failures.size > MAX_ADDRESSES) {
        const stalest = failures.keys().next().value;
        if (stalest !== undefined) failures.delete(stalest);
      }
    },
  };
}

/** The throttle called `name`: in Redis under `<prefix>:<name>` when the service shares its counters, else in this process. */
export function ipThrottleFor(counters: SharedCounters | undefined, name: string, options: IpThrottleOptions): IpThrottle {
  if (!counters) return createIpThrottle(options);
  return createRedisIpThrottle({ ...options, redis: counters.redis, prefix: `${counters.prefix}:${name}` });
}

/** After this many failed sign-ins from one address within the hour, every further attempt answers 429. */
export const IP_FAILURE_LIMIT = 100;
export const IP_FAILURE_WINDOW_MS = 60 * 60 * 1000;
