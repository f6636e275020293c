import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer, sitterToken, spawnPlayer, type PlayerWithVillage } from '../support/players';
import { found, join } from './empiresSupport';
import {
  profilesRankingResponse, profilesTop10Response, rankHistoryResponse, serverStatisticsResponse, statisticsWeekResponse,
} from '../../server/contract/statistics';
import { empireProfileResponse, empiresListResponse, empiresTop10Response } from '../../server/contract/empires';
import { publicProfileResponse } from '../../server/contract/profilePublic';
import { kingdomCounters } from '../../server/db/statistics';
import { countEarned } from '../../server/world/statistics/count';

/**
 * The statistics calls over real HTTP and PostgreSQL (issue 17, docs/API.md "Statistics", "Empires",
 * "Profiles"): GET profiles, profiles/top10, empires, empires/top10, statistics, statistics/week,
 * statistics/history, profiles/{id} and empires/{id} for the owner, its sitter, another player and no token;
 * bad paging and filters 400 (error_statistics; error_empire for the empires calls); the viewer's own row
 * pinned beside any page; previous_rank null for a kingdom or Empire ranked since the day's first refresh;
 * ranks, medals and the statistics block on the profiles. The rank table is refreshed with POST
 * testing/rankings (the tick does it every minute; API tests run without the tick).
 */
