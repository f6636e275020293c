import type { Conn, Db, Trx } from './knex';
import { populationRows } from '../game/statistics/population';
import {
  EARNED_COUNTERS, EMPIRE_RANKINGS, KINGDOM_RANKINGS, WEEKLY_COUNTERS, rankingCounter,
  type EarnedCounter, type MedalScope, type WeeklyCounter,
} from '../game/statistics';

/**
 * Statistics (issue 17, migration 023): counters, the rank table, weekly counters and medals. Column names
 * in the SQL below come from the fixed lists of server/game/statistics, never from input.
 */

export type Scope = MedalScope;

const num = (v: unknown): number => Number(v ?? 0);

/** What one kingdom or Empire (or its weekly row) gained: per counter the amount and the instant it reached it. */
export type Gains<C extends string> = Partial<Record<C, { amount: number; at: Date }>>;

/**
 * Adds what a transaction's kingdoms and Empires earned to their counters, kingdoms' and Empires' weekly
 * copies, in one statement per table: kingdom_stats, then empire_stats, then weekly_stats, each in key order
 * (the caller gives one entry per key). Every transaction that counts takes these rows in this one order, and
 * takes them last (server/world/statistics/count.ts: just before its commit), so two of them never wait on each
 * other in a cycle over these rows.
 */
export async function addGains(trx: Conn, g: {
  kingdoms: ReadonlyMap<number, Gains<EarnedCounter>>;
  empires: ReadonlyMap<number, Gains<EarnedCounter>>;
  weekly: ReadonlyArray<{ week: number; scope: Scope; id: number; gains: Gains<WeeklyCounter> }>;
}): Promise<void> {
  const byId = <C extends string>(m: ReadonlyMap<number, Gains<C>>, key: string) =>
    [...m].sort((a, b) => a[0] - b[0]).map(([id, gains]) => ({ key: { [key]: id }, gains }));
  await upsertGains(trx, 'kingdom_stats', ['user_id'], EARNED_COUNTERS, byId(g.kingdoms, 'user_id'));
  await upsertGains(trx, 'empire_stats', ['empire_id'], EARNED_COUNTERS, byId(g.empires, 'empire_id'));
  const weekly = [...g.weekly].sort((a, b) => a.week - b.week || (a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : 0) || a.id - b.id);
  await upsertGains(trx, 'weekly_stats', ['week', 'scope', 'subject_id'], WEEKLY_COUNTERS,
    weekly.map((w) => ({ key: { week: w.week, scope: w.scope, subject_id: w.id }, gains: w.gains })));
}

/**
 * One multi-row upsert of counters (rows in the order given: PostgreSQL takes their row locks in that order).
 * A counter a row did not gain is written as 0 with its instant left to the default, and the merge leaves the
 * stored one alone.
 */
async function upsertGains<C extends string>(
  trx: Conn, table: string, keys: readonly string[], counters: readonly C[], rows: ReadonlyArray<{ key: Record<string, unknown>; gains: Gains<C> }>,
): Promise<void> {
  const cols = counters.filter((c) => rows.some((r) => (r.gains[c]?.amount ?? 0) > 0));
  if (cols.length === 0) return;
  const values = rows.map((r) => {
    const v: Record<string, unknown> = { ...r.key };
    for (const c of cols) {
      const x = r.gains[c];
      v[c] = x && x.amount > 0 ? x.amount : 0;
      if (x && x.amount > 0) v[`${c}_at`] = x.at;
    }
    return v;
  });
  await trx(table).insert(values).onConflict([...keys]).merge(increments(trx, table, cols));
}

/**
 * The merge of an upsert that adds the new row's counters to the stored ones. A counter's instant is when
 * it reached its amount (the tie-break: whoever got there first): the later of the stored and the new
 * instant, since gains may be counted out of order (a battle the tick applies before an earlier one a read
 * settles); a counter still at 0 takes the new instant (its stored one is only the row's creation); a
 * counter the new row did not gain (0) keeps its instant.
 */
