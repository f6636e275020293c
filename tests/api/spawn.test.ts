import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer, sitterToken, spawnPlayer } from '../support/players';
import { spawnVillageResponse, quadrant as quadrantSchema } from '../../server/contract/world';
import { chebyshev, quadrantOf } from '../../server/game/world/coords';
import { tileAt } from '../../server/game/world/terrain';
import { newVillageSetup } from '../../server/game/economy';

describe('POST user/spawnVillage', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });

  it('founds a village in each quadrant, on land, at least 3 tiles from every other village', async () => {
    for (const q of quadrantSchema.options) {
      for (let i = 0; i < 4; i++) {
        const p = await createPlayer(s);
        const r = await s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant: q } });
        expect(r.status).toBe(200);
        const { village } = spawnVillageResponse.parse(r.body);
        expect(quadrantOf(village.x, village.y)).toBe(q);
        expect(tileAt(s.running.deps.world.seed, village.x, village.y)).not.toBe('water');
        expect(village.name).toBe(`${p.username}'s village`);
      }
    }
    const all: Array<{ x: number; y: number }> = await s.testDb.db('villages').select('x', 'y');
    expect(all).toHaveLength(16);
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) expect(chebyshev(all[i], all[j])).toBeGreaterThanOrEqual(3);
    }
  });

  it('stores the new-village setup: buildings, stock and the time it was counted', async () => {
    const p = await spawnPlayer(s, 'SE');
    const setup = newVillageSetup();
    const v = await s.testDb.db('villages').where({ id: p.village.id }).first();
    expect(v).toMatchObject({ user_id: p.id, tier: 'village', ...setup.stock, x: p.village.x, y: p.village.y });
    expect(new Date(v.resources_updated_at).getTime()).toBe(s.clock.t);
    const buildings = await s.testDb.db('village_buildings').where({ village_id: p.village.id }).select('type', 'level');
    expect(buildings.sort((a, b) => a.type.localeCompare(b.type)))
      .toEqual([...setup.buildings].sort((a, b) => a.type.localeCompare(b.type)));
  });

  it('refuses a second kingdom', async () => {
    const p = await spawnPlayer(s, 'NW');
    const r = await s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant: 'NE' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'error_user', message: 'You already have a Kingdom' });
    expect(await s.testDb.db('villages').where({ user_id: p.id }).count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('founds only one village when the same player asks twice at once', async () => {
    const p = await createPlayer(s);
    const rs = await Promise.all([
      s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant: 'NE' } }),
      s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant: 'SW' } }),
    ]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await s.testDb.db('villages').where({ user_id: p.id }).count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('keeps the distance rule when many players spawn at the same moment', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => createPlayer(s)));
    const rs = await Promise.all(players.map((p) => s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant: 'NE' } })));
    expect(rs.every((r) => r.status === 200)).toBe(true);
    const all: Array<{ x: number; y: number }> = await s.testDb.db('villages').select('x', 'y');
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) expect(chebyshev(all[i], all[j])).toBeGreaterThanOrEqual(3);
    }
  });

  it('is for the owner only: a sitter gets a 403', async () => {
    const owner = await createPlayer(s);
    const sitter = await createPlayer(s);
    const token = await sitterToken(s, owner, sitter);
    const r = await s.api('POST', '/user/spawnVillage', { token, body: { quadrant: 'NE' } });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('error_user');
    expect(await s.testDb.db('villages').where({ user_id: owner.id }).first()).toBeUndefined();
  });

  it('needs a token', async () => {
    const r = await s.api('POST', '/user/spawnVillage', { body: { quadrant: 'NE' } });
    expect(r.status).toBe(401);
  });

  it.each([
    [{}],
    [{ quadrant: 'N' }],
    [{ quadrant: 'ne' }],
    [{ quadrant: 3 }],
    [{ quadrant: null }],
    [[]],
  ])('refuses the body %j with a 400 error_user', async (body) => {
    const p = await createPlayer(s);
    const r = await s.api('POST', '/user/spawnVillage', { token: p.token, body });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('error_user');
  });

  it('refuses malformed JSON with a 400', async () => {
    const p = await createPlayer(s);
    const r = await s.api('POST', '/user/spawnVillage', { token: p.token, raw: '{"quadrant":' });
    expect(r.status).toBe(400);
  });

  it('refuses to found a kingdom before the game starts', async () => {
    const world = s.running.deps.world;
    const start = world.startTime;
    world.startTime = new Date(s.clock.t + 3600_000);
    try {
      const p = await createPlayer(s);
      const r = await s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant: 'NE' } });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'error_user', message: 'The game has not started yet' });
    } finally {
      world.startTime = start;
    }
  });
});

describe('POST user/spawnVillage on a small, crowded map', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer({ MAX_COORD: '5' }); });
  afterAll(async () => { await s?.stop(); });

  it('keeps the distance rule when players crowd one small quadrant at the same moment', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => createPlayer(s)));
    const rs = await Promise.all(players.map((p) => s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant: 'NW' } })));
    expect(rs.every((r) => r.status === 200 || r.body.message === 'This area is full, choose another')).toBe(true);
    const all: Array<{ x: number; y: number }> = await s.testDb.db('villages').select('x', 'y');
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) expect(chebyshev(all[i], all[j])).toBeGreaterThanOrEqual(3);
    }
  });

  it('says the area is full once no free land tile is left in the quadrant', async () => {
    let founded = 0;
    for (;;) {
      const p = await createPlayer(s);
      const r = await s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant: 'SW' } });
      if (r.status !== 200) {
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ error: 'error_user', message: 'This area is full, choose another' });
        break;
      }
      expect(quadrantOf(r.body.village.x, r.body.village.y)).toBe('SW');
      founded++;
      expect(founded).toBeLessThan(30);
    }
    expect(founded).toBeGreaterThan(0);
    // Another quadrant still has room.
    const p = await createPlayer(s);
    const ok = await s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant: 'NE' } });
    expect(ok.status).toBe(200);
  });
});
