import { createTestDb } from '../support/db';
import type { Db } from '../../server/db/knex';
import { lastEndedWeek, milestonesReached, statWeekEnd, statWeekMs } from '../../server/game/statistics';
import { allEmpireCounters } from '../../server/db/statistics';
import { awardDueMedals } from '../../server/world/statistics/medals';
import { payMilestones, refreshRankings } from '../../server/world/statistics/refresh';
import { runLoad, startServerChild } from './children';
import { loadFigures, measurer } from './loadFigures';
import type { LoadSpec } from './load-child';
import { bootWith } from './tick';
import { rowCounts, seedStatisticsWorld, seedWeek } from './statisticsSeed';
import { round, type LoadFigures, type StatisticsFigures } from './results';

/**
 * Benchmark 6 (issue 17): statistics at world scale. A world of `players` kingdoms with `villages` villages,
 * their buildings and claimed tiles (population, villages and land kept by migration 023's triggers, timed),
 * earned counters, `empires` Empires with members, and one ended week's counters (tests/bench/statisticsSeed.ts).
 * Measures, in this process against the database (the world functions the tick calls, `force` past the gates):
 * - the rank refresh (refreshRankings): cold (the first build of an empty rank table), warm with nothing
 *   changed, and warm after `changeShare` of the kingdoms gained counters and population; the milestone
 *   check alone (payMilestones with nothing new: every Empire's counters read) is timed too, after the
 *   milestones the seeded counters reached were paid once (timed as the catch-up);
 * - the reads, load from a separate process (autocannon, `connections`) against the production server in a
 *   child process, beside the bare Koa SELECT 1 route through the app's pool (the ratio is rps / its rps):
 *   GET profiles (overall and pvp_att, random pages of `pageLimit`), profiles/top10, empires?type=prestige
 *   (random pages), statistics; and GET profiles overall again while refreshes run back to back (the
 *   refresh is one transaction: readers see the old table until it commits and never wait on it);
 * - the week's medals (awardDueMedals for the one ended week).
 * Benchmarks are not timed tests: nothing here asserts a duration.
 */
export interface StatisticsSize {
  players: number; villages: number; empires: number; memberShare: number; maxCoord: number;
  connections: number; seconds: number; warmup: number; tokens: number; pageLimit: number; changeShare: number;
}

export const STATISTICS_SIZES: Record<'quick' | 'full', StatisticsSize> = {
  quick: { players: 200, villages: 400, empires: 10, memberShare: 0.6, maxCoord: 20, connections: 10, seconds: 1, warmup: 0, tokens: 20, pageLimit: 20, changeShare: 0.01 },
  full: { players: 50_000, villages: 100_000, empires: 2_000, memberShare: 0.6, maxCoord: 200, connections: 100, seconds: 10, warmup: 3, tokens: 1_000, pageLimit: 20, changeShare: 0.01 },
};

const GAME_START = '2026-01-01T00:00:00Z';
const ENV = { VICTORY_POINTS: '1000000000' };

const seconds = (ms: number) => round(ms / 1000, 2);

/** Gives `share` of the kingdoms (at least one) new earned counters and one building a level up (the population trigger follows). */
async function changeKingdoms(db: Db, share: number, now: Date): Promise<number> {
  const ids: number[] = (await db.raw(`SELECT user_id FROM kingdom_stats ORDER BY random() LIMIT greatest(1, (SELECT count(*) FROM kingdom_stats) * ?::float8)::int`, [share]))
    .rows.map((r: { user_id: number }) => Number(r.user_id));
  await db.raw(`UPDATE kingdom_stats SET pvp_att = pvp_att + 1 + floor(random() * 50000), pvp_att_at = ?, resources = resources + 1 + floor(random() * 1000000), resources_at = ?,
    events = events + 1, events_at = ? WHERE user_id = ANY(?::int[])`, [now, now, now, ids]);
  await db.raw(`UPDATE village_buildings b SET level = b.level + 1 FROM (
      SELECT DISTINCT ON (v.user_id) b2.id FROM villages v JOIN village_buildings b2 ON b2.village_id = v.id
        JOIN (SELECT type, max(level) AS m FROM building_population GROUP BY type) t ON t.type = b2.type AND b2.level < t.m
       WHERE v.user_id = ANY(?::int[]) ORDER BY v.user_id, b2.id) c WHERE b.id = c.id`, [ids]);
  return ids.length;
}

