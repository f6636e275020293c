import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { battle } from '../../server/game/battle';
import { HOUR, cast, unitsRows, type Cast } from './queueSupport';

/** Training, simulate, allowed, send (validate and real), troop reads: owner, sitter, other, no token, bad bodies. */
describe('units calls', () => {
  let s: TestServer;
  let c: Cast;
  let near: number;

  beforeAll(async () => {
    s = await startTestServer();
    c = await cast(s, (b) => b.withVillage('other', { as: 'near', at: { from: 'owner', dx: 2, dy: 1 } }));
    near = c.w.village('near');
  });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    await s.testDb.db('queue_items').delete();
    await s.testDb.db('movements').delete();
    await s.testDb.db('village_units').delete();
    await c.w.and().withStock('owner', { wood: 5000, stone: 5000, iron: 5000, food: 5000 }).build();
  });

  const v = () => c.owner.village.id;

  it('trains units through the queue (owner and sitter); they stand at home when the item completes', async () => {
    await c.w.and().withBuildings('owner', { barracks: 1 }).build();
    const r = await s.api('POST', `/villages/${v()}/queue/unit/melee1`, { token: c.owner.token, body: { amount: 3 } });
    expect(r.status).toBe(200);
    expect(r.body.item).toMatchObject({ kind: 'unit', target: 'melee1', amount: 3, cost: { wood: 120, stone: 75, iron: 45, food: 60 } });
    const sit = await s.api('POST', `/units/village/${v()}/buy`, { token: c.sitter, body: { unit_id: 'melee1', amount: 1 } });
    expect(sit.status).toBe(200);
    expect(sit.body.buildQueue).toHaveLength(2);
    s.clock.advance(48 * HOUR);
    const t = await s.api('GET', `/units/village/${v()}`, { token: c.owner.token });
    expect(t.status).toBe(200);
    expect(t.body.home).toEqual({ melee1: 4 });
  });

  it('refuses training without requirements, unknown units and bad amounts with error_units; others 403/401/404', async () => {
    const req = await s.api('POST', `/villages/${v()}/queue/unit/cav5`, { token: c.owner.token, body: { amount: 1 } });
    expect(req.status).toBe(400);
    expect(req.body).toMatchObject({ error: 'error_units', message: 'Requirements not met' });
    expect((await s.api('POST', `/villages/${v()}/queue/unit/dragon`, { token: c.owner.token, body: { amount: 1 } })).body.error).toBe('error_units');
    for (const amount of [-1, 0, 0.5, 'ten', null, 1e12]) {
      const r = await s.api('POST', `/villages/${v()}/queue/unit/melee1`, { token: c.owner.token, body: { amount } });
      expect(r.status, String(amount)).toBe(400);
      expect(r.body.error).toBe('error_units');
    }
    expect((await s.api('POST', `/villages/${v()}/queue/unit/melee1`, { token: c.other.token, body: { amount: 1 } })).status).toBe(403);
    expect((await s.api('POST', `/villages/${v()}/queue/unit/melee1`, { body: { amount: 1 } })).status).toBe(401);
    expect((await s.api('POST', '/villages/999999/queue/unit/melee1', { token: c.owner.token, body: { amount: 1 } })).status).toBe(404);
    expect((await s.api('POST', `/units/village/${v()}/buy`, { token: c.owner.token, body: { unit_id: 'melee1', amount: -3 } })).status).toBe(400);
  });

  it('lists every unit with its cost and what is missing', async () => {
    await c.w.and().withBuildings('owner', { barracks: 1 }).build();
    const r = await s.api('GET', `/units/village/${v()}/allowed`, { token: c.sitter });
    expect(r.status).toBe(200);
    expect(r.body.units).toHaveLength(15);
    expect(r.body.units.find((u: { key: string }) => u.key === 'melee1')).toMatchObject({ allowed: true, missing: [] });
    const cav = r.body.units.find((u: { key: string }) => u.key === 'cav1');
    expect(cav.allowed).toBe(false);
    expect(cav.missing[0]).toMatchObject({ kind: 'building', building: 'stables', level: 1 });
    expect((await s.api('GET', `/units/village/${v()}/allowed`, { token: c.other.token })).status).toBe(403);
    expect((await s.api('GET', `/units/village/${v()}/allowed`)).status).toBe(401);
  });

  it('counts a barracks finished by now that no tick has completed yet (settled first)', async () => {
    await s.testDb.db('village_buildings').where({ village_id: v(), type: 'barracks' }).delete();
    await s.testDb.db('village_districts').insert({ village_id: v(), district: 'military' }).onConflict().ignore();
    const before = await s.api('GET', `/units/village/${v()}/allowed`, { token: c.owner.token });
    expect(before.body.units.find((u: { key: string }) => u.key === 'melee1').allowed).toBe(false);
    const q = await s.api('POST', `/villages/${v()}/queue/building`, { token: c.owner.token, body: { buildingType: 'barracks' } });
    expect(q.body).toMatchObject({ item: { target: 'barracks' } });
    s.clock.set(q.body.item.due_at);
    s.clock.advance(1000);
    const after = await s.api('GET', `/units/village/${v()}/allowed`, { token: c.owner.token });
    expect(after.body.units.find((u: { key: string }) => u.key === 'melee1')).toMatchObject({ allowed: true, missing: [] });
  });

  it('simulates exactly the battle function; bad luck, wall and armies are 400', async () => {
    const body = { units_atk: { cav1: 30, melee3: 10 }, units_def: { melee2: 40 }, luck: -0.05, wall: 7 };
    const r = await s.api('POST', '/units/simulate', { token: c.other.token, body });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(battle({ attackers: body.units_atk, defenders: [{ owner: 'home', units: body.units_def }], wallLevel: 7, luck: -0.05 }))));
    for (const bad of [{ ...body, luck: 0.2 }, { ...body, wall: 21 }, { ...body, wall: 1.5 }, { ...body, units_atk: { dragon: 1 } }, { ...body, units_def: { melee1: -1 } }]) {
      const b = await s.api('POST', '/units/simulate', { token: c.owner.token, body: bad });
      expect(b.status).toBe(400);
      expect(b.body.error).toBe('error_units');
    }
    expect((await s.api('POST', '/units/simulate', { body })).status).toBe(401);
  });

  it('validates a send (warnings, travel time) without moving anything', async () => {
    await c.w.and().withTroops('owner', { melee1: 10, special2: 1 }).build();
    const r = await s.api('POST', `/units/village/${v()}/send`, {
      token: c.owner.token, body: { units: { melee1: 5, special2: 1 }, x: c.other.village.x, y: c.other.village.y, moveType: 'attack', validate: true },
    });
    expect(r.status).toBe(200);
    expect(r.body.valid).toBe(true);
    expect(r.body.warnings).toContainEqual({ key: 'refusals.loyalty.culture', params: {} });
    expect(r.body.duration_ms).toBeGreaterThan(0);
    const siege = await s.api('POST', `/units/village/${v()}/send`, {
      token: c.owner.token, body: { units: { melee1: 5 }, x: c.other.village.x, y: c.other.village.y, moveType: 'siege', validate: true },
    });
    expect(siege.body.warnings).toContainEqual({ key: 'refusals.siege.noWorkshop', params: {} });
    await c.w.and().withVillage('owner', { as: 'own', at: { from: 'owner', dx: -2, dy: 0 } }).build();
    const own = c.w.village('own');
    const friendly = await s.api('POST', `/units/village/${v()}/send`, {
      token: c.sitter, body: { units: { melee1: 1 }, x: c.owner.village.x - 2, y: c.owner.village.y, moveType: 'attack', validate: true },
    });
    expect(friendly.body.warnings).toContainEqual({ key: 'refusals.send.friendly', params: {} });
    expect(await unitsRows(s, v())).toEqual({ melee1: 10, special2: 1 });
    expect(await s.testDb.db('movements').count('* as n').first()).toMatchObject({ n: 0 });
    await s.testDb.db('villages').where({ id: own }).delete();
  });

  it('sends: units leave home in the same transaction; lacking units, bad bodies and off-map targets are 400', async () => {
    await c.w.and().withTroops('owner', { melee1: 10 }).build();
    const target = await s.testDb.db('villages').where({ id: near }).first();
    const r = await s.api('POST', `/units/village/${v()}/send`, { token: c.owner.token, body: { units: { melee1: 4 }, x: target.x, y: target.y, moveType: 'attack' } });
    expect(r.status).toBe(200);
    expect(await unitsRows(s, v())).toEqual({ melee1: 6 });
    const t = await s.api('GET', `/units/village/${v()}`, { token: c.sitter });
    expect(t.body.outgoing).toHaveLength(1);
    expect(t.body.outgoing[0]).toMatchObject({ kind: 'attack', units: { melee1: 4 } });
    const bad = [
      { units: { melee1: 7 }, x: target.x, y: target.y, moveType: 'attack' },
      { units: { melee1: -1 }, x: target.x, y: target.y, moveType: 'attack' },
      { units: { melee1: 1.5 }, x: target.x, y: target.y, moveType: 'attack' },
      { units: { melee1: 1e12 }, x: target.x, y: target.y, moveType: 'attack' },
      { units: { cav3: 1 }, x: target.x, y: target.y, moveType: 'attack' },
      { units: { dragon: 1 }, x: target.x, y: target.y, moveType: 'attack' },
      { units: {}, x: target.x, y: target.y, moveType: 'attack' },
      { units: { melee1: 1 }, x: 999, y: 0, moveType: 'attack' },
      { units: { melee1: 1 }, x: target.x, y: target.y, moveType: 'fly' },
      { units: { melee1: 1 }, x: target.x, y: target.y, moveType: 'scout' },
      { units: { melee1: 1 }, x: target.x, y: target.y, moveType: 'move' },
      { units: { melee1: 1 }, x: target.x, y: target.y, moveType: 'settle' },
      { units: { melee1: 1 }, x: target.x, y: target.y, moveType: 'siege', targets: ['farm'] },
      'nonsense',
    ];
    for (const body of bad) {
      const b = await s.api('POST', `/units/village/${v()}/send`, { token: c.owner.token, body });
      expect(b.status, JSON.stringify(body)).toBe(400);
      // A non-object JSON body is refused by the body parser before the route (error_400).
      if (typeof body === 'object') expect(b.body.error).toBe('error_units');
    }
    expect(await unitsRows(s, v())).toEqual({ melee1: 6 });
    const body = { units: { melee1: 1 }, x: target.x, y: target.y, moveType: 'attack' };
    expect((await s.api('POST', `/units/village/${v()}/send`, { token: c.other.token, body })).status).toBe(403);
    expect((await s.api('POST', `/units/village/${v()}/send`, { body })).status).toBe(401);
    expect((await s.api('POST', '/units/village/999999/send', { token: c.owner.token, body })).status).toBe(404);
  });

  it('the same troops sent twice in parallel leave once', async () => {
    await c.w.and().withTroops('owner', { melee1: 10 }).build();
    const target = await s.testDb.db('villages').where({ id: near }).first();
    const body = { units: { melee1: 10 }, x: target.x, y: target.y, moveType: 'attack' };
    const rs = await Promise.all([1, 2, 3].map(() => s.api('POST', `/units/village/${v()}/send`, { token: c.owner.token, body })));
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await s.testDb.db('movements').count('* as n').first()).toMatchObject({ n: 1 });
    expect(await unitsRows(s, v())).toEqual({});
  });

  it('troops lists are paginated by type; bad queries are 400', async () => {
    await c.w.and().withTroops('owner', { melee1: 3, ranged1: 2 }).build();
    const r = await s.api('GET', `/units/village/${v()}/troops?type=standing&page=0`, { token: c.owner.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ type: 'standing', total: 2 });
    expect((await s.api('GET', `/units/village/${v()}/troops?type=abroad`, { token: c.sitter })).body.items).toEqual([]);
    expect((await s.api('GET', `/units/village/${v()}/troops?type=bogus`, { token: c.owner.token })).status).toBe(400);
    expect((await s.api('GET', `/units/village/${v()}/troops?page=-1`, { token: c.owner.token })).status).toBe(400);
    expect((await s.api('GET', `/units/village/${v()}/troops`, { token: c.other.token })).status).toBe(403);
    expect((await s.api('GET', `/units/village/${v()}/troops`)).status).toBe(401);
    expect((await s.api('GET', `/units/village/${v()}`, { token: c.other.token })).status).toBe(403);
    expect((await s.api('GET', '/units/village/999999', { token: c.owner.token })).status).toBe(404);
  });
});
