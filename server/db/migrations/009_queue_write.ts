import type { Knex } from 'knex';
import { sqlFile } from '../sql/files';

/**
 * The write path of the queue calls (server/api/economy/writeLoad.ts) as two functions, so that a POST
 * villages/{id}/queue/... is two round trips inside its transaction (issue 5):
 * - `ak_queue_read(village, science)`: everything the queue rules read about a village whose row the
 *   caller has locked (SELECT ... FOR UPDATE, a statement of its own before this one): buildings, tiles,
 *   own units and movements, the queue rows (locked), the account, districts, completed research and,
 *   for science, the account's villages. VOLATILE plpgsql: each statement takes a new snapshot, so it
 *   sees what the transaction that held the lock before committed (the subqueries of the locking
 *   statement itself would not). Its plans are kept per connection like a prepared statement's.
 * Both run with enable_seqscan off: every lookup here is by key and has an index, and a plan kept from
 * when a table was empty or tiny (a fresh world, queue_items emptied) would otherwise go on scanning the
 * whole table after it grew, until the next ANALYZE.
 * - `ak_queue_write(...)`: the new queue item, the stock with starves_at, the level-0 building row and the
 *   builder charges in one statement; the charges are taken only when the account holds them, and nothing
 *   is written otherwise (item_id null).
 * The economy inputs (buildings .. moving) are the subqueries of economyInputColumns (server/db/queue.ts);
 * tests/api/post-queue-functions.test.ts checks that both read the same.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(sqlFile('ak_queue_read'));

  await knex.raw(sqlFile('ak_queue_write'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS ak_queue_write(int, int, int, text, float8, float8, float8, float8, timestamptz, timestamptz, text, text, int, int, jsonb, float8, float8, int, timestamptz, timestamptz, jsonb, timestamptz)');
  await knex.raw('DROP FUNCTION IF EXISTS ak_queue_read(int, boolean)');
}