function increments(trx: Conn, table: string, cols: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of cols) {
    out[c] = trx.raw('?? + excluded.??', [`${table}.${c}`, c]);
    out[`${c}_at`] = trx.raw('CASE WHEN excluded.?? = 0 THEN ?? WHEN ?? = 0 THEN excluded.?? ELSE greatest(??, excluded.??) END', [
      c, `${table}.${c}_at`, `${table}.${c}`, `${c}_at`, `${table}.${c}_at`, `${c}_at`,
    ]);
  }
  return out;
}

/**
 * The Empires of kingdoms (user id to Empire id; none: not a member), each Empire row held FOR KEY SHARE until
 * the caller commits, in Empire id order (as empireIdOfUser holds one: an Empire dissolved meanwhile is waited
 * for and not answered, so its counter row is never written after its cascade).
 */
export async function empiresOfUsers(trx: Conn, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = (await trx.raw(`SELECT m.user_id, m.empire_id FROM empire_members m JOIN empires e ON e.id = m.empire_id
     WHERE m.user_id = ANY(?::int[]) ORDER BY e.id FOR KEY SHARE OF e`, [[...userIds]])).rows as Array<{ user_id: number; empire_id: number }>;
  return new Map(rows.map((r) => [num(r.user_id), num(r.empire_id)]));
}

export interface KingdomCounters {
  population: number; villages: number; land: number; pvp_att: number; pvp_def: number; pve_att: number; pve_def: number;
  losses: number; events: number; resources: number; medals: number;
}

/** A kingdom's counters as stored (zeros when it has none yet). */
export async function kingdomCounters(db: Conn, userId: number): Promise<KingdomCounters> {
  const r = await db('kingdom_stats').where({ user_id: userId }).first();
  return {
    population: num(r?.population), villages: num(r?.villages), land: num(r?.land), pvp_att: num(r?.pvp_att), pvp_def: num(r?.pvp_def),
    pve_att: num(r?.pve_att), pve_def: num(r?.pve_def), losses: num(r?.losses), events: num(r?.events), resources: num(r?.resources),
    medals: num(r?.medals),
  };
}

export type EmpireCounters = KingdomCounters & { members: number; prestige: number };

/** The source rows of the Empire rankings: members' sums for the map counters, the Empire's own for the earned ones. */
const EMPIRE_SOURCE = `
  SELECT e.id, e.created_at,
    coalesce(m.members, 0)::bigint AS members, coalesce(m.population, 0)::bigint AS population,
    coalesce(m.villages, 0)::bigint AS villages, coalesce(m.land, 0)::bigint AS land,
    ${EARNED_COUNTERS.map((c) => `coalesce(s.${c}, 0)::bigint AS ${c}, coalesce(s.${c}_at, e.created_at) AS ${c}_at`).join(', ')},
    coalesce(s.medals, 0)::bigint AS medals, coalesce(s.medals_at, e.created_at) AS medals_at,
    coalesce(p.total, 0)::bigint AS prestige, coalesce(p.updated_at, e.created_at) AS prestige_at
  FROM empires e
  LEFT JOIN (SELECT em.empire_id, count(*) AS members, sum(coalesce(k.population, 0)) AS population,
               sum(coalesce(k.villages, 0)) AS villages, sum(coalesce(k.land, 0)) AS land
             FROM empire_members em LEFT JOIN kingdom_stats k ON k.user_id = em.user_id GROUP BY em.empire_id) m ON m.empire_id = e.id
  LEFT JOIN empire_stats s ON s.empire_id = e.id
  LEFT JOIN empire_prestige p ON p.empire_id = e.id`;

