CREATE OR REPLACE FUNCTION ak_queue_write(p_spent int, p_user int, p_id int, p_building text,
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
$fn$;
