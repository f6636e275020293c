import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, BYE_SPREAD_MS, backoffDelay, byeDelay } from '../../../../client/app/push/backoff';

describe('push reconnect back-off (client/app/push/backoff.ts)', () => {
  it('doubles from 1 s to a 30 s cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((a) => backoffDelay(a, 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('jitters each step within its upper half, so pages do not retry together', () => {
    expect(backoffDelay(2, 0)).toBe(2000);
    expect(backoffDelay(2, 0.5)).toBe(3000);
    const many = new Set(Array.from({ length: 50 }, (_, i) => backoffDelay(3, i / 50)));
    expect(many.size).toBeGreaterThan(40);
    for (const d of many) expect(d).toBeGreaterThanOrEqual(4000);
    expect(backoffDelay(40, 1)).toBe(BACKOFF_MAX_MS);
  });

  it('survives a broken random (NaN) and a negative attempt', () => {
    expect(backoffDelay(0, Number.NaN)).toBe(750);
    expect(backoffDelay(-3, 1)).toBe(1000);
  });

  it('waits what a bye asks, plus up to a second of spread', () => {
    expect(byeDelay(2000, 0)).toBe(2000);
    expect(byeDelay(2000, 1)).toBe(2000 + BYE_SPREAD_MS);
    expect(byeDelay(-5, 0)).toBe(0);
  });
});
