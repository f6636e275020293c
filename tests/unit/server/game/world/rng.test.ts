import { describe, expect, it } from 'vitest';
import { hashString, mulberry32, randomInt, seededRng } from '../../../../../server/game/world/rng';

describe('seeded random', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = seededRng('x');
    const b = seededRng('x');
    const c = seededRng('y');
    const sa = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(sa);
    expect([c(), c(), c()]).not.toEqual(sa);
    expect(hashString('aether')).toBe(hashString('aether'));
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const r = mulberry32(123);
    const buckets = new Array(10).fill(0);
    let lo = 1;
    let hi = 0;
    for (let i = 0; i < 20000; i++) {
      const v = r();
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
      buckets[randomInt(() => v, 10)]++;
    }
    expect(lo).toBeGreaterThanOrEqual(0);
    expect(hi).toBeLessThan(1);
    for (const n of buckets) expect(n).toBeGreaterThan(1700);
  });
});
