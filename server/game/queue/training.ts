import { findUnit } from '../data/units';
import { canTrain, type Missing } from '../battle/training';
import { addItem, type QueueContext, type Queued } from './enqueue';
import type { Said } from '../texts';

/**
 * Training through the production queue (GAME.md sections 4 and 6): canTrain first ('Requirements not
 * met', with what is missing), then the queue's own checks; the cost is the unit cost x amount and the
 * work the unit work x amount. The completed item adds the units at home.
 */
export function queueTraining(
  v: Parameters<typeof addItem>[0], req: { unit: string; amount: number; builders: number }, ctx: QueueContext,
): Queued | { ok: false; error: Said; missing: Missing[] } {
  const check = canTrain(req.unit, v.buildings, ctx.researched);
  if (!check.ok) return check;
  const u = findUnit(req.unit)!;
  const n = req.amount;
  const cost = { wood: u.cost.wood * n, stone: u.cost.stone * n, iron: u.cost.iron * n, food: u.cost.food * n };
  return addItem(v, { kind: 'unit', target: u.key, amount: n, level: null, cost, work: u.work * n, builders: req.builders }, ctx);
}