/** An Empire's counters now (the members' sums and its own). */
export async function empireCounters(db: Conn, empireId: number): Promise<EmpireCounters | undefined> {
  const r = (await db.raw(`SELECT * FROM (${EMPIRE_SOURCE}) src WHERE id = ?`, [empireId])).rows[0];
  if (!r) return undefined;
  return {
    members: num(r.members), population: num(r.population), villages: num(r.villages), land: num(r.land), pvp_att: num(r.pvp_att),
    pvp_def: num(r.pvp_def), pve_att: num(r.pve_att), pve_def: num(r.pve_def), losses: num(r.losses), events: num(r.events),
    resources: num(r.resources), medals: num(r.medals), prestige: num(r.prestige),
  };
}

/** Every Empire's counters (the milestone check after a refresh). */
export async function allEmpireCounters(db: Conn): Promise<Array<EmpireCounters & { id: number }>> {
  const rows = (await db.raw(`${EMPIRE_SOURCE} ORDER BY e.id`)).rows;
  return rows.map((r: Record<string, unknown>) => ({
    id: num(r.id), members: num(r.members), population: num(r.population), villages: num(r.villages), land: num(r.land),
    pvp_att: num(r.pvp_att), pvp_def: num(r.pvp_def), pve_att: num(r.pve_att), pve_def: num(r.pve_def), losses: num(r.losses),
    events: num(r.events), resources: num(r.resources), medals: num(r.medals), prestige: num(r.prestige),
  }));
}

/**
 * Takes the rank refresh for `now`: the world row's rankings_at moves to now when the last refresh is at
 * least `intervalMs` old (or never was, or lies more than an interval after now: a clock set back; an
 * instance whose clock runs a few seconds behind another's must not take every refresh again). One
 * statement, committed at once: two instances refresh once per interval, and nobody waits on the world row
 * while the table is rebuilt. Returns null when another refresh is recent, else the day of the previous refresh (null: none).
 */
export async function takeRankRefresh(db: Conn, now: Date, intervalMs: number, day: number): Promise<{ previousDay: number | null } | null> {
  const r = await db.raw(`
    UPDATE world w SET rankings_at = ?, rankings_day = ?
      FROM (SELECT rankings_day FROM world WHERE id = 1 FOR UPDATE) old
     WHERE w.id = 1 AND (w.rankings_at IS NULL OR w.rankings_at <= ? OR w.rankings_at > ?)
     RETURNING old.rankings_day AS previous`, [now, day, new Date(now.getTime() - intervalMs), new Date(now.getTime() + intervalMs)]);
  if (r.rows.length === 0) return null;
  return { previousDay: r.rows[0].previous === null ? null : Number(r.rows[0].previous) };
}

/** The ORDER BY of every ranking: most first, then whoever got there first, then the lower id. */
const order = (col: string) => `${col} DESC, ${col}_at ASC, id ASC`;

/** Serialises rank rebuilds (forced refreshes may run together; readers never take it). */
const RANKINGS_LOCK = 0x52414e4b;

/** The rank table replaced by one built from ak_ranks (rebuildRankings), keeping day_rank unless `newDay`. */
async function swapRankings(trx: Trx, newDay: boolean): Promise<void> {
  await trx.raw('DROP TABLE IF EXISTS rankings_next');
  await trx.raw('CREATE TABLE rankings_next (LIKE rankings INCLUDING DEFAULTS INCLUDING CONSTRAINTS)');
  await trx.raw(`
    INSERT INTO rankings_next (scope, type, subject_id, rank, value, day_rank)
    SELECT n.scope, n.type, n.subject_id, n.rank, n.value, ${newDay ? 'n.rank FROM ak_ranks n' : `r.day_rank FROM ak_ranks n
      LEFT JOIN rankings r ON r.scope = n.scope AND r.type = n.type AND r.subject_id = n.subject_id`}`);
  await trx.raw('ALTER TABLE rankings_next ADD CONSTRAINT rankings_next_pkey PRIMARY KEY (scope, type, subject_id)');
  await trx.raw('CREATE INDEX rankings_next_rank ON rankings_next (scope, type, rank)');
  await trx.raw('ANALYZE rankings_next');
  await trx.raw("SET LOCAL lock_timeout = '5s'");
  await trx.raw('DROP TABLE rankings');
  await trx.raw('ALTER TABLE rankings_next RENAME TO rankings');
  await trx.raw('ALTER INDEX rankings_next_pkey RENAME TO rankings_pkey');
  await trx.raw('ALTER INDEX rankings_next_rank RENAME TO rankings_rank');
  await trx.raw('SET LOCAL lock_timeout = 0');
}

