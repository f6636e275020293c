import type { Knex } from 'knex';
import { populationRows } from '../../game/statistics/population';

const EARNED = ['pvp_att', 'pvp_def', 'pve_att', 'pve_def', 'losses', 'resources'] as const;
const WEEKLY = ['pvp_att', 'pvp_def', 'pve_win', 'pve_res'] as const;

/**
 * Statistics, rankings and medals (issue 17, GAME.md section 10).
 * - `kingdom_stats`: a kingdom's counters, each with the instant it last changed (ties in a ranking go to
 *   whoever got there first). Population, villages and land follow the map: the triggers below keep them in
 *   the statement that changes a building level, a village's owner or a claimed tile, so no code path (a
 *   battle, a settle, a testing tool, a bulk fixture) can forget them. The earned counters (kills, events,
 *   resources) grow through server/world/statistics in the transaction that earns them.
 * - `empire_stats`: an Empire's earned counters (what its members earned while members); its population,
 *   villages, land and members are its members' sums, read at each rank refresh.
 * - `weekly_stats`: the medal categories' weekly copies, one row per week and kingdom or Empire: a new
 *   week's first gain starts a new row, so the weekly counters start again without a reset.
 * - `rankings`: the rank table the tick rebuilds every minute; `day_rank` is the rank at the day's first
 *   refresh (the movement since yesterday). `rank_history` (a rank per day) and `server_history` (the
 *   server's totals per day, today's rewritten at every refresh: GET statistics reads them, never an
 *   aggregate over the world) feed the charts.
 * - `medals`: one per week, type and rank (the unique key: two ticks or instances award once).
 * - `building_population`: population by building and level (server/game's rule as rows, for the triggers).
 * - `world.rankings_at`, `rankings_day`, `medals_week`: the last refresh, its day and the last week awarded.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('building_population', (t) => {
    t.string('type', 32).notNullable();
    t.integer('level').notNullable();
    t.integer('population').notNullable();
    t.primary(['type', 'level']);
  });
  const rows = populationRows();
  for (let i = 0; i < rows.length; i += 500) await knex('building_population').insert(rows.slice(i, i + 500));

  await knex.schema.createTable('kingdom_stats', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    for (const c of ['population', 'villages', 'land', 'events', 'medals']) {
      t.integer(c).notNullable().defaultTo(0);
      t.timestamp(`${c}_at`, { useTz: true }).notNullable().defaultTo(knex.fn.now());
    }
    for (const c of EARNED) {
      t.bigInteger(c).notNullable().defaultTo(0);
      t.timestamp(`${c}_at`, { useTz: true }).notNullable().defaultTo(knex.fn.now());
    }
  });
  await knex.schema.createTable('empire_stats', (t) => {
    t.integer('empire_id').primary().references('empires.id').onDelete('CASCADE');
    for (const c of ['events', 'medals']) {
      t.integer(c).notNullable().defaultTo(0);
      t.timestamp(`${c}_at`, { useTz: true }).notNullable().defaultTo(knex.fn.now());
    }
    for (const c of EARNED) {
      t.bigInteger(c).notNullable().defaultTo(0);
      t.timestamp(`${c}_at`, { useTz: true }).notNullable().defaultTo(knex.fn.now());
    }
  });
  await knex.schema.createTable('weekly_stats', (t) => {
    t.integer('week').notNullable();
    t.string('scope', 8).notNullable();
    t.integer('subject_id').notNullable();
    for (const c of WEEKLY) {
      t.bigInteger(c).notNullable().defaultTo(0);
      t.timestamp(`${c}_at`, { useTz: true }).notNullable().defaultTo(knex.fn.now());
    }
    t.primary(['week', 'scope', 'subject_id']);
  });
  await knex.raw("ALTER TABLE weekly_stats ADD CONSTRAINT weekly_stats_scope CHECK (scope IN ('kingdom', 'empire'))");
  for (const c of WEEKLY) await knex.raw(`CREATE INDEX weekly_stats_${c} ON weekly_stats (week, scope, ${c} DESC, ${c}_at, subject_id)`);

  await knex.schema.createTable('rankings', (t) => {
    t.string('scope', 8).notNullable();
    t.string('type', 16).notNullable();
    t.integer('subject_id').notNullable();
    t.integer('rank').notNullable();
    t.bigInteger('value').notNullable();
    t.integer('day_rank');
    t.primary(['scope', 'type', 'subject_id']);
  });
  await knex.raw('CREATE INDEX rankings_rank ON rankings (scope, type, rank)');
  await knex.schema.createTable('rank_history', (t) => {
    t.string('scope', 8).notNullable();
    t.string('type', 16).notNullable();
    t.integer('subject_id').notNullable();
    t.integer('day').notNullable();
    t.integer('rank').notNullable();
    t.primary(['scope', 'type', 'subject_id', 'day']);
  });

  await knex.schema.createTable('server_history', (t) => {
    t.integer('day').primary();
    for (const c of ['players', 'kingdoms', 'villages', 'empires', 'medals']) t.integer(c).notNullable().defaultTo(0);
    for (const c of ['population', 'land', 'pvp_kills', 'pve_kills', 'events', 'resources']) t.bigInteger(c).notNullable().defaultTo(0);
  });

  await knex.schema.createTable('medals', (t) => {
    t.increments('id');
    t.string('scope', 8).notNullable();
    t.integer('subject_id').notNullable();
    t.string('type', 20).notNullable();
    t.integer('week').notNullable();
    t.smallint('rank').notNullable();
    t.bigInteger('amount').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.unique(['type', 'week', 'rank']);
    t.index(['scope', 'subject_id']);
  });
  await knex.raw('ALTER TABLE medals ADD CONSTRAINT medals_rank CHECK (rank >= 1)');

  await knex.schema.alterTable('world', (t) => {
    t.timestamp('rankings_at', { useTz: true });
    t.integer('rankings_day');
    t.integer('medals_week').notNullable().defaultTo(0);
  });

  // One statement per call: PGlite's extended protocol takes a single command at a time.
  for (const statement of TRIGGERS.split(/;\s*\n(?=CREATE)/)) await knex.raw(statement);
  // Worlds that exist already: their map counters from the map as it stands.
  await knex.raw(`
    INSERT INTO kingdom_stats (user_id, population, villages, land)
    SELECT u.id,
      coalesce((SELECT sum(p.population) FROM villages v JOIN village_buildings b ON b.village_id = v.id
                  JOIN building_population p ON p.type = b.type AND p.level = b.level WHERE v.user_id = u.id), 0),
      (SELECT count(*) FROM villages v WHERE v.user_id = u.id),
      (SELECT count(*) FROM village_tiles t JOIN villages v ON v.id = t.village_id WHERE v.user_id = u.id)
    FROM users u WHERE EXISTS (SELECT 1 FROM villages v WHERE v.user_id = u.id)`);
}

/**
 * The map counters' triggers. Statement triggers with transition tables: one bulk statement (a tick's many
 * completed buildings, a fixture's thousand villages) costs one grouped update per kingdom, in user id
 * order. A deleted village takes its population, its village count and its land with it before the
 * cascade removes its buildings and tiles (those later statements find no village and change nothing).
 * Removals only update existing rows: a kingdom being deleted has no row to bring back.
 */
