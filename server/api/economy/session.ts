import type { Trx } from '../../db/knex';
import type { AuthInfo, Deps } from '../../http/context';
import type { VillageRow } from '../../db/villages';
import { materialise, type Completed, type QueueEntry, type VillageEconomy } from '../../game/queue';
import { ownVillage } from '../villages/access';
import { economyFrom, loadEconomy, saveEconomy, settleLoaded, starvationAfter, type Loaded } from './villageEconomy';
import { lockVillageRow, readForWrite, writeQueued, type WriteAccount } from './writeLoad';

/** A village opened for a write: locked, authorised, its due work settled and its stock materialised to now. */
export interface VillageSession {
  trx: Trx;
  village: VillageRow;
  now: Date;
  loaded: Loaded;
  /** The economy settled and materialised to `now`: what the rules start from. */
  economy: VillageEconomy;
  /** The village's account as read after the settlement (undefined: the village has none). */
  account?: WriteAccount;
  /** The village's building rows (ids: the upgrade call names one). */
  buildingRows: ReadonlyArray<{ id: number; type: string; level: number }>;
  /** Writes `after` (and the settlement that led to `economy`); returns it with new ids filled in. */
  save: (after: VillageEconomy) => Promise<VillageEconomy>;
  /**
   * Writes `after` (the rule added an entry at the end) and takes `spent` builder charges from the
   * account. Undefined when the account lacks the charges (nothing written). `builders`: the account's
   * count after the spend (the count read in this transaction when nothing was spent).
   */
  saveQueued: (after: VillageEconomy, spent: number) => Promise<{ saved: VillageEconomy; builders: number } | undefined>;
}

/**
 * The handler shape of ARCHITECTURE.md: one transaction, lock the village, authorise (owner or
 * sitter of its account; someone else's is 403, unknown 404, both with `key`), settle due work,
 * call the rule, save. A refusal thrown inside rolls everything back.
 * Statements (server/api/economy/writeLoad.ts): the lock, one read of everything the rules need, and
 * for a queued item one write; a settlement of due work adds its own writes and a second read.
 * `science`: the account's villages are read too (the science call computes the research at now).
 */
export async function withVillage<T>(deps: Deps, auth: AuthInfo, villageId: number, key: string, fn: (s: VillageSession) => Promise<T>, opts: { science?: boolean } = {}): Promise<T> {
  return deps.db.transaction(async (trx) => {
    const village = ownVillage(await lockVillageRow(trx, villageId), auth, key);
    const now = deps.now();
    let read = await readForWrite(trx, village, opts);
    let loaded = economyFrom(deps, village, read.inputs, read.rows);
    const settled = settleLoaded(loaded, deps, now);
    if (settled.economy !== loaded.economy) {
      const saved = await saveEconomy(trx, village, loaded.economy, settled.economy, settled.completed, now, deps, loaded.env);
      loaded = { ...loaded, economy: saved };
      // The settlement may have changed the account (points, research completed): read it again.
      read = await readForWrite(trx, village, opts);
    }
    const economy = materialise(loaded.economy, now.getTime(), loaded.env);
    const base = loaded;
    const save = (after: VillageEconomy) => saveEconomy(trx, village, base.economy, after, [], now, deps, base.env);
    const saveQueued = async (after: VillageEconomy, spent: number) => {
      const account = read.account;
      const before = base.economy;
      const n = before.queue.length;
      const entry: QueueEntry | undefined = after.queue[n];
      const fast = entry !== undefined && entry.id === 0 && after.queue.length === n + 1
        && before.queue.every((e, i) => after.queue[i] === e)
        && after.buildings.length === before.buildings.length
        && after.buildings.every((b, i) => b.type === before.buildings[i].type && b.level === before.buildings[i].level);
      if (fast) {
        const w = await writeQueued(trx, {
          villageId: village.id, userId: village.user_id, spent, building: entry.kind === 'building' ? entry.target : null,
          stock: after.stock, stockAt: new Date(after.stockAt), starvesAt: starvationAfter(after, [], base.env), entry, now,
        });
        if (!w) return undefined;
        const saved = { ...after, queue: [...after.queue.slice(0, n), { ...entry, id: w.id }] };
        return { saved, builders: w.builders ?? account?.builders ?? 0 };
      }
      // Any other change (not seen from the queue rules today): the general diff, the same outcome.
      let builders = account?.builders ?? 0;
      if (spent > 0) {
        const rows: Array<{ builders: number }> = await trx('users').where({ id: village.user_id }).where('builders', '>=', spent)
          .decrement('builders', spent).returning('builders');
        if (rows.length !== 1) return undefined;
        builders = Number(rows[0].builders);
      }
      const last = after.queue[after.queue.length - 1];
      if (last?.kind === 'building' && last.target) {
        await trx('village_buildings').insert({ village_id: village.id, type: last.target, level: 0 }).onConflict(['village_id', 'type']).ignore();
      }
      return { saved: await save(after), builders };
    };
    return fn({ trx, village, now, loaded, economy, account: read.account, buildingRows: read.inputs.buildings, save, saveQueued });
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
