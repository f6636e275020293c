import { stepQueueItem } from '../../../machines/queueItem';
import { RESOURCES, type Cost } from '../data/resources';
import { productionOf, startHead } from './schedule';
import { receive } from './stock';
import { QUEUE_TEXT, type Outcome } from './texts';
import type { EconomyEnv, QueueEntry, VillageEconomy } from './types';

/**
 * The share of the cost whose work was not yet done, rounded down per resource (GAME.md section 4):
 * the whole cost before any work, nothing once all work is done.
 */
export function refundFor(cost: Cost, work: number, workDone: number): Cost {
  const left = work > 0 ? Math.min(1, Math.max(0, (work - workDone) / work)) : 0;
  const out = { wood: 0, stone: 0, iron: 0, food: 0 };
  for (const r of RESOURCES) out[r] = workDone <= 0 ? cost[r] : Math.floor(cost[r] * left + 1e-9);
  return out;
}

export type Cancelled = Outcome<{ economy: VillageEconomy; entry: QueueEntry; refund: Cost; buildersReturned: number }>;

/**
 * Cancels one item at `now` (the village settled and materialised to `now`). A waiting item returns its
 * whole cost and its builder charges; the active one returns the resources of the work not yet done
 * (its charges were spent), and the next item starts at `now`. A refund fills the stores up to their caps.
 */
export function cancelItem(v: VillageEconomy, id: number, now: number, env: EconomyEnv): Cancelled {
  const i = v.queue.findIndex((e) => e.id === id);
  if (i < 0) return { ok: false, error: QUEUE_TEXT.itemNotFound };
  const entry = v.queue[i];
  const item = stepQueueItem(entry.item, { type: 'CANCEL', at: now });
  // The caller settled the queue first, so an item due by now is gone already; this keeps a late cancel from undoing work.
  if (item.value !== 'cancelled') return { ok: false, error: QUEUE_TEXT.itemNotFound };
  const started = entry.item.value === 'active';
  const refund = started ? refundFor(entry.cost, entry.work, item.context.workDone) : { ...entry.cost };
  const rates = env.rates(v.buildings);
  const rest = v.queue.filter((_, j) => j !== i);
  const queue = startHead(rest, now, productionOf(env, v.buildings));
  return {
    ok: true,
    economy: { ...v, stock: receive(v.stock, refund, rates), queue },
    entry: { ...entry, item },
    refund,
    buildersReturned: started ? 0 : entry.builders,
  };
}
