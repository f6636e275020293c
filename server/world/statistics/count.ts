import type { Conn } from '../../db/knex';
import type { Deps } from '../deps';
import { addEarned, addWeekly } from '../../db/statistics';
import { empireIdOfUser } from '../../db/empireMessages';
import { cleanDeltas, statWeekOf, weeklyDeltas, type CounterDeltas } from '../../game/statistics';

/** What one kingdom earned in one change of the world (a battle, an event's end, a payout). */
export interface Earned {
  userId: number | null;
  /** Kills (values of units killed), events completed, resources won (loot and rewards). */
  counters: CounterDeltas;
  /** The part of `counters.resources` that is rewards from events (the weekly pve_res medal category). */
  eventRewards?: number;
  /** The instant it happened (a due row's due_at, or now). */
  at: Date;
}

/**
 * THE function every system calls when a kingdom earns statistics (GAME.md section 10), inside the
 * transaction that changes the world: the kingdom's counters, its Empire's (what a member earns while a
 * member counts for the Empire), and both weekly copies of the medal categories for the week of `at`. Never
 * recomputed from history. A kingdom without an owner (natives) or deltas of nothing change nothing.
 * Pass several in one call to keep the lock order (kingdoms by id, then Empires by id).
 */
export async function countEarned(trx: Conn, deps: Deps, earned: readonly Earned[]): Promise<void> {
  const items = earned
    .map((e) => ({ ...e, counters: cleanDeltas(e.counters) }))
    .filter((e): e is Earned & { userId: number; counters: CounterDeltas } => e.userId !== null && e.counters !== null)
    .sort((a, b) => a.userId - b.userId);
  if (items.length === 0) return;
  const empires: Array<{ empireId: number; e: (typeof items)[number] }> = [];
  for (const e of items) {
    const week = statWeekOf(deps.world.startTime.getTime(), e.at.getTime(), deps.config.gameSpeed);
    await addEarned(trx, 'kingdom', e.userId, e.counters, e.at);
    await addWeekly(trx, week, 'kingdom', e.userId, weeklyDeltas(e.counters, e.eventRewards), e.at);
    const empireId = await empireIdOfUser(trx, e.userId);
    if (empireId !== undefined) empires.push({ empireId, e });
  }
  empires.sort((a, b) => a.empireId - b.empireId);
  for (const { empireId, e } of empires) {
    const week = statWeekOf(deps.world.startTime.getTime(), e.at.getTime(), deps.config.gameSpeed);
    await addEarned(trx, 'empire', empireId, e.counters, e.at);
    await addWeekly(trx, week, 'empire', empireId, weeklyDeltas(e.counters, e.eventRewards), e.at);
  }
}
