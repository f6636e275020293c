CREATE OR REPLACE FUNCTION ak_token_live(p_hash text, p_now timestamptz) RETURNS boolean
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $fn$
BEGIN
  RETURN EXISTS (SELECT 1 FROM auth_tokens t WHERE t.token_hash = p_hash AND t.revoked_at IS NULL AND t.expires_at > p_now);
END
$fn$;
