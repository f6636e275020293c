import type { Knex } from 'knex';

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
  await knex.raw(`CREATE OR REPLACE FUNCTION ak_queue_read(p_id int, p_science boolean)
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
$fn$`);

  await knex.raw(`CREATE OR REPLACE FUNCTION ak_queue_write(p_spent int, p_user int, p_id int, p_building text,
    p_wood float8, p_stone float8, p_iron float8, p_food float8, p_at timestamptz, p_starves_at timestamptz,
    p_kind text, p_target text, p_amount int, p_level int, p_cost jsonb, p_work float8, p_work_done float8,
    p_builders int, p_started_at timestamptz, p_due_at timestamptz, p_snapshot jsonb, p_now timestamptz)
RETURNS TABLE (item_id int, builders_left int)
LANGUAGE plpgsql VOLATILE SET enable_seqscan = off AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH b AS (
    UPDATE users SET builders = builders - p_spent
     WHERE p_spent > 0 AND id = p_user AND builders >= p_spent RETURNING builders
  ), ok AS (
    SELECT 1 AS one WHERE p_spent = 0 OR EXISTS (SELECT 1 FROM b)
  ), br AS (
    INSERT INTO village_buildings (village_id, type, level)
    SELECT p_id, p_building, 0 FROM ok WHERE p_building IS NOT NULL
    ON CONFLICT (village_id, type) DO NOTHING
  ), s AS (
    UPDATE villages SET wood = p_wood, stone = p_stone, iron = p_iron, food = p_food,
           resources_updated_at = p_at, starves_at = p_starves_at
     WHERE id = p_id AND EXISTS (SELECT 1 FROM ok)
  ), q AS (
    INSERT INTO queue_items (village_id, kind, target, amount, level, cost, work, work_done, builders, started_at, due_at, snapshot, created_at)
    SELECT p_id, p_kind, p_target, p_amount, p_level, p_cost, p_work, p_work_done,
           p_builders, p_started_at, p_due_at, p_snapshot, p_now FROM ok
    RETURNING id
  )
  SELECT (SELECT id FROM q), (SELECT builders FROM b);
END
$fn$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS ak_queue_write(int, int, int, text, float8, float8, float8, float8, timestamptz, timestamptz, text, text, int, int, jsonb, float8, float8, int, timestamptz, timestamptz, jsonb, timestamptz)');
  await knex.raw('DROP FUNCTION IF EXISTS ak_queue_read(int, boolean)');
}
