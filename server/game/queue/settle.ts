import { stepQueueItem } from '../../../machines/queueItem';
import { findBuilding } from '../data/buildings';
import { findUnit } from '../data/units';
import type { Completed, EconomyEnv, ItemEffect, QueueEntry, VillageEconomy } from './types';
import { productionOf, startHead } from './schedule';
import { materialise } from './stock';

/** The effect of a completed item on its village's buildings, and what it gives beyond the village. */
function effectOf(e: QueueEntry, buildings: VillageEconomy['buildings']): { buildings: VillageEconomy['buildings']; effect: ItemEffect } {
  switch (e.kind) {
    case 'building': {
      const type = e.target ?? '';
      const max = findBuilding(type)?.maxLevel ?? Infinity;
      const current = buildings.find((b) => b.type === type);
      // +1 on the level standing now (a siege may have lowered it meanwhile), never past the building's maximum.
      const level = Math.min(max, (current?.level ?? 0) + 1);
      const next = current
        ? buildings.map((b) => (b.type === type ? { ...b, level } : b))
        : [...buildings, { type, level }];
      return { buildings: next, effect: { kind: 'building', type, level } };
    }
    case 'unit':
      return { buildings, effect: { kind: 'unit', unit: e.target ?? '', amount: e.amount } };
    case 'science':
      return { buildings, effect: { kind: 'science', amount: e.amount } };
    case 'culture':
      return { buildings, effect: { kind: 'culture', amount: e.amount } };
  }
}

/**
 * Completes the head of the queue if it is due by `cutoff` (GAME.md sections 1 and 4), in this order:
 * the stock is materialised to the completion instant with the rates before it (rates change at that
 * instant), the effect is applied (building level +1), then the next item starts at that same instant
 * and every due time is recomputed at the new production. Returns null when nothing is due.
 */
export function completeHead(v: VillageEconomy, cutoff: number, env: EconomyEnv): { economy: VillageEconomy; completed: Completed } | null {
  const head = v.queue[0];
  if (!head || head.item.value !== 'active') return null;
  const due = head.item.context.dueAt;
  if (due === null || due > cutoff) return null;

  const item = stepQueueItem(head.item, { type: 'TICK', now: due });
  if (item.value !== 'done') return null;
  const settled = materialise(v, due, env);
  const { buildings, effect } = effectOf(head, settled.buildings);
  const production = productionOf(env, buildings);
  const queue = startHead(v.queue.slice(1), due, production);
  const trained = effect.kind === 'unit' ? (findUnit(effect.unit)?.consumption ?? 0) * effect.amount : 0;
  return {
    economy: trained > 0 ? { ...settled, buildings, queue, trainedUpkeep: (settled.trainedUpkeep ?? 0) + trained } : { ...settled, buildings, queue },
    completed: { entry: { ...head, item, dueAt: due }, at: due, effect },
  };
}

/** Completes every item due by `cutoff`, oldest first (what a read or a write does before it acts). */
export function settleQueue(v: VillageEconomy, cutoff: number, env: EconomyEnv): { economy: VillageEconomy; completed: Completed[] } {
  const completed: Completed[] = [];
  let economy = v;
  for (;;) {
    const step = completeHead(economy, cutoff, env);
    if (!step) break;
    economy = step.economy;
    completed.push(step.completed);
  }
  return { economy, completed };
}

/**
 * A head that is still waiting (a row written without starting it) starts at `at`; afterwards the
 * queue always has an active head.
 */
export function ensureHeadStarted(v: VillageEconomy, at: number, env: EconomyEnv): VillageEconomy {
  const head = v.queue[0];
  if (!head || head.item.value === 'active') return v;
  return { ...v, queue: startHead(v.queue, at, productionOf(env, v.buildings)) };
}
