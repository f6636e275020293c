import type { Context } from 'koa';
import type { Trx } from '../../db/knex';
import type { AuthInfo, Deps } from '../../http/context';
import type { VillageRow } from '../../db/villages';
import { materialise, type Completed, type QueueEntry, type VillageEconomy } from '../../game/queue';
import { ownVillage } from '../villages/access';
import { acceptToken, authOf, tokenArguments, type TokenRow } from '../../http/auth';
import { economyFrom, loadEconomy, settleLoaded, starvationAfter, type Loaded } from '../../world/economy/load';
import { saveEconomy } from '../../world/economy/save';
import { lockVillageRow, parseRead, parseWrite, quoteLiteral, readForWrite, writeLiterals, writeQueued, type QueuedWrite, type WriteAccount, type WriteRead } from '../../db/queueWrite';

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
 * What a queueing rule may use (withVillage): no transaction handle and no general save, so the call can
 * run as two round trips on a connection of its own (see withVillage).
 */
export type QueueSession = Omit<VillageSession, 'trx' | 'save'>;

/**
 * The handler shape of ARCHITECTURE.md: one transaction, lock the village, authorise (owner or
 * sitter of its account; someone else's is 403, unknown 404, both with `key`), settle due work,
 * call the rule, save. A refusal thrown inside rolls everything back.
 * Statements (server/api/economy/writeLoad.ts): the lock, one read of everything the rules need, and
 * for a queued item one write; a settlement of due work adds its own writes and a second read.
 * `science`: the account's villages are read too (the science call computes the research at now).
 * The general path (knex transaction): BEGIN, lock, read, write, COMMIT (five round trips). For the
 * queue calls see withVillage.
 */