/**
 * Rebuilds the rank table from the counters in the caller's transaction: readers see the old table until it
 * commits and never wait on it but for the last statements of a swap (below); two rebuilds queue on an
 * advisory lock. Per scope one statement computes every ranking's ranks in one scan of the counters (a window
 * per ranking) into a temporary table, and one hashed full join counts the rows added, gone and moved (rank
 * or value; on a new day, day_rank too). Then, by what it costs:
 * - nothing changed: nothing is written;
 * - up to three quarters of the rows changed: they are written in place (one UPDATE, and one INSERT and one
 *   DELETE when kingdoms or Empires came or went; one kingdom moving up shifts the rank of every kingdom it
 *   passes: 1% of the kingdoms gaining moved over a third of the rows in the benchmark);
 * - more (the first build, most new days' day ranks): a new table is filled from the temporary one, its two
 *   indexes built in one sort each, and swapped in (the old one dropped, the new one renamed): each row
 *   written once, where inserting or updating in place writes each through both indexes (an update is
 *   non-HOT: rank is indexed). tests/bench/rankings.ts at 50,000 kingdoms, on the loaded machine: the first
 *   build 38.4 s in place, 13.9 s swapped; 1% of the kingdoms changed 8.3 s in place, 13.8 s swapped.
 *   Readers arriving during the drop and renames wait those milliseconds and read the new table;
 *   lock_timeout bounds the wait for a reader in flight (this refresh fails rather than stalling the reads;
 *   the next one builds again).
 * On a new day (`newDay`) the day's rank_history rows are written too (overall, and prestige for Empires).
 */
