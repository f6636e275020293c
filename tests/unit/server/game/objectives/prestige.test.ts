import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OBJECTIVES, OBJECTIVE_TYPES, VICTORY_POINTS_START, objectiveDef, type ObjectiveType } from '../../../../../server/game/data/objectives';
import { findUnit } from '../../../../../server/game/data/units';
import { victoryPoints } from '../../../../../server/game/data/constants';
import { nextPrestigeAt, prestigeDue, prestigeOnCapture, prestigeOnCompletion, prestigePeriodMs } from '../../../../../server/game/objectives';
import enUS from '../../../../../client/i18n/en-US.json';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const T0 = Date.parse('2026-06-01T00:00:00Z');
const catalogue = (key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], enUS);

describe('objective data table', () => {
  it('three types with their labels, garrisons of the unit table and the prestige of SPEC.md section 9', () => {
    expect(OBJECTIVES.map((o) => o.type)).toEqual([...OBJECTIVE_TYPES]);
    for (const o of OBJECTIVES) {
      expect(catalogue(o.nameKey)).toBe(o.name);
      for (const k of Object.keys(o.garrison)) expect(findUnit(k)).toBeDefined();
    }
    expect(OBJECTIVES.map((o) => [o.type, o.onCapture, o.onCompletion, o.perPeriod, o.period / 86400])).toEqual([
      ['landmark', 1, 0, 1, 7], ['monument', 0, 10, 5, 7], ['artifact', 0, 0, 1, 1],
    ]);
    expect(VICTORY_POINTS_START).toBe(victoryPoints.required);
  });
});

describe('prestige rules', () => {
  it('on capture and on completion', () => {
    expect(OBJECTIVE_TYPES.map(prestigeOnCapture)).toEqual([1, 0, 0]);
    expect(OBJECTIVE_TYPES.map(prestigeOnCompletion)).toEqual([0, 10, 0]);
  });

  it('landmark 1 per week, monument 5 per week, artifact 1 per day; periods divide by the speed', () => {
    expect(prestigeDue('landmark', T0, T0, T0 + WEEK - 1, 1)).toEqual({ periods: 0, amount: 0 });
    expect(prestigeDue('landmark', T0, T0, T0 + WEEK, 1)).toEqual({ periods: 1, amount: 1 });
    expect(prestigeDue('monument', T0, T0, T0 + 3 * WEEK + 5, 1)).toEqual({ periods: 3, amount: 15 });
    expect(prestigeDue('artifact', T0, T0 + DAY / 2, T0 + 3 * DAY, 1)).toEqual({ periods: 3, amount: 3 });
    expect(prestigeDue('artifact', T0, T0, T0 + DAY, 24)).toEqual({ periods: 24, amount: 24 });
    expect(prestigePeriodMs('landmark', 7)).toBe(DAY);
    // Nothing for an interval before the capture, nor for an empty or reversed one.
    expect(prestigeDue('artifact', T0, T0 - 5 * DAY, T0, 1).amount).toBe(0);
    expect(prestigeDue('artifact', T0, T0 + 5 * DAY, T0 + 5 * DAY, 1).amount).toBe(0);
    expect(prestigeDue('artifact', T0, T0 + 5 * DAY, T0 + DAY, 1).amount).toBe(0);
  });

  it('the next award instant is the end of the running period', () => {
    expect(nextPrestigeAt('artifact', T0, T0, 1)).toBe(T0 + DAY);
    expect(nextPrestigeAt('artifact', T0, T0 + DAY, 1)).toBe(T0 + 2 * DAY);
    expect(nextPrestigeAt('landmark', T0, T0 - 1, 1)).toBe(T0 + WEEK);
  });

  it('property: prestige only ever grows, by whole multiples of the table amount, and splitting an interval changes nothing', () => {
    const t = fc.integer({ min: 0, max: 60 * DAY });
    fc.assert(fc.property(fc.constantFrom<ObjectiveType>(...OBJECTIVE_TYPES), t, fc.array(t, { minLength: 1, maxLength: 12 }), fc.constantFrom(1, 2, 10, 150),
      (type, held, instants, speed) => {
        const points = [...instants].sort((a, b) => a - b).map((x) => T0 + x);
        const per = objectiveDef(type).perPeriod;
        let total = 0;
        for (let i = 1; i < points.length; i++) {
          const d = prestigeDue(type, T0 + held, points[i - 1], points[i], speed);
          expect(d.amount).toBeGreaterThanOrEqual(0);
          expect(d.amount).toBe(d.periods * per);
          total += d.amount;
        }
        expect(total).toBe(prestigeDue(type, T0 + held, points[0], points[points.length - 1], speed).amount);
      }));
  });
});
