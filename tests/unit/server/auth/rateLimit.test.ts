import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../../../server/auth/rateLimit';

describe('token-bucket limiter', () => {
  it('lets a burst of `limit` through, then refuses until time passes', () => {
    const l = createLimiter(3, 60_000);
    expect([1, 2, 3, 4].map(() => l.take('ip', 0))).toEqual([true, true, true, false]);
    expect(l.retryAfterMs('ip', 0)).toBe(20_000);
    expect(l.take('ip', 19_999)).toBe(false);
    expect(l.take('ip', 20_001)).toBe(true);
    expect(l.take('ip', 20_002)).toBe(false);
  });

  it('refills to the full burst after one window, not more', () => {
    const l = createLimiter(2, 1000);
    l.take('k', 0); l.take('k', 0);
    expect(l.take('k', 0)).toBe(false);
    const later = 10_000;
    expect([l.take('k', later), l.take('k', later), l.take('k', later)]).toEqual([true, true, false]);
  });

  it('keeps keys apart', () => {
    const l = createLimiter(1, 1000);
    expect(l.take('a', 0)).toBe(true);
    expect(l.take('a', 0)).toBe(false);
    expect(l.take('b', 0)).toBe(true);
    expect(l.retryAfterMs('c', 0)).toBe(0);
  });

  it('a clock moved backwards neither refills nor breaks the bucket', () => {
    const l = createLimiter(1, 1000);
    expect(l.take('a', 5000)).toBe(true);
    expect(l.take('a', 1000)).toBe(false);
    expect(l.take('a', 5999)).toBe(false);
    expect(l.take('a', 6001)).toBe(true);
  });

  it('a limit of 0 is off', () => {
    const l = createLimiter(0, 1000);
    for (let i = 0; i < 100; i++) expect(l.take('a', 0)).toBe(true);
    expect(l.retryAfterMs('a', 0)).toBe(0);
  });

  it('drops refilled buckets once many keys are held', () => {
    const l = createLimiter(5, 1000);
    for (let i = 0; i < 10_000; i++) l.take(`k${i}`, 0);
    expect(l.size()).toBe(10_000);
    l.take('late', 5000); // every earlier bucket is full again by now
    expect(l.size()).toBe(1);
  });
});