export async function rebuildRankings(trx: Trx, opts: { day: number; newDay: boolean }): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(?)', [RANKINGS_LOCK]);
  await trx.raw('DROP TABLE IF EXISTS ak_ranks');
  await trx.raw('CREATE TEMP TABLE ak_ranks (scope varchar(8), type varchar(16), subject_id int, rank int, value bigint) ON COMMIT DROP');
  // Every ranking of a scope from one scan of `source` (column names from the fixed lists of server/game, never input).
  const ranks = (scope: Scope, types: readonly string[], source: string) => trx.raw(`
    INSERT INTO ak_ranks (scope, type, subject_id, rank, value)
    SELECT '${scope}', x.type, s.id, x.rank, x.value
      FROM (SELECT id, ${types.map((t, i) => `row_number() OVER (ORDER BY ${order(rankingCounter(t))}) AS r${i}, ${rankingCounter(t)} AS v${i}`).join(', ')}
              FROM (${source}) src) s
      CROSS JOIN LATERAL (VALUES ${types.map((t, i) => `('${t}', s.r${i}, s.v${i}::bigint)`).join(', ')}) AS x(type, rank, value)`);
  await ranks('kingdom', KINGDOM_RANKINGS, 'SELECT k.*, k.user_id AS id FROM kingdom_stats k');
  // members has no instant of its own: at equal members the earlier founded Empire ranks first.
  await ranks('empire', EMPIRE_RANKINGS, `SELECT e0.*, e0.created_at AS members_at, e0.created_at AS population_at, e0.created_at AS villages_at,
    e0.created_at AS land_at FROM (${EMPIRE_SOURCE}) e0`);
  await trx.raw('ANALYZE ak_ranks');
  // Whole-table joins: hashed, never a nested loop (the rank table's statistics may be stale or say empty, and a
  // nested loop over it while the INSERT below fills it rescans the growing heap per row: minutes at 500,000 rows).
  await trx.raw('SET LOCAL enable_nestloop = off');
  await trx.raw('SET LOCAL enable_mergejoin = off');
  const same = 'r.scope = n.scope AND r.type = n.type AND r.subject_id = n.subject_id';
  const moved = `r.rank <> n.rank OR r.value <> n.value${opts.newDay ? ' OR r.day_rank IS DISTINCT FROM n.rank' : ''}`;
  const c = (await trx.raw(`
    SELECT count(n.subject_id)::int AS total, count(*) FILTER (WHERE r.subject_id IS NULL)::int AS added,
           count(*) FILTER (WHERE n.subject_id IS NULL)::int AS gone,
           count(*) FILTER (WHERE r.subject_id IS NOT NULL AND n.subject_id IS NOT NULL AND (${moved}))::int AS moved
      FROM ak_ranks n FULL JOIN rankings r ON ${same}`)).rows[0] as { total: number; added: number; gone: number; moved: number };
  const changed = Number(c.added) + Number(c.gone) + Number(c.moved);
  if (changed * 4 > Number(c.total) * 3) {
    await swapRankings(trx, opts.newDay);
  } else {
    const day = opts.newDay ? ', day_rank = n.rank' : '';
    if (Number(c.moved) > 0) await trx.raw(`UPDATE rankings r SET rank = n.rank, value = n.value${day} FROM ak_ranks n WHERE ${same} AND (${moved})`);
    if (Number(c.added) > 0) {
      await trx.raw(`
        INSERT INTO rankings AS r (scope, type, subject_id, rank, value, day_rank)
        SELECT n.scope, n.type, n.subject_id, n.rank, n.value, ${opts.newDay ? 'n.rank' : 'NULL::int'} FROM ak_ranks n
         WHERE NOT EXISTS (SELECT 1 FROM rankings r WHERE ${same})
        ON CONFLICT (scope, type, subject_id) DO UPDATE SET rank = excluded.rank, value = excluded.value`);
    }
    if (Number(c.gone) > 0) await trx.raw(`DELETE FROM rankings r WHERE NOT EXISTS (SELECT 1 FROM ak_ranks n WHERE ${same})`);
  }
  await trx.raw('DROP TABLE ak_ranks');
  await trx.raw('SET LOCAL enable_nestloop = on');
  await trx.raw('SET LOCAL enable_mergejoin = on');
  if (opts.newDay) {
    await trx.raw(`
      INSERT INTO rank_history (scope, type, subject_id, day, rank)
      SELECT scope, type, subject_id, ?, rank FROM rankings WHERE type = 'overall' OR (scope = 'empire' AND type = 'prestige')
      ON CONFLICT (scope, type, subject_id, day) DO UPDATE SET rank = excluded.rank`, [opts.day]);
  }
  // The server's totals as of this refresh (today's row, rewritten each minute): GET statistics reads them.
  await trx.raw(`
    INSERT INTO server_history (day, players, kingdoms, villages, empires, population, land, pvp_kills, pve_kills, events, resources, medals)
    SELECT ?, ${TOTALS_SQL}
    ON CONFLICT (day) DO UPDATE SET players = excluded.players, kingdoms = excluded.kingdoms, villages = excluded.villages,
      empires = excluded.empires, population = excluded.population, land = excluded.land, pvp_kills = excluded.pvp_kills,
      pve_kills = excluded.pve_kills, events = excluded.events, resources = excluded.resources, medals = excluded.medals`, [opts.day]);
}

export interface RankRow { subject_id: number; rank: number; value: number; day_rank: number | null }

const rankRow = (r: Record<string, unknown>): RankRow => ({
  subject_id: num(r.subject_id), rank: num(r.rank), value: num(r.value), day_rank: r.day_rank === null || r.day_rank === undefined ? null : num(r.day_rank),
});

