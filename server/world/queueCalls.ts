import type { Deps, AuthInfo } from './deps';
import { fastQueuePossible, queueCallFast } from '../db/queueFastPath';
import { returnBuilders } from '../db/queue';
import { userById } from '../db/users';
import { cancelItem, materialise, QUEUE_TEXT, type Cancelled, type Queued, type VillageEconomy } from '../game/queue';
import { ownVillage } from './access';
import { badRequest, notFound } from './refusal';
import { NOT_FOUND_TEXT } from '../game/refusals';
import type { Said } from '../game/texts';
import { economyFrom, settleLoaded } from './economy/load';
import { appendedWrite, withId, withVillage, type Caller, type QueueSession } from './villageWrite';

/**
 * Who makes a queue call. With a bearer token not checked yet, `admit` charges its per-token limit before
 * the village is locked (a 429 there; a 401 first when the token is dead): with REDIS_URL the limit is a
 * Redis round trip, which the other calls on the village must not wait for behind the lock.
 */
export type QueueCaller = Extract<Caller, { auth: AuthInfo }> | (Extract<Caller, { bearer: string }> & { admit: () => Promise<void> });

/** A queue rule's answer; a refusal may carry details (training: what is missing). */
export type Decided = Queued | { ok: false; error: Said; missing: unknown[] };

const refuse = (key: string, q: { error: Said; missing?: unknown[] }) => badRequest(key, q.error, q.missing ? { missing: q.missing } : undefined);

/** What a queue call leaves: the session the rule saw, the saved economy and the account's builder charges. */
export interface QueuedOnVillage {
  session: QueueSession;
  saved: VillageEconomy;
  builders: number;
}

/**
 * A queue call (POST villages/{id}/queue/..., unit training): `decide` is the rule (pure: it reads the
 * session and answers Queued); a refusal is a 400 with `key`, and so is a lack of builder charges.
 * On PostgreSQL the call takes the speed path (db/queueFastPath.ts: two round trips, the token read in
 * the first when the caller left it to the call, its rate limit charged before that, outside the lock); when the village has due work to settle first, or the
 * rule changed more than one appended entry, it runs on the general path instead (withVillage), by design.
 * The rule is a pure function of what it reads, so running it again there decides the same.
 */
export async function queueOnVillage(
  deps: Deps, caller: QueueCaller, villageId: number, key: string, decide: (s: QueueSession) => Decided, opts: { science?: boolean } = {},
): Promise<QueuedOnVillage> {
  let auth: AuthInfo | undefined = 'auth' in caller ? caller.auth : undefined;
  if (fastQueuePossible(deps.db, villageId)) {
    if ('admit' in caller) await caller.admit();
    const token = 'bearer' in caller ? { bearer: caller.bearer, now: deps.now() } : undefined;
    const fast = await queueCallFast<QueuedOnVillage>(deps.db, villageId, { science: opts.science === true, token }, async (r) => {
      // The token first (401; its limit was charged by admit), then the village (404, 403), as the middleware orders them.
      if (!auth && 'accept' in caller) auth = await caller.accept(r.token);
      const village = ownVillage(r.village, auth!, key);
      const now = deps.now();
      const read = r.read();
      const loaded = economyFrom(deps, village, read.inputs, read.rows);
      if (settleLoaded(loaded, deps, now).economy !== loaded.economy) return { general: true };
      const session: QueueSession = {
        village, now, loaded, economy: materialise(loaded.economy, now.getTime(), loaded.env),
        account: read.account, buildingRows: read.inputs.buildings,
      };
      const q = decide(session);
      if (!q.ok) throw refuse(key, q);
      const write = appendedWrite(village, loaded, q.economy, q.buildersSpent, now);
      if (!write) return { general: true };
      return {
        write,
        reply: (w) => {
          if (!w) throw badRequest(key, QUEUE_TEXT.notEnoughBuilders);
          return { session, saved: withId(q.economy, loaded.economy, w.id), builders: w.builders ?? read.account?.builders ?? 0 };
        },
      };
    });
    if ('result' in fast) return fast.result;
  }
  if (!auth) auth = 'resolve' in caller ? await caller.resolve() : undefined;
  return withVillage(deps, auth!, villageId, key, async (s) => {
    const q = decide(s);
    if (!q.ok) throw refuse(key, q);
    const done = await s.saveQueued(q.economy, q.buildersSpent);
    if (!done) throw badRequest(key, QUEUE_TEXT.notEnoughBuilders);
    return { session: s, saved: done.saved, builders: done.builders };
  }, opts);
}

/**
 * DELETE villages/{id}/queue/{queueId}: cancels an item (game/queue cancelItem), returns its builder
 * charges and saves. Unknown, completed or of another village: the same 404.
 */
export async function cancelOnVillage(
  deps: Deps, auth: AuthInfo, villageId: number, queueId: number, key: string,
): Promise<QueuedOnVillage & { cancelled: Extract<Cancelled, { ok: true }> }> {
  return withVillage(deps, auth, villageId, key, async (s) => {
    const r = cancelItem(s.economy, queueId, s.now.getTime(), s.loaded.env);
    if (!r.ok) throw notFound(key, NOT_FOUND_TEXT.queueItem);
    const userId = s.village.user_id!;
    await returnBuilders(s.trx, userId, r.buildersReturned);
    const saved = await s.save(r.economy);
    const user = await userById(s.trx, userId);
    return { session: s, saved, builders: user?.builders ?? 0, cancelled: r };
  });
}
