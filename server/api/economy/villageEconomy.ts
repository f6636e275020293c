import type { Conn, Trx } from '../../db/knex';
import type { Deps } from '../../http/context';
import { lockVillage, setStarvesAt, type VillageRow } from '../../db/villages';
import {
  addHomeUnits, deleteQueueItems, economyInputs, entryFromRow, insertQueueEntry, lockQueueRows,
  saveStock, setBuildingLevel, updateQueueEntry, type EconomyInputs, type QueueItemRow,
} from '../../db/queue';
import { villageRates } from '../../game/economy';
import { completeHead, ensureHeadStarted, settleQueue, type Completed, type EconomyEnv, type VillageEconomy } from '../../game/queue';
import { terrainLookup } from '../map/terrainCache';
import { unitConsumption } from '../villages/view';
import { settleAccountForCompletions } from '../research/account';
import { accountState, researchSnapshot, type AccountRow, type AccountVillageRow } from '../../db/account';
import { accountRates, buildingTouchesAccount, type ResearchDone } from '../../game/account';
import { addRunPoints, advanceRun, rerateRun, runOf, type AccountRun } from '../../game/research';
import { starvesAt } from '../../game/battle';
import { refreshStarvation } from '../units/starvation';

/**
 * Loading a village's economy into the pure queue model and writing the result back. Every caller
 * holds the village row lock (lockVillage / the tick's claim) for the whole transaction.
 */

export interface Loaded {
  village: VillageRow;
  economy: VillageEconomy;
  env: EconomyEnv;
}

/** Due work completes up to now, but never after the world finished (its state is frozen then). */
export function dueCutoff(deps: Deps, now: Date): number {
  const finished = deps.world.finishedAt ? new Date(deps.world.finishedAt).getTime() : Infinity;
  return Math.min(now.getTime(), finished);
}

/**
 * The village's buildings, stock and queue, and its rates as a function of building levels.
 * `lock: false` for reads (GET buildings): the queue rows are read without a row lock.
 */
export async function loadEconomy(trx: Conn, deps: Deps, v: VillageRow, opts: { lock?: boolean } = {}): Promise<Loaded> {
  const inputs = await economyInputs(trx, v);
  const rows = opts.lock === false
    ? await trx('queue_items').where({ village_id: v.id }).orderBy('id')
    : await lockQueueRows(trx, v.id);
  return economyFrom(deps, v, inputs, rows);
}

/** The pure part of loadEconomy: the economy and its rates from the rows read (the tick reads them in bulk). */
export function economyFrom(deps: Deps, v: VillageRow, inputs: EconomyInputs, rows: QueueItemRow[]): Loaded {
  const typeAt = terrainLookup(deps.world.seed, deps.config.maxCoord);
  const tileTypes = inputs.tiles.map((t) => ({ type: typeAt(t.x, t.y) }));
  // Same inputs as the village read path (server/api/villages/view.ts loadRates): own units, home or moving.
  const consumption = unitConsumption(inputs.units, inputs.moving);
  const env: EconomyEnv = {
    rates: (b) => villageRates({ tier: v.tier, buildings: [...b], tiles: tileTypes, unitConsumption: consumption }, deps.config.gameSpeed),
  };
  const economy: VillageEconomy = {
    tier: v.tier,
    stock: { wood: Number(v.wood), stone: Number(v.stone), iron: Number(v.iron), food: Number(v.food) },
    stockAt: new Date(v.resources_updated_at).getTime(),
    buildings: inputs.buildings.map((b) => ({ type: b.type, level: b.level })),
    queue: rows.map(entryFromRow),
  };
  return { village: v, economy, env };
}

/**
 * Writes what changed between `before` and `after`: stock, building levels, queue rows (deleted,
 * changed, new: new entries get their ids) and the effects of completed items beyond the village
 * (units, the account's science and culture). Returns `after` with the ids filled in.
 * The account is settled first, completion by completion, with the building levels standing before
 * each (server/api/research/account.ts): culture and science rates change at those instants.
 */
