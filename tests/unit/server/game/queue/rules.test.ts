import { describe, expect, it } from 'vitest';
import { said } from '../../../../support/said';
import { buildingOf } from '../../../../../server/game/data/buildings';
import { costAt, workAt } from '../../../../../server/game/economy';
import {
  cancelItem, completeHead, materialise, pointsCost, productionOf, queueBuilding, queuePoints, refundFor, settleQueue,
  productionChanged, QUEUE_TEXT, type QueueContext, type VillageEconomy,
} from '../../../../../server/game/queue';
import { H, T0, aVillage, ctxFor, envFor, rich, withIds } from './fixtures';
import { createQueueItem, persistQueueItem } from '../../../../../machines/queueItem';
import { startHead, type QueueEntry } from '../../../../../server/game/queue';
import { unitOf } from '../../../../../server/game/data/units';
import { villageRates } from '../../../../../server/game/economy';

const env = envFor();

function queue(v: VillageEconomy, type: string, ctx: QueueContext = ctxFor(), isNew = false, builders = 0): VillageEconomy {
  const r = queueBuilding(v, { type, builders, isNew }, ctx);
  if (!r.ok) throw new Error(r.error.message);
  return withIds(r.economy);
}

describe('queue rules: costs and levels', () => {
  it('a building level costs costAt and needs workAt of the level it reaches', () => {
    const v = queue(aVillage({ stock: { ...rich } }), 'town_hall');
    const e = v.queue[0];
    const th = buildingOf('town_hall');
    expect(e).toMatchObject({ kind: 'building', target: 'town_hall', level: 2, cost: costAt(th, 2), work: workAt(th, 2) });
    expect(v.stock.wood).toBe(rich.wood - costAt(th, 2).wood);
  });

  it('the next level counts the levels already queued', () => {
    let v = aVillage({ stock: { ...rich } });
    v = queue(v, 'farm');
    v = queue(v, 'farm');
    expect(v.queue.map((e) => e.level)).toEqual([2, 3]);
    expect(v.queue[1].cost).toEqual(costAt(buildingOf('farm'), 3));
  });

  it('a new building starts at level 1; a standing or queued one is refused as new', () => {
    const ctx = ctxFor({ districts: ['culture'] });
    let v = queue(aVillage({ stock: { ...rich } }), 'theater', ctx, true);
    expect(v.queue[0]).toMatchObject({ target: 'theater', level: 1 });
    const again = queueBuilding(v, { type: 'theater', builders: 0, isNew: true }, ctx);
    expect(again).toEqual({ ok: false, error: QUEUE_TEXT.buildingExists });
    // Marketplace stands at level 0 in a new village: queueing it as new is level 1.
    v = queue(aVillage({ stock: { ...rich } }), 'marketplace', ctx, true);
    expect(v.queue[0].level).toBe(1);
    expect(queueBuilding(aVillage(), { type: 'farm', builders: 0, isNew: true }, ctx)).toEqual({ ok: false, error: QUEUE_TEXT.buildingExists });
  });

  it('science and culture: 1 point = 1 work point, POINT_COST resources each', () => {
    const r = queuePoints(aVillage(), { kind: 'culture', amount: 100, builders: 0 }, ctxFor());
    expect(r.ok && r.entry).toMatchObject({ kind: 'culture', amount: 100, work: 100, cost: pointsCost(100) });
    expect(pointsCost(3)).toEqual({ wood: 3, stone: 3, iron: 3, food: 3 });
  });
});

