import { randomUUID } from 'node:crypto';
import type { Redis } from './redis';
import type { QuotaClaim, WindowQuota, WindowQuotaOptions } from './window-quota';

/**
 * Checks every key, and only when all have room counts the uses on each, in one script: Redis runs a
 * script alone, so instances taking the same key at once are served one after the other. A key is a sorted
 * set of use times (`<prefix>:<key>`), members unique so that uses in one millisecond all count; the times
 * are the service's clock, not Redis TIME, so the window moves with the clock the tests move.
 * ARGV: now, window, member prefix, then count and limit per key. Answers 0, or the refused key's index
 * (from 1) and the time its place frees.
 */
const TAKE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  local count = tonumber(ARGV[2 + i * 2])
  local limit = tonumber(ARGV[3 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local used = redis.call('ZCARD', key)
  if used + count > limit then
    local freeing = now
    local rank = used + count - limit - 1
    if rank < 0 then rank = 0 end
    local oldest = redis.call('ZRANGE', key, rank, rank, 'WITHSCORES')
    if oldest[2] then freeing = tonumber(oldest[2]) end
    return { i, freeing + window - now }
  end
end
for i, key in ipairs(KEYS) do
  local count = tonumber(ARGV[2 + i * 2])
  for n = 1, count do redis.call('ZADD', key, now, ARGV[3] .. ':' .. i .. ':' .. n) end
  redis.call('PEXPIRE', key, window)
end
return 0
`;

export function createRedisWindowQuota(options: WindowQuotaOptions & { redis: Redis; prefix: string }): WindowQuota {
  const { redis, windowMs, clock } = options;
  return {
    async take(claims: QuotaClaim[]) {
      if (claims.length === 0) return { ok: true };
      const now = clock().getTime();
      const keys = claims.map((c) => `${options.prefix}:${c.key}`);
      const counts = claims.flatMap((c) => [String(c.count), String(c.limit)]);
      const answer = (await redis.eval(TAKE, keys.length, ...keys, String(now), String(windowMs), `${now}:${randomUUID()}`, ...counts)) as
        number | [number, number];
      if (answer === 0) return { ok: true };
      const [index, retryAfterMs] = answer as [number, number];
      return { ok: false, key: claims[index - 1]!.key, retryAfterMs: Math.max(1, Number(retryAfterMs)) };
    },
  };
}