/** One kingdom's or Empire's row of a ranking (undefined: not ranked yet). */
export async function rankOf(db: Conn, scope: Scope, type: string, id: number): Promise<RankRow | undefined> {
  const r = await db('rankings').where({ scope, type, subject_id: id }).first('subject_id', 'rank', 'value', 'day_rank');
  return r ? rankRow(r) : undefined;
}

/** Ranks of many kingdoms or Empires in one ranking (profiles, lists). */
export async function ranksOf(db: Conn, scope: Scope, type: string, ids: readonly number[]): Promise<Map<number, RankRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db('rankings').where({ scope, type }).whereIn('subject_id', [...new Set(ids)]).select('subject_id', 'rank', 'value', 'day_rank');
  return new Map(rows.map((r) => [num(r.subject_id), rankRow(r)]));
}

/** A subject's daily ranks, oldest first (the rank-over-time chart). */
export async function rankHistory(db: Conn, scope: Scope, type: string, id: number, fromDay: number): Promise<Array<{ day: number; rank: number }>> {
  const rows = await db('rank_history').where({ scope, type, subject_id: id }).andWhere('day', '>=', fromDay).orderBy('day').select('day', 'rank');
  return rows.map((r) => ({ day: num(r.day), rank: num(r.rank) }));
}

export interface WeeklyRow { subject_id: number; amount: number; at: Date }

/**
 * A week's standings in one category, most first (ties: earlier instant, lower id): an index read. Only
 * kingdoms and Empires that still exist: a dissolved Empire's (or a deleted account's) weekly row neither
 * takes a medal rank nor shows in the standings (its medal counter row could not be written: the award
 * would fail every tick).
 */
export async function weeklyTop(db: Conn, week: number, scope: Scope, category: WeeklyCounter, limit: number): Promise<WeeklyRow[]> {
  const subjects = scope === 'kingdom' ? 'users' : 'empires';
  const rows = await db('weekly_stats').where({ week, scope }).andWhere(category, '>', 0)
    .whereExists(db(subjects).select(db.raw('1')).whereRaw('??.id = weekly_stats.subject_id', [subjects]))
    .orderBy([{ column: category, order: 'desc' }, { column: `${category}_at`, order: 'asc' }, { column: 'subject_id', order: 'asc' }])
    .limit(limit).select('subject_id', `${category} as amount`, `${category}_at as at`);
  return rows.map((r) => ({ subject_id: num(r.subject_id), amount: num(r.amount), at: r.at }));
}

/** A subject's weekly counters of one week (zeros when it gained nothing). */
export async function weeklyOf(db: Conn, week: number, scope: Scope, id: number): Promise<Record<WeeklyCounter, number>> {
  const r = await db('weekly_stats').where({ week, scope, subject_id: id }).first();
  return { pvp_att: num(r?.pvp_att), pvp_def: num(r?.pvp_def), pve_win: num(r?.pve_win), pve_res: num(r?.pve_res) };
}

/**
 * Takes the medals of week `week`: world.medals_week moves from below to `week` in one conditional update,
 * and stays locked until the caller commits. False when that week (or a later one) is awarded already: two
 * ticks or two instances award a week once.
 */
export async function takeMedalWeek(trx: Trx, week: number): Promise<boolean> {
  const r = await trx.raw('UPDATE world SET medals_week = ? WHERE id = 1 AND medals_week < ? RETURNING id', [week, week]);
  return r.rows.length === 1;
}

/** The last week whose medals were awarded (0: none). */
export async function medalWeek(db: Conn): Promise<number> {
  const r = await db('world').where({ id: 1 }).first('medals_week');
  return num(r?.medals_week);
}

export interface MedalRow { id: number; scope: Scope; subject_id: number; type: string; week: number; rank: number; amount: number; at: Date }