export async function saveEconomy(trx: Trx, v: VillageRow, before: VillageEconomy, after: VillageEconomy, completed: Completed[], now: Date, deps: Deps, env?: EconomyEnv): Promise<VillageEconomy> {
  await settleAccountForCompletions(trx, deps, v, before.buildings, completed);
  const stockChanged = after.stockAt !== before.stockAt || (['wood', 'stone', 'iron', 'food'] as const).some((r) => after.stock[r] !== before.stock[r]);
  // starves_at follows the stock and the food rate. With `env` (the rates the economy was settled
  // with) it is computed here, trained units included; without it, re-read at the end (starvation.ts).
  const starves = env ? starvationAfter(after, completed, env) : undefined;
  if (stockChanged) await saveStock(trx, v.id, after.stock, new Date(after.stockAt), starves);
  for (const b of after.buildings) {
    const old = before.buildings.find((x) => x.type === b.type);
    if (!old || old.level !== b.level) await setBuildingLevel(trx, v.id, b.type, b.level);
  }
  const kept = new Set(after.queue.filter((e) => e.id > 0).map((e) => e.id));
  await deleteQueueItems(trx, before.queue.filter((e) => !kept.has(e.id)).map((e) => e.id));
  const queue = [];
  for (const e of after.queue) {
    if (e.id === 0) {
      queue.push({ ...e, id: await insertQueueEntry(trx, v.id, e, now) });
      continue;
    }
    // Entries are replaced, never mutated: an unchanged entry is the same object.
    if (!before.queue.includes(e)) await updateQueueEntry(trx, e);
    queue.push(e);
  }
  for (const c of completed) {
    if (c.effect.kind === 'unit') await addHomeUnits(trx, v.id, c.effect.unit, c.effect.amount);
  }
  if (stockChanged || completed.length > 0) {
    if (starves === undefined) await refreshStarvation(trx, deps, v.id);
    else if (!stockChanged) await setStarvesAt(trx, v.id, starves);
  }
  return { ...after, queue };
}

/**
 * starves_at of a saved economy: its stock and rates, plus what the units trained by `completed` eat.
 * Whoever writes a settled economy's stock writes this with it (saveStock's last argument).
 */
export function starvationAfter(after: VillageEconomy, completed: Completed[], env: EconomyEnv): Date | null {
  const trained = completed.flatMap((c) => (c.effect.kind === 'unit' ? [{ unit: c.effect.unit, amount: c.effect.amount }] : []));
  const at = starvesAt(after.stock.food, after.stockAt, env.rates(after.buildings), unitConsumption(trained, []));
  return at === null ? null : new Date(at);
}

/**
 * Settle-on-read and settle-on-write (GAME.md section 1): completes every item of the village due by
 * `now` (oldest first, each at its own due instant) and saves. Takes the village row lock; call it
 * inside the transaction that then reads or changes the village. Returns what completed.
 */
export async function settleVillageQueue(trx: Trx, villageId: number, now: Date, deps: Deps): Promise<Completed[]> {
  const v = await lockVillage(trx, villageId);
  if (!v) return [];
  const loaded = await loadEconomy(trx, deps, v);
  const { economy, completed } = settleLoaded(loaded, deps, now);
  if (economy !== loaded.economy) await saveEconomy(trx, v, loaded.economy, economy, completed, now, deps, loaded.env);
  return completed;
}

/** The pure part of settling: starts a head left waiting, then completes what is due. */
export function settleLoaded(loaded: Loaded, deps: Deps, now: Date): { economy: VillageEconomy; completed: Completed[] } {
  const started = ensureHeadStarted(loaded.economy, now.getTime(), loaded.env);
  const r = settleQueue(started, dueCutoff(deps, now), loaded.env);
  return { economy: r.economy, completed: r.completed };
}

/**
 * The tick's step for one claimed item (village and item rows already locked by the claim): completes
 * it if it is still the village's due head, with the same rule the read path uses. False when
 * someone else completed or cancelled it first.
 */
export async function applyDueItem(trx: Trx, deps: Deps, claim: { id: number; village: VillageRow }, now: Date): Promise<boolean> {
  const v = claim.village;
  const loaded = await loadEconomy(trx, deps, v);
  if (loaded.economy.queue[0]?.id !== claim.id) return false;
  const step = completeHead(loaded.economy, dueCutoff(deps, now), loaded.env);
  if (!step) return false;
  await saveEconomy(trx, v, loaded.economy, step.economy, [step.completed], now, deps, loaded.env);
  return true;
}

/** One village of a tick batch after its due items completed in memory. */
export interface GroupVillage {
  loaded: Loaded;
  economy: VillageEconomy;
  completed: Completed[];
}

/**
 * The tick's pure step for one group (an account's villages, or one ownerless village): completes
 * every item due by `cutoff` across the villages in (due_at, id) order, as one-at-a-time claims in
 * that order would (each next item starting at its predecessor's instant), so the account sees the
 * completions of its villages in time order. A village whose rule throws is left out (in `failed`)
 * with nothing of it applied; the others go on.
 */
