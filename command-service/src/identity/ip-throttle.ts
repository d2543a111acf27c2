/**
 * Failed sign-ins per client address in a sliding window. In-process: one instance of the command
 * service counts what it sees. Production behind several instances would keep these counts in Redis
 * (a sorted set per address, trimmed to the window) so that every instance sees them all.
 */
export interface IpThrottle {
  /** True once the address has failed `limit` times within the window. */
  blocked(ip: string): boolean;
  recordFailure(ip: string): void;
}

/** Bounds memory under a flood of addresses: past this many, the stalest are forgotten. */
const MAX_ADDRESSES = 50_000;

export function createIpThrottle(options: { limit: number; windowMs: number; clock: () => Date }): IpThrottle {
  const failures = new Map<string, number[]>();
  const recent = (ip: string): number[] => {
    const since = options.clock().getTime() - options.windowMs;
    const kept = (failures.get(ip) ?? []).filter((t) => t > since);
    if (kept.length === 0) failures.delete(ip);
    else failures.set(ip, kept);
    return kept;
  };
  return {
    blocked: (ip) => recent(ip).length >= options.limit,
    recordFailure(ip) {
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

/** After this many failed sign-ins from one address within the hour, every further attempt answers 429. */
export const IP_FAILURE_LIMIT = 100;
export const IP_FAILURE_WINDOW_MS = 60 * 60 * 1000;
