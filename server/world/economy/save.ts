import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { lockVillage, setStarvesAt, type VillageRow } from '../../db/villages';
import { addHomeUnits, deleteQueueItems, insertQueueEntry, saveStock, setBuildingLevel, updateQueueEntry } from '../../db/queue';
import { completeHead, type Completed, type EconomyEnv, type VillageEconomy } from '../../game/queue';
import { settleAccountForCompletions } from '../account';
import { refreshStarvation } from './starvesAt';
import { loadEconomy, settleLoaded, starvationAfter } from './load';
import { dueCutoff } from '../cutoff';
import { tellDone } from './told';

/**
 * Writing a settled or changed village economy back. Every caller holds the village row lock
 * (lockVillage / the tick's claim) for the whole transaction.
 */

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
  tellDone(trx, deps, v, completed);
  if (stockChanged || completed.length > 0) {
    if (starves === undefined) await refreshStarvation(trx, deps, v.id);
    else if (!stockChanged) await setStarvesAt(trx, v.id, starves);
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
  if (economy !== loaded.economy) await saveEconomy(trx, v, loaded.economy, economy, completed, now, deps, loaded.env);
  return completed;
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