export function completeGroup(loaded: Loaded[], cutoff: number): {
  villages: GroupVillage[];
  order: Array<{ villageId: number; completed: Completed }>;
  failed: Array<{ villageId: number; err: unknown }>;
} {
  const state = new Map<number, GroupVillage>(loaded.map((l) => [l.village.id, { loaded: l, economy: l.economy, completed: [] }]));
  const failed: Array<{ villageId: number; err: unknown }> = [];
  const live = new Set(state.keys());
  const headDue = (g: GroupVillage) => {
    const h = g.economy.queue[0];
    return h && h.item.value === 'active' && h.item.context.dueAt !== null && h.item.context.dueAt <= cutoff ? h.item.context.dueAt : null;
  };
  for (;;) {
    let next: GroupVillage | undefined;
    let nextDue = Infinity;
    for (const id of live) {
      const g = state.get(id)!;
      let due: number | null;
      try {
        due = headDue(g);
      } catch (err) {
        failed.push({ villageId: id, err });
        live.delete(id);
        continue;
      }
      if (due === null) { live.delete(id); continue; }
      if (due < nextDue || (due === nextDue && g.economy.queue[0].id < next!.economy.queue[0].id)) { next = g; nextDue = due; }
    }
    if (!next) break;
    const id = next.loaded.village.id;
    try {
      const step = completeHead(next.economy, cutoff, next.loaded.env);
      if (!step) { live.delete(id); continue; }
      next.economy = step.economy;
      next.completed.push(step.completed);
    } catch (err) {
      failed.push({ villageId: id, err });
      live.delete(id);
    }
  }
  const bad = new Set(failed.map((f) => f.villageId));
  const villages = [...state.values()].filter((g) => !bad.has(g.loaded.village.id));
  const order = villages.flatMap((g) => g.completed.map((completed) => ({ villageId: g.loaded.village.id, completed })))
    .sort((a, b) => a.completed.at - b.completed.at || a.completed.entry.id - b.completed.entry.id);
  return { villages, order, failed };
}

const touchesAccount = (c: Completed): boolean =>
  c.effect.kind === 'science' || c.effect.kind === 'culture' || (c.effect.kind === 'building' && buildingTouchesAccount(c.effect.type));

function withLevel(buildings: ReadonlyArray<{ type: string; level: number }>, type: string, level: number) {
  return buildings.some((b) => b.type === type)
    ? buildings.map((b) => (b.type === type ? { ...b, level } : b))
    : [...buildings, { type, level }];
}

/**
 * The account after a group's completions (`order`, in time order across its villages), as
 * settleAccountForCompletions would leave it called once per completion in that order: before each
 * completion that touches culture or science the account advances to its instant at the rates of the
 * levels standing then (every village's), points are added at that instant, and the research run is
 * re-rated to the new levels. `before`: the batch villages' building levels before their first
 * completion (the other villages' come from `villages`). Null when nothing touches the account.
 */
export function accountAfterCompletions(
  row: AccountRow, villages: readonly AccountVillageRow[], before: ReadonlyMap<number, ReadonlyArray<{ type: string; level: number }>>,
  order: ReadonlyArray<{ villageId: number; completed: Completed }>, gameSpeed: number,
): { run: AccountRun; done: ResearchDone[] } | null {
  if (!order.some((o) => touchesAccount(o.completed))) return null;
  const levels = new Map<number, { tier: AccountVillageRow['tier']; buildings: ReadonlyArray<{ type: string; level: number }> }>(
    villages.map((v) => [v.id, { tier: v.tier, buildings: before.get(v.id) ?? v.buildings }]),
  );
  const ratesWith = (id: number) => accountRates(
    [...villages.filter((v) => v.id !== id).map((v) => levels.get(v.id)!), levels.get(id)!], gameSpeed,
  );
  let acc: AccountRun | undefined;
  const done: ResearchDone[] = [];
  for (const { villageId, completed: c } of order) {
    const mine = levels.get(villageId);
    if (!mine) continue; // a village no longer the account's (cannot be: the batch holds its row)
    if (!touchesAccount(c)) {
      if (c.effect.kind === 'building') levels.set(villageId, { ...mine, buildings: withLevel(mine.buildings, c.effect.type, c.effect.level) });
      continue;
    }
    const rates = ratesWith(villageId);
    if (!acc) {
      const state = accountState(row);
      acc = { state, run: runOf(researchSnapshot(row), state, rates) };
    }
    const adv = advanceRun(acc, rates, c.at);
    acc = adv;
    done.push(...adv.done);
    const e = c.effect;
    if (e.kind === 'building') levels.set(villageId, { ...mine, buildings: withLevel(mine.buildings, e.type, e.level) });
    else if (e.kind === 'culture' || e.kind === 'science') {
      const added = addRunPoints(acc, rates, { culture: e.kind === 'culture' ? e.amount : 0, science: e.kind === 'science' ? e.amount : 0 }, c.at);
      acc = added;
      done.push(...added.done);
    }
    acc = rerateRun(acc, ratesWith(villageId));
  }
  return acc ? { run: acc, done } : null;
}
