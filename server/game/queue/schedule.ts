import { finishAt, stepQueueItem } from '../../../machines/queueItem';
import { effectivePoints } from '../economy';
import { findBuilding } from '../data/buildings';
import type { EconomyEnv, QueueEntry, VillageEconomy } from './types';

/** Work points per hour of a village with these buildings (its `production`, improvements applied). */
export function productionOf(env: EconomyEnv, buildings: VillageEconomy['buildings']): number {
  return effectivePoints(env.rates(buildings)).production;
}

/**
 * Due times of the whole queue: the head's from its machine; each waiting item would start when the
 * one before it is done and run at `production` x its builder boost. Once an item cannot finish
 * (no production) the ones behind it cannot either (null).
 */
export function projectDueTimes(queue: QueueEntry[], production: number): QueueEntry[] {
  let prev: number | null = null;
  return queue.map((e, i) => {
    let dueAt: number | null;
    if (i === 0 && e.item.value === 'active') dueAt = e.item.context.dueAt;
    else if (i === 0) dueAt = null;
    else dueAt = prev === null ? null : finishAt(prev, e.work, production * e.item.context.boost);
    prev = dueAt;
    return e.dueAt === dueAt ? e : { ...e, dueAt };
  });
}

/**
 * Makes the head active at `at` when it is still waiting (a new head after a completion or a cancel
 * starts at that instant, not at the wall clock), then projects the due times.
 */
export function startHead(queue: QueueEntry[], at: number, production: number): QueueEntry[] {
  if (queue.length === 0) return queue;
  const [head, ...rest] = queue;
  const started = head.item.value === 'waiting'
    ? { ...head, item: stepQueueItem(head.item, { type: 'START', at, production }) }
    : head;
  return projectDueTimes([started, ...rest], production);
}

/**
 * The village's production changed at `at` (a building level came or went): the head keeps the
 * work done so far and continues at the new rate; every due time is recomputed.
 */
export function productionChanged(v: VillageEconomy, at: number, env: EconomyEnv): VillageEconomy {
  if (v.queue.length === 0) return v;
  const production = productionOf(env, v.buildings);
  const [head, ...rest] = v.queue;
  const moved = head.item.value === 'active'
    ? { ...head, item: stepQueueItem(head.item, { type: 'PRODUCTION_CHANGED', at, production }) }
    : head;
  return { ...v, queue: startHead([moved, ...rest], at, production) };
}

/**
 * A siege lowered building levels at `at` (GAME.md section 6): the queue is made consistent with the
 * levels standing now.
 * - Queued building items are re-targeted: each raises its building to the level standing now + 1,
 *   + 1 more for each item of the same building before it in the queue (what completing it does,
 *   settle.ts effectOf), capped at the building's maximum. They keep their cost and work: the cost
 *   was paid and the work is what the player bought; nothing is refunded or charged.
 * - The head keeps the work done so far at the old production and continues at the new production
 *   from `at`; every due time is recomputed (productionChanged).
 */
export function buildingsLowered(v: VillageEconomy, at: number, env: EconomyEnv): VillageEconomy {
  const seen = new Map<string, number>();
  const queue = v.queue.map((e) => {
    if (e.kind !== 'building' || e.target === null) return e;
    const before = seen.get(e.target) ?? 0;
    seen.set(e.target, before + 1);
    const standing = v.buildings.find((b) => b.type === e.target)?.level ?? 0;
    const level = Math.min(findBuilding(e.target)?.maxLevel ?? Infinity, standing + before + 1);
    return e.level === level ? e : { ...e, level };
  });
  return productionChanged({ ...v, queue }, at, env);
}