export async function withVillageTrx<T>(deps: Deps, auth: AuthInfo, villageId: number, key: string, fn: (s: VillageSession) => Promise<T>, opts: { science?: boolean } = {}): Promise<T> {
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
      const write = appendedWrite(village, base, after, spent, now);
      if (write) {
        const w = await writeQueued(trx, write);
        if (!w) return undefined;
        return { saved: withId(after, base.economy, w.id), builders: w.builders ?? account?.builders ?? 0 };
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
 * The write of `after` when the rule appended exactly one entry and changed nothing else (every queue
 * rule today): one statement (writeQueued). Undefined for any other change (the general save).
 */
function appendedWrite(village: VillageRow, base: Loaded, after: VillageEconomy, spent: number, now: Date): QueuedWrite | undefined {
  const before = base.economy;
  const n = before.queue.length;
  const entry: QueueEntry | undefined = after.queue[n];
  const fast = entry !== undefined && entry.id === 0 && after.queue.length === n + 1
    && before.queue.every((e, i) => after.queue[i] === e)
    && after.buildings.length === before.buildings.length
    && after.buildings.every((b, i) => b.type === before.buildings[i].type && b.level === before.buildings[i].level);
  if (!fast) return undefined;
  return {
    villageId: village.id, userId: village.user_id, spent, building: entry.kind === 'building' ? entry.target : null,
    stock: after.stock, stockAt: new Date(after.stockAt), starvesAt: starvationAfter(after, [], base.env), entry, now,
  };
}

const withId = (after: VillageEconomy, before: VillageEconomy, id: number): VillageEconomy => {
  const n = before.queue.length;
  return { ...after, queue: [...after.queue.slice(0, n), { ...after.queue[n], id }] };
};

/** Thrown inside the two-round-trip path when the call needs the general one (rolled back, run again there). */
class NeedsGeneralPath extends Error {}

/** The pg driver's connection as knex's pool hands it out (the parts used here). */
interface PgConnection {
  query: (text: string) => Promise<unknown>;
  __knex__disposed?: unknown;
}

const INT4_MAX = 2147483647;

/**
 * A queue call (POST villages/{id}/queue/...): the rule gets a QueueSession. On PostgreSQL (the pg
 * driver) the transaction is two round trips on a pooled connection, with knex's query building left out:
 * 1. `BEGIN; SELECT * FROM villages WHERE id = N FOR UPDATE; SELECT * FROM ak_queue_read(N, science)`,
 *    one simple-protocol query (N an integer checked here). The lock is its own statement, and the read,
 *    a later statement and a VOLATILE function, takes its snapshot after the lock was granted, so it sees
 *    what the previous holder committed (tests/api/queue-concurrency.test.ts).
 * 2. `SELECT * FROM ak_queue_write(literals...); COMMIT` (writeLiterals: every value checked or escaped).
 * A refusal (403/404, a rule's error) sends ROLLBACK. When the read finds due work to settle, or the rule
 * changed more than one appended entry, the transaction is rolled back and the call runs on the general
 * path (withVillageTrx) from the start. On PGlite it always runs there.
 * For a token the route resolves itself see withVillageOf (the token read in the first round trip).
 */
export async function withVillage<T>(deps: Deps, auth: AuthInfo, villageId: number, key: string, fn: (s: QueueSession) => Promise<T>, opts: { science?: boolean } = {}): Promise<T> {
  if (!fastPathFor(deps, villageId)) return withVillageTrx(deps, auth, villageId, key, fn, opts);
  const r = await fastPath(deps, { auth }, villageId, key, fn, opts);
  return 'result' in r ? r.result : withVillageTrx(deps, r.general, villageId, key, fn, opts);
}

/**
 * withVillage for a route whose token the auth middleware left to it (server/http/auth.ts deferredAuth):
 * on the pg driver the token lookup joins the first round trip, so the call is two round trips in all:
 * 1. `BEGIN; SELECT * FROM villages WHERE id = N AND ak_token_live(hash, now) FOR UPDATE;
 *    SELECT * FROM ak_queue_read_tok(N, science, hash, now)` (migration 010: the token's row with the read).
 *    A dead token (unknown, revoked, expired: the middleware's conditions) locks and reads nothing and is a
 *    401 (then ROLLBACK); a live one is charged the per-token limit (acceptToken: 429) before the village
 *    is looked at (404/403), as when the middleware resolved it. Revocation is for good and the instant is
 *    a literal, so a token the read found live was live at the lock; one revoked between the two statements
 *    (the read returns no row) is a 401.
 * 2. as withVillage.
 * A token the middleware already resolved (ctx.state.auth), PGlite and ids outside int4 take withVillage
 * (PGlite and the general path after one lookup of the token by authOf: 401/429 first, as before).
 */
export async function withVillageOf<T>(ctx: Context, deps: Deps, villageId: number, key: string, fn: (s: QueueSession) => Promise<T>, opts: { science?: boolean } = {}): Promise<T> {
  const bearer = ctx.state.bearer;
  if (ctx.state.auth || bearer === undefined || !fastPathFor(deps, villageId)) {
    return withVillage(deps, await authOf(ctx, deps), villageId, key, fn, opts);
  }
  const r = await fastPath(deps, { token: tokenArguments(bearer, deps.now()), accept: (row) => acceptToken(ctx, deps, row) }, villageId, key, fn, opts);
  return 'result' in r ? r.result : withVillageTrx(deps, r.general, villageId, key, fn, opts);
}

/** Whether the two-round-trip path applies: the pg driver and an int4 id. */
function fastPathFor(deps: Deps, villageId: number): boolean {
  const client = deps.db.client as { config?: { client?: unknown } };
  // The pg driver only (openDb's `client: 'pg'`): knex-pglite inherits the pg dialect but its connection is PGlite's.
  return client.config?.client === 'pg' && Number.isSafeInteger(villageId) && villageId >= 1 && villageId <= INT4_MAX;
}

/** Who calls: a holder already resolved, or a token to read in the first round trip (`token`: tokenArguments). */
type Caller = { auth: AuthInfo } | { token: string; accept: (row: TokenRow | undefined) => AuthInfo };

type Rows = Array<{ rows: Array<Record<string, unknown>> }>;

/** The two round trips of withVillage/withVillageOf; `general`: run the call on the general path as this holder. */
async function fastPath<T>(deps: Deps, caller: Caller, villageId: number, key: string, fn: (s: QueueSession) => Promise<T>, opts: { science?: boolean }): Promise<{ result: T } | { general: AuthInfo }> {
  const client = deps.db.client as { acquireConnection: () => Promise<unknown>; releaseConnection: (c: unknown) => Promise<void> };
  const science = opts.science === true;
  const text = 'auth' in caller
    ? `BEGIN; SELECT * FROM villages WHERE id = ${villageId} FOR UPDATE; SELECT * FROM ak_queue_read(${villageId}, ${science})`
    : `BEGIN; SELECT * FROM villages WHERE id = ${villageId} AND ak_token_live(${caller.token}) FOR UPDATE; `
      + `SELECT * FROM ak_queue_read_tok(${villageId}, ${science}, ${caller.token})`;
  const conn = (await client.acquireConnection()) as PgConnection;
  // Whether a transaction may be open on conn (from sending BEGIN until COMMIT was answered).
  let open = true;
  let auth: AuthInfo | undefined;
  try {
    const results = (await conn.query(text)) as Rows;
    const [lockRows, readRows] = [results[1], results[2]];
    // The token's row came with the read (none: dead, 401); the per-token limit is charged here (429).
    auth = 'auth' in caller ? caller.auth : caller.accept(readRows.rows[0] as unknown as TokenRow | undefined);
    const village = ownVillage(lockRows.rows[0] as unknown as VillageRow | undefined, auth, key);
    const now = deps.now();
    const read: WriteRead = parseRead(readRows.rows[0]);
    const loaded = economyFrom(deps, village, read.inputs, read.rows);
    if (settleLoaded(loaded, deps, now).economy !== loaded.economy) throw new NeedsGeneralPath();
    const economy = materialise(loaded.economy, now.getTime(), loaded.env);
    const saveQueued = async (after: VillageEconomy, spent: number) => {
      const write = appendedWrite(village, loaded, after, spent, now);
      if (!write) throw new NeedsGeneralPath();
      const r = (await conn.query(`${writeLiterals(write, quoteLiteral)}; COMMIT`)) as Rows;
      open = false;
      const w = parseWrite(r[0].rows[0]);
      if (!w) return undefined;
      return { saved: withId(after, loaded.economy, w.id), builders: w.builders ?? read.account?.builders ?? 0 };
    };
    const result = await fn({ village, now, loaded, economy, account: read.account, buildingRows: read.inputs.buildings, saveQueued });
    if (open) {
      // The rule answered without writing (no queue call does that today): end the transaction.
      await conn.query('COMMIT');
      open = false;
    }
    return { result };
  } catch (e) {
    // A failed statement leaves the transaction aborted (or open, after a refusal): roll it back. A
    // connection that cannot even do that is dropped by the pool.
    if (open) {
      try {
        await conn.query('ROLLBACK');
      } catch (rollbackError) {
        conn.__knex__disposed = rollbackError;
      }
    }
    if (!(e instanceof NeedsGeneralPath) || !auth) throw e;
  } finally {
    await client.releaseConnection(conn);
  }
  return { general: auth };
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
