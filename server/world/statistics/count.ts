import type { Conn, Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { addGains, empiresOfUsers, type Gains } from '../../db/statistics';
import { cleanDeltas, statWeekOf, weeklyDeltas, type CounterDeltas, type EarnedCounter, type WeeklyCounter } from '../../game/statistics';

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

/** A gain as queued: whose, its week (from `at`), the counters and their weekly copies. */
interface Counted { userId: number; week: number; counters: CounterDeltas; weekly: Partial<Record<WeeklyCounter, number>>; at: Date }

/**
 * THE function every system calls when a kingdom earns statistics (GAME.md section 10), inside the
 * transaction that changes the world: the kingdom's counters, its Empire's (what a member earns while a
 * member counts for the Empire), and both weekly copies of the medal categories for the week of `at`. Never
 * recomputed from history. A kingdom without an owner (natives) or deltas of nothing change nothing.
 *
 * The gains are queued on the transaction and written just before it commits, all of them summed per row
 * in one statement per table in key order (writeCounted): a tick transaction applying many arrivals, or a
 * player's call settling some, would otherwise lock kingdoms' and Empires' counter rows in the order its
 * battles came, and two tick runners crossing the same kingdoms in opposite orders deadlocked (40P01,
 * issue 18). Taken last and in one order, these rows never close a cycle. A savepoint's gains join its
 * parent's when it is released and are dropped when it rolls back (as push events are, push/publish.ts).
 * On a connection outside a transaction they are written at once.
 */
export async function countEarned(trx: Conn, deps: Deps, earned: readonly Earned[]): Promise<void> {
  const start = deps.world.startTime.getTime();
  const items: Counted[] = [];
  for (const e of earned) {
    const counters = cleanDeltas(e.counters);
    if (e.userId === null || counters === null) continue;
    const week = statWeekOf(start, e.at.getTime(), deps.config.gameSpeed);
    items.push({ userId: e.userId, week, counters, weekly: weeklyDeltas(counters, e.eventRewards), at: e.at });
  }
  if (items.length === 0) return;
  if (!(trx as Trx).isTransaction) {
    await writeCounted(trx, items);
    return;
  }
  queueOf(trx as Trx).push(...items);
}

const queues = new WeakMap<Trx, Counted[]>();

/**
 * The gains queued on `trx`. The outermost transaction writes its queue in its commit (before the COMMIT
 * statement: a failing write rolls it back as any failing statement would); a savepoint hands its queue to
 * its parent once released.
 */
function queueOf(trx: Trx): Counted[] {
  const had = queues.get(trx);
  if (had) return had;
  const queue: Counted[] = [];
  queues.set(trx, queue);
  const parent = trx.parentTransaction;
  if (parent) {
    trx.executionPromise.then(() => { queueOf(parent).push(...queue); }, () => { /* rolled back: nothing was earned */ });
  } else {
    // knex commits a callback's transaction through this property once the callback resolved (and rolls
    // back with the error if the commit rejects), so the queue is written after every other statement.
    const commit = trx.commit.bind(trx);
    trx.commit = (async (value?: unknown) => {
      queues.delete(trx);
      await writeCounted(trx, queue);
      return commit(value);
    }) as Trx['commit'];
  }
  return queue;
}

/** Sums gains per row (a counter's instant: the latest gain's) and writes them (addGains' order). */
async function writeCounted(trx: Conn, items: readonly Counted[]): Promise<void> {
  if (items.length === 0) return;
  const empireOf = await empiresOfUsers(trx, [...new Set(items.map((i) => i.userId))].sort((a, b) => a - b));
  const kingdoms = new Map<number, Gains<EarnedCounter>>();
  const empires = new Map<number, Gains<EarnedCounter>>();
  const weekly = new Map<string, { week: number; scope: 'kingdom' | 'empire'; id: number; gains: Gains<WeeklyCounter> }>();
  const add = <C extends string>(g: Gains<C>, d: Partial<Record<C, number>>, at: Date) => {
    for (const [c, n] of Object.entries(d) as Array<[C, number]>) {
      if (!(n > 0)) continue;
      const x = g[c];
      g[c] = { amount: (x?.amount ?? 0) + n, at: x && x.at > at ? x.at : at };
    }
  };
  const rowOf = <K, V>(m: Map<K, V>, k: K, make: () => V): V => {
    const v = m.get(k) ?? make();
    m.set(k, v);
    return v;
  };
  for (const i of items) {
    add(rowOf(kingdoms, i.userId, () => ({})), i.counters, i.at);
    add(rowOf(weekly, `${i.week}:kingdom:${i.userId}`, () => ({ week: i.week, scope: 'kingdom' as const, id: i.userId, gains: {} })).gains, i.weekly, i.at);
    const empireId = empireOf.get(i.userId);
    if (empireId === undefined) continue;
    add(rowOf(empires, empireId, () => ({})), i.counters, i.at);
    add(rowOf(weekly, `${i.week}:empire:${empireId}`, () => ({ week: i.week, scope: 'empire' as const, id: empireId, gains: {} })).gains, i.weekly, i.at);
  }
  await addGains(trx, { kingdoms, empires, weekly: [...weekly.values()] });
}
