import type { Knex } from 'knex';

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
  await knex.raw(`CREATE OR REPLACE FUNCTION ak_token_live(p_hash text, p_now timestamptz) RETURNS boolean
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $fn$
BEGIN
  RETURN EXISTS (SELECT 1 FROM auth_tokens t WHERE t.token_hash = p_hash AND t.revoked_at IS NULL AND t.expires_at > p_now);
END
$fn$`);

  await knex.raw(`CREATE OR REPLACE FUNCTION ak_queue_read_tok(p_id int, p_science boolean, p_hash text, p_now timestamptz)
RETURNS TABLE (tok_id int, tok_user_id int, tok_actor_id int, tok_is_sitter boolean,
               buildings json, tiles json, units json, moving json, queue json, account json, districts json,
               researched json, account_villages json)
LANGUAGE plpgsql VOLATILE SET enable_seqscan = off AS $fn$
#variable_conflict use_column
DECLARE
  tok record;
BEGIN
  SELECT t.id, t.user_id, t.actor_id, t.is_sitter INTO tok
    FROM auth_tokens t WHERE t.token_hash = p_hash AND t.revoked_at IS NULL AND t.expires_at > p_now;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  RETURN QUERY SELECT tok.id, tok.user_id, tok.actor_id, tok.is_sitter, r.* FROM ak_queue_read(p_id, p_science) r;
END
$fn$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS ak_queue_read_tok(int, boolean, text, timestamptz)');
  await knex.raw('DROP FUNCTION IF EXISTS ak_token_live(text, timestamptz)');
}
