import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastEndedWeek, monthOfWeek, statWeekEnd, statWeekMs, statWeekOf } from '../../../../../server/game/statistics';
import { STATISTICS } from '../../../../../server/game/data/statistics';

const START = Date.parse('2026-01-01T00:00:00Z');
const DAY = 86_400_000;

describe('statistics weeks', () => {
  it('a week is weekDays days divided by the speed', () => {
    expect(statWeekMs(1)).toBe(7 * DAY);
    expect(statWeekMs(10)).toBe(Math.round(7 * DAY / 10));
    expect(STATISTICS.weekDays).toBe(7);
    expect(() => statWeekMs(0)).toThrow();
    expect(() => statWeekMs(-1)).toThrow();
    expect(() => statWeekMs(Number.NaN)).toThrow();
  });

  it('week 1 starts at startTime; before it is week 1 too; the boundary instant belongs to the next week', () => {
    expect(statWeekOf(START, START, 1)).toBe(1);
    expect(statWeekOf(START, START - DAY, 1)).toBe(1);
    expect(statWeekOf(START, START + 7 * DAY - 1, 1)).toBe(1);
    expect(statWeekOf(START, START + 7 * DAY, 1)).toBe(2);
    expect(statWeekOf(START, START + 14 * DAY, 1)).toBe(3);
    expect(statWeekEnd(START, 1, 1)).toBe(START + 7 * DAY);
    // Week 1 has ended at its end instant (its medals are due then), not a millisecond earlier.
    expect(lastEndedWeek(START, START + 7 * DAY - 1, 1)).toBe(0);
    expect(lastEndedWeek(START, START + 7 * DAY, 1)).toBe(1);
    expect(lastEndedWeek(START, START - DAY, 1)).toBe(0);
  });

  it('every instant lies in its week: end of the previous week <= at < end of its own; the weeks before it have ended', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 400 * DAY }), fc.constantFrom(1, 2, 3, 10, 100, 1000),
      (offset, speed) => {
        const at = START + offset;
        const w = statWeekOf(START, at, speed);
        expect(w).toBeGreaterThanOrEqual(1);
        expect(statWeekEnd(START, w - 1, speed)).toBeLessThanOrEqual(at);
        expect(at).toBeLessThan(statWeekEnd(START, w, speed));
        expect(lastEndedWeek(START, at, speed)).toBe(w - 1);
        // The boundary instant itself: the next week, and the week before it has ended.
        const end = statWeekEnd(START, w, speed);
        expect(statWeekOf(START, end, speed)).toBe(w + 1);
        expect(lastEndedWeek(START, end, speed)).toBe(w);
      },
    ), { numRuns: 500 });
  });

  it('weeks and ended weeks never go back as time goes on', () => {
    fc.assert(fc.property(
      fc.integer({ min: -10 * DAY, max: 400 * DAY }), fc.integer({ min: 0, max: 60 * DAY }), fc.constantFrom(1, 7, 50),
      (offset, later, speed) => {
        const a = START + offset;
        expect(statWeekOf(START, a + later, speed)).toBeGreaterThanOrEqual(statWeekOf(START, a, speed));
        expect(lastEndedWeek(START, a + later, speed)).toBeGreaterThanOrEqual(lastEndedWeek(START, a, speed));
      },
    ));
  });

  it('a month is four weeks', () => {
    expect(monthOfWeek(1)).toEqual({ month: 1, week: 1 });
    expect(monthOfWeek(4)).toEqual({ month: 1, week: 4 });
    expect(monthOfWeek(5)).toEqual({ month: 2, week: 1 });
    expect(monthOfWeek(12)).toEqual({ month: 3, week: 4 });
    expect(monthOfWeek(0)).toEqual({ month: 1, week: 1 });
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), (w) => {
      const m = monthOfWeek(w);
      expect(m.week).toBeGreaterThanOrEqual(1);
      expect(m.week).toBeLessThanOrEqual(STATISTICS.weeksPerMonth);
      expect((m.month - 1) * STATISTICS.weeksPerMonth + m.week).toBe(w);
    }));
  });
});
