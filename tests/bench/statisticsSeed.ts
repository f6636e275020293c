import type { Db } from '../../server/db/knex';
import { issueToken } from '../../server/db/tokens';

/**
 * The statistics benchmark's world (issue 17), written by bulk SQL (one INSERT ... SELECT generate_series
 * per table, like tests/bench/seed.ts):
 * - players; each has a village, the rest of the villages go to random players (a few kingdoms have many);
 * - village buildings (a quarter of the types of building_population, about 12 a village) at levels spread by a per-village development
 *   (the population ranking is not one long tie), and claimed tiles on the map's free tiles;
 *   population, villages and land are NOT written: migration 023's statement triggers keep kingdom_stats in
 *   step with these inserts (the seeding times them, and the buildings' insert once more with the user
 *   triggers disabled, in a transaction that is rolled back, to show what the triggers cost);
 * - earned counters (kills, losses, events, resources, medals) with varied values and instants in kingdom_stats;
 * - `empires` Empires with members (a share of the players; user e is the Emperor of Empire e), their own
 *   earned counters (empire_stats) and prestige (empire_prestige, far below VICTORY_POINTS);
 * - weekly_stats of week `week` (the week whose medals the benchmark awards) for a share of the kingdoms and
 *   every Empire; world.medals_week = week - 1 so exactly that week is due.
 */
export interface StatisticsSeedOptions {
  players: number;
  villages: number;
  empires: number;
  /** Share of the players in an Empire. */
  memberShare: number;
  maxCoord: number;
  withTokens: number;
  now: Date;
}

export interface StatisticsSeeded {
  players: Array<{ id: number; token: string }>;
  /** Seconds per step (each insert with the triggers it fires). */
  steps: Record<string, number>;
  seconds: number;
  /** The buildings' insert again with the statistics triggers disabled (rolled back): the triggers' share. */
  buildingsWithoutTriggersSeconds: number;
  rows: Record<string, number>;
}

const DAY = 86_400_000;

