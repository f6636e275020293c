import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  callBackArrival, canCallBack, distance, movementDuration, slowestSpeed, travelMs,
} from '../../../../../server/game/movement';
import { UNIT_KEYS } from '../../../../../server/game/battle';

const H = 3600_000;

describe('distance and movement time', () => {
  it('measures Euclidean distance between tiles', () => {
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(distance({ x: -2, y: 7 }, { x: -2, y: 7 })).toBe(0);
    expect(distance({ x: 1, y: 1 }, { x: 2, y: 2 })).toBeCloseTo(Math.SQRT2, 12);
  });

  it('moves at the slowest unit: distance / speed (tiles per hour) / world speed', () => {
    // Horsemen 10 tiles/h, Militia 5: 5 tiles take 1 hour at the Militia's pace.
    expect(slowestSpeed({ cav1: 10, melee1: 3 })).toBe(5);
    expect(slowestSpeed({ cav1: 10, melee1: 0 })).toBe(10);
    expect(slowestSpeed({})).toBeNull();
    expect(movementDuration({ cav1: 10, melee1: 3 }, 5, 1)).toBe(H);
    expect(movementDuration({ cav1: 10 }, 5, 1)).toBe(H / 2);
    // Scouts (15 tiles/h) cover 5 tiles in 20 minutes; at world speed 4, 5 minutes.
    expect(movementDuration({ cav2: 1 }, 5, 1)).toBe(20 * 60_000);
    expect(movementDuration({ cav2: 1 }, 5, 4)).toBe(5 * 60_000);
    // Settlers (3 tiles/h), 1 diagonal tile: sqrt(2) / 3 h = 1,697,056 ms.
    expect(movementDuration({ special1: 1 }, Math.SQRT2, 1)).toBe(1_697_056);
    expect(travelMs(12, 12, 1)).toBe(H);
  });

  it('refuses an empty army and speeds that are not positive', () => {
    expect(() => movementDuration({}, 5, 1)).toThrow(RangeError);
    expect(() => movementDuration({ melee1: 0 }, 5, 1)).toThrow(RangeError);
    expect(() => travelMs(5, 0, 1)).toThrow(RangeError);
    expect(() => travelMs(5, 5, 0)).toThrow(RangeError);
    expect(() => travelMs(-1, 5, 1)).toThrow(RangeError);
  });

  const units = fc.dictionary(fc.constantFrom(...UNIT_KEYS), fc.integer({ min: 1, max: 100 }), { minKeys: 1, maxKeys: 5 });
  const dist = fc.double({ min: 0, max: 150, noNaN: true });
  const speed = fc.double({ min: 0.1, max: 100, noNaN: true });

  it('is monotone in distance and inverse in world speed (property)', () => {
    fc.assert(fc.property(units, dist, dist, speed, speed, (u, d1, d2, s1, s2) => {
      const [dLo, dHi] = d1 <= d2 ? [d1, d2] : [d2, d1];
      const [sLo, sHi] = s1 <= s2 ? [s1, s2] : [s2, s1];
      expect(movementDuration(u, dLo, s1)).toBeLessThanOrEqual(movementDuration(u, dHi, s1));
      expect(movementDuration(u, d1, sHi)).toBeLessThanOrEqual(movementDuration(u, d1, sLo));
      // Inverse: time x speed is constant up to the rounding to whole ms.
      expect(Math.abs(movementDuration(u, d1, s1) * s1 - movementDuration(u, d1, 1))).toBeLessThanOrEqual(s1 / 2 + 0.5);
      // Adding a unit never makes the army faster.
      expect(movementDuration({ ...u, special1: 1 }, d1, s1)).toBeGreaterThanOrEqual(movementDuration(u, d1, s1));
    }));
  });

  it('allows a call-back in the first 10 minutes; the army is home after the time it travelled', () => {
    expect(canCallBack(0, 0)).toBe(true);
    expect(canCallBack(0, 600_000)).toBe(true);
    expect(canCallBack(0, 600_001)).toBe(false);
    expect(canCallBack(1000, 0)).toBe(false);
    expect(callBackArrival(10_000, 250_000)).toBe(490_000);
  });
});