/** Inserts medals; one already there for its (type, week, rank) is skipped. Returns those inserted. */
export async function insertMedals(trx: Trx, rows: ReadonlyArray<Omit<MedalRow, 'id'>>): Promise<MedalRow[]> {
  if (rows.length === 0) return [];
  const out = await trx('medals').insert(rows).onConflict(['type', 'week', 'rank']).ignore().returning('*');
  return out.map((r: Record<string, unknown>) => ({ ...(r as unknown as MedalRow), id: num(r.id), subject_id: num(r.subject_id), week: num(r.week), rank: num(r.rank), amount: num(r.amount) }));
}

/** Adds medals won to the counters (kingdom_stats.medals or empire_stats.medals). */
export async function addMedalCounts(trx: Trx, scope: Scope, counts: ReadonlyMap<number, number>, at: Date): Promise<void> {
  const table = scope === 'kingdom' ? 'kingdom_stats' : 'empire_stats';
  const key = scope === 'kingdom' ? 'user_id' : 'empire_id';
  for (const id of [...counts.keys()].sort((a, b) => a - b)) {
    await trx.raw(`INSERT INTO ${table} AS s (${key}, medals, medals_at) VALUES (?, ?, ?)
      ON CONFLICT (${key}) DO UPDATE SET medals = s.medals + excluded.medals, medals_at = excluded.medals_at`, [id, counts.get(id) ?? 0, at]);
  }
}

/** Medals of kingdoms or Empires, newest week first. */
export async function medalsOf(db: Conn, scope: Scope, ids: readonly number[]): Promise<MedalRow[]> {
  if (ids.length === 0) return [];
  const rows = await db('medals').where({ scope }).whereIn('subject_id', [...new Set(ids)])
    .orderBy([{ column: 'week', order: 'desc' }, { column: 'type' }, { column: 'rank' }]).select('*');
  return rows.map((r) => ({ ...r, id: num(r.id), subject_id: num(r.subject_id), week: num(r.week), rank: num(r.rank), amount: num(r.amount) }));
}

/** Every medal of some weeks (the week tab's past weeks), by week, type and rank. */
export async function medalsOfWeeks(db: Conn, fromWeek: number, toWeek: number): Promise<MedalRow[]> {
  const rows = await db('medals').whereBetween('week', [fromWeek, toWeek])
    .orderBy([{ column: 'week', order: 'desc' }, { column: 'type' }, { column: 'rank' }]).select('*');
  return rows.map((r) => ({ ...r, id: num(r.id), subject_id: num(r.subject_id), week: num(r.week), rank: num(r.rank), amount: num(r.amount) }));
}

/** Milestone award keys an Empire was paid (the prestige ledger). */
export async function milestoneKeysPaid(db: Conn): Promise<Set<string>> {
  const rows = await db('prestige_awards').where('award_key', 'like', 'milestone:%').select('award_key');
  return new Set(rows.map((r) => String(r.award_key)));
}

export interface ServerTotals {
  players: number; kingdoms: number; villages: number; empires: number;
  population: number; land: number; pvp_kills: number; pve_kills: number; events: number; resources: number; medals: number;
}

/** The server's figures per day since `fromDay`, oldest first (the growth chart). */
export async function serverHistory(db: Conn, fromDay: number): Promise<Array<{ day: number; players: number; kingdoms: number; villages: number; empires: number; population: number }>> {
  const rows = await db('server_history').where('day', '>=', fromDay).orderBy('day').select('*');
  return rows.map((r) => ({ day: num(r.day), players: num(r.players), kingdoms: num(r.kingdoms), villages: num(r.villages), empires: num(r.empires), population: num(r.population) }));
}

/** The totals' columns over the counters (one pass over kingdom_stats): the refresh stores them by day. */
const TOTALS_SQL = `(SELECT count(*) FROM users) AS players, count(k.user_id) AS kingdoms, coalesce(sum(k.villages), 0) AS villages,
  (SELECT count(*) FROM empires) AS empires, coalesce(sum(k.population), 0) AS population, coalesce(sum(k.land), 0) AS land,
  coalesce(sum(k.pvp_att + k.pvp_def), 0) AS pvp_kills, coalesce(sum(k.pve_att + k.pve_def), 0) AS pve_kills,
  coalesce(sum(k.events), 0) AS events, coalesce(sum(k.resources), 0) AS resources, (SELECT count(*) FROM medals) AS medals
  FROM kingdom_stats k`;