describe('queue rules: refusals', () => {
  const base = aVillage();
  it('unknown building', () => {
    expect(queueBuilding(base, { type: 'castle', builders: 0, isNew: true }, ctxFor())).toEqual({ ok: false, error: QUEUE_TEXT.unknownBuilding });
  });
  it('district missing: Requires the <district> district', () => {
    expect(queueBuilding(base, { type: 'library', builders: 0, isNew: true }, ctxFor())).toEqual({ ok: false, error: said('Requires the Academic district') });
    expect(queueBuilding(base, { type: 'rafters', builders: 0, isNew: true }, ctxFor())).toEqual({ ok: false, error: said('Requires the Economy district') });
  });
  it('tier too low', () => {
    expect(queueBuilding(base, { type: 'bakery', builders: 0, isNew: true }, ctxFor({ districts: ['economy'] })))
      .toEqual({ ok: false, error: QUEUE_TEXT.higherTier });
    const town = aVillage({ tier: 'town' });
    expect(queueBuilding(town, { type: 'bakery', builders: 0, isNew: true }, ctxFor({ districts: ['economy'] })).ok).toBe(true);
  });
  it('research missing: Requirements not met', () => {
    const ctx = ctxFor({ districts: ['industrial'] });
    expect(queueBuilding(base, { type: 'workshop', builders: 0, isNew: true }, ctx)).toEqual({ ok: false, error: QUEUE_TEXT.requirements });
    expect(queueBuilding(base, { type: 'workshop', builders: 0, isNew: true }, { ...ctx, researched: new Set(['apprenticeship']) }).ok).toBe(true);
    // Walls are core but need Town Defenses.
    expect(queueBuilding(base, { type: 'walls', builders: 0, isNew: false }, ctxFor())).toEqual({ ok: false, error: QUEUE_TEXT.requirements });
  });
  it('maximum level of the tier (10 for a village), queued levels included', () => {
    const v = aVillage({ stock: { ...rich }, buildings: [{ type: 'farm', level: 9 }] });
    const nine = queue(v, 'farm');
    expect(nine.queue[0].level).toBe(10);
    expect(queueBuilding(nine, { type: 'farm', builders: 0, isNew: false }, ctxFor())).toEqual({ ok: false, error: QUEUE_TEXT.maxLevel });
    const town = aVillage({ tier: 'town', stock: { ...rich }, buildings: [{ type: 'farm', level: 10 }] });
    expect(queueBuilding(town, { type: 'farm', builders: 0, isNew: false }, ctxFor()).ok).toBe(true);
  });
  it('queue length by tier: 3 / 4 / 5', () => {
    for (const [tier, n] of [['village', 3], ['town', 4], ['city', 5]] as const) {
      let v = aVillage({ tier, stock: { ...rich } });
      for (let i = 0; i < n; i++) v = queue(v, 'farm', ctxFor({ env: envFor(tier) }));
      expect(queueBuilding(v, { type: 'quarry', builders: 0, isNew: false }, ctxFor({ env: envFor(tier) }))).toEqual({ ok: false, error: QUEUE_TEXT.queueFull });
    }
  });
  it('not enough resources', () => {
    const poor = aVillage({ stock: { wood: 10, stone: 1e4, iron: 1e4, food: 1e4 } });
    expect(queueBuilding(poor, { type: 'farm', builders: 0, isNew: false }, ctxFor())).toEqual({ ok: false, error: QUEUE_TEXT.notEnoughResources });
  });
  it('not enough builder charges', () => {
    expect(queueBuilding(base, { type: 'farm', builders: 2, isNew: false }, ctxFor({ builders: 1 }))).toEqual({ ok: false, error: QUEUE_TEXT.notEnoughBuilders });
  });
  it('points: amount required, at most 2 x hourly production, science only while researching', () => {
    const prod = productionOf(env, base.buildings);
    expect(prod).toBe(110);
    const q = (kind: 'science' | 'culture', amount: number | undefined, ctx = ctxFor()) => queuePoints(base, { kind, amount, builders: 0 }, ctx);
    expect(q('culture', undefined)).toEqual({ ok: false, error: QUEUE_TEXT.noAmount });
    expect(q('culture', 0)).toEqual({ ok: false, error: QUEUE_TEXT.noAmount });
    expect(q('culture', 2 * prod + 1)).toEqual({ ok: false, error: QUEUE_TEXT.amountCap });
    expect(q('culture', 2 * prod).ok).toBe(true);
    expect(q('science', 10)).toEqual({ ok: false, error: QUEUE_TEXT.noResearch });
    expect(q('science', 10, ctxFor({ researching: true })).ok).toBe(true);
  });
});