const TRIGGERS = `
CREATE FUNCTION ak_stats_add(p_user int, p_population int, p_villages int, p_land int) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  IF p_user IS NULL OR (p_population = 0 AND p_villages = 0 AND p_land = 0) THEN RETURN; END IF;
  IF p_population >= 0 AND p_villages >= 0 AND p_land >= 0 THEN
    INSERT INTO kingdom_stats AS k (user_id, population, villages, land)
    VALUES (p_user, p_population, p_villages, p_land)
    ON CONFLICT (user_id) DO UPDATE SET
      population = k.population + p_population,
      population_at = CASE WHEN p_population <> 0 THEN now() ELSE k.population_at END,
      villages = k.villages + p_villages,
      villages_at = CASE WHEN p_villages <> 0 THEN now() ELSE k.villages_at END,
      land = k.land + p_land,
      land_at = CASE WHEN p_land <> 0 THEN now() ELSE k.land_at END;
  ELSE
    UPDATE kingdom_stats k SET
      population = k.population + p_population,
      population_at = CASE WHEN p_population <> 0 THEN now() ELSE k.population_at END,
      villages = k.villages + p_villages,
      villages_at = CASE WHEN p_villages <> 0 THEN now() ELSE k.villages_at END,
      land = k.land + p_land,
      land_at = CASE WHEN p_land <> 0 THEN now() ELSE k.land_at END
    WHERE k.user_id = p_user;
  END IF;
END
$fn$;

CREATE FUNCTION ak_stats_buildings_ins() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE r record;
BEGIN
  FOR r IN SELECT v.user_id, sum(p.population)::int AS d FROM new_rows n JOIN villages v ON v.id = n.village_id
             JOIN building_population p ON p.type = n.type AND p.level = n.level
            WHERE v.user_id IS NOT NULL GROUP BY v.user_id ORDER BY v.user_id LOOP
    PERFORM ak_stats_add(r.user_id, r.d, 0, 0);
  END LOOP;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER ak_stats_buildings_ins AFTER INSERT ON village_buildings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ak_stats_buildings_ins();

CREATE FUNCTION ak_stats_buildings_upd() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE r record;
BEGIN
  FOR r IN SELECT v.user_id, sum(coalesce(pn.population, 0) - coalesce(po.population, 0))::int AS d
             FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN villages v ON v.id = n.village_id
             LEFT JOIN building_population pn ON pn.type = n.type AND pn.level = n.level
             LEFT JOIN building_population po ON po.type = o.type AND po.level = o.level
            WHERE v.user_id IS NOT NULL AND n.level IS DISTINCT FROM o.level
            GROUP BY v.user_id ORDER BY v.user_id LOOP
    PERFORM ak_stats_add(r.user_id, r.d, 0, 0);
  END LOOP;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER ak_stats_buildings_upd AFTER UPDATE ON village_buildings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ak_stats_buildings_upd();

CREATE FUNCTION ak_stats_buildings_del() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE r record;
BEGIN
  FOR r IN SELECT v.user_id, sum(p.population)::int AS d FROM old_rows o JOIN villages v ON v.id = o.village_id
             JOIN building_population p ON p.type = o.type AND p.level = o.level
            WHERE v.user_id IS NOT NULL GROUP BY v.user_id ORDER BY v.user_id LOOP
    PERFORM ak_stats_add(r.user_id, -r.d, 0, 0);
  END LOOP;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER ak_stats_buildings_del AFTER DELETE ON village_buildings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ak_stats_buildings_del();

CREATE FUNCTION ak_stats_villages_ins() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE r record;
BEGIN
  FOR r IN SELECT n.user_id, count(*)::int AS d FROM new_rows n WHERE n.user_id IS NOT NULL GROUP BY n.user_id ORDER BY n.user_id LOOP
    PERFORM ak_stats_add(r.user_id, 0, r.d, 0);
  END LOOP;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER ak_stats_villages_ins AFTER INSERT ON villages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ak_stats_villages_ins();

CREATE FUNCTION ak_stats_village_figures(p_village int) RETURNS TABLE (population int, land int)
LANGUAGE sql STABLE AS $fn$
  SELECT coalesce((SELECT sum(p.population) FROM village_buildings b JOIN building_population p ON p.type = b.type AND p.level = b.level
                    WHERE b.village_id = p_village), 0)::int,
         (SELECT count(*) FROM village_tiles t WHERE t.village_id = p_village)::int
$fn$;

CREATE FUNCTION ak_stats_village_del() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE f record;
BEGIN
  IF OLD.user_id IS NOT NULL THEN
    SELECT * INTO f FROM ak_stats_village_figures(OLD.id);
    PERFORM ak_stats_add(OLD.user_id, -f.population, -1, -f.land);
  END IF;
  RETURN OLD;
END
$fn$;
CREATE TRIGGER ak_stats_village_del BEFORE DELETE ON villages FOR EACH ROW EXECUTE FUNCTION ak_stats_village_del();

CREATE FUNCTION ak_stats_village_owner() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE f record;
BEGIN
  SELECT * INTO f FROM ak_stats_village_figures(NEW.id);
  -- In user id order (the lock order of every other counter update).
  IF OLD.user_id IS NOT NULL AND (NEW.user_id IS NULL OR OLD.user_id < NEW.user_id) THEN
    PERFORM ak_stats_add(OLD.user_id, -f.population, -1, -f.land);
    PERFORM ak_stats_add(NEW.user_id, f.population, 1, f.land);
  ELSE
    PERFORM ak_stats_add(NEW.user_id, f.population, 1, f.land);
    PERFORM ak_stats_add(OLD.user_id, -f.population, -1, -f.land);
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER ak_stats_village_owner AFTER UPDATE OF user_id ON villages FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION ak_stats_village_owner();

CREATE FUNCTION ak_stats_tiles_ins() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE r record;
BEGIN
  FOR r IN SELECT v.user_id, count(*)::int AS d FROM new_rows n JOIN villages v ON v.id = n.village_id
            WHERE v.user_id IS NOT NULL GROUP BY v.user_id ORDER BY v.user_id LOOP
    PERFORM ak_stats_add(r.user_id, 0, 0, r.d);
  END LOOP;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER ak_stats_tiles_ins AFTER INSERT ON village_tiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ak_stats_tiles_ins();

CREATE FUNCTION ak_stats_tiles_del() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE r record;
BEGIN
  FOR r IN SELECT v.user_id, count(*)::int AS d FROM old_rows o JOIN villages v ON v.id = o.village_id
            WHERE v.user_id IS NOT NULL GROUP BY v.user_id ORDER BY v.user_id LOOP
    PERFORM ak_stats_add(r.user_id, 0, 0, -r.d);
  END LOOP;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER ak_stats_tiles_del AFTER DELETE ON village_tiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ak_stats_tiles_del();
`;

