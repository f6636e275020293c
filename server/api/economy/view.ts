import { workDoneAt } from '../../../machines/queueItem';
import type { QueueItemView, QueueResponse } from '../../contract/economy';
import { productionOf, type EconomyEnv, type QueueEntry, type VillageEconomy } from '../../game/queue';

const iso = (t: number | null): string | null => (t === null ? null : new Date(t).toISOString());

/** One queue entry as the client sees it at `now` (work done so far, its rate, due time). */
export function itemView(e: QueueEntry, now: number, production: number): QueueItemView {
  const c = e.item.context;
  const active = e.item.value === 'active';
  return {
    id: e.id,
    kind: e.kind,
    target: e.target,
    amount: e.amount,
    level: e.level,
    cost: e.cost,
    work: e.work,
    work_done: active ? workDoneAt(c, now) : c.workDone,
    builders: e.builders,
    state: e.item.value,
    rate: active ? c.rate : e.item.value === 'waiting' ? production * c.boost : 0,
    started_at: iso(c.startedAt),
    due_at: iso(e.dueAt),
  };
}

/** The body every queue call answers. */
export function queueBody(
  villageId: number, economy: VillageEconomy, env: EconomyEnv, now: Date, item: QueueItemView, builders: number,
  refund?: QueueResponse['refund'],
): QueueResponse {
  const production = productionOf(env, economy.buildings);
  const t = now.getTime();
  return {
    village: {
      id: villageId,
      wood: economy.stock.wood, stone: economy.stock.stone, iron: economy.stock.iron, food: economy.stock.food,
      production,
      computed_at: now.toISOString(),
    },
    buildQueue: economy.queue.map((e) => itemView(e, t, production)),
    item,
    builders,
    ...(refund ? { refund } : {}),
  };
}