describe('queue rules: timing', () => {
  it('the head runs at production, the others wait and get projected due times', () => {
    let v = aVillage({ stock: { ...rich } });
    v = queue(v, 'farm');
    v = queue(v, 'quarry');
    const [a, b] = v.queue;
    const farmWork = workAt(buildingOf('farm'), 2);
    const quarryWork = workAt(buildingOf('quarry'), 2);
    expect(a.item.value).toBe('active');
    expect(a.dueAt).toBe(T0 + Math.ceil((farmWork / 110) * H));
    expect(b.item.value).toBe('waiting');
    expect(b.dueAt).toBe(a.dueAt! + Math.ceil((quarryWork / 110) * H));
  });

  it('a town hall level completing raises production: the next item starts at that instant at the new rate', () => {
    let v = aVillage({ stock: { ...rich } });
    v = queue(v, 'town_hall');
    v = queue(v, 'farm');
    const thDue = v.queue[0].dueAt!;
    const projected = v.queue[1].dueAt!;
    const r = completeHead(v, thDue + 5 * H, env)!;
    expect(r.completed.at).toBe(thDue);
    expect(r.completed.effect).toEqual({ kind: 'building', type: 'town_hall', level: 2 });
    const next = r.economy.queue[0];
    expect(next.item.value).toBe('active');
    expect(next.item.context.startedAt).toBe(thDue);
    const prod2 = productionOf(env, r.economy.buildings);
    expect(prod2).toBe(180);
    expect(next.dueAt).toBe(thDue + Math.ceil((workAt(buildingOf('farm'), 2) / 180) * H));
    expect(next.dueAt!).toBeLessThan(projected);
  });

  it('completion materialises the stock to the completion instant with the old rates first', () => {
    let v = aVillage({ stock: { wood: 500, stone: 500, iron: 500, food: 500 } });
    v = queue(v, 'forester');
    const due = v.queue[0].dueAt!;
    const paid = v.stock.wood;
    const { economy } = settleQueue(v, due + 10 * H, env);
    expect(economy.stockAt).toBe(due);
    // 60 wood/h before the forester level 2 completes.
    expect(economy.stock.wood).toBeCloseTo(paid + 60 * ((due - T0) / H), 6);
    expect(economy.buildings.find((b) => b.type === 'forester')!.level).toBe(2);
    // After it, the wood rate is the level-2 rate.
    const later = materialise(economy, due + H, env);
    expect(later.stock.wood - economy.stock.wood).toBeCloseTo(30 + Math.round(30 * 2 * 1.08), 6);
  });

  it('trained units eat from the instant they complete, within one settle as across separate ones', () => {
    const unit = (key: string, amount: number, id: number): QueueEntry => ({
      id, kind: 'unit', target: key, amount, level: null, cost: { wood: 0, stone: 0, iron: 0, food: 0 }, work: 50, builders: 0,
      item: persistQueueItem(createQueueItem({ kind: 'unit', work: 50, builders: 0 })), dueAt: null,
    });
    const v = aVillage({ stock: { wood: 500, stone: 500, iron: 500, food: 400 }, queue: [] });
    const start = { ...v, queue: startHead([unit('melee1', 40, 1), unit('cav1', 20, 2), unit('melee1', 10, 3)], T0, productionOf(env, v.buildings)) };
    const cutoff = start.queue[2].dueAt! + H;
    const together = settleQueue(start, cutoff, env);
    expect(together.completed).toHaveLength(3);
    // One at a time, each settle with rates that count the units standing so far (what a reload gives).
    let one = start;
    let eating = 0;
    for (let i = 0; i < 3; i++) {
      const e = envFor();
      const withUnits = { rates: (b: Parameters<typeof e.rates>[0]) => villageRates({ tier: 'village', buildings: [...b], tiles: [], unitConsumption: eating }, 1) };
      const step = completeHead({ ...one, trainedUpkeep: undefined }, cutoff, withUnits)!;
      const fx = step.completed.effect;
      if (fx.kind === 'unit') eating += unitOf(fx.unit).consumption * fx.amount;
      one = step.economy;
    }
    expect(together.economy.stockAt).toBe(one.stockAt);
    expect(together.economy.stock.food).toBeCloseTo(one.stock.food, 9);
    // And they did eat: less food than with the units left out.
    const uneaten = [0, 1, 2].reduce((x) => completeHead({ ...x, trainedUpkeep: undefined }, cutoff, env)!.economy, start);
    expect(one.stock.food).toBeLessThan(uneaten.stock.food - 1);
    expect(together.economy.trainedUpkeep).toBeCloseTo(eating, 9);
  });

  it('settleQueue completes everything due in order and nothing more', () => {
    let v = aVillage({ stock: { ...rich } });
    v = queue(v, 'farm');
    v = queue(v, 'quarry');
    v = queue(v, 'forester');
    const secondDue = settleQueue(v, v.queue[0].dueAt!, env).economy.queue[0].dueAt!;
    const { economy, completed } = settleQueue(v, secondDue, env);
    expect(completed.map((c) => c.entry.target)).toEqual(['farm', 'quarry']);
    expect(economy.queue.map((e) => e.target)).toEqual(['forester']);
    expect(economy.queue[0].item.context.startedAt).toBe(secondDue);
    expect(settleQueue(economy, secondDue, env).completed).toEqual([]);
  });

  it('builders: +100% work rate on a building, +50% on culture', () => {
    const b = queue(aVillage({ stock: { ...rich } }), 'farm', ctxFor({ builders: 1 }), false, 1);
    expect(b.queue[0].dueAt).toBe(T0 + Math.ceil((workAt(buildingOf('farm'), 2) / 220) * H));
    const c = queuePoints(aVillage({ stock: { ...rich } }), { kind: 'culture', amount: 165, builders: 1 }, ctxFor({ builders: 1 }));
    expect(c.ok && c.entry.dueAt).toBe(T0 + H);
    const two = queue(aVillage({ stock: { ...rich } }), 'farm', ctxFor({ builders: 2 }), false, 2);
    expect(two.queue[0].dueAt).toBe(T0 + Math.ceil((workAt(buildingOf('farm'), 2) / 330) * H));
  });

  it('productionChanged keeps the head\'s work and moves every due time', () => {
    let v = aVillage({ stock: { ...rich } });
    v = queue(v, 'town_hall');
    v = queue(v, 'farm');
    const half = T0 + (v.queue[0].dueAt! - T0) / 2;
    const faster = { ...v, buildings: v.buildings.map((b) => (b.type === 'town_hall' ? { ...b, level: 5 } : b)) };
    const moved = productionChanged(faster, half, env);
    expect(moved.queue[0].item.context.workDone).toBeCloseTo(moved.queue[0].work / 2, 1);
    expect(moved.queue[0].dueAt!).toBeLessThan(v.queue[0].dueAt!);
    expect(moved.queue[1].dueAt!).toBeLessThan(v.queue[1].dueAt!);
  });
});

