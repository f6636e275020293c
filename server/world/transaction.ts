import type { Trx } from '../db/knex';
import type { Deps } from './deps';

/**
 * A handler transaction retried when PostgreSQL aborts it as a deadlock victim (40P01): locks are
 * taken in a fixed order, but a player's call may still meet an arrival in a cycle in rare cases,
 * and that must never reach the player as a 500.
 */
export async function transaction<T>(deps: Deps, fn: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.db.transaction(fn);
    } catch (err) {
      if (attempt < 3 && (err as { code?: string }).code === '40P01') continue;
      throw err;
    }
  }
}
