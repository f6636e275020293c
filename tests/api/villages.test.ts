import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import type { Player, PlayerWithVillage } from '../support/players';
import { aWorld, type Scenario } from '../support/world';
import { villageResponse, renameVillageResponse } from '../../server/contract/village';
import { effectiveRates, newVillageSetup, villageRates } from '../../server/game/economy';
import { tileAt } from '../../server/game/world/terrain';
import { unitOf } from '../../server/game/data/units';

const HOUR = 3600_000;

describe('villages', () => {
  let s: TestServer;
  let alice: PlayerWithVillage;
  let bob: PlayerWithVillage;
  let sitter: Player;
  let sitToken: string;
  let w: Scenario;

  const get = (id: number | string, token?: string) => s.api('GET', `/villages/${id}`, { token });
  const movement = (m: { kind: string; user: { id: number }; from: PlayerWithVillage['village']; to: PlayerWithVillage['village']; units?: object; resources?: object }) =>
    s.testDb.db('movements').insert({
      kind: m.kind, user_id: m.user.id,
      from_village_id: m.from.id, from_x: m.from.x, from_y: m.from.y,
      to_village_id: m.to.id, to_x: m.to.x, to_y: m.to.y,
      units: JSON.stringify(m.units ?? {}), resources: JSON.stringify(m.resources ?? {}),
      started_at: s.clock.now(), due_at: new Date(s.clock.t + HOUR),
    }).returning('id').then((r: Array<{ id: number }>) => r[0].id);

  beforeAll(async () => {
    s = await startTestServer();
    w = await aWorld(s)
      .withPlayer('alice').withVillage('alice', { quadrant: 'NE' })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SW' })
      .withSitter('alice', 'sitter')
      .build();
    [alice, bob, sitter] = [w.player('alice'), w.player('bob'), w.player('sitter')];
    sitToken = w.sitter('alice');
  });
  afterAll(async () => { await s?.stop(); });

  describe('GET /villages/{id}', () => {
    it('shows a new village: setup buildings, starting stock, rates and derived values', async () => {
      const r = await get(alice.village.id, alice.token);
      expect(r.status).toBe(200);
      const v = villageResponse.parse(r.body);
      const setup = newVillageSetup();
      const rates = villageRates({ tier: 'village', buildings: setup.buildings, tiles: [], unitConsumption: 0 }, 1);
      const eff = effectiveRates(rates);
      expect(v.village).toMatchObject({
        ...alice.village, tier: 'village', loyalty: 100, districts: [], tiles: [], settling: false,
        ...setup.stock,
        prod_wood: rates.prod_wood, impr_wood: rates.impr_wood, population: rates.population, store_res: rates.store_res,
        prod_food_net: eff.food,
        computed_at: new Date(s.clock.t).toISOString(),
      });
      expect(v.village.buildings.map(({ type, level }) => ({ type, level })).sort((a, b) => a.type.localeCompare(b.type)))
        .toEqual([...setup.buildings].sort((a, b) => a.type.localeCompare(b.type)));
      expect(v.village.time_wood).toBe(Math.ceil(((rates.store_res - setup.stock.wood) / eff.wood) * 3600));
      expect(v).toMatchObject({ buildQueue: [], units: [], incoming: [], outgoing: [], movements: [] });
      expect(v.merchants).toEqual({ total: rates.merchants, available: rates.merchants, capacity: rates.merchant_capacity });
    });

    it('grows resources with time: one hour adds the effective rate, and the stores cap them', async () => {
      const before = villageResponse.parse((await get(alice.village.id, alice.token)).body).village;
      const eff = effectiveRates(before);
      expect(eff.wood).toBeGreaterThan(0);
      s.clock.advance(HOUR);
      const after = villageResponse.parse((await get(alice.village.id, alice.token)).body).village;
      expect(after.wood).toBeCloseTo(Math.min(before.store_res, before.wood + eff.wood), 6);
      expect(after.stone).toBeCloseTo(Math.min(before.store_res, before.stone + eff.stone), 6);
      expect(after.food).toBeCloseTo(Math.min(before.store_food, Math.max(0, before.food + eff.food)), 6);
      expect(after.computed_at).toBe(new Date(s.clock.t).toISOString());
      // The read does not rewrite the stored stock (settling is the writers' job).
      const row = await s.testDb.db('villages').where({ id: alice.village.id }).first();
      expect(row.wood).toBe(before.wood);
      s.clock.advance(200 * HOUR);
      const full = villageResponse.parse((await get(alice.village.id, alice.token)).body).village;
      expect(full.wood).toBe(full.store_res);
      expect(full.iron).toBe(full.store_res);
      expect(full.time_wood).toBe(0);
    });

    it('lets a sitter of the owner read it', async () => {
      const r = await get(alice.village.id, sitToken);
      expect(r.status).toBe(200);
      expect(r.body.village.id).toBe(alice.village.id);
    });

    it('refuses another player\'s village with a 403 and an unknown one with a 404', async () => {
      const other = await get(bob.village.id, alice.token);
      expect(other.status).toBe(403);
      expect(other.body.error).toBe('error_village');
      const bySitter = await get(bob.village.id, sitToken);
      expect(bySitter.status).toBe(403);
      const unknown = await get(987654, alice.token);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('error_village');
    });

    it('needs a token', async () => {
      expect((await get(alice.village.id)).status).toBe(401);
    });

    it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999'])('refuses the id %s with a 400 error_village', async (id) => {
      const r = await get(id, alice.token);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('error_village');
    });

    it('adds the bonus of claimed tiles from their terrain', async () => {
      const seed = s.running.deps.world.seed;
      const { x, y } = bob.village;
      const around = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1]]
        .map(([dx, dy]) => ({ x: x + dx, y: y + dy }))
        .filter((t) => tileAt(seed, t.x, t.y) !== 'water');
      await s.testDb.db('village_tiles').insert(around.map((t) => ({ village_id: bob.village.id, ...t })));
      try {
        const v = villageResponse.parse((await get(bob.village.id, bob.token)).body).village;
        const rows = await s.testDb.db('village_buildings').where({ village_id: bob.village.id }).select('type', 'level');
        const expected = villageRates({ tier: 'village', buildings: rows, tiles: around.map((t) => ({ type: tileAt(seed, t.x, t.y) })), unitConsumption: 0 }, 1);
        expect(v.tiles).toHaveLength(around.length);
        expect({ w: v.impr_wood, s: v.impr_stone, i: v.impr_iron, f: v.impr_food })
          .toEqual({ w: expected.impr_wood, s: expected.impr_stone, i: expected.impr_iron, f: expected.impr_food });
      } finally {
        await s.testDb.db('village_tiles').where({ village_id: bob.village.id }).delete();
      }
    });

    it('lists units, counts their food and shows the queue in order', async () => {
      const db = s.testDb.db;
      await w.and().withTroops('alice', { melee1: 10 }).withTroops('alice', { ranged1: 4 }, { standingAt: 'bob' }).build();
      const [q1] = await db('queue_items').insert({ village_id: alice.village.id, kind: 'building', target: 'farm', level: 2, work: 100, started_at: s.clock.now(), due_at: new Date(s.clock.t + HOUR) }).returning('id');
      const [q2] = await db('queue_items').insert({ village_id: alice.village.id, kind: 'science', amount: 50, work: 50 }).returning('id');
      try {
        const v = villageResponse.parse((await get(alice.village.id, alice.token)).body);
        expect(v.units).toEqual(expect.arrayContaining([
          { unit: 'melee1', amount: 10, home: true },
          { unit: 'ranged1', amount: 4, home: false },
        ]));
        expect(v.village.consumption).toBe(10 * unitOf('melee1').consumption + 4 * unitOf('ranged1').consumption);
        expect(v.buildQueue.map((q) => q.id)).toEqual([q1.id, q2.id]);
        expect(v.buildQueue[0]).toMatchObject({ kind: 'building', target: 'farm', level: 2, work: 100, work_done: 0, due_at: new Date(s.clock.t + HOUR).toISOString() });
        expect(v.buildQueue[1]).toMatchObject({ kind: 'science', amount: 50, started_at: null, due_at: null });
      } finally {
        await db('village_units').where({ village_id: alice.village.id }).delete();
        await db('stations').where({ village_id: alice.village.id }).delete();
        await db('queue_items').where({ village_id: alice.village.id }).delete();
      }
    });

    it('shows movements: incoming attacks hide their army, own ones show it; merchants on the road are busy', async () => {
      const attack = await movement({ kind: 'attack', user: bob, from: bob.village, to: alice.village, units: { melee1: 5 } });
      const trade = await movement({ kind: 'merchants', user: alice, from: alice.village, to: bob.village, resources: { wood: 1500 } });
      try {
        const a = villageResponse.parse((await get(alice.village.id, alice.token)).body);
        expect(a.incoming).toEqual([expect.objectContaining({ id: attack, kind: 'attack', own: false, units: null, resources: null })]);
        expect(a.outgoing).toEqual([expect.objectContaining({ id: trade, own: true, resources: { wood: 1500 } })]);
        expect(a.movements.map((m) => m.id).sort()).toEqual([attack, trade].sort());
        expect(a.merchants.available).toBe(Math.max(0, a.merchants.total - Math.ceil(1500 / a.merchants.capacity)));
        const b = villageResponse.parse((await get(bob.village.id, bob.token)).body);
        expect(b.outgoing).toEqual([expect.objectContaining({ id: attack, own: true, units: { melee1: 5 }, to: { village_id: alice.village.id, x: alice.village.x, y: alice.village.y } })]);
        // Units on the move still eat.
        expect(b.village.consumption).toBe(5 * unitOf('melee1').consumption);
      } finally {
        await s.testDb.db('movements').whereIn('id', [attack, trade]).delete();
      }
    });
  });

  describe('PUT /villages/{id}/name', () => {
    const rename = (id: number | string, body: unknown, token?: string) => s.api('PUT', `/villages/${id}/name`, { token, body });

    it('renames the owner\'s village, trimming the name', async () => {
      const r = await rename(alice.village.id, { name: '  Aldmoor  ' }, alice.token);
      expect(r.status).toBe(200);
      expect(renameVillageResponse.parse(r.body)).toEqual({ id: alice.village.id, name: 'Aldmoor' });
      expect((await get(alice.village.id, alice.token)).body.village.name).toBe('Aldmoor');
    });

    it('lets a sitter rename it and accepts 32 characters and non-Latin letters', async () => {
      const long = 'x'.repeat(32);
      expect((await rename(alice.village.id, { name: long }, sitToken)).status).toBe(200);
      const r = await rename(alice.village.id, { name: 'Åsgård ķēniņš' }, sitToken);
      expect(r.status).toBe(200);
      expect(r.body.name).toBe('Åsgård ķēniņš');
    });

    it('refuses another player (403), an unknown village (404) and no token (401)', async () => {
      const other = await rename(bob.village.id, { name: 'Mine now' }, alice.token);
      expect(other.status).toBe(403);
      expect(other.body.error).toBe('error_village_modify');
      expect((await s.testDb.db('villages').where({ id: bob.village.id }).first()).name).toBe(bob.village.name);
      const unknown = await rename(987654, { name: 'Nowhere' }, alice.token);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('error_village_modify');
      expect((await rename(alice.village.id, { name: 'Anon' })).status).toBe(401);
    });

    it.each([
      [{ name: '' }],
      [{ name: '    ' }],
      [{ name: 'x'.repeat(33) }],
      [{ name: 'two\nlines' }],
      [{ name: 'bell\u0007' }],
      [{ name: 'sep\u2028arator' }],
      [{ name: 42 }],
      [{ name: null }],
      [{}],
      [[]],
    ])('refuses the body %j with a 400 error_village_modify', async (body) => {
      const r = await rename(alice.village.id, body, alice.token);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('error_village_modify');
    });

    it('refuses a body that is not a JSON object with a 400', async () => {
      // The body parser accepts only objects and arrays (strict JSON), before the route sees it.
      expect((await s.api('PUT', `/villages/${alice.village.id}/name`, { token: alice.token, raw: '"just a string"' })).status).toBe(400);
      expect((await s.api('PUT', `/villages/${alice.village.id}/name`, { token: alice.token, raw: '{"name":' })).status).toBe(400);
    });

    it('refuses a bad id with a 400', async () => {
      const r = await rename('abc', { name: 'Fine' }, alice.token);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('error_village_modify');
    });

    it('is refused with 551 once the game is finished, while the village can still be read', async () => {
      const world = s.running.deps.world;
      world.finishedAt = new Date(s.clock.t - 1000);
      try {
        const r = await rename(alice.village.id, { name: 'Too late' }, alice.token);
        expect(r.status).toBe(551);
        expect(r.body.error).toBe('error_game_finished');
        expect((await get(alice.village.id, alice.token)).status).toBe(200);
      } finally {
        world.finishedAt = null;
      }
    });
  });
});
