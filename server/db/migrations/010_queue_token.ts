import type { Knex } from 'knex';
import { sqlFile } from '../sql/files';

/**
 * The queue POSTs' token read in their first round trip (issue 5; server/api/economy/session.ts
 * withVillageOf), as functions so that their plans are kept per connection (the token lookup written
 * into the message's text was planned at every call, ~0.1 ms more backend time per POST):
 * - `ak_token_live(hash, now)`: whether the token is live (resolveToken's conditions: the hash known, not
 *   revoked, not expired at `now`). STABLE with constant arguments, so in a WHERE it is a one-time filter:
 *   `SELECT * FROM villages WHERE id = N AND ak_token_live(...) FOR UPDATE` locks nothing for a dead token.
 * - `ak_queue_read_tok(village, science, hash, now)`: the live token's row (tok_id, tok_user_id,
 *   tok_actor_id, tok_is_sitter) and ak_queue_read's columns; no row at all for a dead token (nothing read
 *   or locked). A VOLATILE function like ak_queue_read: a statement after the lock, seeing what the
 *   previous lock holder committed.
 * Both with enable_seqscan off, as migration 009's functions (auth_tokens is looked up by its unique hash).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(sqlFile('ak_token_live'));

  await knex.raw(sqlFile('ak_queue_read_tok'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS ak_queue_read_tok(int, boolean, text, timestamptz)');
  await knex.raw('DROP FUNCTION IF EXISTS ak_token_live(text, timestamptz)');
}
