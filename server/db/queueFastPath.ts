import pg from 'pg';
import { onPgDriver, withRawConnection, type Db } from './knex';
import type { VillageRow } from './villages';
import type { TokenRow } from './tokens';
import { hashToken } from './tokens';
import { parseRead, parseWrite, writeLiterals, type QueuedWrite, type WriteRead } from './queueWrite';

/**
 * The queue POSTs' speed path: a whole queue call in two round trips on a connection of its own, as
 * simple-protocol messages (several statements each, so no bind parameters: every value goes through
 * pg's own escapeLiteral or is a checked integer):
 * 1. `BEGIN; SELECT * FROM villages WHERE id = N [AND ak_token_live(hash, now)] FOR UPDATE;
 *    SELECT * FROM ak_queue_read[_tok](N, science[, hash, now])`. The lock is a statement of its own and
 *    the read (a VOLATILE function) takes its snapshot after the lock was granted, so it sees what the
 *    previous holder committed. With a token the read also answers the token's row (none: dead token).
 * 2. `SELECT * FROM ak_queue_write(...); COMMIT` when the caller decides to write the one appended item.
 * The caller decides from what the first message read: write, finish without writing, or take the
 * general path (a knex transaction) instead, which it does by design, not by exception: `general`.
 */

/**
 * What the first round trip read: the locked village row (undefined: none, or a dead token), what the
 * rules read (parsed when asked: only for a village that exists), and with a bearer token its row
 * (undefined: dead).
 */
export interface FastRead {
  village: VillageRow | undefined;
  read: () => WriteRead;
  token: TokenRow | undefined;
}

/** The caller's decision after the first round trip. */
export type FastStep<T> =
  | { write: QueuedWrite; reply: (written: { id: number; builders: number | undefined } | undefined) => T }
  | { done: T }
  | { general: true };

const INT4_MAX = 2147483647;

/** Whether the speed path applies: the pg driver and a village id in int4 range. */
export function fastQueuePossible(db: Db, villageId: number): boolean {
  return onPgDriver(db) && Number.isSafeInteger(villageId) && villageId >= 1 && villageId <= INT4_MAX;
}

type Results = Array<{ rows: Array<Record<string, unknown>> }>;

/**
 * Runs a queue call on the speed path (call only when fastQueuePossible). `token`: the bearer token to
 * check in the first round trip (its row comes back in FastRead.token). `decide` may throw a refusal:
 * the transaction is rolled back and the refusal goes on to the caller. Answers `{ general: true }`
 * when `decide` chose the general path (nothing was written).
 */
export async function queueCallFast<T>(
  db: Db, villageId: number, opts: { science: boolean; token?: { bearer: string; now: Date } },
  decide: (r: FastRead) => Promise<FastStep<T>> | FastStep<T>,
): Promise<{ result: T } | { general: true }> {
  if (!fastQueuePossible(db, villageId)) throw new Error('queueCallFast: not on the pg driver, or an id outside int4');
  const lit = pg.escapeLiteral;
  const id = String(villageId);
  const science = opts.science ? 'true' : 'false';
  const tok = opts.token ? `${lit(hashToken(opts.token.bearer))}, ${lit(opts.token.now.toISOString())}::timestamptz` : undefined;
  const text = tok === undefined
    ? `BEGIN; SELECT * FROM villages WHERE id = ${id} FOR UPDATE; SELECT * FROM ak_queue_read(${id}, ${science})`
    : `BEGIN; SELECT * FROM villages WHERE id = ${id} AND ak_token_live(${tok}) FOR UPDATE; SELECT * FROM ak_queue_read_tok(${id}, ${science}, ${tok})`;
  return withRawConnection(db, async (conn, discard) => {
    // Whether a transaction may be open on conn (from BEGIN until COMMIT or ROLLBACK was answered).
    let open = true;
    const end = async (sql: 'COMMIT' | 'ROLLBACK') => {
      try {
        await conn.query(sql);
        open = false;
      } catch (err) {
        discard(err);
        throw err;
      }
    };
    try {
      const results = (await conn.query(text)) as Results;
      const row = results[2].rows[0];
      const step = await decide({
        village: results[1].rows[0] as unknown as VillageRow | undefined,
        read: () => parseRead(row!),
        token: tok === undefined ? undefined : (row as unknown as TokenRow | undefined),
      });
      if ('general' in step) {
        await end('ROLLBACK');
        return { general: true as const };
      }
      if ('done' in step) {
        await end('COMMIT');
        return { result: step.done };
      }
      const r = (await conn.query(`${writeLiterals(step.write, lit)}; COMMIT`)) as Results;
      open = false;
      return { result: step.reply(parseWrite(r[0].rows[0])) };
    } catch (e) {
      // A refusal (or a failed statement) leaves the transaction open or aborted: roll it back.
      if (open) await end('ROLLBACK').catch(() => { /* the connection is discarded */ });
      throw e;
    }
  });
}