/**
 * The server statistics' totals (GAME.md section 10) as of the last rank refresh: the newest server_history
 * row, one index read at any world size. Before the first refresh, the counters summed now.
 */
export async function serverTotals(db: Conn): Promise<ServerTotals> {
  const r = (await db('server_history').orderBy('day', 'desc').first())
    ?? (await db.raw(`SELECT ${TOTALS_SQL}`)).rows[0];
  return {
    players: num(r.players), kingdoms: num(r.kingdoms), villages: num(r.villages), empires: num(r.empires), population: num(r.population),
    land: num(r.land), pvp_kills: num(r.pvp_kills), pve_kills: num(r.pve_kills), events: num(r.events), resources: num(r.resources), medals: num(r.medals),
  };
}

/** Serialises rewrites of building_population (syncPopulationTable). */
const POPULATION_LOCK = 0x414b5050;

/**
 * Brings building_population in line with the rules (a balance change of populationAt): when a row differs,
 * the table is replaced and every kingdom's population recounted from its buildings, in one transaction.
 * Called at boot after the migrations. Returns whether anything changed.
 */
export async function syncPopulationTable(db: Db): Promise<boolean> {
  const want = populationRows();
  const have = await db('building_population').select('type', 'level', 'population');
  const key = (r: { type: string; level: number; population: number }) => `${r.type}:${r.level}:${r.population}`;
  const haveKeys = new Set(have.map(key));
  if (have.length === want.length && want.every((r) => haveKeys.has(key(r)))) return false;
  await db.transaction(async (trx) => {
    // Instances started together would both rewrite the table and one would fail on its key: they take turns.
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [POPULATION_LOCK]);
    await trx('building_population').delete();
    for (let i = 0; i < want.length; i += 500) await trx('building_population').insert(want.slice(i, i + 500));
    await trx.raw(`
      UPDATE kingdom_stats k SET population = coalesce((SELECT sum(p.population) FROM villages v JOIN village_buildings b ON b.village_id = v.id
        JOIN building_population p ON p.type = b.type AND p.level = b.level WHERE v.user_id = k.user_id), 0)`);
  });
  return true;
}

export interface KingdomTag {
  id: number; username: string; empire: { id: number; name: string; name_short: string } | null;
  population: number; villages: number; medals: number;
}

/** Names, Empires and headline counters of kingdoms (a ranking page's rows). */
export async function kingdomTags(db: Conn, ids: readonly number[]): Promise<Map<number, KingdomTag>> {
  if (ids.length === 0) return new Map();
  const rows = await db('users as u').leftJoin('kingdom_stats as k', 'k.user_id', 'u.id')
    .leftJoin('empire_members as m', 'm.user_id', 'u.id').leftJoin('empires as e', 'e.id', 'm.empire_id')
    .whereIn('u.id', [...new Set(ids)])
    .select('u.id', 'u.username', 'k.population', 'k.villages', 'k.medals', 'e.id as empire_id', 'e.name as empire_name', 'e.name_short as empire_short');
  return new Map(rows.map((r) => [num(r.id), {
    id: num(r.id), username: r.username, population: num(r.population), villages: num(r.villages), medals: num(r.medals),
    empire: r.empire_id ? { id: num(r.empire_id), name: r.empire_name, name_short: r.empire_short } : null,
  }]));
}

/** Names of Empires (the week's standings). */
export async function empireNames(db: Conn, ids: readonly number[]): Promise<Map<number, { name: string; name_short: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db('empires').whereIn('id', [...new Set(ids)]).select('id', 'name', 'name_short');
  return new Map(rows.map((r) => [num(r.id), { name: r.name, name_short: r.name_short }]));
}
