import { describe, expect, it } from 'vitest';
import { createIpThrottle } from './ip-throttle';
import { ipThrottleContract } from './ip-throttle.contract';

ipThrottleContract('in-process', createIpThrottle);

describe('in-process ip throttle', () => {
  it('two throttles in one process count apart (each instance sees only its own)', async () => {
    const clock = () => new Date('2025-03-01T09:00:00Z');
    const one = createIpThrottle({ limit: 1, windowMs: 60_000, clock });
    const other = createIpThrottle({ limit: 1, windowMs: 60_000, clock });
    await one.recordFailure('10.0.0.1');
    expect(await other.blocked('10.0.0.1')).toBe(false);
  });
});
