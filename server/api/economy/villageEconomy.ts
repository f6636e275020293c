import type { Conn, Trx } from '../../db/knex';
import type { Deps } from '../../http/context';
import { lockVillage, type VillageRow } from '../../db/villages';
import {
  addHomeUnits, deleteQueueItems, economyInputs, entryFromRow, insertQueueEntry, lockQueueRows,
  saveStock, setBuildingLevel, updateQueueEntry,
} from '../../db/queue';
import { villageRates } from '../../game/economy';
import { completeHead, ensureHeadStarted, settleQueue, type Completed, type EconomyEnv, type VillageEconomy } from '../../game/queue';
import { terrainLookup } from '../map/terrainCache';
import { unitConsumption } from '../villages/view';
import { settleAccountForCompletions } from '../research/account';

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
export async function saveEconomy(trx: Trx, v: VillageRow, before: VillageEconomy, after: VillageEconomy, completed: Completed[], now: Date, deps: Deps): Promise<VillageEconomy> {
  await settleAccountForCompletions(trx, deps, v, before.buildings, completed);
  if (after.stockAt !== before.stockAt || (['wood', 'stone', 'iron', 'food'] as const).some((r) => after.stock[r] !== before.stock[r])) {
    await saveStock(trx, v.id, after.stock, new Date(after.stockAt));
  }
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
  return { ...after, queue };
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
  if (economy !== loaded.economy) await saveEconomy(trx, v, loaded.economy, economy, completed, now, deps);
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
  await saveEconomy(trx, v, loaded.economy, step.economy, [step.completed], now, deps);
  return true;
}