export async function seedStatisticsWorld(db: Db, o: StatisticsSeedOptions): Promise<StatisticsSeeded> {
  const { players, villages, empires, maxCoord, now } = o;
  const side = 2 * maxCoord + 1;
  if (villages < players) throw new Error('every player needs a village');
  if (villages > side * side) throw new Error(`${villages} villages do not fit a ${side} x ${side} map`);
  if (empires > players) throw new Error('every Empire needs an Emperor');
  const steps: Record<string, number> = {};
  const t0 = performance.now();
  const step = async (name: string, run: () => Promise<unknown>) => {
    const s = performance.now();
    await run();
    steps[name] = Math.round((performance.now() - s) / 10) / 100;
  };
  const monthAgo = new Date(now.getTime() - 30 * DAY);

  await step('users', () => db.raw(
    `INSERT INTO users (id, username, email, password_hash, created_at, account_updated_at)
     SELECT g, 's' || g, 's' || g || '@example.test', '!no-login', ?::timestamptz - g * interval '1 second', ?
       FROM generate_series(1, ?) g`, [monthAgo, now, players]));
  await db.raw(`SELECT setval(pg_get_serial_sequence('users', 'id'), ?)`, [players]);
  // Village g (0-based) on tile g of the map in row-major order; the first `players` one per player, the rest
  // to random players (squared: low ids own more).
  await step('villages', () => db.raw(
    `INSERT INTO villages (id, user_id, name, x, y, tier, wood, stone, iron, food, resources_updated_at, created_at)
     SELECT g + 1, CASE WHEN g < ? THEN g + 1 ELSE 1 + floor(power(random(), 2) * ?)::int END, 'Village ' || (g + 1),
            (g % ?) - ?, (g / ?) - ?, 'village', 500, 500, 500, 500, ?, ?
       FROM generate_series(0, ? - 1) g`, [players, players, side, maxCoord, side, maxCoord, now, monthAgo, villages]));
  await db.raw(`SELECT setval(pg_get_serial_sequence('villages', 'id'), ?)`, [villages]);
  // Buildings: each type with a 25% chance (about 12 of the ~48 types a village), its level spread over 1..max by the village's development.
  const buildingsSql = `
    WITH vd AS MATERIALIZED (SELECT id, power(random(), 0.7) AS dev FROM villages),
         t AS (SELECT type, max(level) AS max_level FROM building_population GROUP BY type)
    INSERT INTO village_buildings (village_id, type, level)
    SELECT vd.id, t.type, least(t.max_level, greatest(1, ceil(t.max_level * vd.dev * (0.4 + 0.6 * random()))))::int
      FROM vd CROSS JOIN t WHERE random() < 0.25`;
  await step('village_buildings', () => db.raw(buildingsSql));
  // Claimed tiles: the tiles after the villages', each to a random village with a 60% chance.
  await step('village_tiles', () => db.raw(
    `INSERT INTO village_tiles (village_id, x, y, claimed_at)
     SELECT 1 + floor(random() * ?)::int, (g % ?) - ?, (g / ?) - ?, ?
       FROM generate_series(?, ? - 1) g WHERE random() < 0.6`, [villages, side, maxCoord, side, maxCoord, monthAgo, villages, side * side]));

  // What the triggers cost: the same buildings' insert with the user triggers off (foreign key checks stay), rolled back.
  let buildingsWithoutTriggersSeconds = 0;
  await db.transaction(async (trx) => {
    await trx.raw('ALTER TABLE village_buildings DISABLE TRIGGER USER');
    await trx.raw('TRUNCATE village_buildings');
    const s = performance.now();
    await trx.raw(buildingsSql);
    buildingsWithoutTriggersSeconds = Math.round((performance.now() - s) / 10) / 100;
    throw new Rollback();
  }).catch((e) => { if (!(e instanceof Rollback)) throw e; });

  // Earned counters: skewed (most kingdoms small, a few large), instants over the last month.
  const at = (c: string) => `${c}_at = ?::timestamptz - random() * interval '30 days'`;
  const earned = (scale: Record<string, number>) => Object.entries(scale)
    .map(([c, n]) => `${c} = floor(power(random(), 3) * ${n}), ${at(c)}`).join(', ');
  const scale = { pvp_att: 2_000_000, pvp_def: 1_000_000, pve_att: 500_000, pve_def: 200_000, losses: 1_000_000, events: 300, resources: 50_000_000, medals: 40 };
  const ats = Object.keys(scale).length;
  await step('kingdom_stats earned', () => db.raw(`UPDATE kingdom_stats SET ${earned(scale)}`, Array(ats).fill(now)));

  // Empires, their members (user e is Empire e's Emperor; then every player up to the share, round robin).
  await step('empires', () => db.raw(
    `INSERT INTO empires (id, name, name_short, founder_id, created_at)
     SELECT g, 'Empire ' || g, 'E' || g, g, ?::timestamptz + g * interval '1 minute' FROM generate_series(1, ?) g`, [monthAgo, empires]));
  await db.raw(`SELECT setval(pg_get_serial_sequence('empires', 'id'), ?)`, [Math.max(1, empires)]);
  const members = Math.max(empires, Math.floor(players * o.memberShare));
  await step('empire_members', () => db.raw(
    `INSERT INTO empire_members (user_id, empire_id, role, joined_at)
     SELECT g, 1 + ((g - 1) % ?), CASE WHEN g <= ? THEN 'emperor' WHEN g <= 3 * ? THEN 'officer' ELSE 'member' END, ?
       FROM generate_series(1, ?) g`, [empires, empires, empires, monthAgo, members]));
  const empireScale = Object.fromEntries(Object.entries(scale).map(([k, v]) => [k, v * 5]));
  await step('empire_stats', () => db.raw(
    `INSERT INTO empire_stats (empire_id) SELECT g FROM generate_series(1, ?) g`, [empires])
    .then(() => db.raw(`UPDATE empire_stats SET ${earned(empireScale)}`, Array(ats).fill(now))));
  await step('empire_prestige', () => db.raw(
    `INSERT INTO empire_prestige (empire_id, vps, landmark, monument, artifact, total, updated_at)
     SELECT id, vps, landmark, monument, artifact, vps + landmark + monument + artifact, ?::timestamptz - random() * interval '30 days'
       FROM (SELECT g AS id, floor(random() * 30)::int AS vps, floor(random() * 30)::int AS landmark,
                    floor(random() * 20)::int AS monument, floor(random() * 20)::int AS artifact
               FROM generate_series(1, ?) g WHERE random() < 0.8) p`, [now, empires]));

  const seconds = Math.round((performance.now() - t0) / 10) / 100;
  const tokens: StatisticsSeeded['players'] = [];
  const expiresAt = new Date(now.getTime() + 365 * DAY);
  // Tokens for players spread over the id range (members and not, strong and weak).
  const stride = Math.max(1, Math.floor(players / Math.max(1, o.withTokens)));
  for (let id = 1; id <= players && tokens.length < o.withTokens; id += stride) {
    tokens.push({ id, token: await issueToken(db, { userId: id, actorId: id, isSitter: false, expiresAt }) });
  }
  await db.raw('ANALYZE');
  return { players: tokens, steps, seconds, buildingsWithoutTriggersSeconds, rows: await rowCounts(db) };
}

/** The week's counters: a share of the kingdoms and every Empire gained something in week `week` (ending at `weekEnd`). */
export async function seedWeek(db: Db, o: { week: number; weekStart: Date; weekEnd: Date; kingdomShare: number }): Promise<number> {
  const s = performance.now();
  const span = Math.max(1, o.weekEnd.getTime() - o.weekStart.getTime() - 1);
  const cols = (n: number) => ['pvp_att', 'pvp_def', 'pve_win', 'pve_res'].map((c, i) =>
    `floor(power(random(), 3) * ${[200_000, 100_000, 30, 2_000_000][i] * n}), ?::timestamptz + floor(random() * ${span}) * interval '1 millisecond'`).join(', ');
  const names = 'pvp_att, pvp_att_at, pvp_def, pvp_def_at, pve_win, pve_win_at, pve_res, pve_res_at';
  await db.raw(`INSERT INTO weekly_stats (week, scope, subject_id, ${names})
    SELECT ?, 'kingdom', user_id, ${cols(1)} FROM kingdom_stats WHERE random() < ?`, [o.week, ...Array(4).fill(o.weekStart), o.kingdomShare]);
  await db.raw(`INSERT INTO weekly_stats (week, scope, subject_id, ${names})
    SELECT ?, 'empire', id, ${cols(10)} FROM empires`, [o.week, ...Array(4).fill(o.weekStart)]);
  await db('world').where({ id: 1 }).update({ medals_week: o.week - 1 });
  await db.raw('ANALYZE weekly_stats');
  return Math.round((performance.now() - s) / 10) / 100;
}

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const t of ['users', 'villages', 'village_buildings', 'village_tiles', 'kingdom_stats', 'empires', 'empire_members', 'empire_stats', 'empire_prestige', 'weekly_stats', 'rankings', 'medals']) {
    rows[t] = Number((await db.raw(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n);
  }
  return rows;
}

class Rollback extends Error {}
