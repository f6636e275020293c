import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { lockVillage } from '../../db/villages';
import { buildingsLowered } from '../../game/queue';
import { loadEconomy } from '../economy/load';
import { saveEconomy } from '../economy/save';

/**
 * After a siege lowered building levels of a village at `at` (its stock and queue already brought to
 * `at` by touchVillage): the queue is rescheduled from the new rates (the head keeps the work done at
 * the old production and continues at the new one) and queued building items are re-targeted to the
 * levels standing now (game/queue buildingsLowered). The village row is locked.
 */
export async function queueAfterSiege(trx: Trx, deps: Deps, villageId: number, at: Date): Promise<void> {
  const v = await lockVillage(trx, villageId);
  if (!v) return;
  const loaded = await loadEconomy(trx, deps, v);
  const next = buildingsLowered(loaded.economy, at.getTime(), loaded.env);
  if (next !== loaded.economy) await saveEconomy(trx, v, loaded.economy, next, [], at, deps, loaded.env);
}