export async function benchStatistics(size: StatisticsSize, log: (s: string) => void): Promise<StatisticsFigures> {
  const testDb = await createTestDb({ pool: 10 });
  if (!testDb.url) throw new Error('the statistics benchmark needs PostgreSQL');
  const db = testDb.db;
  let server: Awaited<ReturnType<typeof startServerChild>> | undefined;
  let running: Awaited<ReturnType<typeof bootWith>> | undefined;
  try {
    const now = new Date();
    log(`statistics: seeding ${size.players} players, ${size.villages} villages, ${size.empires} Empires`);
    await db('world').insert({ id: 1, seed: 'aether', start_time: new Date(GAME_START) }).onConflict('id').merge();
    const seeded = await seedStatisticsWorld(db, { ...size, withTokens: size.tokens, now });
    log(`statistics: seeded in ${seeded.seconds} s (${JSON.stringify(seeded.steps)}); buildings without the triggers ${seeded.buildingsWithoutTriggersSeconds} s`);
    // The world functions in this process (no tick), the clock at `now`.
    running = await bootWith(db, testDb.url, false, () => now, ENV);
    const deps = running.deps;
    const speed = deps.config.gameSpeed;
    const startMs = deps.world.startTime.getTime();
    const week = lastEndedWeek(startMs, now.getTime(), speed);
    if (week < 1) throw new Error('no statistics week has ended yet');
    const weekSeedSeconds = await seedWeek(db, {
      week, weekStart: new Date(statWeekEnd(startMs, week, speed) - statWeekMs(speed)), weekEnd: new Date(statWeekEnd(startMs, week, speed)), kingdomShare: 0.4,
    });

    // The milestones the seeded counters reached: a live world pays them as they are reached, a few at a
    // time. Written to the ledger as paid for all but 1% of the Empires, whose milestones are then paid for real.
    const ledger = (await allEmpireCounters(db)).filter((e) => e.id > Math.ceil(size.empires / 100))
      .flatMap((e) => milestonesReached(e.id, e).map((m) => ({ empire_id: e.id, type: 'vps', amount: m.prestige, message_type: 'milestone_vp_gained', award_key: m.key, at: now })));
    for (let i = 0; i < ledger.length; i += 5_000) await db('prestige_awards').insert(ledger.slice(i, i + 5_000));
    let t = performance.now();
    const caughtUp = await payMilestones(deps, now);
    const milestoneCatchUpSeconds = seconds(performance.now() - t);
    log(`statistics: ${caughtUp} milestones paid in ${milestoneCatchUpSeconds} s (the seeded counters of ${Math.ceil(size.empires / 100)} Empires; ${ledger.length} written to the ledger as paid)`);

    log('statistics: rank refresh (cold: the first build)');
    t = performance.now();
    const cold = await refreshRankings(deps, now, { force: true });
    const coldSeconds = seconds(performance.now() - t);
    const rankRows = Number((await db.raw('SELECT count(*)::int AS n FROM rankings')).rows[0].n);
    t = performance.now();
    const warm = await refreshRankings(deps, now, { force: true });
    const warmSeconds = seconds(performance.now() - t);
    const changed = await changeKingdoms(db, size.changeShare, now);
    t = performance.now();
    const after = await refreshRankings(deps, now, { force: true });
    const changedSeconds = seconds(performance.now() - t);
    t = performance.now();
    await payMilestones(deps, now);
    const milestoneCheckSeconds = seconds(performance.now() - t);
    log(`statistics: refresh cold ${coldSeconds} s, warm ${warmSeconds} s, after ${changed} kingdoms changed ${changedSeconds} s (milestone check alone ${milestoneCheckSeconds} s); ${rankRows} rank rows`);

    // The reads, against the production server in a child process.
    server = await startServerChild(testDb.url, ENV);
    const pid = server.pid;
    const measure = measurer(pid);
    const load = async (url: string, targets: LoadSpec['targets']) => {
      const spec: LoadSpec = { url, method: 'GET', connections: size.connections, targets };
      if (size.warmup > 0) await runLoad({ ...spec, duration: size.warmup });
      return measure({ ...spec, duration: size.seconds });
    };
    const calls: Record<string, LoadFigures> = {};
    log('statistics: koa-select1');
    const select1 = await load(server.baselineUrl, [{ path: '/select1' }]);
    calls['koa-select1'] = loadFigures(select1, select1.rps, undefined);
    const kingdomPages = Math.max(1, Math.ceil(size.players / size.pageLimit));
    const empirePages = Math.max(1, Math.ceil(size.empires / size.pageLimit));
    // A random page per target (fixed per run, different for each token).
    const page = (n: number, i: number) => (i * 7919) % n;
    const routes: Array<[string, (i: number) => string]> = [
      ['GET profiles?type=overall', (i) => `/api/profiles?type=overall&page=${page(kingdomPages, i)}&limit=${size.pageLimit}`],
      ['GET profiles?type=pvp_att', (i) => `/api/profiles?type=pvp_att&page=${page(kingdomPages, i)}&limit=${size.pageLimit}`],
      ['GET profiles/top10', () => '/api/profiles/top10'],
      ['GET empires?type=prestige', (i) => `/api/empires?type=prestige&page=${page(empirePages, i)}&limit=${size.pageLimit}`],
      ['GET statistics', () => '/api/statistics'],
    ];
    for (const [name, path] of routes) {
      log(`statistics: ${name}`);
      calls[name] = loadFigures(await load(server.url, seeded.players.map((p, i) => ({ path: path(i + 1), token: p.token }))), select1.rps, 0.4);
    }

    // Readers while the rank table is rebuilt back to back (one refresh transaction after the other).
    log('statistics: GET profiles?type=overall during refreshes');
    const targets = seeded.players.map((p, i) => ({ path: `/api/profiles?type=overall&page=${page(kingdomPages, i + 1)}&limit=${size.pageLimit}`, token: p.token }));
    let refreshing = true;
    const refreshTimes: number[] = [];
    const loop = (async () => {
      while (refreshing) {
        const s = performance.now();
        await refreshRankings(deps, now, { force: true });
        refreshTimes.push(performance.now() - s);
      }
    })();
    const during = await measure({ url: server.url, method: 'GET', connections: size.connections, targets, duration: size.seconds }).finally(() => { refreshing = false; });
    await loop;
    calls['GET profiles?type=overall during refreshes'] = loadFigures(during, select1.rps, 0.4);
    await server.stop();
    server = undefined;

    log(`statistics: the medals of week ${week}`);
    t = performance.now();
    const medals = await awardDueMedals(deps, now);
    const medalSeconds = seconds(performance.now() - t);
    log(`statistics: ${medals.medals} medals of weeks ${medals.weeks.join(', ')} in ${medalSeconds} s`);
    const rows = await rowCounts(db);
    const members = rows.empire_members;

    return {
      players: size.players, villages: size.villages, empires: size.empires, members, week,
      seed: {
        seconds: seeded.seconds, steps: seeded.steps, buildingRows: rows.village_buildings,
        buildingsWithoutTriggersSeconds: seeded.buildingsWithoutTriggersSeconds, weekSeconds: weekSeedSeconds,
      },
      rows,
      refresh: {
        rankRows, coldSeconds, warmSeconds, changedSeconds, changedKingdoms: changed, milestoneCheckSeconds,
        milestoneCatchUp: caughtUp, milestoneCatchUpSeconds, milestonesCold: cold.milestones + warm.milestones, milestonesChanged: after.milestones,
        duringReads: refreshTimes.length,
        duringReadsMeanSeconds: refreshTimes.length ? seconds(refreshTimes.reduce((a, b) => a + b, 0) / refreshTimes.length) : 0,
      },
      calls,
      medals: { seconds: medalSeconds, medals: medals.medals, weeks: medals.weeks.length },
      note: `${size.connections} connections, ${size.warmup} s warm-up + ${size.seconds} s per route; pages of ${size.pageLimit}, random per token (${seeded.players.length} tokens); refresh timings are refreshRankings(force) in-process (rebuild transaction + milestone check)`,
    };
  } finally {
    await server?.stop();
    await running?.stop();
    await testDb.drop();
  }
}
