import type { Trx } from '../../db/knex';
import type { AuthInfo, Deps } from '../../http/context';
import { lockVillage, type VillageRow } from '../../db/villages';
import { materialise, type Completed, type VillageEconomy } from '../../game/queue';
import { ownVillage } from '../villages/access';
import { loadEconomy, saveEconomy, settleLoaded, type Loaded } from './villageEconomy';

/** A village opened for a write: locked, authorised, its due work settled and its stock materialised to now. */
export interface VillageSession {
  trx: Trx;
  village: VillageRow;
  now: Date;
  loaded: Loaded;
  /** The economy settled and materialised to `now`: what the rules start from. */
  economy: VillageEconomy;
  /** Writes `after` (and the settlement that led to `economy`); returns it with new ids filled in. */
  save: (after: VillageEconomy) => Promise<VillageEconomy>;
}

/**
 * The handler shape of ARCHITECTURE.md: one transaction, lock the village, authorise (owner or
 * sitter of its account; someone else's is 403, unknown 404, both with `key`), settle due work,
 * call the rule, save. A refusal thrown inside rolls everything back.
 */
export async function withVillage<T>(deps: Deps, auth: AuthInfo, villageId: number, key: string, fn: (s: VillageSession) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (trx) => {
    const village = ownVillage(await lockVillage(trx, villageId), auth, key);
    const now = deps.now();
    const { loaded, economy: settled } = await settleAndLoad(trx, deps, village, now);
    const economy = materialise(settled, now.getTime(), loaded.env);
    const save = (after: VillageEconomy) => saveEconomy(trx, village, loaded.economy, after, [], now, deps);
    return fn({ trx, village, now, loaded, economy, save });
  });
}

/**
 * Loads the village (row locked by the caller) and writes the settlement of its due work at once, so
 * that the account (culture, science: settled at each completion instant) is current before a rule
 * reads it. Returns the loaded economy with the settled state as its baseline.
 */
export async function settleAndLoad(trx: Trx, deps: Deps, village: VillageRow, now: Date): Promise<{ loaded: Loaded; economy: VillageEconomy }> {
  const loaded = await loadEconomy(trx, deps, village);
  const settled = settleLoaded(loaded, deps, now);
  if (settled.economy === loaded.economy) return { loaded, economy: loaded.economy };
  const completed: Completed[] = settled.completed;
  const saved = await saveEconomy(trx, village, loaded.economy, settled.economy, completed, now, deps);
  return { loaded: { ...loaded, economy: saved }, economy: saved };
}
