import { createQueueItem, persistQueueItem, type QueueItemKind } from '../../../machines/queueItem';
import { findBuilding } from '../data/buildings';
import { POINT_COST, QUEUE_AMOUNT_CAP } from '../data/constants';
import { districtOf, type DistrictKey } from '../data/districts';
import type { Cost } from '../data/resources';
import { tierAtLeast, tierOf } from '../data/tiers';
import { costAt, maxLevelFor, workAt } from '../economy';
import { productionOf, startHead } from './schedule';
import { canPay, pay } from './stock';
import { QUEUE_TEXT, type Outcome } from './texts';
import type { EconomyEnv, QueueEntry, VillageEconomy } from './types';

/** What a queue rule needs besides the village. The village must be settled and materialised to `now`. */
export interface QueueContext {
  now: number;
  /** Districts commissioned in the village. */
  districts: readonly string[];
  /** Keys of the technologies the account has completed. */
  researched: ReadonlySet<string>;
  /** A research is running (science accrues only then). */
  researching: boolean;
  /** Builder charges the account holds. */
  builders: number;
  env: EconomyEnv;
}

export interface ItemSpec {
  kind: QueueItemKind;
  target: string | null;
  amount: number;
  level: number | null;
  cost: Cost;
  work: number;
  builders: number;
}

export type Queued = Outcome<{ economy: VillageEconomy; entry: QueueEntry; buildersSpent: number }>;

/** Resources a science or culture item of `amount` points costs (data/constants.ts POINT_COST). */
export function pointsCost(amount: number): Cost {
  return {
    wood: POINT_COST.wood * amount,
    stone: POINT_COST.stone * amount,
    iron: POINT_COST.iron * amount,
    food: POINT_COST.food * amount,
  };
}

/**
 * Adds any item: refused when the queue is full, the builder charges are missing or the resources do
 * not cover the cost; otherwise pays, and starts it at `now` when the queue was empty.
 */
export function addItem(v: VillageEconomy, spec: ItemSpec, ctx: QueueContext): Queued {
  if (v.queue.length >= tierOf(v.tier).queueLength) return { ok: false, error: QUEUE_TEXT.queueFull };
  if (spec.builders > ctx.builders) return { ok: false, error: QUEUE_TEXT.notEnoughBuilders };
  if (!canPay(v.stock, spec.cost)) return { ok: false, error: QUEUE_TEXT.notEnoughResources };
  const entry: QueueEntry = {
    id: 0,
    ...spec,
    item: persistQueueItem(createQueueItem({ kind: spec.kind, work: spec.work, builders: spec.builders })),
    dueAt: null,
  };
  const queue = startHead([...v.queue, entry], ctx.now, productionOf(ctx.env, v.buildings));
  const economy: VillageEconomy = { ...v, stock: pay(v.stock, spec.cost), queue };
  return { ok: true, economy, entry: queue[queue.length - 1], buildersSpent: spec.builders };
}

/**
 * The next level of a building: level standing + levels already queued + 1. `isNew` is the call for a
 * building not yet in the village (POST queue/building), refused when it stands or is queued already.
 * Checked in order: unknown type, tier, district, research, maximum level, then `addItem`'s checks.
 */
export function queueBuilding(v: VillageEconomy, req: { type: string; builders: number; isNew: boolean }, ctx: QueueContext): Queued {
  const b = findBuilding(req.type);
  if (!b) return { ok: false, error: QUEUE_TEXT.unknownBuilding };
  const standing = v.buildings.find((x) => x.type === b.key)?.level ?? 0;
  const queued = v.queue.filter((e) => e.kind === 'building' && e.target === b.key).length;
  if (req.isNew && standing + queued > 0) return { ok: false, error: QUEUE_TEXT.buildingExists };
  if (!tierAtLeast(v.tier, b.tier)) return { ok: false, error: QUEUE_TEXT.higherTier };
  if (b.district && !ctx.districts.includes(b.district)) {
    return { ok: false, error: QUEUE_TEXT.requiresDistrict(b.district as DistrictKey) };
  }
  if (b.research && !ctx.researched.has(b.research)) return { ok: false, error: QUEUE_TEXT.requirements };
  const level = standing + queued + 1;
  if (level > maxLevelFor(b, v.tier)) return { ok: false, error: QUEUE_TEXT.maxLevel };
  return addItem(v, {
    kind: 'building', target: b.key, amount: 1, level, cost: costAt(b, level), work: workAt(b, level), builders: req.builders,
  }, ctx);
}

/**
 * Science or culture points (SPEC.md section 5): an amount is required, at most QUEUE_AMOUNT_CAP x
 * the hourly production; 1 point needs 1 work point and costs POINT_COST. Science needs a running
 * research (GAME.md: science accrues only while researching).
 */
export function queuePoints(v: VillageEconomy, req: { kind: 'science' | 'culture'; amount: number | undefined; builders: number }, ctx: QueueContext): Queued {
  const amount = req.amount ?? 0;
  if (!(amount > 0)) return { ok: false, error: QUEUE_TEXT.noAmount };
  if (amount > QUEUE_AMOUNT_CAP * productionOf(ctx.env, v.buildings)) return { ok: false, error: QUEUE_TEXT.amountCap };
  if (req.kind === 'science' && !ctx.researching) return { ok: false, error: QUEUE_TEXT.noResearch };
  return addItem(v, {
    kind: req.kind, target: null, amount, level: null, cost: pointsCost(amount), work: amount, builders: req.builders,
  }, ctx);
}
