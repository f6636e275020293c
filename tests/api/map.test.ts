import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import type { Player, PlayerWithVillage } from '../support/players';
import { aWorld } from '../support/world';
import { mapResponse, worldMapResponse, objectivesResponse } from '../../server/contract/world';
import { terrainString, tileAt } from '../../server/game/world/terrain';
import { found, join } from './empiresSupport';

describe('map calls', () => {
  let s: TestServer;
  let seed: string;
  let alice: PlayerWithVillage;
  let bob: PlayerWithVillage;
  let loner: Player;
  let sitter: Player;
  let aliceSitterToken: string;

  beforeAll(async () => {
    s = await startTestServer();
    seed = s.running.deps.world.seed;
    const w = await aWorld(s)
      .withPlayer('alice').withVillage('alice', { quadrant: 'NE' })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SW' })
      .withPlayer('loner') // no village yet
      .withSitter('alice', 'sitter')
      .build();
    [alice, bob, loner, sitter] = [w.player('alice'), w.player('bob'), w.player('loner'), w.player('sitter')];
    aliceSitterToken = w.sitter('alice');
  });
  afterAll(async () => { await s?.stop(); });

  describe('GET map', () => {
    it('needs a token', async () => {
      expect((await s.api('GET', '/map')).status).toBe(401);
      expect((await s.api('GET', '/map/world')).status).toBe(401);
      expect((await s.api('GET', '/map/objectives')).status).toBe(401);
    });

    it('shows 9 x 9 terrain tiles around the centre of the map for a player without villages', async () => {
      const r = await s.api('GET', '/map', { token: loner.token });
      expect(r.status).toBe(200);
      const m = mapResponse.parse(r.body);
      expect(m).toMatchObject({ x: 0, y: 0, viewSize: 9 });
      expect(m.tiles).toHaveLength(81);
      // North row first, west to east.
      expect(m.tiles[0]).toMatchObject({ x: -4, y: 4 });
      expect(m.tiles[80]).toMatchObject({ x: 4, y: -4 });
      for (const t of m.tiles) expect(t.type).toBe(tileAt(seed, t.x, t.y));
      expect(m.tiles.every((t) => t.marker === null)).toBe(true);
    });

    it('centres on the own first village and marks it own, with owner and village', async () => {
      const r = await s.api('GET', '/map', { token: alice.token });
      expect(r.status).toBe(200);
      const m = mapResponse.parse(r.body);
      expect({ x: m.x, y: m.y }).toEqual({ x: alice.village.x, y: alice.village.y });
      const home = m.tiles.find((t) => t.x === alice.village.x && t.y === alice.village.y)!;
      expect(home).toMatchObject({
        own: true,
        village: { id: alice.village.id, name: alice.village.name, tier: 'village' },
        owner: { id: alice.id, username: alice.username },
      });
      expect(m.tiles.filter((t) => t.own)).toHaveLength(1);
    });

    it('shows another player\'s village as not own', async () => {
      const r = await s.api('GET', `/map?x=${bob.village.x}&y=${bob.village.y}&viewSize=3`, { token: alice.token });
      const m = mapResponse.parse(r.body);
      expect(m.tiles).toHaveLength(9);
      const t = m.tiles.find((x) => x.village?.id === bob.village.id)!;
      expect(t).toMatchObject({ own: false, owner: { id: bob.id, username: bob.username } });
    });

    it('names the owner\'s Empire on village and claimed tiles (null: in none), so the tile panel knows allies', async () => {
      const at = (m: ReturnType<typeof mapResponse.parse>, x: number, y: number) => m.tiles.find((t) => t.x === x && t.y === y)!;
      const view = async (x: number, y: number) => mapResponse.parse((await s.api('GET', `/map?x=${x}&y=${y}&viewSize=3`, { token: alice.token })).body);
      expect(at(await view(bob.village.x, bob.village.y), bob.village.x, bob.village.y).owner).toEqual({ id: bob.id, username: bob.username, empire_id: null });
      const empireId = await found(s, alice);
      await join(s, alice, bob);
      const tx = bob.village.x + 1;
      await s.testDb.db('village_tiles').insert({ village_id: bob.village.id, x: tx, y: bob.village.y });
      try {
        const m = await view(bob.village.x, bob.village.y);
        expect(at(m, bob.village.x, bob.village.y).owner).toEqual({ id: bob.id, username: bob.username, empire_id: empireId });
        expect(at(m, tx, bob.village.y)).toMatchObject({ claimedBy: bob.village.id, owner: { id: bob.id, empire_id: empireId } });
        const home = await view(alice.village.x, alice.village.y);
        expect(at(home, alice.village.x, alice.village.y).owner).toEqual({ id: alice.id, username: alice.username, empire_id: empireId });
        // The same rows through the village-centred read (villageId, with the token in the same statement).
        const byVillage = mapResponse.parse((await s.api('GET', `/map?villageId=${bob.village.id}&viewSize=1`, { token: bob.token })).body);
        expect(byVillage.tiles[0].owner).toEqual({ id: bob.id, username: bob.username, empire_id: empireId });
      } finally {
        await s.testDb.db('village_tiles').where({ x: tx, y: bob.village.y }).delete();
        expect((await s.api('DELETE', '/empires', { token: bob.token })).status).toBe(200);
        expect((await s.api('DELETE', '/empires', { token: alice.token })).status).toBe(200);
      }
    });

    it('lets a sitter see the sat account\'s village as own', async () => {
      const r = await s.api('GET', `/map?villageId=${alice.village.id}&viewSize=1`, { token: aliceSitterToken });
      expect(r.status).toBe(200);
      expect(r.body.tiles).toEqual([expect.objectContaining({ x: alice.village.x, y: alice.village.y, own: true })]);
    });

    it('centres on villageId, refuses another player\'s village (403) and an unknown one (404)', async () => {
      const own = await s.api('GET', `/map?villageId=${bob.village.id}`, { token: bob.token });
      expect(own.status).toBe(200);
      expect({ x: own.body.x, y: own.body.y }).toEqual({ x: bob.village.x, y: bob.village.y });
      const other = await s.api('GET', `/map?villageId=${bob.village.id}`, { token: alice.token });
      expect(other.status).toBe(403);
      expect(other.body.error).toBe('error_map');
      const unknown = await s.api('GET', '/map?villageId=999999', { token: alice.token });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('error_map');
    });

    it('shifts a view at the rim inside the map and caps a huge view at the whole map', async () => {
      const rim = mapResponse.parse((await s.api('GET', '/map?x=51&y=-51&viewSize=9', { token: loner.token })).body);
      expect(rim.tiles).toHaveLength(81);
      expect(Math.min(...rim.tiles.map((t) => t.x))).toBe(43);
      expect(Math.max(...rim.tiles.map((t) => t.y))).toBe(-43);
      const all = mapResponse.parse((await s.api('GET', '/map?x=0&y=0&viewSize=999', { token: loner.token })).body);
      expect(all.viewSize).toBe(103);
      expect(all.tiles).toHaveLength(103 * 103);
      expect(all.tiles.filter((t) => t.village).map((t) => t.village!.id).sort()).toEqual([alice.village.id, bob.village.id].sort());
    });

    it('puts the extra column and row of an even view east and south', async () => {
      const m = mapResponse.parse((await s.api('GET', '/map?x=0&y=0&viewSize=4', { token: loner.token })).body);
      expect(m.tiles).toHaveLength(16);
      expect(m.tiles[0]).toMatchObject({ x: -1, y: 1 });
      expect(m.tiles[15]).toMatchObject({ x: 2, y: -2 });
    });

    it('marks claimed tiles with the claiming village', async () => {
      const tx = alice.village.x + 1;
      const ty = alice.village.y;
      await s.testDb.db('village_tiles').insert({ village_id: alice.village.id, x: tx, y: ty });
      try {
        const mine = mapResponse.parse((await s.api('GET', `/map?x=${tx}&y=${ty}&viewSize=1`, { token: alice.token })).body);
        expect(mine.tiles[0]).toMatchObject({ claimedBy: alice.village.id, own: true, village: null });
        const theirs = mapResponse.parse((await s.api('GET', `/map?x=${tx}&y=${ty}&viewSize=1`, { token: bob.token })).body);
        expect(theirs.tiles[0]).toMatchObject({ claimedBy: alice.village.id, own: false, owner: { id: alice.id, username: alice.username } });
        const world = worldMapResponse.parse((await s.api('GET', '/map/world', { token: bob.token })).body);
        expect(world.claimed).toContainEqual({ x: tx, y: ty, village_id: alice.village.id });
      } finally {
        await s.testDb.db('village_tiles').where({ x: tx, y: ty }).delete();
      }
    });

    it.each([
      ['x=52&y=0', 'outside the map'],
      ['x=0&y=-52', 'outside the map'],
      ['x=abc&y=1', 'not a number'],
      ['x=1.5&y=1', 'not whole'],
      ['x=1', 'only x'],
      ['y=1', 'only y'],
      ['viewSize=0', 'size 0'],
      ['viewSize=-3', 'negative size'],
      ['viewSize=abc', 'size not a number'],
      ['villageId=0', 'village id 0'],
      ['villageId=x', 'village id not a number'],
    ])('refuses %s (%s) with a 400 error_map', async (qs) => {
      const r = await s.api('GET', `/map?${qs}`, { token: alice.token });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('error_map');
      expect(typeof r.body.message).toBe('string');
    });
  });

  describe('GET map/world', () => {
    it('returns the whole continent: terrain string, every village and own flags', async () => {
      const r = await s.api('GET', '/map/world', { token: alice.token });
      expect(r.status).toBe(200);
      const w = worldMapResponse.parse(r.body);
      expect(w.maxCoord).toBe(51);
      expect(w.terrain).toHaveLength(103 * 103);
      expect(w.terrain).toBe(terrainString(seed, 51));
      const mine = w.villages.find((v) => v.id === alice.village.id)!;
      expect(mine).toEqual({ ...alice.village, tier: 'village', owner_id: alice.id, owner: alice.username, own: true });
      expect(w.villages.find((v) => v.id === bob.village.id)!.own).toBe(false);
    });

    it('marks the sat account\'s villages as own for a sitter', async () => {
      const w = worldMapResponse.parse((await s.api('GET', '/map/world', { token: aliceSitterToken })).body);
      expect(w.villages.filter((v) => v.own).map((v) => v.id)).toEqual([alice.village.id]);
    });
  });

  describe('GET map/objectives', () => {
    it('lists no objectives while none exist in this world', async () => {
      const r = await s.api('GET', '/map/objectives', { token: bob.token });
      expect(r.status).toBe(200);
      expect(objectivesResponse.parse(r.body)).toEqual([]);
    });
  });
});
