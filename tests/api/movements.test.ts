import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { processDueMovements } from '../../server/jobs/dueMovements';
import type { Scenario } from '../support/world';
import { HOUR, cast, unitsRows, type Cast } from './queueSupport';
import { isLand, tileAt } from '../../server/game/world/terrain';

/** Arrivals on the real PostgreSQL: attack, return with loot, reinforce and send back, scout, move, settle, call back. */
describe('movements and arrivals', () => {
  let s: TestServer;
  let c: Cast;
  let w: Scenario;
  let near: number;
  let nearXY: { x: number; y: number };
  let second: number;

  const v = () => c.owner.village.id;
  const send = (body: Record<string, unknown>, token = c.owner.token, from = v()) => s.api('POST', `/units/village/${from}/send`, { token, body });
  const reports = async (userId: number) => s.testDb.db('reports').where({ user_id: userId }).orderBy('id');

  beforeAll(async () => {
    s = await startTestServer();
    c = await cast(s, (b) => b
      .withVillage('other', { as: 'near', at: { from: 'owner', dx: 2, dy: 1 } })
      .withVillage('owner', { as: 'second', at: { from: 'owner', dx: -1, dy: -2 } }));
    w = c.w;
    [near, second] = [w.village('near'), w.village('second')];
    nearXY = { x: w.place('near').x, y: w.place('near').y };
  });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    await s.testDb.db('movements').delete();
    await s.testDb.db('village_units').delete();
    await s.testDb.db('stations').delete();
    await s.testDb.db('reports').delete();
    await s.testDb.db('users').update({ unread_reports: 0 });
    const stock = { wood: 500, stone: 500, iron: 500, food: 500 };
    await w.and().withStock('owner', stock).withStock('near', stock).withStock('second', stock).build();
  });

  it('an attack fights at arrival, loots, returns home with the loot; both sides get a report and the counter', async () => {
    await w.and().withTroops('owner', { cav1: 50 }).withTroops('near', { melee1: 5 }).build();
    const sent = await send({ units: { cav1: 50 }, x: nearXY.x, y: nearXY.y, moveType: 'attack' });
    expect(sent.status).toBe(200);
    const incoming = await s.api('GET', '/profiles/user', { token: c.other.token });
    expect(JSON.stringify(incoming.body)).toContain('"incomings":1');
    s.clock.advance(sent.body.duration_ms);
    const mid = await s.api('GET', `/units/village/${v()}`, { token: c.owner.token });
    expect(mid.body.incoming).toHaveLength(1);
    const back = mid.body.incoming[0];
    expect(back.kind).toBe('returning');
    const loot = back.resources as Record<string, number>;
    expect(Object.values(loot).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await unitsRows(s, near)).toEqual({});
    const [att] = await reports(c.owner.id);
    const [def] = await reports(c.other.id);
    expect(att.data.winner).toBe('attacker');
    expect(def.kind).toBe('battle');
    // Both sides' names as they were at the battle are stored in the report (they may change later).
    const names = {
      attacker: { user_id: c.owner.id, username: c.owner.username, village_id: v(), name: c.owner.village.name, x: c.owner.village.x, y: c.owner.village.y },
      defender: { user_id: c.other.id, username: c.other.username, village_id: near, name: `${c.other.username}'s village`, ...nearXY },
    };
    expect(att.data).toMatchObject(names);
    expect(def.data).toMatchObject(names);
    // Titles are catalogue keys with the names as parameters, never English.
    expect(att).toMatchObject({ title_key: 'reports.titles.battleVictory', title_params: { name: names.defender.name } });
    expect(def).toMatchObject({ title_key: 'reports.titles.attackedDefeat', title_params: { name: names.defender.name } });
    const prof = await s.api('GET', '/profiles/user', { token: c.other.token });
    expect(JSON.stringify(prof.body)).toContain('"reports":1');
    s.clock.set(back.due_at);
    const home = await s.api('GET', `/units/village/${v()}`, { token: c.sitter });
    expect(home.body.incoming).toHaveLength(0);
    expect(home.body.home.cav1).toBe(back.units.cav1);
    expect((await reports(c.owner.id)).map((r) => r.kind)).toEqual(['battle', 'return']);
    expect((await reports(c.owner.id))[1]).toMatchObject({ title_key: 'reports.titles.troopsReturned', title_params: { name: c.owner.village.name } });
  });

  it('reinforcements stand at the host under the id of the movement that brought them; the host sends them back, the owner recalls them', async () => {
    await w.and().withTroops('owner', { melee2: 10 }).build();
    const r = await send({ units: { melee2: 10 }, x: nearXY.x, y: nearXY.y, moveType: 'reinforce' });
    const mid = r.body.movement_id as number;
    s.clock.advance(r.body.duration_ms);
    const host = await s.api('GET', `/units/village/${near}`, { token: c.other.token });
    expect(host.body.support).toEqual([{ movement_id: mid, village_id: v(), units: { melee2: 10 } }]);
    const own = await s.api('GET', `/units/village/${v()}`, { token: c.owner.token });
    expect(own.body.abroad).toEqual([{ movement_id: mid, village_id: near, units: { melee2: 10 } }]);
    const hostName = { name: `${c.other.username}'s village` };
    expect((await reports(c.owner.id))[0]).toMatchObject({ title_key: 'reports.titles.reinforcementsArrived', title_params: hostName });
    expect((await reports(c.other.id))[0]).toMatchObject({ title_key: 'reports.titles.reinforcementsReceived', title_params: hostName });
    // A second reinforcement between the same villages joins the group and keeps its name.
    await w.and().withTroops('owner', { melee1: 4 }).build();
    const r2 = await send({ units: { melee1: 4 }, x: nearXY.x, y: nearXY.y, moveType: 'reinforce' });
    expect(r2.body.movement_id).not.toBe(mid);
    s.clock.advance(r2.body.duration_ms);
    expect((await s.api('GET', `/units/village/${near}`, { token: c.other.token })).body.support)
      .toEqual([{ movement_id: mid, village_id: v(), units: { melee1: 4, melee2: 10 } }]);
    expect((await s.api('POST', `/units/village/${near}/sendBack/${mid}`, { token: c.owner.token })).status).toBe(403);
    // Another village's id, a movement that is not a standing group, a group not at this village: none exist.
    for (const wrong of [v(), r2.body.movement_id, 999_999]) {
      const nf = await s.api('POST', `/units/village/${near}/sendBack/${wrong}`, { token: c.other.token });
      expect(nf).toMatchObject({ status: 404, body: { error: 'error_units', message: 'Those troops do not exist' } });
    }
    expect((await s.api('POST', `/units/village/${second}/sendBack/${mid}`, { token: c.owner.token })).status).toBe(404);
    const sb = await s.api('POST', `/units/village/${near}/sendBack/${mid}`, { token: c.other.token });
    expect(sb.status).toBe(200);
    expect(sb.body.units).toEqual({ melee1: 4, melee2: 10 });
    expect((await s.api('POST', `/units/village/${near}/sendBack/${mid}`, { token: c.other.token })).status).toBe(404);
    s.clock.set(sb.body.due_at);
    expect((await s.api('GET', `/units/village/${v()}`, { token: c.owner.token })).body.home).toEqual({ melee1: 4, melee2: 10 });
    // The owner recalls troops standing abroad, by the group's id from its own troops list.
    await w.and().withTroops('owner', { melee1: 3 }, { standingAt: 'near' }).build();
    const abroad = (await s.api('GET', `/units/village/${v()}`, { token: c.owner.token })).body.abroad;
    expect(abroad).toHaveLength(1);
    const gid = abroad[0].movement_id as number;
    expect((await s.api('POST', `/units/village/${v()}/sendBack/${gid}`)).status).toBe(401);
    const rec = await s.api('POST', `/units/village/${v()}/sendBack/${gid}`, { token: c.sitter });
    expect(rec.status).toBe(200);
    expect(rec.body.units).toEqual({ melee1: 3 });
  });

  it('fifty parallel send-backs of one group: one return trip, the troops once', async () => {
    await w.and().withTroops('owner', { melee2: 7 }, { standingAt: 'near' }).build();
    const gid = (await s.api('GET', `/units/village/${near}`, { token: c.other.token })).body.support[0].movement_id as number;
    const all = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      s.api('POST', `/units/village/${i % 2 ? near : v()}/sendBack/${gid}`, { token: i % 2 ? c.other.token : c.owner.token })));
    expect(all.filter((x) => x.status === 200)).toHaveLength(1);
    expect(new Set(all.filter((x) => x.status !== 200).map((x) => x.status))).toEqual(new Set([404]));
    const trips = await s.testDb.db('movements').where({ kind: 'returning' });
    expect(trips).toHaveLength(1);
    expect(trips[0].units).toEqual({ melee2: 7 });
    expect(await s.testDb.db('village_units').where({ location_village_id: near }).whereNot({ village_id: near })).toEqual([]);
  });

  it('scouts report walls, army size, food and districts', async () => {
    await w.and().withTroops('owner', { cav2: 3 }).withTroops('near', { melee1: 7 }).build();
    const r = await send({ units: { cav2: 3 }, x: nearXY.x, y: nearXY.y, moveType: 'scout' });
    expect(r.status).toBe(200);
    s.clock.advance(r.body.duration_ms);
    await processDueMovements(s.running.deps);
    const [rep] = await reports(c.owner.id);
    expect(rep.kind).toBe('scout');
    expect(rep.data.report).toMatchObject({ wallLevel: 0, armySize: 7 });
    const attacker = { user_id: c.owner.id, username: c.owner.username, village_id: v(), name: c.owner.village.name, x: c.owner.village.x, y: c.owner.village.y };
    const target = { village_id: near, name: `${c.other.username}'s village`, ...nearXY, username: c.other.username };
    expect(rep.data).toMatchObject({ ...target, attacker });
    const [seen] = await reports(c.other.id);
    expect(seen.data).toMatchObject({ ...target, attacker });
    expect(rep).toMatchObject({ title_key: rep.data.success ? 'reports.titles.scoutingSucceeded' : 'reports.titles.scoutingFailed', title_params: { name: target.name } });
    expect(seen).toMatchObject({ title_key: 'reports.titles.scoutsSeen', title_params: { name: target.name } });
    expect(await unitsRows(s, near)).toEqual({ melee1: 7 });
  });

  it('move hands troops to another own village; settle without culture returns with the refusal', async () => {
    await w.and().withTroops('owner', { melee1: 4, special1: 1 }).build();
    const m = await send({ units: { melee1: 4 }, x: c.owner.village.x - 1, y: c.owner.village.y - 2, moveType: 'move' });
    expect(m.status).toBe(200);
    s.clock.advance(m.body.duration_ms);
    expect((await s.api('GET', `/units/village/${second}`, { token: c.owner.token })).body.home).toEqual({ melee1: 4 });
    await w.and().withAccount('owner', { culture: 0 }).build();
    const free = { x: c.owner.village.x + 3, y: c.owner.village.y - 3 };
    const st = await send({ units: { special1: 1 }, ...free, moveType: 'settle' });
    expect(st.status).toBe(200);
    s.clock.advance(st.body.duration_ms);
    await processDueMovements(s.running.deps);
    const last = (await reports(c.owner.id)).at(-1);
    expect(last).toMatchObject({ title_key: 'reports.titles.settleRefused', title_params: {} });
    const ret = await s.testDb.db('movements').first();
    expect(ret).toMatchObject({ kind: 'returning', origin_kind: 'settle' });
  });

  it.each([['one by one', { perBatch: 0 }], ['in a batch', {}]])('moved troops eat for their home village until the instant they arrive (%s)', async (_, opts) => {
    await w.and().withTroops('owner', { melee1: 60 }).withStock('owner', { food: 500 }).build();
    const m = await send({ units: { melee1: 60 }, x: c.owner.village.x - 1, y: c.owner.village.y - 2, moveType: 'move' });
    expect(m.status).toBe(200);
    s.clock.advance(m.body.duration_ms - 1);
    // The home's food a millisecond before the arrival, with the troops under way eating for it.
    const before = (await s.api('GET', `/villages/${v()}`, { token: c.owner.token })).body.village.food as number;
    s.clock.advance(1);
    await processDueMovements(s.running.deps, opts);
    const row = await s.testDb.db('villages').where({ id: v() }).first('food', 'resources_updated_at');
    expect(new Date(row.resources_updated_at).getTime()).toBe(s.clock.now().getTime());
    // Settled at the arrival with their upkeep up to it (it was counted as eaten by none before the fix).
    expect(Number(row.food)).toBeCloseTo(before, 2);
  });

  it('GET /villages/{id} applies a due arrival first (settle-on-read, no tick)', async () => {
    await w.and().withTroops('owner', { melee1: 3 }).build();
    const m = await send({ units: { melee1: 3 }, x: c.owner.village.x - 1, y: c.owner.village.y - 2, moveType: 'move' });
    expect(m.status).toBe(200);
    s.clock.advance(m.body.duration_ms);
    const r = await s.api('GET', `/villages/${second}`, { token: c.owner.token });
    expect(r.status).toBe(200);
    expect(r.body.units).toEqual(expect.arrayContaining([expect.objectContaining({ unit: 'melee1', amount: 3 })]));
    expect(await s.testDb.db('movements').count('* as n').first()).toMatchObject({ n: 0 });
  });

  it('settlers found a village when culture allows, named like a spawned one and numbered', async () => {
    await w.and().withTroops('owner', { special1: 1, melee1: 2 }).withAccount('owner', { culture: 1e9 }).build();
    const { seed } = s.running.deps.world;
    const spot = [...Array(9).keys()].map((i) => ({ x: c.owner.village.x + 4, y: c.owner.village.y + 4 - i }))
      .find((p) => isLand(tileAt(seed, p.x, p.y)))!;
    await s.testDb.db('village_tiles').where(spot).delete();
    const st = await send({ units: { special1: 1, melee1: 2 }, ...spot, moveType: 'settle' });
    s.clock.advance(st.body.duration_ms);
    await processDueMovements(s.running.deps);
    const nv = await s.testDb.db('villages').where(spot).first();
    const rep = (await reports(c.owner.id)).at(-1);
    expect(rep).toMatchObject({ title_key: 'reports.titles.villageFounded', title_params: { x: spot.x, y: spot.y } });
    expect(nv.user_id).toBe(c.owner.id);
    expect(await unitsRows(s, nv.id)).toEqual({ melee1: 2 });
    // The owner already has "<username>'s village" (spawned): the new one is the 2nd of that name.
    expect(nv.name).toBe(`${c.owner.username}'s village 2`);
  });

  it('a won siege damages its target and the walls as the report says; surviving Nobles conquer or destroy at low loyalty', async () => {
    await w.and().withBuildings('owner', { siege_workshop: 1 }).withTroops('owner', { cav4: 200, special2: 2 })
      .withBuildings('near', { farm: 6 }).build();
    const r = await send({ units: { cav4: 100 }, x: nearXY.x, y: nearXY.y, moveType: 'siege', targets: ['farm'] });
    expect(r.status).toBe(200);
    s.clock.advance(r.body.duration_ms);
    await processDueMovements(s.running.deps);
    const [rep] = await reports(c.owner.id);
    expect(rep.data.siege.map((h: { building: string }) => h.building)).toEqual(['farm', 'walls']);
    const farm = await s.testDb.db('village_buildings').where({ village_id: near, type: 'farm' }).first('level');
    expect(farm.level).toBe(rep.data.siege[0].to);
    expect(rep.data.siege[0].from).toBe(6);

    await w.and().withAccount('owner', { culture: 1e9 })
      .withVillage('other', { as: 'victim', at: { from: 'owner', dx: 3, dy: 2 }, loyalty: 5 }).build();
    const victim = w.village('victim');
    const n = await send({ units: { cav4: 50, special2: 1 }, x: c.owner.village.x + 3, y: c.owner.village.y + 2, moveType: 'attack' });
    expect(n.status).toBe(200);
    s.clock.advance(n.body.duration_ms);
    await processDueMovements(s.running.deps);
    expect((await s.testDb.db('villages').where({ id: victim }).first('user_id')).user_id).toBe(c.owner.id);

    await w.and().withVillage('other', { as: 'doomed', at: { from: 'owner', dx: 3, dy: -1 }, loyalty: 5 }).build();
    const doomed = w.village('doomed');
    const d = await send({ units: { cav4: 50, special2: 1 }, x: c.owner.village.x + 3, y: c.owner.village.y - 1, moveType: 'attack', choice: 'destroy' });
    s.clock.advance(d.body.duration_ms);
    await processDueMovements(s.running.deps);
    expect(await s.testDb.db('villages').where({ id: doomed }).first()).toBeUndefined();
    const last = (await reports(c.owner.id)).filter((x) => x.kind === 'battle').at(-1);
    expect(last?.data.loyalty.result).toBe('destroyed');
    await w.and().withAccount('owner', { culture: 0 }).build();
  });

  it('call back within 10 minutes returns after the elapsed time; later, or by others, it is refused', async () => {
    await w.and().withTroops('owner', { melee1: 5 }).build();
    const far = c.other.village;
    const r = await send({ units: { melee1: 5 }, x: far.x, y: far.y, moveType: 'attack' });
    const id = r.body.movement_id;
    expect((await s.api('POST', `/units/village/${v()}/callBack/${id}`, { token: c.other.token })).status).toBe(403);
    expect((await s.api('POST', `/units/village/${c.other.village.id}/callBack/${id}`, { token: c.other.token })).status).toBe(404);
    s.clock.advance(4 * 60_000);
    const cb = await s.api('POST', `/units/village/${v()}/callBack/${id}`, { token: c.sitter });
    expect(cb.status).toBe(200);
    expect(Date.parse(cb.body.due_at)).toBe(s.clock.t + 4 * 60_000);
    expect((await s.api('POST', `/units/village/${v()}/callBack/${id}`, { token: c.owner.token })).status).toBe(400);
    s.clock.advance(4 * 60_000);
    expect((await s.api('GET', `/units/village/${v()}`, { token: c.owner.token })).body.home).toEqual({ melee1: 5 });
    const r2 = await send({ units: { melee1: 5 }, x: far.x, y: far.y, moveType: 'attack' });
    s.clock.advance(11 * 60_000);
    const late = await s.api('POST', `/units/village/${v()}/callBack/${r2.body.movement_id}`, { token: c.owner.token });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('error_units');
  });

  it('call back racing the arrival: exactly one outcome, no unit duplicated', async () => {
    await w.and().withTroops('owner', { cav1: 20 }).withTroops('near', { melee1: 1 }).build();
    const r = await send({ units: { cav1: 20 }, x: nearXY.x, y: nearXY.y, moveType: 'attack' });
    const due = Date.parse(r.body.arrival);
    // The player is still inside the 10-minute window while a processor already counts the arrival as due.
    s.clock.advance(5 * 60_000);
    const [cb] = await Promise.all([
      s.api('POST', `/units/village/${v()}/callBack/${r.body.movement_id}`, { token: c.owner.token }),
      processDueMovements(s.running.deps, { now: new Date(due) }),
    ]);
    const kinds = (await reports(c.owner.id)).map((x) => x.kind);
    if (cb.status === 200) {
      // Called back first: no battle; the return (due 5 minutes from now) was already processed or is still under way.
      expect(kinds).not.toContain('battle');
    } else {
      expect(cb.status).toBe(400);
      expect(kinds.filter((k) => k === 'battle')).toHaveLength(1);
    }
    s.clock.set(new Date(due + 2 * HOUR).toISOString());
    await processDueMovements(s.running.deps);
    const home = await unitsRows(s, v());
    expect(home.cav1 ?? 0).toBeLessThanOrEqual(20);
    if (cb.status === 200) expect(home).toEqual({ cav1: 20 });
    expect(await s.testDb.db('movements').count('* as n').first()).toMatchObject({ n: 0 });
  });
});