export async function down(knex: Knex): Promise<void> {
  for (const [trigger, table] of [
    ['ak_stats_buildings_ins', 'village_buildings'], ['ak_stats_buildings_upd', 'village_buildings'], ['ak_stats_buildings_del', 'village_buildings'],
    ['ak_stats_villages_ins', 'villages'], ['ak_stats_village_del', 'villages'], ['ak_stats_village_owner', 'villages'],
    ['ak_stats_tiles_ins', 'village_tiles'], ['ak_stats_tiles_del', 'village_tiles'],
  ]) await knex.raw(`DROP TRIGGER IF EXISTS ${trigger} ON ${table}`);
  for (const fn of ['ak_stats_buildings_ins()', 'ak_stats_buildings_upd()', 'ak_stats_buildings_del()', 'ak_stats_villages_ins()',
    'ak_stats_village_del()', 'ak_stats_village_owner()', 'ak_stats_tiles_ins()', 'ak_stats_tiles_del()',
    'ak_stats_village_figures(int)', 'ak_stats_add(int, int, int, int)']) await knex.raw(`DROP FUNCTION IF EXISTS ${fn}`);
  await knex.schema.alterTable('world', (t) => {
    t.dropColumn('rankings_at');
    t.dropColumn('rankings_day');
    t.dropColumn('medals_week');
  });
  for (const t of ['medals', 'server_history', 'rank_history', 'rankings', 'weekly_stats', 'empire_stats', 'kingdom_stats', 'building_population']) {
    await knex.schema.dropTableIfExists(t);
  }
}
