import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import type { VillagePlan } from '../support/world';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { processDueQueue } from '../../server/jobs/dueQueue';
import { improved } from '../../server/game/economy';
import { HOUR, buildingId, cast, type Cast } from './queueSupport';

/**
 * Siege, conquest and destruction against the defender's queue and rows (GAME.md section 6), on the
 * real PostgreSQL: lowered levels reschedule the queue, a conquered village changes kingdom, a
 * destroyed one leaves nothing behind.
 */
describe('siege, conquest and destruction', () => {
  let s: TestServer;
  let c: Cast;
  const rich = { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 };
  const deps = () => s.running.deps;
  const v = () => c.owner.village.id;
  const send = (body: Record<string, unknown>) => s.api('POST', `/units/village/${v()}/send`, { token: c.owner.token, body });
  const level = async (id: number, type: string) => (await s.testDb.db('village_buildings').where({ village_id: id, type }).first('level'))?.level;
  const queue = (id: number) => s.testDb.db('queue_items').where({ village_id: id }).orderBy('id');
  const ms = (d: Date | string) => new Date(d).getTime();
  let spot = 0;
  /** A fresh village of the other player next to the attacker (labelled `as`), planned as `plan` says. */
  const victim = async (plan: Omit<VillagePlan, 'as' | 'at'> = {}) => {
    spot += 1;
    const as = `victim${spot}`;
    await c.w.and().withVillage('other', { as, at: { from: 'owner', dx: 2 + spot, dy: 1 }, ...plan }).build();
    return { as, ...c.w.place(as) };
  };

  beforeAll(async () => {
    s = await startTestServer();
    // Siege Academy 20: every hit takes exactly 5 levels (damage 10 + 0..10 points, 2 points a level, at most 5).
    c = await cast(s, (b) => b.withBuildings('owner', { siege_workshop: 1, siege_academy: 20 }));
  });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    await s.testDb.db('movements').delete();
    await s.testDb.db('village_units').delete();
    await c.w.and().withTroops('owner', { cav4: 500, special2: 5 }).withStock('owner', rich).build();
  });

  it('a siege that lowers the town hall reschedules the running item from the new production; it completes once, at the new time', async () => {
    const t = await victim({ buildings: { town_hall: 8 }, stock: rich });
    const before = (await s.api('GET', `/villages/${t.id}`, { token: c.other.token })).body.village;
    const oldRate = improved(before.production, before.impr_production);
    // One hour of work at the old production, then the next town hall level (9) behind it.
    expect((await s.api('POST', `/villages/${t.id}/queue/culture`, { token: c.other.token, body: { amount: oldRate } })).status).toBe(200);
    const up = await s.api('POST', `/villages/${t.id}/queue/building/${await buildingId(s, t.id, 'town_hall')}`, { token: c.other.token, body: {} });
    expect(up.status).toBe(200);
    const [head0, next0] = await queue(t.id);
    expect(next0.level).toBe(9);
    const oldDue = ms(head0.due_at);
    expect(oldDue).toBe(s.clock.t + HOUR);

    const r = await send({ units: { cav4: 50 }, x: t.x, y: t.y, moveType: 'siege', targets: ['town_hall'] });
    expect(r.status).toBe(200);
    const at = Date.parse(r.body.arrival);
    expect(at).toBeLessThan(oldDue);
    s.clock.set(r.body.arrival);
    expect(await processDueMovements(deps())).toEqual({ applied: 1, failed: 0, batched: 0 });
    expect(await level(t.id, 'town_hall')).toBe(3);

    const after = (await s.api('GET', `/villages/${t.id}`, { token: c.other.token })).body.village;
    const newRate = improved(after.production, after.impr_production);
    expect(newRate).toBeLessThan(oldRate);
    const [head, next] = await queue(t.id);
    const snap = typeof head.snapshot === 'string' ? JSON.parse(head.snapshot) : head.snapshot;
    // The work done at the old rate until the siege is kept; the rest runs at the new rate from then.
    const done = (oldRate * (at - ms(head0.started_at))) / HOUR;
    expect(snap.context.progressAt).toBe(at);
    expect(snap.context.workDone).toBeCloseTo(done, 6);
    expect(snap.context.rate).toBe(newRate);
    const newDue = at + Math.ceil(((oldRate - snap.context.workDone) / newRate) * HOUR);
    expect(ms(head.due_at)).toBe(newDue);
    expect(newDue).toBeGreaterThan(oldDue);
    // The queued upgrade now raises the town hall to what completing it gives: 3 + 1.
    expect(next.level).toBe(4);

    // Not at the old due time; at the new one, exactly once.
    s.clock.set(new Date(oldDue).toISOString());
    await processDueQueue(deps());
    expect((await queue(t.id)).map((q) => q.id)).toEqual([head.id, next.id]);
    s.clock.set(new Date(newDue).toISOString());
    const culture0 = Number((await s.testDb.db('users').where({ id: c.other.id }).first('culture')).culture);
    expect((await processDueQueue(deps())).applied).toBe(1);
    expect((await processDueQueue(deps())).applied).toBe(0);
    const rest = await queue(t.id);
    expect(rest.map((q) => q.id)).toEqual([next.id]);
    expect(ms(rest[0].started_at)).toBe(newDue);
    expect(Number((await s.testDb.db('users').where({ id: c.other.id }).first('culture')).culture)).toBeGreaterThanOrEqual(culture0 + oldRate);
    // The re-targeted upgrade completes to level 4 (not 9).
    s.clock.set(new Date(rest[0].due_at).toISOString());
    expect((await processDueQueue(deps())).applied).toBe(1);
    expect(await level(t.id, 'town_hall')).toBe(4);
  });

  it('conquest moves the village to the attacker at the arrival instant; both kingdom lists update', async () => {
    await c.w.and().withAccount('owner', { culture: 1e9 }).build();
    const t = await victim({ loyalty: 5, stock: rich });
    const prod = (await s.api('GET', `/villages/${t.id}`, { token: c.other.token })).body.village;
    // Two hours of work: still running when the Nobles arrive; it stays with the village.
    expect((await s.api('POST', `/villages/${t.id}/queue/culture`, { token: c.other.token, body: { amount: 2 * improved(prod.production, prod.impr_production) } })).status).toBe(200);
    const r = await send({ units: { cav4: 50, special2: 1 }, x: t.x, y: t.y, moveType: 'attack' });
    expect(r.status).toBe(200);
    s.clock.set(r.body.arrival);
    expect(await processDueMovements(deps())).toEqual({ applied: 1, failed: 0, batched: 0 });
    const row = await s.testDb.db('villages').where({ id: t.id }).first('user_id', 'loyalty');
    expect(row.user_id).toBe(c.owner.id);
    const mine = await s.api('GET', '/profiles/user', { token: c.owner.token });
    const theirs = await s.api('GET', '/profiles/user', { token: c.other.token });
    expect(mine.body.villages.map((x: { id: number }) => x.id)).toContain(t.id);
    expect(theirs.body.villages.map((x: { id: number }) => x.id)).not.toContain(t.id);
    // Both accounts were settled at the arrival instant (culture and science up to T with the old owner).
    for (const id of [c.owner.id, c.other.id]) {
      const u = await s.testDb.db('users').where({ id }).first('account_updated_at');
      expect(ms(u.account_updated_at)).toBe(Date.parse(r.body.arrival));
    }
    // The new owner reads it and its queue; the old one cannot.
    expect((await s.api('GET', `/villages/${t.id}`, { token: c.owner.token })).status).toBe(200);
    expect((await s.api('GET', `/villages/${t.id}`, { token: c.other.token })).status).toBe(403);
    expect(await queue(t.id)).toHaveLength(1);
    await c.w.and().withAccount('owner', { culture: 0 }).build();
  });

  it('conquest disbands the old owner\'s troops of the village abroad and on the move (return trips too), listed in their report', async () => {
    const t = await victim({ loyalty: 5 });
    const h = await victim();
    const host = h.id;
    await c.w.and().withAccount('owner', { culture: 1e9 })
      .withTroops(t.as, { melee1: 5 }, { standingAt: h.as }) // reinforcing another of the old owner's villages
      .build();
    const r = await send({ units: { cav4: 100, special2: 1 }, x: t.x, y: t.y, moveType: 'attack' });
    expect(r.status).toBe(200);
    const arrival = Date.parse(r.body.arrival);
    // Shortly before the Nobles land: t sends an army to the host, and an army of t is on its way home with loot.
    s.clock.set(new Date(arrival - 3 * 60_000).toISOString());
    await c.w.and().withTroops(t.as, { cav1: 2 }).build();
    const hostRow = await s.testDb.db('villages').where({ id: host }).first('x', 'y');
    const away = await s.api('POST', `/units/village/${t.id}/send`, { token: c.other.token, body: { units: { cav1: 2 }, x: hostRow.x, y: hostRow.y, moveType: 'reinforce' } });
    expect(away.status).toBe(200);
    await c.w.and().withMovement(t.as, {
      as: 'homeward', kind: 'returning', originKind: 'attack', fromTile: { x: t.x + 5, y: t.y }, to: t.as,
      units: { cav1: 3 }, resources: { wood: 10 }, due: new Date(arrival + 10 * 60_000),
    }).build();
    expect(Date.parse(away.body.arrival)).toBeGreaterThan(arrival);
    s.clock.set(r.body.arrival);
    expect(await processDueMovements(deps())).toEqual({ applied: 1, failed: 0, batched: 0 });
    expect((await s.testDb.db('villages').where({ id: t.id }).first('user_id')).user_id).toBe(c.owner.id);
    // Nothing of t's old army is left anywhere, at home, abroad or on the way (so none of it eats for t:
    // a village's food counts its own units wherever they stand and its armies on the move).
    expect(await s.testDb.db('village_units').where({ village_id: t.id })).toEqual([]);
    expect(await s.testDb.db('movements').where({ from_village_id: t.id })).toEqual([]);
    // The old owner's report lists what was disbanded; the conqueror's does not.
    const theirs = await s.testDb.db('reports').where({ user_id: c.other.id, kind: 'battle' }).orderBy('id', 'desc').first();
    const data = typeof theirs.data === 'string' ? JSON.parse(theirs.data) : theirs.data;
    expect(data.loyalty.result).toBe('conquered');
    expect(theirs).toMatchObject({ title_key: 'reports.titles.attackedDefeat', title_params: { name: data.defender.name } });
    expect(data.disbanded.abroad).toEqual([{ village_id: host, units: { melee1: 5 } }]);
    expect(data.disbanded.moving).toEqual([
      { movement_id: away.body.movement_id, kind: 'reinforce', units: { cav1: 2 }, resources: {} },
      { movement_id: c.w.movement('homeward'), kind: 'returning', units: { cav1: 3 }, resources: { wood: 10 } },
    ].sort((a, b) => a.movement_id - b.movement_id));
    const mine = await s.testDb.db('reports').where({ user_id: c.owner.id, kind: 'battle' }).orderBy('id', 'desc').first();
    expect((typeof mine.data === 'string' ? JSON.parse(mine.data) : mine.data).disbanded).toBeUndefined();
    expect(mine).toMatchObject({ title_key: 'reports.titles.battleVictoryConquered', title_params: { name: data.defender.name } });
    // Later, nothing arrives anywhere from t: the new owner's village holds no troops of t, the host none of t's cav1.
    s.clock.set(new Date(arrival + 3_600_000).toISOString());
    await processDueMovements(deps());
    expect(await s.testDb.db('village_units').where({ village_id: t.id })).toEqual([]);
    expect(await s.testDb.db('village_units').where({ location_village_id: host, unit: 'cav1' })).toEqual([]);
    await c.w.and().withAccount('owner', { culture: 0 }).build();
  });

  it('destruction leaves no orphan rows; armies heading there turn back, its own armies are lost with it', async () => {
    const t = await victim({ stock: rich, loyalty: 5 });
    const h = await victim();
    const host = h.id;
    await c.w.and().withAccount('owner', { culture: 1e9 }).build();
    expect((await s.api('POST', `/villages/${t.id}/queue/culture`, { token: c.other.token, body: { amount: 10 } })).status).toBe(200);
    await c.w.and()
      .withTroops(t.as, { melee1: 5 }, { standingAt: h.as }) // its troops reinforcing another village
      .withTroops(t.as, { melee2: 3 }) // and at home
      .build();
    await s.testDb.db('village_tiles').insert({ village_id: t.id, x: t.x + 1, y: t.y, claimed_at: s.clock.now() });
    const tXY = { x: t.x, y: t.y };
    const r = await send({ units: { cav4: 100, special2: 1 }, ...tXY, moveType: 'attack', choice: 'destroy' });
    expect(r.status).toBe(200);
    // Shortly before the attack lands: reinforcements leave for it (12 min on the way), and its own
    // army leaves for the host (6 min): both are under way at the destruction.
    s.clock.set(new Date(Date.parse(r.body.arrival) - 3 * 60_000).toISOString());
    await c.w.and().withTroops(h.as, { melee1: 4 }).build();
    const hostRow = await s.testDb.db('villages').where({ id: host }).first('x', 'y');
    const towards = await s.api('POST', `/units/village/${host}/send`, { token: c.other.token, body: { units: { melee1: 4 }, ...tXY, moveType: 'reinforce' } });
    expect(towards.status).toBe(200);
    await c.w.and().withTroops(t.as, { cav1: 2 }).build();
    const away = await s.api('POST', `/units/village/${t.id}/send`, { token: c.other.token, body: { units: { cav1: 2 }, x: hostRow.x, y: hostRow.y, moveType: 'reinforce' } });
    expect(away.status).toBe(200);
    expect(Date.parse(towards.body.arrival)).toBeGreaterThan(Date.parse(r.body.arrival));
    expect(Date.parse(away.body.arrival)).toBeGreaterThan(Date.parse(r.body.arrival));
    s.clock.set(r.body.arrival);
    await processDueMovements(deps());
    expect(await s.testDb.db('villages').where({ id: t.id }).first()).toBeUndefined();
    for (const table of ['village_buildings', 'village_districts', 'village_tiles', 'queue_items']) {
      expect(await s.testDb.db(table).where({ village_id: t.id })).toEqual([]);
    }
    expect(await s.testDb.db('village_units').where({ village_id: t.id }).orWhere({ location_village_id: t.id })).toEqual([]);
    expect(await s.testDb.db('movements').where({ from_village_id: t.id }).orWhere({ to_village_id: t.id })).toEqual([]);
    // The attackers go home; the reinforcements heading there have no village to join and turn back.
    const moving = await s.testDb.db('movements').orderBy('id');
    expect(moving.map((m) => [m.kind, m.user_id])).toEqual(expect.arrayContaining([['returning', c.owner.id]]));
    const bound = moving.find((m) => m.id === towards.body.movement_id);
    expect(bound.to_village_id).toBeNull();
    s.clock.set(towards.body.arrival);
    await processDueMovements(deps());
    const back = await s.testDb.db('movements').where({ id: towards.body.movement_id }).first();
    expect(back.kind).toBe('returning');
    expect(back.to_village_id).toBe(host);
    s.clock.set(new Date(back.due_at).toISOString());
    await processDueMovements(deps());
    expect(await s.testDb.db('village_units').where({ village_id: host, location_village_id: host, unit: 'melee1' }).first('amount')).toEqual({ amount: 4 });
    await c.w.and().withAccount('owner', { culture: 0 }).build();
  });
});