describe('statistics calls: rankings, server statistics, profiles with rank, medals and statistics', () => {
  let s: TestServer;
  let owner: PlayerWithVillage;
  let other: PlayerWithVillage;
  let sitter: string;
  let empireId: number;
  const get = (path: string, token?: string) => s.api('GET', path, { token });
  const refresh = async () => {
    const r = await s.api('POST', '/testing/rankings', { body: {} });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.refreshed).toBe(true);
  };
  /** Parses with the contract's schema (s.api checks it too) and answers the typed body. */
  const ok = async <T extends z.ZodType>(schema: T, path: string, token: string): Promise<z.infer<T>> => {
    const r = await get(path, token);
    expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
    return schema.parse(r.body);
  };
  const setFarm = (villageId: number, level: number) => s.testDb.db('village_buildings').where({ village_id: villageId, type: 'farm' }).update({ level });

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    owner = await spawnPlayer(s, 'NE');
    other = await spawnPlayer(s, 'SW');
    sitter = await sitterToken(s, owner, await createPlayer(s));
    empireId = await found(s, owner, 'Stats');
    await refresh();
  });
  afterAll(async () => { await s?.stop(); });

  it('every call answers the owner, its sitter and another player by the contract, and 401 without a token', async () => {
    const schemas: Array<[string, z.ZodType]> = [
      ['/profiles', profilesRankingResponse],
      ['/profiles?type=pvp_att&page=0&limit=50', profilesRankingResponse],
      ['/profiles/top10', profilesTop10Response],
      ['/empires', empiresListResponse],
      ['/empires?type=prestige&page=0&limit=50', empiresListResponse],
      ['/empires?type=members', empiresListResponse],
      ['/empires/top10', empiresTop10Response],
      ['/statistics', serverStatisticsResponse],
      ['/statistics/week', statisticsWeekResponse],
      ['/statistics/week?week=1', statisticsWeekResponse],
      [`/statistics/history?scope=kingdom&id=${owner.id}`, rankHistoryResponse],
      [`/statistics/history?scope=empire&id=${empireId}&type=prestige`, rankHistoryResponse],
      [`/profiles/${owner.id}`, publicProfileResponse],
      [`/profiles/${other.id}`, publicProfileResponse],
      [`/empires/${empireId}`, empireProfileResponse],
    ];
    for (const token of [owner.token, sitter, other.token]) {
      for (const [path, schema] of schemas) await ok(schema, path, token);
    }
    for (const [path] of schemas) {
      const r = await get(path);
      expect(r.status, path).toBe(401);
    }

    // The own rows: the sitter sees the owner's, another player its own; outside an Empire no Empire row.
    const mine = await ok(profilesRankingResponse, '/profiles', owner.token);
    expect(mine.own).toMatchObject({ id: owner.id, username: owner.username, empire: { id: empireId } });
    expect((await ok(profilesRankingResponse, '/profiles', sitter)).own?.id).toBe(owner.id);
    expect((await ok(profilesRankingResponse, '/profiles', other.token)).own?.id).toBe(other.id);
    expect((await ok(empiresListResponse, '/empires', owner.token)).own?.id).toBe(empireId);
    expect((await ok(empiresListResponse, '/empires', sitter)).own?.id).toBe(empireId);
    expect((await ok(empiresListResponse, '/empires', other.token)).own).toBeNull();
    expect(mine.refreshed_at).not.toBeNull();
    // Defaults: overall, page 0, limit 5.
    expect(mine).toMatchObject({ type: 'overall', page: 0, limit: 5 });
    expect(await ok(empiresListResponse, '/empires', other.token)).toMatchObject({ type: 'overall', page: 0, limit: 5 });
  });

  it('bad paging and filters are 400 with error_statistics (error_empire for the empires calls); an unknown history id 404', async () => {
    const paging = ['page=-1', 'page=abc', 'page=1.5', 'page=99999999999', 'limit=0', 'limit=51', 'limit=abc', 'limit=-5', 'limit=1e9', 'type=nope'];
    for (const [base, key] of [['/profiles', 'error_statistics'], ['/empires', 'error_empire']] as const) {
      for (const q of paging) {
        const r = await get(`${base}?${q}`, owner.token);
        expect(r.status, `${base}?${q}`).toBe(400);
        expect(r.body.error, `${base}?${q}`).toBe(key);
      }
    }
    const statistics = [
      '/statistics/week?week=0', '/statistics/week?week=abc', '/statistics/week?week=-1', '/statistics/week?week=1.5',
      // A week that has not started yet.
      '/statistics/week?week=99999',
      '/statistics/history?scope=x&id=1', '/statistics/history?scope=kingdom&id=0', '/statistics/history?scope=kingdom&id=abc',
      '/statistics/history?scope=kingdom', `/statistics/history?id=${owner.id}`, `/statistics/history?scope=kingdom&id=${owner.id}&type=nope`,
    ];
    for (const path of statistics) {
      const r = await get(path, owner.token);
      expect(r.status, path).toBe(400);
      expect(r.body.error, path).toBe('error_statistics');
    }
    for (const scope of ['kingdom', 'empire']) {
      const r = await get(`/statistics/history?scope=${scope}&id=2000000000`, owner.token);
      expect(r.status, scope).toBe(404);
      expect(r.body).toMatchObject({ error: 'error_statistics', text: { key: `refusals.statistics.${scope === 'kingdom' ? 'noSuchKingdom' : 'noSuchEmpire'}` } });
    }
    // The profile calls keep their groups' keys.
    expect((await get('/profiles/0', owner.token)).body).toMatchObject({ error: 'error_profile' });
    expect((await get('/profiles/0', owner.token)).status).toBe(400);
    expect((await get('/empires/0', owner.token)).body).toMatchObject({ error: 'error_empire' });
    expect((await get('/profiles/999999999', owner.token)).status).toBe(404);
    expect((await get('/empires/999999999', owner.token)).status).toBe(404);
  });

  it('the viewer\'s own row is pinned beside a page it is not on; total is the ranking\'s size; pages are rank ranges', async () => {
    // Three strong kingdoms, each in an Empire of its own; the viewer weakest and in the newest, empty Empire.
    const strong = [await spawnPlayer(s, 'NW'), await spawnPlayer(s, 'NW'), await spawnPlayer(s, 'SE')];
    for (const [i, p] of strong.entries()) {
      await setFarm(p.village.id, 6 - i);
      await found(s, p, 'Strong');
    }
    const viewer = await createPlayer(s);
    const viewerEmpire = await found(s, viewer, 'Weak');
    const weak = await spawnPlayer(s, 'SE');
    await refresh();

    const kingdoms = Number((await s.testDb.db('kingdom_stats').count({ n: '*' }))[0].n);
    const page0 = await ok(profilesRankingResponse, '/profiles?limit=3', weak.token);
    expect(page0.total).toBe(kingdoms);
    expect(page0.items.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(page0.items.map((r) => r.id)).toEqual(strong.map((p) => p.id));
    const values = page0.items.map((r) => r.value);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(page0.items.every((r) => r.value === r.population)).toBe(true);
    // The newest kingdom at base population is last (ties to whoever got there first).
    expect(page0.own).toMatchObject({ id: weak.id, rank: kingdoms });
    expect(page0.items.some((r) => r.id === weak.id)).toBe(false);
    const ownPage = Math.floor((kingdoms - 1) / 3);
    const last = await ok(profilesRankingResponse, `/profiles?limit=3&page=${ownPage}`, weak.token);
    expect(last.items.at(-1)).toEqual(page0.own);
    // Past the end: no rows, the own row still there.
    const past = await ok(profilesRankingResponse, `/profiles?limit=3&page=${ownPage + 5}`, weak.token);
    expect(past.items).toEqual([]);
    expect(past.own?.id).toBe(weak.id);
    // A kingdom without a village is not ranked: no own row.
    expect((await ok(profilesRankingResponse, '/profiles', viewer.token)).own).toBeNull();

    const empires = Number((await s.testDb.db('empires').count({ n: '*' }))[0].n);
    const e0 = await ok(empiresListResponse, '/empires?limit=2', viewer.token);
    expect(e0.total).toBe(empires);
    expect(e0.items.map((r) => r.rank)).toEqual([1, 2]);
    expect(e0.own).toMatchObject({ id: viewerEmpire, rank: empires, members: 1, population: 0, villages: 0, value: 0 });
    expect(e0.items.some((r) => r.id === viewerEmpire)).toBe(false);
    const top = await ok(empiresTop10Response, '/empires/top10', viewer.token);
    expect(top.items.slice(0, 2)).toEqual(e0.items);
    expect(top.items.length).toBe(Math.min(10, empires));
    const byMembers = await ok(empiresListResponse, '/empires?type=members&limit=50', viewer.token);
    expect(byMembers.items.map((r) => r.value)).toEqual(byMembers.items.map((r) => r.members));
    const tops = await ok(profilesTop10Response, '/profiles/top10', viewer.token);
    expect(tops.items.slice(0, 3)).toEqual(page0.items);
  });

  it('profiles/{id}: the overall rank, medals newest first and the statistics block; a private profile shows others name, rank and Empire only', async () => {
    const at = s.clock.now();
    await s.testDb.db.transaction((trx) => countEarned(trx, s.running.deps, [
      { userId: owner.id, counters: { pvp_att: 300, pvp_def: 100, pve_att: 60, pve_def: 40, losses: 250, events: 2, resources: 1000 }, eventRewards: 400, at },
    ]));
    await s.testDb.db('medals').insert([
      { scope: 'kingdom', subject_id: owner.id, type: 'kingdom_pvp_att', week: 3, rank: 1, amount: 300, at },
      { scope: 'kingdom', subject_id: owner.id, type: 'kingdom_pve_res', week: 5, rank: 4, amount: 400, at },
      { scope: 'empire', subject_id: empireId, type: 'empire_pvp_att', week: 3, rank: 2, amount: 300, at },
    ]);
    await refresh();
    const c = await kingdomCounters(s.testDb.db, owner.id);
    const rankRow = await s.testDb.db('rankings').where({ scope: 'kingdom', type: 'overall', subject_id: owner.id }).first('rank');
    const statistics = {
      kills: { pvp_att: 300, pvp_def: 100, pve_att: 60, pve_def: 40 }, losses: 250, kill_death_ratio: 2, events: 2, resources: 1000,
      land: c.land, villages: 1, population: c.population,
    };
    const medals = [{ type: 'kingdom_pve_res', week: 5, rank: 4, amount: 400 }, { type: 'kingdom_pvp_att', week: 3, rank: 1, amount: 300 }];

    for (const token of [other.token, owner.token, sitter]) {
      const p = (await ok(publicProfileResponse, `/profiles/${owner.id}`, token)).profile;
      expect(p).toMatchObject({ id: owner.id, rank: Number(rankRow.rank), medals, statistics, empire: { id: empireId, role: 'emperor' } });
    }
    // Another kingdom without losses: no ratio yet.
    expect((await ok(publicProfileResponse, `/profiles/${other.id}`, owner.token)).profile.statistics?.kill_death_ratio).toBeNull();

    await s.testDb.db('users').where({ id: owner.id }).update({ public_profile: false });
    try {
      const hidden = (await ok(publicProfileResponse, `/profiles/${owner.id}`, other.token)).profile;
      expect(hidden).toEqual({
        id: owner.id, username: owner.username, rank: Number(rankRow.rank), public: false, own: false,
        empire: expect.objectContaining({ id: empireId }),
      });
      for (const token of [owner.token, sitter]) {
        const p = (await ok(publicProfileResponse, `/profiles/${owner.id}`, token)).profile;
        expect(p).toMatchObject({ own: true, public: false, medals, statistics });
      }
    } finally {
      await s.testDb.db('users').where({ id: owner.id }).update({ public_profile: true });
    }
  });

  it('empires/{id}: overall and prestige ranks from the rank table, the Empire\'s medals and statistics (members\' figures and what they earned as members)', async () => {
    const member = await spawnPlayer(s, 'NE');
    await join(s, owner, member);
    await s.testDb.db.transaction((trx) => countEarned(trx, s.running.deps, [
      { userId: member.id, counters: { pvp_att: 50, losses: 100 }, at: s.clock.now() },
    ]));
    expect((await s.api('POST', '/testing/prestige', { body: { empire_id: empireId, type: 'landmark', amount: 7 } })).status).toBe(200);
    await refresh();
    const ranks = await s.testDb.db('rankings').where({ scope: 'empire', subject_id: empireId }).whereIn('type', ['overall', 'prestige']).select('type', 'rank');
    const rankOf = (type: string) => Number(ranks.find((r) => r.type === type)!.rank);
    const [a, b] = [await kingdomCounters(s.testDb.db, owner.id), await kingdomCounters(s.testDb.db, member.id)];

    for (const token of [other.token, owner.token, sitter]) {
      const e = await ok(empireProfileResponse, `/empires/${empireId}`, token);
      expect(e.rank).toEqual({ overall: rankOf('overall'), prestige: rankOf('prestige') });
      expect(e.rank.prestige).toBe(1);
      expect(e.medals).toEqual([{ type: 'empire_pvp_att', week: 3, rank: 2, amount: 300 }]);
      expect(e.statistics).toEqual({
        // The owner's earnings counted for the Empire (it was its Emperor); the member's since it joined.
        kills: { pvp_att: 350, pvp_def: 100, pve_att: 60, pve_def: 40 }, losses: 350, kill_death_ratio: 550 / 350, events: 2, resources: 1000,
        land: a.land + b.land, villages: 2, population: a.population + b.population,
      });
      expect(e.empire).toMatchObject({ id: empireId, member_count: 2, prestige: 7 });
    }
    // The race row agrees with the profile.
    const race = await ok(empiresListResponse, '/empires?type=prestige&limit=1', other.token);
    expect(race.items[0]).toMatchObject({ id: empireId, rank: 1, value: 7, prestige: 7, members: 2 });
  });

  it('50 reads racing rank refreshes that reorder the kingdoms each see one whole table: ranks 1..n in order, values sorted', async () => {
    const racers = [await spawnPlayer(s, 'NE'), await spawnPlayer(s, 'NW'), await spawnPlayer(s, 'SE')];
    const reads = Array.from({ length: 50 }, (_, i) => get(`/profiles?limit=50&type=${i % 2 ? 'overall' : 'villages'}`, racers[i % 3]!.token));
    const refreshes = (async () => {
      for (let round = 0; round < 4; round++) {
        for (const [i, p] of racers.entries()) await setFarm(p.village.id, 2 + ((i + round) % 3) * 4);
        await refresh();
      }
    })();
    const [answers] = await Promise.all([Promise.all(reads), refreshes]);
    for (const r of answers) {
      expect(r.status).toBe(200);
      const page = profilesRankingResponse.parse(r.body);
      expect(page.items.map((x) => x.rank)).toEqual(page.items.map((_, k) => k + 1));
      const values = page.items.map((x) => x.value);
      expect([...values].sort((a, b) => b - a)).toEqual(values);
      expect(page.items.length).toBe(Math.min(50, page.total));
    }
  });

  it('previous_rank is the rank at the day\'s first refresh: null for a kingdom or Empire ranked since, its rank the next day', async () => {
    await refresh();
    const newcomer = await spawnPlayer(s, 'SW');
    const newEmpire = await found(s, newcomer, 'New');
    await refresh();
    const k = await ok(profilesRankingResponse, '/profiles', newcomer.token);
    expect(k.own).toMatchObject({ id: newcomer.id, previous_rank: null });
    const e = await ok(empiresListResponse, '/empires', newcomer.token);
    expect(e.own).toMatchObject({ id: newEmpire, previous_rank: null });
    // Kingdoms and Empires ranked at the day's first refresh (in beforeAll) keep that rank as previous.
    const old = await ok(profilesRankingResponse, '/profiles', other.token);
    expect(old.own?.previous_rank).toEqual(expect.any(Number));
    expect((await ok(empiresListResponse, '/empires', owner.token)).own?.previous_rank).toEqual(expect.any(Number));

    // The next day's first refresh takes every rank as the day's.
    s.clock.advance(86_400_000);
    await refresh();
    const next = await ok(profilesRankingResponse, '/profiles', newcomer.token);
    expect(next.own?.previous_rank).toBe(next.own?.rank);
    const nextE = await ok(empiresListResponse, '/empires', newcomer.token);
    expect(nextE.own?.previous_rank).toBe(nextE.own?.rank);
  });
});
