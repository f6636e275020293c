import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario, type ScenarioPlayer } from '../support/world';
import { claimTileResponse } from '../../server/contract/tiles';
import { tileAt } from '../../server/game/world/terrain';
import { tileOf } from '../../server/game/data/tiles';
import { effectiveRates } from '../../server/game/economy';
import { HOUR, stockOf } from './queueSupport';

/**
 * PUT map/tile {villageId, tileId} over real HTTP on the real PostgreSQL. The world runs with
 * TILE_THRESHOLDS=5,50 so that a claim beyond the free ones is reachable with the population of a few
 * building levels: the 3rd claim of a village needs tileThresholds[min(3, 1)] x 3 = 150 inhabitants (a new
 * village houses 91: 7 buildings at level 1, 13 each).
 */
describe('PUT map/tile', () => {
  let s: TestServer;
  let w: Scenario;
  let owner: ScenarioPlayer;
  let other: ScenarioPlayer;
  let sitter: string;
  let v: number;
  let vo: number;
  let at: { x: number; y: number };
  let seed: string;
  const MAX = 51;

  const land = (x: number, y: number) => Math.abs(x) <= MAX && Math.abs(y) <= MAX && tileAt(seed, x, y) !== 'water';
  const claim = (body: unknown, token?: string) => s.api('PUT', '/map/tile', { token, body });
  const idOf = (x: number, y: number) => (y + MAX) * (2 * MAX + 1) + (x + MAX);
  const refused = (r: { status: number; body: any }, status: number, message?: string) => {
    expect(r.status).toBe(status);
    expect(r.body.error).toBe('error_tile_claim');
    if (message) expect(r.body.message).toBe(message);
  };
  const tilesOf = async (village: number) => (await s.testDb.db('village_tiles').where({ village_id: village }).select('x', 'y')).map((t: any) => `${t.x}|${t.y}`).sort();

  /** A block of land: every tile in [x0 - 3, x0 + w + 3] x [y0 - 3, y0 + 3] is land and no village within 6. */
  async function landBlock(w: number, from: { x: number; y: number }): Promise<{ x: number; y: number }> {
    const villages: Array<{ x: number; y: number }> = await s.testDb.db('villages').select('x', 'y');
    for (let y = from.y; y > -MAX + 4; y--) {
      for (let x = from.x; x < MAX - w - 4; x++) {
        if (villages.some((q) => q.x >= x - 6 && q.x <= x + w + 6 && Math.abs(q.y - y) <= 6)) continue;
        let ok = true;
        for (let dx = -3; ok && dx <= w + 3; dx++) for (let dy = -3; ok && dy <= 3; dy++) ok = land(x + dx, y + dy);
        if (ok) return { x, y };
      }
    }
    throw new Error('no land block');
  }

  beforeAll(async () => {
    s = await startTestServer({ TILE_THRESHOLDS: '5,50' });
    seed = s.running.deps.world.seed;
    w = await aWorld(s).withPlayer('owner').withPlayer('other').withSitter('owner').build();
    owner = w.player('owner');
    other = w.player('other');
    sitter = w.sitter('owner');
    at = await landBlock(0, { x: -45, y: 45 });
    await w.and().withVillage('owner', { at }).build();
    v = w.village('owner');
    const ao = await landBlock(0, { x: 5, y: 45 });
    await w.and().withVillage('other', { at: ao }).build();
    vo = w.village('other');
  });
  afterAll(async () => { await s?.stop(); });

  it('the owner claims a neighbouring land tile ("x|y"); its bonus counts from the claim instant', async () => {
    await w.and().withStock('owner', { wood: 0, stone: 0, iron: 0, food: 0 }).build();
    const before = (await s.api('GET', `/villages/${v}`, { token: owner.token })).body.village;
    const rate = effectiveRates(before);
    s.clock.advance(HOUR);
    const tile = { x: at.x + 1, y: at.y };
    const r = await claim({ villageId: v, tileId: `${tile.x}|${tile.y}` }, owner.token);
    expect(r.status).toBe(200);
    const body = claimTileResponse.parse(r.body);
    const type = tileAt(seed, tile.x, tile.y);
    expect(body.tile).toEqual({ id: idOf(tile.x, tile.y), x: tile.x, y: tile.y, type, bonus: tileOf(type).bonus, village_id: v });
    expect(body.village).toMatchObject({
      id: v, tiles: [{ ...tile, type }], population: 91, freeClaims: 2, claimRadius: 1, next: { n: 2, free: true, population: 0 },
    });
    // The stock grew for the hour before the claim with the rates before it, and is exact at the claim instant.
    expect(await stockOf(s, v)).toEqual({ wood: rate.wood, stone: rate.stone, iron: rate.iron, food: rate.food });
    const row = await s.testDb.db('villages').where({ id: v }).first('resources_updated_at');
    expect(new Date(row.resources_updated_at).getTime()).toBe(s.clock.t);
    const after = (await s.api('GET', `/villages/${v}`, { token: owner.token })).body.village;
    expect(after.tiles).toEqual([tile]);
    const bonus = tileOf(type).bonus;
    if (bonus && !tileOf(type).needsDraining) {
      expect(after[`impr_${bonus.resource}`]).toBeCloseTo(before[`impr_${bonus.resource}`] + bonus.amount, 9);
      expect(body.village[`impr_${bonus.resource}` as 'impr_wood']).toBeCloseTo(after[`impr_${bonus.resource}`], 9);
    }
  });

  it('a sitter claims with the integer id; the 3rd claim needs 150 inhabitants; a town claims more for free', async () => {
    const r = await claim({ villageId: v, tileId: idOf(at.x - 1, at.y) }, sitter);
    expect(r.status).toBe(200);
    expect(r.body.village.next).toEqual({ n: 3, free: false, population: 150 });
    const third = { villageId: v, tileId: { x: at.x, y: at.y + 1 } };
    refused(await claim(third, owner.token), 400, 'Requires a population of 150 or a higher tier village');
    await w.and().withBuildings('owner', { farm: 6 }).build(); // 91 inhabitants + 5 farm levels x 13 = 156
    const ok = await claim(third, owner.token);
    expect(ok.status).toBe(200);
    expect(ok.body.village.population).toBe(156);
    refused(await claim({ villageId: v, tileId: { x: at.x, y: at.y - 1 } }, owner.token), 400, 'Requires a population of 200 or a higher tier village');
    await w.and().withBuildings('owner', { farm: 1 }).withTier('owner', 'town').build();
    try {
      const town = await claim({ villageId: v, tileId: { x: at.x + 2, y: at.y - 2 } }, owner.token);
      expect(town.status).toBe(200);
      expect(town.body.village).toMatchObject({ freeClaims: 4, claimRadius: 2, next: { n: 5, free: false, population: 250 } });
    } finally {
      await w.and().withTier('owner', 'village').build();
    }
    expect(await tilesOf(v)).toHaveLength(4);
    // Its claims off again: the next tests start from a village without any.
    await s.testDb.db('village_tiles').where({ village_id: v }).delete();
  });

  it('refuses: own tile, out of radius, water, a village\'s tile, a claimed tile, outside the map', async () => {
    refused(await claim({ villageId: v, tileId: `${at.x}|${at.y}` }, owner.token), 400, 'The village stands on that tile');
    refused(await claim({ villageId: v, tileId: `${at.x + 2}|${at.y}` }, owner.token), 400, 'That tile lies outside the claim radius of the village');
    refused(await claim({ villageId: v, tileId: '52|0' }, owner.token), 400, 'That tile lies outside the map');
    refused(await claim({ villageId: v, tileId: idOf(0, 0) + 103 * 103 }, owner.token), 400, 'That tile lies outside the map');
    // A water tile next to a village of its own.
    const water = findWaterNeighbour();
    await w.and().withVillage('owner', { as: 'shore', at: water.village }).build();
    const wv = w.village('shore');
    refused(await claim({ villageId: wv, tileId: water.tile }, owner.token), 400, 'Water cannot be claimed');
    // Another village's tile, and a tile another village claimed.
    await w.and().withVillage('other', { as: 'near', at: { from: 'owner', dx: 1, dy: 1 } }).build();
    const near = w.village('near');
    refused(await claim({ villageId: v, tileId: { x: at.x + 1, y: at.y + 1 } }, owner.token), 400, 'A village stands on that tile');
    await w.and().withTiles('near', [{ x: at.x + 1, y: at.y }]).build();
    refused(await claim({ villageId: v, tileId: { x: at.x + 1, y: at.y } }, owner.token), 400, 'That tile is already claimed');
    // Those villages off again: the next tests claim around the owner's village as before.
    await s.testDb.db('villages').whereIn('id', [near, wv]).delete();
    expect(await tilesOf(v)).toEqual([]);
  });

  function findWaterNeighbour(): { village: { x: number; y: number }; tile: string } {
    for (let y = 40; y > -40; y--) {
      for (let x = -40; x < 40; x++) {
        if (tileAt(seed, x, y) !== 'water' && tileAt(seed, x + 1, y) === 'water' && Math.abs(x - at.x) > 4 && Math.abs(y - at.y) > 4) {
          return { village: { x, y }, tile: `${x + 1}|${y}` };
        }
      }
    }
    throw new Error('no shore');
  }

  it('another player 403, no token 401, unknown village 404', async () => {
    refused(await claim({ villageId: vo, tileId: { x: at.x + 1, y: at.y } }, owner.token), 403);
    refused(await claim({ villageId: v, tileId: { x: at.x + 1, y: at.y } }, other.token), 403);
    expect((await claim({ villageId: v, tileId: { x: at.x + 1, y: at.y } })).status).toBe(401);
    refused(await claim({ villageId: 999999, tileId: { x: at.x + 1, y: at.y } }, owner.token), 404);
    expect(await tilesOf(v)).toEqual([]);
  });

  it('bad bodies: 400 error_tile_claim, never 5xx, nothing claimed', async () => {
    const tile = `${at.x + 1}|${at.y}`;
    const bodies: unknown[] = [
      {}, { villageId: v }, { tileId: tile },
      ...[-1, 0, 0.5, 1.5, 'v', String(v), true, null, [], {}, 1e12, Number.MAX_SAFE_INTEGER * 10].map((villageId) => ({ villageId, tileId: tile })),
      ...[-1, 0.5, 1e20, '', 'x|y', '1|2|3', '1.5|2', true, null, [], [1, 2], { x: 1 }, { x: 'a', y: 1 }, { x: 0.5, y: 1 }, { x: 1e9, y: 0 }]
        .map((tileId) => ({ villageId: v, tileId })),
      [],
    ];
    for (const b of bodies) {
      const r = await claim(b, owner.token);
      expect(r.status, JSON.stringify(b)).toBe(400);
      expect(r.body.error, JSON.stringify(b)).toBe('error_tile_claim');
    }
    // Not a JSON object or array at all: the body parser's 400 (error_400) before the call sees it.
    for (const raw of ['{"villageId":', '"tile"', '42']) {
      const r = await s.api('PUT', '/map/tile', { token: owner.token, raw });
      expect(r.status, raw).toBe(400);
      expect(r.body.error).toBe('error_400');
    }
    expect(await tilesOf(v)).toEqual([]);
  });

  it('two villages claiming the same tiles at once: one wins each tile', async () => {
    expect(s.testDb.kind, 'needs PostgreSQL').toBe('postgresql');
    const p = await landBlock(2, { x: -20, y: -10 });
    // Two cities two tiles apart: radius 3 and 6 free claims each; the tiles between are in reach of both.
    await w.and().withPlayer('a').withVillage('a', { at: { ...p, tier: 'city' } })
      .withPlayer('b').withVillage('b', { at: { from: 'a', dx: 2, dy: 0, tier: 'city' } }).build();
    const [a, b] = [w.player('a'), w.player('b')];
    const [va, vb] = [w.village('a'), w.village('b')];
    const shared = [[1, 0], [1, 1], [1, -1], [0, 1], [2, 1]].map(([dx, dy]) => ({ x: p.x + dx, y: p.y + dy }));
    for (const tile of shared) {
      const rs = await Promise.all(Array.from({ length: 8 }, (_, i) =>
        claim({ villageId: i % 2 ? va : vb, tileId: tile }, i % 2 ? a.token : b.token)));
      expect(rs.filter((r) => r.status === 200), `${tile.x}|${tile.y}`).toHaveLength(1);
      expect(rs.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.message === 'That tile is already claimed')).toBe(true);
    }
    const rows = await s.testDb.db('village_tiles').whereIn('village_id', [va, vb]).select('x', 'y', 'village_id');
    expect(rows).toHaveLength(shared.length);
  });
});
