CREATE OR REPLACE FUNCTION ak_queue_read_tok(p_id int, p_science boolean, p_hash text, p_now timestamptz)
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
$fn$;
