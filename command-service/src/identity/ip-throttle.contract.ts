/** The behaviour both throttles must show; each one's spec runs it (the Redis one against a real Redis). */
import { describe, expect, it } from 'vitest';
import type { IpThrottle, IpThrottleOptions } from './ip-throttle';

export function ipThrottleContract(name: string, make: (options: IpThrottleOptions) => IpThrottle): void {
  describe(`${name} ip throttle contract`, () => {
    const windowMs = 60_000;
    const start = Date.parse('2025-03-01T09:00:00Z');
    const setUp = (limit = 3) => {
      let now = start;
      const throttle = make({ limit, windowMs, clock: () => new Date(now) });
      return { throttle, advance: (ms: number) => void (now += ms) };
    };
    const fail = async (throttle: IpThrottle, ip: string, times: number) => {
      for (let i = 0; i < times; i++) await throttle.recordFailure(ip);
    };

    it('blocks an address once it has failed the limit within the window', async () => {
      const { throttle } = setUp();
      await fail(throttle, '10.0.0.1', 2);
      expect(await throttle.blocked('10.0.0.1')).toBe(false);
      await throttle.recordFailure('10.0.0.1');
      expect(await throttle.blocked('10.0.0.1')).toBe(true);
    });

    it('unblocks the address once the clock has passed the window', async () => {
      const { throttle, advance } = setUp();
      await fail(throttle, '10.0.0.1', 3);
      advance(windowMs - 1);
      expect(await throttle.blocked('10.0.0.1')).toBe(true);
      advance(1);
      expect(await throttle.blocked('10.0.0.1')).toBe(false);
    });

    it('slides: failures older than the window no longer count towards the limit', async () => {
      const { throttle, advance } = setUp();
      await fail(throttle, '10.0.0.1', 2);
      advance(windowMs / 2);
      await throttle.recordFailure('10.0.0.1');
      expect(await throttle.blocked('10.0.0.1')).toBe(true);
      advance(windowMs / 2);
      expect(await throttle.blocked('10.0.0.1')).toBe(false);
      await throttle.recordFailure('10.0.0.1');
      expect(await throttle.blocked('10.0.0.1')).toBe(false);
      await throttle.recordFailure('10.0.0.1');
      expect(await throttle.blocked('10.0.0.1')).toBe(true);
    });

    it('counts each address apart', async () => {
      const { throttle } = setUp();
      await fail(throttle, '10.0.0.1', 3);
      await fail(throttle, '10.0.0.2', 2);
      expect(await throttle.blocked('10.0.0.1')).toBe(true);
      expect(await throttle.blocked('10.0.0.2')).toBe(false);
      expect(await throttle.blocked('2001:db8::1')).toBe(false);
    });

    it('stays blocked however many failures past the limit arrive', async () => {
      const { throttle } = setUp(2);
      await fail(throttle, '10.0.0.1', 50);
      expect(await throttle.blocked('10.0.0.1')).toBe(true);
    });
  });
}
