import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { buildingDetailResponse, buildingsResponse, resourcesResponse } from '../../server/contract/buildings';
import { BUILDINGS, buildingOf } from '../../server/game/data/buildings';
import { costAt, effectAt, workAt } from '../../server/game/economy';
import { tileAt } from '../../server/game/world/terrain';
import { HOUR, buildingId, cast, type Cast } from './queueSupport';
import { badIds } from './accountSupport';

/** GET /buildings/village/{id}/, /resources, /{type}/ and /{type}/{id} over real HTTP. */
describe('buildings', () => {
  let s: TestServer;
  let c: Cast;
  let v: number;

  const list = (token?: string, id: number | string = v) => s.api('GET', `/buildings/village/${id}/`, { token });
  const resources = (token?: string, id: number | string = v) => s.api('GET', `/buildings/village/${id}/resources`, { token });
  const one = (path: string, token?: string, id: number | string = v) => s.api('GET', `/buildings/village/${id}/${path}`, { token });

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });
  // Each test has a world of its own: a new village (no queue, districts, tiles or research) with 1,000 of each.
  beforeEach(async () => {
    c = await cast(s, (b) => b.withStock('owner', { wood: 1000, stone: 1000, iron: 1000, food: 1000 }));
    v = c.owner.village.id;
  });

  describe('GET /buildings/village/{id}/', () => {
    it('lists the buildings standing, sorted by type, and those that could be commissioned (owner)', async () => {
      const r = await list(c.owner.token);
      expect(r.status).toBe(200);
      const body = buildingsResponse.parse(r.body);
      expect(body.buildings.map((b) => b.type)).toEqual(['farm', 'food_cellar', 'forester', 'iron_mine', 'quarry', 'town_hall', 'warehouse']);
      expect(body.available.map((b) => b.type)).toEqual(BUILDINGS.map((b) => b.key).filter((k) => !body.buildings.some((x) => x.type === k)).sort());
      expect(body.buildings.length + body.available.length).toBe(48);
      expect(body.village).toMatchObject({ id: v, tier: 'village', districts: [], production: 110, population: 91, queue: { used: 0, length: 3 }, wood: 1000 });

      const farm = body.buildings.find((b) => b.type === 'farm')!;
      const def = buildingOf('farm');
      expect(farm).toMatchObject({
        id: await buildingId(s, v, 'farm'), name: 'Farm', district: null, core: true, tier: 'village', research: null,
        level: 1, queued: 0, maxLevel: 10, population: 13, canUpgrade: true, reason: null,
      });
      expect(farm.next).toEqual({
        level: 2, cost: costAt(def, 2), work: workAt(def, 2), seconds: Math.ceil((workAt(def, 2) / 110) * 3600), population: 26, tier: 'village',
        effects: [{ kind: 'base', target: 'food', value: effectAt(def.effects[0], 2, def), text: `+${effectAt(def.effects[0], 2, def)} food/h` }],
      });
      expect(farm.effects[0].value).toBe(effectAt(def.effects[0], 1, def));
      // The level-0 marketplace has a row (its id) but is not built yet.
      const market = body.available.find((b) => b.type === 'marketplace')!;
      expect(market.id).toBe(await buildingId(s, v, 'marketplace'));
      expect(market).toMatchObject({ level: 0, canUpgrade: true, next: { level: 1 } });
      expect(body.available.find((b) => b.type === 'library')).toMatchObject({ id: null, level: 0 });
    });

    it('says why a building cannot be queued, with the queue call\'s texts', async () => {
      const why = async (type: string) => {
        const b = buildingsResponse.parse((await list(c.sitter)).body);
        const x = [...b.buildings, ...b.available].find((y) => y.type === type)!;
        return x.canUpgrade ? null : x.reason;
      };
      expect(await why('library')).toEqual({ key: 'refusals.queue.requiresDistrict', params: { district: 'research' } });
      expect(await why('walls')).toEqual({ key: 'refusals.queue.requirements', params: {} });
      expect(await why('university')).toEqual({ key: 'refusals.queue.higherTier', params: {} });
      await c.w.and().withResearch('owner', ['town_defenses']).build();
      expect(await why('walls')).toBeNull();
      await c.w.and().withDistricts('owner', ['research']).build();
      expect(await why('library')).toBeNull();
      await c.w.and().withBuildings('owner', { quarry: 10 }).build();
      expect(await why('quarry')).toEqual({ key: 'refusals.queue.maxLevel', params: {} });
      await c.w.and().withStock('owner', { wood: 0, stone: 0, iron: 0, food: 0 }).build();
      expect(await why('farm')).toEqual({ key: 'refusals.queue.notEnoughResources', params: {} });
      await c.w.and().withStock('owner', { wood: 1000, stone: 1000, iron: 1000, food: 1000 }).build();
      for (let i = 0; i < 3; i++) expect((await s.api('POST', `/villages/${v}/queue/culture`, { token: c.owner.token, body: { amount: 1 } })).status).toBe(200);
      expect(await why('farm')).toEqual({ key: 'refusals.queue.queueFull', params: {} });
    });

    it('counts queued levels, and settles due work before answering', async () => {
      const q = await s.api('POST', `/villages/${v}/queue/building/${await buildingId(s, v, 'farm')}`, { token: c.owner.token, body: {} });
      expect(q.status).toBe(200);
      let farm = buildingsResponse.parse((await list(c.owner.token)).body).buildings.find((b) => b.type === 'farm')!;
      expect(farm).toMatchObject({ level: 1, queued: 1, next: { level: 3 } });
      s.clock.t = Date.parse(q.body.item.due_at) + 1000;
      const body = buildingsResponse.parse((await list(c.owner.token)).body);
      farm = body.buildings.find((b) => b.type === 'farm')!;
      expect(farm).toMatchObject({ level: 2, queued: 0, next: { level: 3 } });
      expect(body.village.queue.used).toBe(0);
    });

    it('another player 403, no token 401, unknown 404, bad id 400', async () => {
      const o = await list(c.other.token);
      expect(o.status).toBe(403);
      expect(o.body.error).toBe('error_buildings');
      expect((await list(c.sitter, c.other.village.id)).status).toBe(403);
      expect((await list()).status).toBe(401);
      const u = await list(c.owner.token, 999999);
      expect(u.status).toBe(404);
      expect(u.body.error).toBe('error_buildings');
      for (const id of badIds) {
        const r = await list(c.owner.token, id);
        expect(r.status, id).toBe(400);
        expect(r.body.error).toBe('error_buildings');
      }
    });
  });

  describe('GET /buildings/village/{id}/resources', () => {
    it('gives the four primary buildings and a breakdown that adds up to the village\'s rates', async () => {
      await c.w.and().withDistricts('owner', ['economy']).withBuildings('owner', { rafters: 3, water_mill: 2, forester: 4 }).build();
      const seed = s.running.deps.world.seed;
      const vil = (await s.api('GET', `/villages/${v}`, { token: c.owner.token })).body.village;
      const near = [[1, 0], [0, 1], [-1, 0], [0, -1], [1, 1]].map(([dx, dy]) => ({ x: vil.x + dx, y: vil.y + dy }))
        .filter((t) => Math.abs(t.x) <= 51 && Math.abs(t.y) <= 51 && tileAt(seed, t.x, t.y) !== 'water');
      await c.w.and().withTiles('owner', near.slice(0, 2)).build();
      const rates = (await s.api('GET', `/villages/${v}`, { token: c.owner.token })).body.village;

      const r = await resources(c.sitter);
      expect(r.status).toBe(200);
      const body = resourcesResponse.parse(r.body);
      expect(body.buildings.map((b) => [b.type, b.level])).toEqual([['farm', 1], ['forester', 4], ['iron_mine', 1], ['quarry', 1]]);
      const sum = (xs: Array<{ amount: number }>) => xs.reduce((a, x) => a + x.amount, 0);
      for (const res of ['wood', 'stone', 'iron', 'food'] as const) {
        const b = body.resources[res];
        expect(b.base, res).toBe(rates[`prod_${res}`]);
        expect(sum(b.base_sources), res).toBeCloseTo(b.base, 9);
        expect(b.improvement, res).toBeCloseTo(rates[`impr_${res}`], 9);
        expect(sum(b.improvement_sources), res).toBeCloseTo(b.improvement, 9);
        expect(b.production).toBe(Math.floor(b.base * (1 + b.improvement) + 1e-9));
        expect(b.stock).toBeCloseTo(rates[res], 6);
        expect(b.seconds_to_full).toBe(rates[`time_${res}`]);
      }
      expect(body.resources.wood.improvement_sources.find((x) => x.key === 'rafters')).toMatchObject({ source: 'building', amount: 0.3 });
      expect(body.resources.wood.base_sources).toEqual([
        { source: 'village', key: 'base', name: 'Village', amount: 30 },
        { source: 'building', key: 'forester', name: 'Forester', amount: effectAt(buildingOf('forester').effects[0], 4, buildingOf('forester')) },
      ]);
      expect(body.resources.food.deductions).toEqual({ population: rates.population, consumption: rates.consumption });
      expect(body.resources.food.net).toBe(rates.prod_food_net);
      const tiles = Object.values(body.resources).flatMap((x) => x.improvement_sources.filter((y) => y.source === 'tile'));
      expect(tiles.every((t) => near.some((n) => n.x === t.x && n.y === t.y))).toBe(true);
    });

    it('another player 403, no token 401, unknown 404, bad id 400', async () => {
      expect((await resources(c.other.token)).status).toBe(403);
      expect((await resources()).status).toBe(401);
      expect((await resources(c.owner.token, 999999)).status).toBe(404);
      for (const id of badIds) expect((await resources(c.owner.token, id)).body.error).toBe('error_buildings');
    });
  });

  describe('GET /buildings/village/{id}/{type}/ and /{type}/{id}', () => {
    it('one building with its next levels (by type, case-insensitive, and by row id)', async () => {
      const r = await one('farm/', c.owner.token);
      expect(r.status).toBe(200);
      const body = buildingDetailResponse.parse(r.body);
      expect(body.building).toMatchObject({ type: 'farm', level: 1 });
      expect(body.levels.map((l) => [l.level, l.tier])).toEqual([
        [2, 'village'], [3, 'village'], [4, 'village'], [5, 'village'], [6, 'village'], [7, 'village'], [8, 'village'], [9, 'village'],
        [10, 'village'], [11, 'town'],
      ]);
      expect(body.levels[0].cost).toEqual(costAt(buildingOf('farm'), 2));
      const id = await buildingId(s, v, 'farm');
      expect((await one(`farm/${id}`, c.sitter)).body).toEqual(r.body);
      expect((await one('FARM', c.owner.token)).body.building.type).toBe('farm');
      expect((await one('Iron%20Mine', c.owner.token)).body.building.type).toBe('iron_mine');
      expect((await one('iron-mine', c.owner.token)).body.building.type).toBe('iron_mine');
      const lib = buildingDetailResponse.parse((await one('library', c.owner.token)).body);
      expect(lib.building).toMatchObject({ id: null, level: 0, canUpgrade: false, reason: { key: 'refusals.queue.requiresDistrict', params: { district: 'research' } } });
      expect(lib.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      await c.w.and().withBuildings('owner', { quarry: 18 }).withTier('owner', 'city').build();
      const q = buildingDetailResponse.parse((await one('quarry', c.owner.token)).body);
      expect(q.levels.map((l) => [l.level, l.tier])).toEqual([[19, 'city'], [20, 'city']]);
      await c.w.and().withBuildings('owner', { quarry: 20 }).build();
      const max = buildingDetailResponse.parse((await one('quarry', c.owner.token)).body);
      expect(max.levels).toEqual([]);
      expect(max.building).toMatchObject({ next: null, canUpgrade: false, reason: { key: 'refusals.queue.maxLevel', params: {} } });
    });

    it('unknown type 404, bad type 400, an id of another building or village 404, and the access rules', async () => {
      const unknown = await one('castle', c.owner.token);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('error_buildings');
      for (const t of ['farm!', 'f4rm', 'x'.repeat(41), '%27%3B--']) {
        const r = await one(t, c.owner.token);
        expect(r.status, t).toBe(400);
        expect(r.body.error).toBe('error_buildings');
      }
      const quarryId = await buildingId(s, v, 'quarry');
      expect((await one(`farm/${quarryId}`, c.owner.token)).status).toBe(404);
      expect((await one(`farm/${await buildingId(s, c.other.village.id, 'farm')}`, c.owner.token)).status).toBe(404);
      for (const id of badIds) expect((await one(`farm/${id}`, c.owner.token)).status, id).toBe(400);
      expect((await one('farm', c.other.token)).status).toBe(403);
      expect((await one(`farm/${await buildingId(s, v, 'farm')}`, c.other.token)).status).toBe(403);
      expect((await one('farm')).status).toBe(401);
      expect((await one('farm', c.owner.token, 999999)).status).toBe(404);
      expect((await one('farm', c.owner.token, 'abc')).status).toBe(400);
    });
  });

  it('a read after hours shows the stock at now without writing it', async () => {
    await c.w.and().withStock('owner', { wood: 0, stone: 0, iron: 0, food: 0 }).build();
    s.clock.advance(HOUR);
    const body = buildingsResponse.parse((await list(c.owner.token)).body);
    expect(body.village.wood).toBe(30 + effectAt(buildingOf('forester').effects[0], 1, buildingOf('forester')));
    const row = await s.testDb.db('villages').where({ id: v }).first('wood');
    expect(Number(row.wood)).toBe(0);
  });
});
