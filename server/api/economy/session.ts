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
    const loaded = await loadEconomy(trx, deps, village);
    const settled = settleLoaded(loaded, deps, now);
    const economy = materialise(settled.economy, now.getTime(), loaded.env);
    const completed: Completed[] = settled.completed;
    const save = (after: VillageEconomy) => saveEconomy(trx, village, loaded.economy, after, completed, now);
    return fn({ trx, village, now, loaded, economy, save });
  });
}
