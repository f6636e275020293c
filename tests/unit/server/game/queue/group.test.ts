import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { completeGroup, queueBuilding, queuePoints, settleQueue, type EconomyEnv, type VillageEconomy } from '../../../../../server/game/queue';
import { H, T0, aVillage, ctxFor, envFor, rich, withIds } from './fixtures';

/** A village's queue of culture items and farm levels, in the order given. */
function queued(items: ReadonlyArray<'culture' | 'farm'>, amount: number, env: EconomyEnv = envFor()): VillageEconomy {
  let v = aVillage({ stock: { ...rich } });
  for (const it of items) {
    const r = it === 'farm'
      ? queueBuilding(v, { type: 'farm', builders: 0, isNew: false }, ctxFor({ env }))
      : queuePoints(v, { kind: 'culture', amount, builders: 0 }, ctxFor({ env }));
    if (!r.ok) throw new Error(r.error.message);
    v = withIds(r.economy);
  }
  return v;
}

const member = (id: number, economy: VillageEconomy, env: EconomyEnv = envFor()) => ({ village: { id }, economy, env });

describe('completeGroup: the tick\'s step over an account\'s villages', () => {
  it('leaves each village as settling it alone would, and orders the completions by (instant, item id)', () => {
    fc.assert(fc.property(
      fc.array(fc.array(fc.constantFrom<'culture' | 'farm'>('culture', 'farm'), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: 0, max: 30 * H }),
      (plans, amount, after) => {
        const villages = plans.map((p, i) => member(i + 1, queued(p, amount)));
        const cutoff = T0 + after;
        const r = completeGroup(villages, cutoff);
        expect(r.failed).toEqual([]);
        for (const g of r.villages) {
          const alone = settleQueue(g.loaded.economy, cutoff, g.loaded.env);
          expect(g.economy).toEqual(alone.economy);
          expect(g.completed).toEqual(alone.completed);
        }
        const keys = r.order.map((o) => [o.completed.at, o.completed.entry.id]);
        const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        expect(keys).toEqual(sorted);
        expect(r.order).toHaveLength(r.villages.reduce((n, g) => n + g.completed.length, 0));
      },
    ), { numRuns: 60 });
  });

  it('leaves out a village whose rule throws, with nothing of it applied; the others go on', () => {
    const good = member(1, queued(['culture'], 5));
    const broken: EconomyEnv = { rates: () => { throw new Error('bad rates'); } };
    const bad = member(2, queued(['culture'], 5), broken);
    const r = completeGroup([good, bad], T0 + 10 * H);
    expect(r.failed.map((f) => f.villageId)).toEqual([2]);
    expect(r.villages.map((g) => g.loaded.village.id)).toEqual([1]);
    expect(r.villages[0].completed).toHaveLength(1);
    expect(r.order.every((o) => o.villageId === 1)).toBe(true);
  });

  it('completes nothing before the first due instant', () => {
    const r = completeGroup([member(1, queued(['farm'], 1))], T0);
    expect(r.order).toEqual([]);
    expect(r.villages[0].economy).toBe(r.villages[0].loaded.economy);
  });
});