describe('100 attacks arriving in the same second', () => {
  let s: TestServer;
  let c: Cast;
  beforeAll(async () => {
    s = await startTestServer();
    c = await cast(s, (b) => b
      .withVillage('other', { as: 'target', at: { from: 'owner', dx: 1, dy: 1 } })
      .withTroops('owner', { cav1: 100 * 3 }).withTroops('target', { melee2: 400 }));
  });
  afterAll(async () => { await s?.stop(); });

  it('each is resolved once, in (due_at, id) order, nothing negative or duplicated', async () => {
    const v = c.owner.village.id;
    const target = c.w.village('target');
    const xy = { x: c.w.place('target').x, y: c.w.place('target').y };
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) {
      const r = await s.api('POST', `/units/village/${v}/send`, { token: c.owner.token, body: { units: { cav1: 3 }, ...xy, moveType: 'attack' } });
      expect(r.status).toBe(200);
      ids.push(r.body.movement_id);
    }
    // Same arrival second for all: the order is the id.
    const due = new Date(s.clock.t + HOUR);
    await s.testDb.db('movements').update({ due_at: due });
    s.clock.set(due.toISOString());
    await Promise.all([
      processDueMovements(s.running.deps),
      processDueMovements(s.running.deps),
      s.api('GET', `/units/village/${target}`, { token: c.other.token }),
      s.api('GET', `/units/village/${v}`, { token: c.owner.token }),
    ]);
    const reps = await s.testDb.db('reports').where({ user_id: c.owner.id, kind: 'battle' }).orderBy('id');
    expect(reps).toHaveLength(100);
    // Each report saw the defenders the previous one left: the defence only shrinks, in id order.
    expect(reps.map((r: { data: { movement_id: number } }) => r.data.movement_id)).toEqual([...ids].sort((a, b) => a - b));
    const seen = reps.map((r: { data: { defender: { groups: Array<{ units: { melee2?: number } }> } } }) => r.data.defender.groups[0]?.units.melee2 ?? 0);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeLessThanOrEqual(seen[i - 1]);
    const rows = await s.testDb.db('village_units');
    for (const r of rows) expect(r.amount).toBeGreaterThan(0);
    // Conservation: every cavalryman is standing, on its way home, or reported lost exactly once.
    const moving = (await s.testDb.db('movements')).reduce((n: number, m: { units: { cav1?: number } }) => n + (m.units.cav1 ?? 0), 0);
    const standing = rows.filter((r: { unit: string; village_id: number }) => r.unit === 'cav1' && r.village_id === v).reduce((n: number, r: { amount: number }) => n + r.amount, 0);
    const lost = reps.reduce((n: number, r: { data: { attacker: { lost: { cav1?: number } } } }) => n + (r.data.attacker.lost.cav1 ?? 0), 0);
    expect(standing + moving + lost).toBe(300);
    const defLost = reps.reduce((n: number, r: { data: { defender: { lost: Array<{ units: { melee2?: number } }> } } }) => n + (r.data.defender.lost[0]?.units.melee2 ?? 0), 0);
    const defLeft = rows.filter((r: { village_id: number; unit: string }) => r.village_id === target && r.unit === 'melee2').reduce((n: number, r: { amount: number }) => n + r.amount, 0);
    expect(defLeft + defLost).toBe(400);
    expect(await s.testDb.db('movements').whereIn('kind', ['attack']).count('* as n').first()).toMatchObject({ n: 0 });
    const owner = await s.api('GET', '/profiles/user', { token: c.owner.token });
    expect(JSON.stringify(owner.body)).toContain('"reports":100');
  });
});
