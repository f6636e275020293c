import { createTestDb } from '../support/db';
import type { Db, Trx } from '../../server/db/knex';
import { rebuildRankings } from '../../server/db/statistics';
import { seedStatisticsWorld } from './statisticsSeed';
import { round } from './results';

/**
 * The rank refresh alone at world scale (issue 17's "a few seconds"): benchmark 6's world
 * (tests/bench/statisticsSeed.ts) without its read load, and the rebuild transaction (rebuildRankings, what
 * the tick's refresh runs after the milestones) timed cold (the first build, a new day), warm with nothing
 * changed, and after `changeShare` of the kingdoms gained counters and a building level, `rounds` times each.
 * `baseline`: another rebuild (an older version of the function, loaded by the caller) timed on the same data,
 * alternating with this one, so before/after come from one run on one machine state; both must leave the
 * same rank table (checked after each pair: a faster refresh that ranks differently is no refresh).
 * Not a timed test: nothing asserts a duration.
 */
export interface RankingsSize { players: number; villages: number; empires: number; memberShare: number; maxCoord: number; changeShare: number; rounds: number }

export const RANKINGS_SIZES: Record<'quick' | 'full', RankingsSize> = {
  quick: { players: 300, villages: 600, empires: 10, memberShare: 0.6, maxCoord: 25, changeShare: 0.01, rounds: 2 },
  full: { players: 50_000, villages: 100_000, empires: 2_000, memberShare: 0.6, maxCoord: 200, changeShare: 0.01, rounds: 3 },
};

export type Rebuild = (trx: Trx, opts: { day: number; newDay: boolean }) => Promise<void>;

export interface RankingsFigures {
  players: number; rankRows: number;
  /** Seconds per run, by rebuild ('current', and 'baseline' when given) and case. */
  seconds: Record<string, { cold: number[]; warm: number[]; changed: number[] }>;
}

const DAY = 86_400_000;

/** Gives `share` of the kingdoms new earned counters and one building a level up (the population trigger follows). */
async function changeKingdoms(db: Db, share: number, now: Date, salt: number): Promise<void> {
  await db.raw(`UPDATE kingdom_stats SET pvp_att = pvp_att + 1 + (user_id * ? % 50000), pvp_att_at = ?, resources = resources + 1 + (user_id * ? % 1000000),
    resources_at = ?, events = events + 1, events_at = ? WHERE (user_id * ? + ?) % ? = 0`,
  [salt, now, salt + 7, now, now, 7919, salt, Math.max(1, Math.round(1 / share))]);
  await db.raw(`UPDATE village_buildings b SET level = b.level + 1 FROM (
      SELECT DISTINCT ON (v.user_id) b2.id FROM villages v JOIN village_buildings b2 ON b2.village_id = v.id
        JOIN (SELECT type, max(level) AS m FROM building_population GROUP BY type) t ON t.type = b2.type AND b2.level < t.m
       WHERE (v.user_id * ? + ?) % ? = 0 ORDER BY v.user_id, b2.id) c WHERE b.id = c.id`, [7919, salt, Math.max(1, Math.round(1 / share))]);
}

const fingerprint = async (db: Db): Promise<string> =>
  String((await db.raw(`SELECT md5(string_agg(concat_ws(':', scope, type, subject_id, rank, value, day_rank), ',' ORDER BY scope, type, subject_id)) AS h FROM rankings`)).rows[0].h);

export async function benchRankings(size: RankingsSize, log: (s: string) => void, baseline?: Rebuild): Promise<RankingsFigures> {
  const testDb = await createTestDb({ pool: 4 });
  if (!testDb.url) throw new Error('the rankings benchmark needs PostgreSQL');
  const db = testDb.db;
  try {
    const now = new Date();
    log(`rankings: seeding ${size.players} players, ${size.villages} villages, ${size.empires} Empires`);
    const seeded = await seedStatisticsWorld(db, { ...size, withTokens: 0, now });
    log(`rankings: seeded in ${seeded.seconds} s`);
    await db.raw('ANALYZE');
    const rebuilds: Array<[string, Rebuild]> = [['current', rebuildRankings], ...(baseline ? [['baseline', baseline] as [string, Rebuild]] : [])];
    const seconds: RankingsFigures['seconds'] = Object.fromEntries(rebuilds.map(([n]) => [n, { cold: [], warm: [], changed: [] }]));
    const time = async (name: string, rebuild: Rebuild, opts: { day: number; newDay: boolean }) => {
      const t = performance.now();
      await db.transaction((trx) => rebuild(trx, opts));
      return round((performance.now() - t) / 1000, 2);
    };
    let day = Math.floor(now.getTime() / DAY);
    for (let round_ = 0; round_ < size.rounds; round_++) {
      // Each round: the same starting table for every rebuild (emptied: cold; then warm; then after a change).
      const prints: string[] = [];
      for (const [name, rebuild] of round_ % 2 === 0 ? rebuilds : [...rebuilds].reverse()) {
        await db.raw('TRUNCATE rankings, rank_history');
        await db.raw('VACUUM ANALYZE rankings');
        seconds[name].cold.push(await time(name, rebuild, { day, newDay: true }));
        seconds[name].warm.push(await time(name, rebuild, { day, newDay: false }));
        prints.push(await fingerprint(db));
        log(`rankings: ${name} round ${round_ + 1}: cold ${seconds[name].cold.at(-1)} s, warm ${seconds[name].warm.at(-1)} s`);
      }
      if (new Set(prints).size > 1) throw new Error('the rebuilds left different rank tables');
      // The change: both rebuilds start from the table as it stands and see the same changed counters.
      await changeKingdoms(db, size.changeShare, now, round_ + 1);
      const before = await db.raw('SELECT * FROM rankings');
      const changedPrints: string[] = [];
      for (const [name, rebuild] of round_ % 2 === 0 ? rebuilds : [...rebuilds].reverse()) {
        await db.raw('TRUNCATE rankings');
        for (let i = 0; i < before.rows.length; i += 5_000) await db('rankings').insert(before.rows.slice(i, i + 5_000));
        await db.raw('VACUUM ANALYZE rankings');
        seconds[name].changed.push(await time(name, rebuild, { day, newDay: false }));
        changedPrints.push(await fingerprint(db));
        log(`rankings: ${name} round ${round_ + 1}: after ${Math.round(size.changeShare * 100)}% changed ${seconds[name].changed.at(-1)} s`);
      }
      if (new Set(changedPrints).size > 1) throw new Error('the rebuilds left different rank tables after the change');
      day += 1;
    }
    const rankRows = Number((await db.raw('SELECT count(*)::int AS n FROM rankings')).rows[0].n);
    return { players: size.players, rankRows, seconds };
  } finally {
    await testDb.drop();
  }
}
