import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer, placeVillage, spawnPlayer } from '../support/players';
import { kingdomCounters } from '../../server/db/statistics';
import { villagePopulation } from '../../server/game/tiles/claim';
import { processDueRankings } from '../../server/jobs/dueStatistics';
import { countEarned } from '../../server/world/statistics/count';

/**
 * The map counters (population, villages, land) kept by the database in the statement that changes the
 * map (migration 023's triggers), whatever path changes it, and the rank table the tick rebuilds from them.
 */
describe('statistics counters kept with the map', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer({ TESTING_TOOLS: 'on' }); });
  afterAll(async () => { await s?.stop(); });

  /** The kingdom's population, villages and land counted from the map as it stands. */
  const fromMap = async (userId: number) => {
    const db = s.testDb.db;
    const villages = await db('villages').where({ user_id: userId }).select('id');
    let population = 0;
    for (const v of villages) population += villagePopulation(await db('village_buildings').where({ village_id: v.id }).select('type', 'level'));
    const land = Number((await db('village_tiles as t').join('villages as v', 'v.id', 't.village_id').where('v.user_id', userId).count({ n: '*' }))[0].n);
    return { population, villages: villages.length, land };
  };
  const counters = async (userId: number) => {
    const c = await kingdomCounters(s.testDb.db, userId);
    return { population: c.population, villages: c.villages, land: c.land };
  };

  it('a founded kingdom, a second village, level changes, a claim, a conquest and a destroyed village keep them equal to the map', async () => {
    const a = await spawnPlayer(s, 'NE');
    const b = await createPlayer(s);
    expect(await counters(a.id)).toEqual(await fromMap(a.id));
    expect((await counters(a.id)).villages).toBe(1);
    expect((await counters(a.id)).population).toBeGreaterThan(0);

    const second = await placeVillage(s, a, { x: a.village.x + 3, y: a.village.y + 3 });
    await s.testDb.db('village_buildings').where({ village_id: second }).update({ level: 3 });
    await s.testDb.db('village_buildings').where({ village_id: a.village.id, type: 'farm' }).update({ level: 5 });
    await s.testDb.db('village_tiles').insert([{ village_id: second, x: a.village.x + 4, y: a.village.y + 3, claimed_at: new Date() }]);
    expect(await counters(a.id)).toEqual(await fromMap(a.id));
    expect((await counters(a.id)).land).toBe(1);

    // A conquest moves the village with its population and land.
    await s.testDb.db('villages').where({ id: second }).update({ user_id: b.id });
    expect(await counters(a.id)).toEqual(await fromMap(a.id));
    expect(await counters(b.id)).toEqual(await fromMap(b.id));
    expect((await counters(b.id)).land).toBe(1);

    // A destroyed village takes them with it (its buildings and tiles go by the cascade).
    await s.testDb.db('villages').where({ id: second }).delete();
    expect(await counters(b.id)).toEqual({ population: 0, villages: 0, land: 0 });
    expect(await counters(a.id)).toEqual(await fromMap(a.id));
  });

  it('the rank table orders kingdoms by a counter, ties to whoever got there first, with the day\'s first rank', async () => {
    const p = [await spawnPlayer(s, 'SW'), await spawnPlayer(s, 'SW'), await spawnPlayer(s, 'SW')];
    const at = s.clock.now();
    await s.testDb.db.transaction((trx) => countEarned(trx, s.running.deps, [
      { userId: p[2].id, counters: { pvp_att: 50 }, at: new Date(at.getTime() - 2000) },
      { userId: p[0].id, counters: { pvp_att: 50 }, at: new Date(at.getTime() - 1000) },
      { userId: p[1].id, counters: { pvp_att: 70 }, at },
    ]));
    const r = await processDueRankings(s.running.deps, { force: true });
    expect(r.refreshed).toBe(true);
    const rows = await s.testDb.db('rankings').where({ scope: 'kingdom', type: 'pvp_att' }).whereIn('subject_id', p.map((x) => x.id)).orderBy('rank').select('subject_id', 'value', 'day_rank', 'rank');
    expect(rows.map((x) => x.subject_id)).toEqual([p[1].id, p[2].id, p[0].id]);
    expect(rows.map((x) => Number(x.value))).toEqual([70, 50, 50]);
    expect(rows.every((x) => x.day_rank === x.rank)).toBe(true);

    // The calls read the same table.
    const page = await s.api('GET', '/profiles?type=pvp_att&limit=3', { token: p[0].token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.items.map((r: { id: number }) => r.id)).toEqual([p[1].id, p[2].id, p[0].id]);
    expect(page.body.own).toMatchObject({ id: p[0].id, rank: 3, value: 50, previous_rank: 3 });
    for (const path of ['/statistics', '/statistics/week', '/statistics/week?week=', `/statistics/history?scope=kingdom&id=${p[0].id}`, '/profiles/top10']) {
      const r = await s.api('GET', path, { token: p[0].token });
      expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
    }
  });
});
