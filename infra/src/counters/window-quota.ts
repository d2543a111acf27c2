import type { SharedCounters } from './redis';
import { createRedisWindowQuota } from './window-quota-redis';

/** Some uses of one key: `count` of them, allowed while the key stays within `limit` in the window. */
export interface QuotaClaim {
  key: string;
  count: number;
  limit: number;
}

export type QuotaVerdict = { ok: true } | { ok: false; key: string; retryAfterMs: number };

/**
 * Uses per key in a sliding window, taken all at once or not at all: a request that would push any of its
 * keys past its limit counts nothing anywhere, so a refused request never eats into another key's room.
 * The same design as the sign-in throttle (command-service/src/identity/ip-throttle.ts): in this process
 * by default, in Redis with shared counters, where one script checks and counts every key atomically, so
 * two instances racing for the last place cannot both get it.
 */
export interface WindowQuota {
  take(claims: QuotaClaim[]): Promise<QuotaVerdict>;
}

export interface WindowQuotaOptions {
  windowMs: number;
  /** The service's clock (tests move it): the window is measured on it, never on the counter store's. */
  clock: () => Date;
}

/** Bounds memory under a flood of keys: past this many, the stalest are forgotten. */
const MAX_KEYS = 100_000;

export function createWindowQuota(options: WindowQuotaOptions): WindowQuota {
  const uses = new Map<string, number[]>();
  const recent = (key: string, now: number): number[] => {
    const kept = (uses.get(key) ?? []).filter((t) => t > now - options.windowMs);
    if (kept.length === 0) uses.delete(key);
    else uses.set(key, kept);
    return kept;
  };
  return {
    async take(claims) {
      const now = options.clock().getTime();
      for (const claim of claims) {
        const times = recent(claim.key, now);
        if (times.length + claim.count > claim.limit) {
          // The place frees when enough of the oldest uses have left the window.
          const freeing = times[Math.max(0, times.length + claim.count - claim.limit - 1)] ?? now;
          return { ok: false, key: claim.key, retryAfterMs: Math.max(1, freeing + options.windowMs - now) };
        }
      }
      for (const claim of claims) {
        const times = recent(claim.key, now);
        uses.delete(claim.key); // re-inserted last: the Map's order is then least recently used first
        uses.set(claim.key, [...times, ...Array<number>(claim.count).fill(now)]);
      }
      while (uses.size > MAX_KEYS) {
        const stalest = uses.keys().next().value;
        if (stalest === undefined) break;
        uses.delete(stalest);
      }
      return { ok: true };
    },
  };
}

/** The quota called `name`: in Redis under `<prefix>:<name>` when the service shares its counters, else in this process. */
export function windowQuotaFor(counters: SharedCounters | undefined, name: string, options: WindowQuotaOptions): WindowQuota {
  if (!counters) return createWindowQuota(options);
  return createRedisWindowQuota({ ...options, redis: counters.redis, prefix: `${counters.prefix}:${name}` });
}
