import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountAfterCompletions, type AccountVillageLevels, type StoredAccount } from '../../../../../server/game/research';
import { newVillageSetup } from '../../../../../server/game/economy';
import { RESEARCH } from '../../../../../server/game/data/research';
import type { Completed, ItemEffect, QueueEntry } from '../../../../../server/game/queue';

const T0 = Date.parse('2026-06-01T12:00:00Z');
const H = 3_600_000;

const entry = (id: number): QueueEntry => ({ id } as unknown as QueueEntry);
const start = (buildings: Array<{ type: string; level: number }>) => [...newVillageSetup().buildings, ...buildings];

type Step = { village: number; gap: number; effect: ItemEffect };

const effect: fc.Arbitrary<ItemEffect> = fc.oneof(
  fc.record({ kind: fc.constant('culture' as const), amount: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ kind: fc.constant('science' as const), amount: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ kind: fc.constant('building' as const), type: fc.constantFrom('theater', 'farm', 'public_gardens'), level: fc.integer({ min: 1, max: 8 }) }),
);
const step: fc.Arbitrary<Step> = fc.record({ village: fc.integer({ min: 1, max: 3 }), gap: fc.integer({ min: 0, max: 20 * H }), effect });

function levelsAfter(buildings: ReadonlyArray<{ type: string; level: number }>, e: ItemEffect) {
  if (e.kind !== 'building') return buildings;
  return buildings.some((b) => b.type === e.type)
    ? buildings.map((b) => (b.type === e.type ? { ...b, level: e.level } : b))
    : [...buildings, { type: e.type, level: e.level }];
}

/**
 * Account accrual across queue completions is one rule (accountAfterCompletions), used by a single
 * village's save and by the tick's batches over an account's villages. Applied to a whole time-ordered
 * group at once it must leave the account exactly as applying it completion by completion does.
 */
describe('accountAfterCompletions', () => {
  it('a group at once equals its completions one at a time, in time order', () => {
    fc.assert(fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), fc.boolean(), (steps, researching) => {
      const villages: AccountVillageLevels[] = [1, 2, 3].map((id) => ({ id, tier: 'village', buildings: start([{ type: 'theater', level: id }]) }));
      const stored0: StoredAccount = {
        state: { culture: 0, science: 0, researching: researching ? RESEARCH[0].id : null, updatedAt: T0 },
        snapshot: null,
      };
      let at = T0;
      const order = steps.map((s, i) => {
        at += s.gap;
        const completed: Completed = { entry: entry(i + 1), at, effect: s.effect };
        return { villageId: s.village, completed };
      });

      // One at a time: each call sees the levels the previous completions left.
      let stored = stored0;
      let levels = villages.map((v) => ({ ...v }));
      const doneOneByOne = [];
      for (const o of order) {
        const mine = levels.find((v) => v.id === o.villageId)!;
        const r = accountAfterCompletions(stored, levels, new Map([[o.villageId, mine.buildings]]), [o], 1);
        if (r) {
          stored = { state: r.run.state, snapshot: r.run.run };
          doneOneByOne.push(...r.done);
        }
        levels = levels.map((v) => (v.id === o.villageId ? { ...v, buildings: levelsAfter(v.buildings, o.completed.effect) } : v));
      }

      const all = accountAfterCompletions(stored0, villages, new Map(villages.map((v) => [v.id, v.buildings])), order, 1);
      const touches = order.some((o) => o.completed.effect.kind !== 'building' || o.completed.effect.type !== 'farm');
      expect(all === null).toBe(!touches);
      if (!all) return;
      expect(all.run.state.culture).toBeCloseTo(stored.state.culture, 6);
      expect(all.run.state.science).toBeCloseTo(stored.state.science, 6);
      expect(all.run.state.researching).toBe(stored.state.researching);
      expect(all.run.state.updatedAt).toBe(stored.state.updatedAt);
      expect(all.done).toEqual(doneOneByOne);
    }), { numRuns: 200 });
  });

  it('points count from their instant: culture earned before a theater completes accrues at the old rate', () => {
    const v: AccountVillageLevels = { id: 1, tier: 'village', buildings: start([{ type: 'theater', level: 1 }]) };
    const stored: StoredAccount = { state: { culture: 0, science: 0, researching: null, updatedAt: T0 }, snapshot: null };
    const slow = accountAfterCompletions(stored, [v], new Map([[1, v.buildings]]),
      [{ villageId: 1, completed: { entry: entry(1), at: T0 + 10 * H, effect: { kind: 'culture', amount: 100 } } }], 1)!;
    const faster = accountAfterCompletions(stored, [v], new Map([[1, v.buildings]]), [
      { villageId: 1, completed: { entry: entry(1), at: T0 + H, effect: { kind: 'building', type: 'theater', level: 5 } } },
      { villageId: 1, completed: { entry: entry(2), at: T0 + 10 * H, effect: { kind: 'culture', amount: 100 } } },
    ], 1)!;
    expect(slow.run.state.culture).toBeGreaterThan(100);
    expect(faster.run.state.culture).toBeGreaterThan(slow.run.state.culture);
    expect(slow.run.state.updatedAt).toBe(T0 + 10 * H);
  });
});
