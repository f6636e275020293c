import type { Trx } from '../db/knex';
import type { Deps, AuthInfo } from './deps';
import type { VillageRow } from '../db/villages';
import type { TokenRow } from '../db/tokens';
import { lockVillageRow, readForWrite, writeQueued, type QueuedWrite, type WriteAccount } from '../db/queueWrite';
import { ensureBuildingRow, takeBuilders } from '../db/queue';
import { materialise, type Completed, type QueueEntry, type VillageEconomy } from '../game/queue';
import { ownVillage } from './access';
import { economyFrom, loadEconomy, settleLoaded, starvationAfter, type Loaded } from './economy/load';
import { saveEconomy } from './economy/save';

/**
 * Who calls a write: a token holder the HTTP layer resolved already, or a bearer token the call reads
 * itself (with its first statement, on the speed path). `accept` turns the token's row into the
 * holder (no row: a 401) and charges its limits; `resolve` looks the token up on its own (the general path).
 */
export type Caller =
  | { auth: AuthInfo }
  | { bearer: string; accept: (row: TokenRow | undefined) => Promise<AuthInfo>; resolve: () => Promise<AuthInfo> };

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

/** What a queueing rule may read (the speed path has no transaction handle and no general save). */
export type QueueSession = Omit<VillageSession, 'trx' | 'save' | 'saveQueued'>;

/**
 * The general write scope (ARCHITECTURE.md's handler shape): one transaction; lock the village;
 * authorise (owner or sitter of its account; someone else's is 403, unknown 404, both with `key`);
 * settle its due work with the one settle (settleLoaded) and write it; read what the rules need; hand
 * the rule the session. A refusal thrown inside rolls everything back.
 * Statements: the lock, one read of everything the rules need (db/queueWrite.ts), and for a queued
 * item one write; a settlement of due work adds its own writes and a second read.
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
      const write = appendedWrite(village, base, after, spent, now);
      if (write) {
        const w = await writeQueued(trx, write);
        if (!w) return undefined;
        return { saved: withId(after, base.economy, w.id), builders: w.builders ?? read.account?.builders ?? 0 };
      }
      // Any other change than one appended entry: the general save (with the spend taken first).
      return saveChanged(trx, village, after, spent, read.account?.builders ?? 0, save);
    };
    return fn({ trx, village, now, loaded, economy, account: read.account, buildingRows: read.inputs.buildings, save, saveQueued });
  });
}

/**
 * Loads a village whose row the caller locked and writes the settlement of its due work at once, so that
 * the account (culture, science: settled at each completion instant) is current before a rule reads it.
 * Returns the loaded economy with the settled state as its baseline.
 */
export async function settleAndLoad(trx: Trx, deps: Deps, village: VillageRow, now: Date): Promise<{ loaded: Loaded; economy: VillageEconomy }> {
  const loaded = await loadEconomy(trx, deps, village);
  const settled = settleLoaded(loaded, deps, now);
  if (settled.economy === loaded.economy) return { loaded, economy: loaded.economy };
  const completed: Completed[] = settled.completed;
  const saved = await saveEconomy(trx, village, loaded.economy, settled.economy, completed, now, deps);
  return { loaded: { ...loaded, economy: saved }, economy: saved };
}

/** The general save of a queued change that is not one appended entry (not seen from the queue rules today). */
async function saveChanged(
  trx: Trx, village: VillageRow, after: VillageEconomy, spent: number, builders: number,
  save: (after: VillageEconomy) => Promise<VillageEconomy>,
): Promise<{ saved: VillageEconomy; builders: number } | undefined> {
  let left = builders;
  if (spent > 0) {
    const r = await takeBuilders(trx, village.user_id!, spent);
    if (r === undefined) return undefined;
    left = r;
  }
  const last = after.queue[after.queue.length - 1];
  if (last?.kind === 'building' && last.target) await ensureBuildingRow(trx, village.id, last.target);
  return { saved: await save(after), builders: left };
}

/**
 * The one-statement write of `after` when the rule appended exactly one entry and changed nothing else
 * (every queue rule today). Undefined for any other change (the general save).
 */
export function appendedWrite(village: VillageRow, base: Loaded, after: VillageEconomy, spent: number, now: Date): QueuedWrite | undefined {
  const before = base.economy;
  const n = before.queue.length;
  const entry: QueueEntry | undefined = after.queue[n];
  const one = entry !== undefined && entry.id === 0 && after.queue.length === n + 1
    && before.queue.every((e, i) => after.queue[i] === e)
    && after.buildings.length === before.buildings.length
    && after.buildings.every((b, i) => b.type === before.buildings[i].type && b.level === before.buildings[i].level);
  if (!one) return undefined;
  return {
    villageId: village.id, userId: village.user_id, spent, building: entry.kind === 'building' ? entry.target : null,
    stock: after.stock, stockAt: new Date(after.stockAt), starvesAt: starvationAfter(after, [], base.env), entry, now,
  };
}

/** `after` with the id the database gave its appended entry. */
export const withId = (after: VillageEconomy, before: VillageEconomy, id: number): VillageEconomy => {
  const n = before.queue.length;
  return { ...after, queue: [...after.queue.slice(0, n), { ...after.queue[n], id }] };
};
