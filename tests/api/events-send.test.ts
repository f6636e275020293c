import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer, sitterToken, spawnPlayer, type PlayerWithVillage } from '../support/players';
import { eventNear, objectiveNear } from '../support/objectives';

/**
 * POST units/village/{id}/send to a tile holding a live event or objective (issue 16, GAME.md section 8):
 * attacks and scouts head for the tile (to_village_id null, objective_id set), reinforcements for a defend
 * event head for the village its natives march on ('event_defending'), reinforcements for an objective go
 * only to one the kingdom or its Empire holds; sieges, settling and moving are refused. Owner, sitter,
 * another player, no token, bad bodies.
 */
describe('sending armies to events and objectives', () => {
  let s: TestServer;
  let p: PlayerWithVillage;
  let other: PlayerWithVillage;
  let sitter: string;

  const send = (body: Record<string, unknown>, token = p.token, village = p.village.id) =>
    s.api('POST', `/units/village/${village}/send`, { token, body });
  const troops = async (villageId: number, units: Record<string, number>) => {
    for (const [unit, amount] of Object.entries(units)) {
      await s.testDb.db('village_units').insert({ village_id: villageId, location_village_id: villageId, unit, amount })
        .onConflict(['village_id', 'location_village_id', 'unit']).merge({ amount });
    }
  };
  const home = async (villageId: number) => {
    const rows: Array<{ unit: string; amount: number }> = await s.testDb.db('village_units').where({ village_id: villageId, location_village_id: villageId });
    return Object.fromEntries(rows.filter((r) => r.amount > 0).map((r) => [r.unit, r.amount]));
  };

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    p = await spawnPlayer(s);
    other = await spawnPlayer(s);
    const helper = await createPlayer(s);
    sitter = await sitterToken(s, p, helper);
  });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    await s.testDb.db('movements').whereNotNull('user_id').delete();
    await s.testDb.db('village_units').delete();
    await troops(p.village.id, { melee1: 20, cav2: 5 });
  });

  it('attacks and scouts an attack event: the movement heads for the tile with objective_id (owner and sitter); validate moves nothing', async () => {
    const e = await eventNear(s, p.village, 'attack1', 1, 4);
    const v = await send({ units: { melee1: 5 }, x: e.x, y: e.y, moveType: 'attack', validate: true });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body).toMatchObject({ valid: true, missing: [], warnings: [] });
    expect(v.body.duration_ms).toBeGreaterThan(0);
    expect(await home(p.village.id)).toEqual({ melee1: 20, cav2: 5 });
    const tooMany = await send({ units: { melee1: 50 }, x: e.x, y: e.y, moveType: 'attack', validate: true });
    expect(tooMany.body).toMatchObject({ valid: false, missing: ['melee1'] });

    const a = await send({ units: { melee1: 5 }, x: e.x, y: e.y, moveType: 'attack' });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body).toMatchObject({ kind: 'attack', units: { melee1: 5 }, warnings: [] });
    expect(a.body.duration_ms).toBe(v.body.duration_ms);
    const sc = await send({ units: { cav2: 2 }, x: e.x, y: e.y, moveType: 'scout' }, sitter);
    expect(sc.status, JSON.stringify(sc.body)).toBe(200);
    const rows = await s.testDb.db('movements').whereIn('id', [a.body.movement_id, sc.body.movement_id]).orderBy('id');
    expect(rows.map((r) => ({ kind: r.kind, to_village_id: r.to_village_id, objective_id: r.objective_id, x: r.to_x, y: r.to_y, from: r.from_village_id })))
      .toEqual([
        { kind: 'attack', to_village_id: null, objective_id: e.id, x: e.x, y: e.y, from: p.village.id },
        { kind: 'scout', to_village_id: null, objective_id: e.id, x: e.x, y: e.y, from: p.village.id },
      ]);
    expect(await home(p.village.id)).toEqual({ melee1: 15, cav2: 3 });
    // The incomings of the event count the attack.
    const inc = await s.api('GET', `/objectives/${e.id}/incomings`, { token: p.token });
    expect(inc.status).toBe(200);
  });

  it('the same troops sent to an event 50 times at once leave once', async () => {
    const e = await eventNear(s, p.village, 'attack1', 1, 4);
    const body = { units: { melee1: 20 }, x: e.x, y: e.y, moveType: 'attack' };
    const rs = await Promise.all(Array.from({ length: 50 }, (_, i) => send(body, i % 2 ? sitter : p.token)));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 400)).toHaveLength(49);
    expect(await s.testDb.db('movements').where({ objective_id: e.id }).whereNotNull('user_id').count('* as n').first()).toMatchObject({ n: 1 });
    expect(await home(p.village.id)).toEqual({ cav2: 5 });
    await s.testDb.db('objectives').where({ id: e.id }).update({ removed_at: s.clock.now() });
  });

  it('refuses sieges, settling, moving, reinforcing an attack event, scouting with non-scouts and siege targets with error_units', async () => {
    const e = await eventNear(s, p.village, 'attack2', 1, 5);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'siege', targets: ['farm'] }, 'refusals.objectives.notByArmy'],
      [{ units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'siege' }, 'refusals.objectives.notByArmy'],
      [{ units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'move' }, 'refusals.objectives.notByArmy'],
      [{ units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'settle' }, 'refusals.objectives.settleObjective'],
      [{ units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'reinforce' }, 'refusals.objectives.reinforceNotAllowed'],
      [{ units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'scout' }, 'refusals.send.scoutsOnly'],
      [{ units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'attack', targets: ['farm'] }, 'refusals.send.siegeTargets'],
      [{ units: {}, x: e.x, y: e.y, moveType: 'attack' }, 'refusals.send.noUnits'],
    ];
    for (const [body, key] of cases) {
      const r = await send(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toBe('error_units');
      expect(r.body.text?.key ?? r.body.key ?? JSON.stringify(r.body), JSON.stringify(body)).toContain(key.split('.').pop());
    }
    const lacking = await send({ units: { melee1: 21 }, x: e.x, y: e.y, moveType: 'attack' });
    expect(lacking.status).toBe(400);
    for (const bad of [{ units: { melee1: -1 }, x: e.x, y: e.y, moveType: 'attack' }, { units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'fly' }, { units: { melee1: 1 }, x: 'a', y: e.y, moveType: 'attack' }]) {
      expect((await send(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const body = { units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'attack' };
    expect((await send(body, other.token)).status).toBe(403);
    expect((await s.api('POST', `/units/village/${p.village.id}/send`, { body })).status).toBe(401);
    expect((await send(body, p.token, 999999)).status).toBe(404);
    expect(await home(p.village.id)).toEqual({ melee1: 20, cav2: 5 });
    expect(await s.testDb.db('movements').where({ objective_id: e.id }).count('* as n').first()).toMatchObject({ n: 0 });
  });

  it('reinforcing a defend event heads for the village its natives march on (event_defending); late troops are warned', async () => {
    const e = await eventNear(s, other.village, 'defend1', 1, 2);
    const row = await s.testDb.db('objectives').where({ id: e.id }).first();
    const target = await s.testDb.db('villages').where({ id: row.target_village_id }).first();
    // The sender is the other spawned village (the natives may march on either).
    const [sender, sendToken] = target.id === p.village.id ? [other, other.token] : [p, p.token];
    if (sender === other) await troops(other.village.id, { melee1: 20 });
    const own = await send({ units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'reinforce' }, target.id === p.village.id ? p.token : other.token, target.id);
    expect(own.status).toBe(400);
    expect(own.body.text.key).toBe('refusals.send.ownTile');
    const r = await send({ units: { melee1: 4 }, x: e.x, y: e.y, moveType: 'reinforce' }, sendToken, sender.village.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.kind).toBe('reinforce');
    const m = await s.testDb.db('movements').where({ id: r.body.movement_id }).first();
    expect(m).toMatchObject({ kind: 'event_defending', objective_id: e.id, to_village_id: target.id, to_x: target.x, to_y: target.y, from_village_id: sender.village.id });
    // Arriving after the natives: allowed, with a warning.
    const arrival = new Date(r.body.arrival).getTime();
    const late = arrival > new Date(e.ends_at!).getTime();
    expect(r.body.warnings.some((w: { key: string }) => w.key === 'refusals.send.eventDefenceLate')).toBe(late);
    await s.testDb.db('objectives').where({ id: e.id }).update({ snapshot: s.testDb.db.raw(`jsonb_set(snapshot, '{context,stageEndsAt}', to_jsonb(?::bigint))`, [s.clock.now().getTime() + 1000]) });
    const warned = await send({ units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'reinforce', validate: true }, sender === p ? sitter : other.token, sender.village.id);
    expect(warned.status).toBe(200);
    expect(warned.body.warnings).toContainEqual({ key: 'refusals.send.eventDefenceLate', params: {} });
    // Attacking a defend event's tile is allowed (nothing to fight there: the arrival sends them home).
    expect((await send({ units: { melee1: 1 }, x: e.x, y: e.y, moveType: 'attack', validate: true }, sendToken, sender.village.id)).status).toBe(200);
    await s.testDb.db('objectives').where({ id: e.id }).update({ removed_at: s.clock.now() });
  });

  it('objectives: attack and scout natives-held ones; reinforce only one the kingdom or its Empire holds; never attack one it holds', async () => {
    const o = await objectiveNear(s, p.village, 'landmark', 6);
    expect((await send({ units: { melee1: 2 }, x: o.x, y: o.y, moveType: 'attack' })).status).toBe(200);
    const no = await send({ units: { melee1: 2 }, x: o.x, y: o.y, moveType: 'reinforce' });
    expect(no.status).toBe(400);
    expect(JSON.stringify(no.body)).toContain('reinforceNotAllowed');
    await s.testDb.db('objectives').where({ id: o.id }).update({ holder_user_id: p.id, held_since: s.clock.now() });
    const own = await send({ units: { melee1: 2 }, x: o.x, y: o.y, moveType: 'attack' });
    expect(own.status).toBe(400);
    expect(JSON.stringify(own.body)).toContain('ownObjective');
    const r = await send({ units: { melee1: 2 }, x: o.x, y: o.y, moveType: 'reinforce' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await s.testDb.db('movements').where({ id: r.body.movement_id }).first()).toMatchObject({ kind: 'reinforce', to_village_id: null, objective_id: o.id });
    // Another kingdom's objective: attackable, not reinforceable (no shared Empire).
    expect((await send({ units: { melee1: 1 }, x: o.x, y: o.y, moveType: 'attack', validate: true }, other.token, other.village.id)).status).toBe(200);
    expect((await send({ units: { melee1: 1 }, x: o.x, y: o.y, moveType: 'reinforce', validate: true }, other.token, other.village.id)).status).toBe(400);
  });
});
