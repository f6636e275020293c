// A trade route's hourly slots (GAME.md section 7): an hour of game time, and at most one catch-up shipment.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { routeIntervalMs, routeSlot } from '../../../../../server/game/trade/routeSchedule';

const H = 3_600_000;

describe('routeIntervalMs', () => {
  it('is an hour divided by the world speed', () => {
    expect(routeIntervalMs(1)).toBe(H);
    expect(routeIntervalMs(10)).toBe(H / 10);
    expect(routeIntervalMs(3)).toBe(1_200_000);
  });
});

describe('routeSlot', () => {
  it('ships the slot that is due and schedules the next an interval later', () => {
    expect(routeSlot(5 * H, 5 * H, H)).toEqual({ slot: 5 * H, next: 6 * H, missed: 0 });
    expect(routeSlot(5 * H, 5 * H + 10, H)).toEqual({ slot: 5 * H, next: 6 * H, missed: 0 });
  });

  it('after downtime ships once, for the latest missed slot, and the next slot is after the cutoff', () => {
    expect(routeSlot(5 * H, 11.5 * H, H)).toEqual({ slot: 11 * H, next: 12 * H, missed: 6 });
    expect(routeSlot(5 * H, 11 * H, H)).toEqual({ slot: 11 * H, next: 12 * H, missed: 6 });
  });

  it('property: the slot is on the schedule, due by the cutoff, and the next one is in the future', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 1, max: 1e8 }), (due, late, interval) => {
      const cutoff = due + late;
      const r = routeSlot(due, cutoff, interval);
      expect((r.slot - due) % interval).toBe(0);
      expect(r.slot).toBeGreaterThanOrEqual(due);
      expect(r.slot).toBeLessThanOrEqual(cutoff);
      expect(r.next).toBeGreaterThan(cutoff);
      expect(r.next - r.slot).toBe(interval);
    }));
  });
});