describe('queue rules: cancel and refunds', () => {
  it('refundFor: the share of work not done, rounded down; all before it starts', () => {
    const cost = { wood: 100, stone: 55, iron: 3, food: 0 };
    expect(refundFor(cost, 40, 0)).toEqual(cost);
    expect(refundFor(cost, 40, 10)).toEqual({ wood: 75, stone: 41, iron: 2, food: 0 });
    expect(refundFor(cost, 40, 40)).toEqual({ wood: 0, stone: 0, iron: 0, food: 0 });
  });

  it('cancelling a waiting item returns its whole cost and its builder charges; due times move up', () => {
    let v = aVillage({ stock: { ...rich } });
    v = queue(v, 'farm');
    v = queue(v, 'quarry', ctxFor({ builders: 1 }), false, 1);
    v = queue(v, 'forester');
    const r = cancelItem(v, v.queue[1].id, T0 + 60_000, env);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.refund).toEqual(v.queue[1].cost);
    expect(r.buildersReturned).toBe(1);
    expect(r.economy.queue.map((e) => e.target)).toEqual(['farm', 'forester']);
    expect(r.economy.queue[1].dueAt!).toBeLessThan(v.queue[2].dueAt!);
  });

  it('cancelling the head halfway returns half; the next item starts at the cancel instant', () => {
    let v = aVillage({ stock: { ...rich } });
    v = queue(v, 'town_hall');
    v = queue(v, 'farm');
    const head = v.queue[0];
    const half = T0 + Math.round((head.dueAt! - T0) / 2);
    const at = materialise(v, half, env);
    const r = cancelItem(at, head.id, half, env);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.entry.item.context.workDone).toBeCloseTo(head.work / 2, 2);
    expect(r.refund).toEqual(refundFor(head.cost, head.work, r.entry.item.context.workDone));
    expect(Math.abs(r.refund.wood - head.cost.wood / 2)).toBeLessThanOrEqual(1);
    expect(r.buildersReturned).toBe(0);
    expect(r.economy.queue[0].item.context.startedAt).toBe(half);
    expect(cancelItem(r.economy, head.id, half, env)).toEqual({ ok: false, error: QUEUE_TEXT.itemNotFound });
  });

  it('a refund never fills a store past its cap', () => {
    let v = aVillage({ stock: { wood: 1200, stone: 1200, iron: 1200, food: 1200 } });
    v = queue(v, 'town_hall');
    const r = cancelItem(v, v.queue[0].id, T0, env);
    if (!r.ok) throw new Error(r.error.message);
    const cap = env.rates(v.buildings).store_res;
    expect(r.economy.stock.wood).toBe(Math.min(cap, 1200));
  });
});
