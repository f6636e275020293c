CREATE OR REPLACE FUNCTION ak_queue_read(p_id int, p_science boolean)
RETURNS TABLE (buildings json, tiles json, units json, moving json, queue json, account json, districts json,
               researched json, account_villages json)
LANGUAGE plpgsql VOLATILE SET enable_seqscan = off AS $fn$
#variable_conflict use_column
DECLARE
  p_user int;
  p_villages json;
BEGIN
  SELECT v.user_id INTO p_user FROM villages v WHERE v.id = p_id;
  -- Apart from the main statement: a CASE on p_science there would make every plan a custom one
  -- (folding it away makes a custom plan look cheaper than the generic one), planned at each call.
  IF p_science THEN
    SELECT coalesce(json_agg(json_build_object('id', v.id, 'tier', v.tier, 'buildings',
        (SELECT coalesce(json_agg(json_build_object('type', b.type, 'level', b.level)), '[]'::json)
           FROM village_buildings b WHERE b.village_id = v.id)) ORDER BY v.id), '[]'::json)
      INTO p_villages FROM villages v WHERE v.user_id = p_user;
  END IF;
  RETURN QUERY
  WITH q AS (SELECT * FROM queue_items WHERE village_id = p_id ORDER BY id FOR UPDATE)
  SELECT
    (SELECT coalesce(json_agg(json_build_object('id', b.id, 'type', b.type, 'level', b.level) ORDER BY b.id), '[]'::json)
       FROM village_buildings b WHERE b.village_id = p_id),
    (SELECT coalesce(json_agg(json_build_object('x', t.x, 'y', t.y)), '[]'::json)
       FROM village_tiles t WHERE t.village_id = p_id),
    (SELECT coalesce(json_agg(json_build_object('unit', u.unit, 'amount', u.amount)), '[]'::json)
       FROM village_units u WHERE u.village_id = p_id AND u.amount > 0),
    (SELECT coalesce(json_agg(m.units), '[]'::json)
       FROM movements m WHERE m.from_village_id = p_id AND m.user_id IS NOT DISTINCT FROM p_user),
    (SELECT coalesce(json_agg(q ORDER BY q.id), '[]'::json) FROM q),
    (SELECT row_to_json(a) FROM (SELECT u.id, u.builders, u.researching, u.culture, u.science, u.account_updated_at,
            u.research_due_at, u.research_snapshot FROM users u WHERE u.id = p_user) a),
    (SELECT coalesce(json_agg(d.district ORDER BY d.created_at), '[]'::json)
       FROM village_districts d WHERE d.village_id = p_id),
    (SELECT coalesce(json_agg(r.research_id), '[]'::json) FROM user_research r WHERE r.user_id = p_user),
    p_villages;
END
$fn$;
