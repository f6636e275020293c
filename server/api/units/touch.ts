import type { Trx } from '../../db/knex';
import type { Deps } from '../../http/context';
import { lockVillage, type VillageRow } from '../../db/villages';
import { saveStock } from '../../db/queue';
import { settleStock, type Stock, type VillageRates } from '../../game/economy';
import { starvesAt } from '../../game/battle';
import { loadEconomy, settleVillageQueue } from '../economy/villageEconomy';

/**
 * Brings a village to the instant `at` before an arrival changes what its rates depend on (units
 * eat, loot leaves the stock, siege lowers buildings): its due queue work is completed and its stock
 * is materialised and written at `at` (never before the stock's own instant). Locks the village row.
 */
export async function touchVillage(trx: Trx, deps: Deps, villageId: number, at: Date): Promise<{ v: VillageRow; stock: Stock; rates: VillageRates; at: Date } | undefined> {
  if (!(await lockVillage(trx, villageId))) return undefined;
  await settleVillageQueue(trx, villageId, at, deps);
  const v = (await lockVillage(trx, villageId))!;
  const since = new Date(v.resources_updated_at);
  const when = since.getTime() > at.getTime() ? since : at;
  // One round trip (economyInputs), not loadRates' parallel queries on one transaction connection.
  const loaded = await loadEconomy(trx, deps, v);
  const rates = loaded.env.rates(loaded.economy.buildings);
  const stock = settleStock({ wood: Number(v.wood), stone: Number(v.stone), iron: Number(v.iron), food: Number(v.food) }, since, rates, when);
  // starves_at from these rates; a caller that then changes them recomputes it (refreshStarvation).
  const starves = starvesAt(stock.food, when.getTime(), rates);
  await saveStock(trx, v.id, stock, when, starves === null ? null : new Date(starves));
  return { v, stock, rates, at: when };
}
