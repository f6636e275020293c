import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cancelItem, materialise, queueBuilding, queuePoints, settleQueue, type Queued, type VillageEconomy,
} from '../../../../../server/game/queue';
import { RESOURCES, type Cost } from '../../../../../server/game/data/resources';
import { H, T0, aVillage, ctxFor, envFor } from './fixtures';

/**
 * Random sequences of queue, cancel and time steps, applied the way the handlers do (settle due work,
 * materialise to now, then the rule). Invariants: resources never negative nor above the caps; every
 * resource paid is either spent or refunded; every item ends exactly once (completed, cancelled or
 * still queued) and completes at most once, in time order.
 */

type Cmd =
  | { k: 'build'; type: string; builders: number }
  | { k: 'points'; kind: 'science' | 'culture'; amount: number; builders: number }
  | { k: 'cancel'; pick: number }
  | { k: 'wait'; ms: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ k: fc.constant('build' as const), type: fc.constantFrom('farm', 'quarry', 'forester', 'iron_mine', 'town_hall', 'warehouse', 'food_cellar'), builders: fc.constantFrom(0, 0, 1, 2) }),
  fc.record({ k: fc.constant('points' as const), kind: fc.constantFrom('science' as const, 'culture' as const), amount: fc.integer({ min: 1, max: 400 }), builders: fc.constantFrom(0, 1) }),
  fc.record({ k: fc.constant('cancel' as const), pick: fc.nat(10) }),
  fc.record({ k: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 3 * H }) }),
);

const add = (a: Cost, b: Cost): Cost => ({ wood: a.wood + b.wood, stone: a.stone + b.stone, iron: a.iron + b.iron, food: a.food + b.food });
const zero = (): Cost => ({ wood: 0, stone: 0, iron: 0, food: 0 });

describe('queue properties', () => {
  it('keeps resources in bounds, accounts for every resource paid and completes each item once', () => {
    fc.assert(fc.property(fc.array(cmd, { maxLength: 40 }), fc.constantFrom('village' as const, 'town' as const), (cmds, tier) => {
      const env = envFor(tier);
      let v: VillageEconomy = aVillage({ tier });
      let now = T0;
      let nextId = 1;
      let builders = 3;
      const paid = new Map<number, Cost>();
      const completed: number[] = [];
      const completedAt: number[] = [];
      const cancelled = new Map<number, Cost>();

      const check = (x: VillageEconomy) => {
        const r = env.rates(x.buildings);
        for (const res of RESOURCES) {
          expect(x.stock[res]).toBeGreaterThanOrEqual(0);
          expect(x.stock[res]).toBeLessThanOrEqual((res === 'food' ? r.store_food : r.store_res) + 1e-6);
        }
        x.queue.forEach((e, i) => expect(e.item.value).toBe(i === 0 ? 'active' : 'waiting'));
      };

      for (const c of cmds) {
        const s = settleQueue(v, now, env);
        for (const done of s.completed) {
          expect(done.at).toBeLessThanOrEqual(now);
          completed.push(done.entry.id);
          completedAt.push(done.at);
        }
        v = materialise(s.economy, now, env);
        check(v);
        if (c.k === 'wait') { now += c.ms; continue; }
        if (c.k === 'cancel') {
          if (v.queue.length === 0) continue;
          const target = v.queue[c.pick % v.queue.length];
          const r = cancelItem(v, target.id, now, env);
          expect(r.ok).toBe(true);
          if (!r.ok) continue;
          for (const res of RESOURCES) {
            expect(r.refund[res]).toBeGreaterThanOrEqual(0);
            expect(r.refund[res]).toBeLessThanOrEqual(target.cost[res]);
          }
          if (target.item.value === 'waiting') expect(r.refund).toEqual(target.cost);
          builders += r.buildersReturned;
          cancelled.set(target.id, r.refund);
          v = r.economy;
          check(v);
          continue;
        }
        const ctx = ctxFor({ now, builders, researching: true, env });
        const r: Queued = c.k === 'build'
          ? queueBuilding(v, { type: c.type, builders: c.builders, isNew: false }, ctx)
          : queuePoints(v, { kind: c.kind, amount: c.amount, builders: c.builders }, ctx);
        if (!r.ok) continue;
        for (const res of RESOURCES) expect(v.stock[res] - r.economy.stock[res]).toBeCloseTo(r.entry.cost[res], 6);
        builders -= r.buildersSpent;
        expect(builders).toBeGreaterThanOrEqual(0);
        const id = nextId++;
        paid.set(id, r.entry.cost);
        v = { ...r.economy, queue: r.economy.queue.map((e) => (e.id === 0 ? { ...e, id } : e)) };
        check(v);
      }

      // Every item ends exactly once.
      const queued = v.queue.map((e) => e.id);
      const ends = [...completed, ...cancelled.keys(), ...queued].sort((a, b) => a - b);
      expect(ends).toEqual([...paid.keys()].sort((a, b) => a - b));
      expect(new Set(completed).size).toBe(completed.length);
      expect(completedAt).toEqual([...completedAt].sort((a, b) => a - b));

      // paid = spent + refunded: spent is the cost of what completed, what is still queued and the
      // non-refunded share of what was cancelled.
      let totalPaid = zero();
      let spent = zero();
      let refunded = zero();
      for (const [id, cost] of paid) {
        totalPaid = add(totalPaid, cost);
        const refund = cancelled.get(id);
        if (refund) {
          refunded = add(refunded, refund);
          spent = add(spent, { wood: cost.wood - refund.wood, stone: cost.stone - refund.stone, iron: cost.iron - refund.iron, food: cost.food - refund.food });
        } else spent = add(spent, cost);
      }
      for (const res of RESOURCES) {
        expect(spent[res]).toBeGreaterThanOrEqual(0);
        expect(spent[res] + refunded[res]).toBe(totalPaid[res]);
      }
    }), { numRuns: 300 });
  });

  it('settling in one step equals settling in many (no double and no lost completion)', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('farm', 'quarry', 'town_hall', 'forester'), { minLength: 1, maxLength: 3 }), fc.array(fc.integer({ min: 0, max: 2 * H }), { maxLength: 8 }), (types, steps) => {
      const env = envFor();
      let v = aVillage({ stock: { wood: 1e4, stone: 1e4, iron: 1e4, food: 1e4 } });
      for (const [i, t] of types.entries()) {
        const r = queueBuilding(v, { type: t, builders: 0, isNew: false }, ctxFor({ env }));
        if (r.ok) v = { ...r.economy, queue: r.economy.queue.map((e) => (e.id === 0 ? { ...e, id: i + 1 } : e)) };
      }
      const end = T0 + steps.reduce((a, b) => a + b, 0);
      const once = settleQueue(v, end, env);
      let many = v;
      const ids: number[] = [];
      let t = T0;
      for (const d of steps) {
        t += d;
        const s = settleQueue(many, t, env);
        ids.push(...s.completed.map((c) => c.entry.id));
        many = s.economy;
      }
      expect(ids).toEqual(once.completed.map((c) => c.entry.id));
      expect(many.buildings).toEqual(once.economy.buildings);
      expect(many.queue.map((e) => e.dueAt)).toEqual(once.economy.queue.map((e) => e.dueAt));
      for (const res of RESOURCES) expect(many.stock[res]).toBeCloseTo(once.economy.stock[res], 6);
    }), { numRuns: 200 });
  });
});
