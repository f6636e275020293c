import { describe, expect, it } from 'vitest';
import {
  HOUR_MS, accountRates, addAccountPoints, advanceAccount, buildingTouchesAccount, researchDueAt, type AccountState,
} from '../../../../../server/game/account';
import { researchOf } from '../../../../../server/game/data/research';
import { newVillageSetup } from '../../../../../server/game/economy';

const T0 = Date.parse('2026-06-01T12:00:00Z');
const idle = (over: Partial<AccountState> = {}): AccountState => ({ culture: 0, science: 0, researching: null, updatedAt: T0, ...over });
const village = (extra: Array<{ type: string; level: number }>, tier: 'village' | 'town' | 'city' = 'village') =>
  ({ tier, buildings: [...newVillageSetup().buildings, ...extra] });


// A technology whose cost lies above the science these tests accrue.
const R = researchOf('mechanical_saw');

describe('account rates', () => {
  it('a new village produces neither culture nor science', () => {
    expect(accountRates([village([])], 1)).toEqual({ culture: 0, science: 0 });
    expect(accountRates([], 1)).toEqual({ culture: 0, science: 0 });
  });

  it('sums floor(base x (1 + improvement)) per village, at the world speed', () => {
    // Library 1: 20 science; theater 2: round(20 x 2 x 1.08) = 43 culture; public gardens 2: +10% -> floor(47.3) = 47.
    const a = village([{ type: 'library', level: 1 }, { type: 'theater', level: 2 }, { type: 'public_gardens', level: 2 }]);
    const b = village([{ type: 'library', level: 2 }]); // round(20 x 2 x 1.08) = 43
    expect(accountRates([a], 1)).toEqual({ culture: 47, science: 20 });
    expect(accountRates([a, b], 1)).toEqual({ culture: 47, science: 63 });
    expect(accountRates([a, b], 3)).toEqual({ culture: Math.floor(43 * 3 * 1.1 + 1e-9), science: 60 + 129 });
  });

  it('knows which buildings change the account rates', () => {
    for (const k of ['library', 'school', 'university', 'bookbinder', 'theater', 'temple', 'public_gardens', 'monastery', 'museum']) {
      expect(buildingTouchesAccount(k), k).toBe(true);
    }
    for (const k of ['farm', 'town_hall', 'warehouse', 'barracks', 'workshop', 'nonsense']) expect(buildingTouchesAccount(k), k).toBe(false);
  });
});

describe('advanceAccount', () => {
  const rates = { culture: 30, science: 100 };

  it('accrues culture at its hourly rate and no science without a research', () => {
    const r = advanceAccount(idle({ culture: 5 }), rates, T0 + 2 * HOUR_MS);
    expect(r.state).toEqual({ culture: 65, science: 0, researching: null, updatedAt: T0 + 2 * HOUR_MS });
    expect(r.done).toEqual([]);
  });

  it('never moves backwards', () => {
    const s = idle({ culture: 5 });
    expect(advanceAccount(s, rates, T0).state).toBe(s);
    expect(advanceAccount(s, rates, T0 - HOUR_MS).state).toBe(s);
  });

  it('accrues science into the running research, below its cost', () => {
    const r1 = R;
    const r = advanceAccount(idle({ researching: R.id, science: 100 }), rates, T0 + 3 * HOUR_MS);
    expect(r.state).toMatchObject({ researching: R.id, science: 400, culture: 90 });
    expect(r.done).toEqual([]);
    expect(researchDueAt(r.state, rates)).toBe(T0 + 3 * HOUR_MS + ((r1.science_base - 400) / 100) * HOUR_MS);
  });

  it('completes the research at the exact instant its science reaches science_base; science after it is not produced', () => {
    const s = idle({ researching: R.id, science: R.science_base - 500 });
    expect(researchDueAt(s, rates)).toBe(T0 + 5 * HOUR_MS);
    const r = advanceAccount(s, rates, T0 + 8 * HOUR_MS);
    expect(r.done).toEqual([{ researchId: R.id, at: T0 + 5 * HOUR_MS }]);
    expect(r.state).toEqual({ culture: 240, science: 0, researching: null, updatedAt: T0 + 8 * HOUR_MS });
    // One millisecond earlier it still runs.
    const before = advanceAccount(s, rates, T0 + 5 * HOUR_MS - 1);
    expect(before.done).toEqual([]);
    expect(before.state.science).toBeLessThan(R.science_base);
  });

  it('rounds a fractional due instant up to the millisecond', () => {
    const s = idle({ researching: R.id, science: 0 });
    const due = researchDueAt(s, { culture: 0, science: 7 })!;
    expect(due).toBe(T0 + Math.ceil((R.science_base / 7) * HOUR_MS));
    expect(advanceAccount(s, { culture: 0, science: 7 }, due).done).toEqual([{ researchId: R.id, at: due }]);
    expect(advanceAccount(s, { culture: 0, science: 7 }, due - 1).done).toEqual([]);
  });

  it('without science production a research never completes by time', () => {
    const s = idle({ researching: 1, science: 10 });
    expect(researchDueAt(s, { culture: 0, science: 0 })).toBeNull();
    expect(advanceAccount(s, { culture: 0, science: 0 }, T0 + 1000 * HOUR_MS).state).toMatchObject({ researching: 1, science: 10 });
  });
});

describe('addAccountPoints', () => {
  it('adds culture; science goes into the running research and completes it at that instant', () => {
    const s = idle({ researching: R.id, science: R.science_base - 100, culture: 1 });
    const small = addAccountPoints(s, { culture: 10, science: 50 }, T0);
    expect(small.state).toMatchObject({ culture: 11, science: R.science_base - 50, researching: R.id });
    const big = addAccountPoints(s, { culture: 0, science: 500 }, T0 + 5);
    expect(big.done).toEqual([{ researchId: R.id, at: T0 + 5 }]);
    expect(big.state).toMatchObject({ researching: null, science: 0, culture: 1 });
  });

  it('science points without a research are lost', () => {
    expect(addAccountPoints(idle(), { culture: 0, science: 500 }, T0).state).toEqual(idle());
  });
});
