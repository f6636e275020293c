import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { spawnPlayer, sitterToken, createPlayer, type PlayerWithVillage } from '../support/players';
import { eventNear, objectiveNear } from '../support/objectives';
import { found } from './empiresSupport';
import { insertMovement } from '../../server/db/movements';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { processDueSpawns } from '../../server/jobs/dueSpawns';
import { MONUMENT } from '../../server/game/data/objectives';
import { prestigePeriodMs } from '../../server/game/objectives';
import { timelineDate } from '../../server/game/timeline';

/**
 * Monument sites supplied by their holder over real PostgreSQL (issue 16, GAME.md section 8): merchants
 * from the holder's villages carry MONUMENT.target (the excess comes back); supplied in full from the
 * timeline's monument_activation date it completes (prestige 10 to the holder's Empire once,
 * monument_completed, periodic prestige a week on); supplied in full before that date it completes at the
 * date (the spawn processor); a damaged monument takes deliveries toward its repair cost. A live event's or
 * objective's tile cannot be claimed.
 */
describe('monument sites: supplies, completion, repair', () => {
  let s: TestServer;
  let a: PlayerWithVillage;
  let b: PlayerWithVillage;
  let empire: number;
  const WEEK = 7 * 24 * 3600_000;
  const row = (id: number) => s.testDb.db('objectives').where({ id }).first();
  const send = (body: unknown, token?: string, village = a.village.id) => s.api('POST', `/merchants/village/${village}/outgoing`, { token, body });
  const hold = (id: number, p: { id: number }, extra: Record<string, unknown> = {}) =>
    s.testDb.db('objectives').where({ id }).update({ holder_user_id: p.id, state: 'held', held_since: s.clock.now(), garrison: '{}', ...extra });
  /** A supplies trip of ann's arriving in an hour (the arrival is what is tested; the send has its own test). */
  const trip = async (o: { id: number; x: number; y: number }, load: Record<string, number>) => {
    const at = new Date(s.clock.t + 3600_000);
    const id = await insertMovement(s.testDb.db, {
      kind: 'supplies', userId: a.id, from: { villageId: a.village.id, x: a.village.x, y: a.village.y }, to: { villageId: null, x: o.x, y: o.y },
      units: {}, resources: { wood: 0, stone: 0, iron: 0, food: 0, ...load }, startedAt: s.clock.now(), dueAt: at, merchants: 1, objectiveId: o.id,
    });
    s.clock.t = at.getTime();
    await processDueMovements(s.running.deps, { now: s.clock.now() });
    return s.testDb.db('movements').where({ id }).first();
  };
  const awards = (id: number) => s.testDb.db('prestige_awards').where({ award_key: `monument:${id}:completed` }).select('*');
  const messages = (type: string) => s.testDb.db('empire_messages').where({ empire_id: empire, type }).select('*');

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    a = await spawnPlayer(s, 'NE');
    b = await spawnPlayer(s, 'SW');
    empire = await found(s, a, 'Builders');
    await s.testDb.db('villages').where({ id: a.village.id }).update({ wood: 900, stone: 900, iron: 900, food: 900 });
    // Merchants enough for a few trips (1 + marketplace level).
    await s.testDb.db('village_buildings').insert({ village_id: a.village.id, type: 'marketplace', level: 5 }).onConflict(['village_id', 'type']).merge();
  });
  afterAll(async () => { await s?.stop(); });

  it('only the holder sends supplies, never aether; others are refused; the sitter may send', async () => {
    const m = await objectiveNear(s, a.village, 'monument', 5);
    const goods = { wood: 500, stone: 0, iron: 0, food: 0, x: m.x, y: m.y };
    expect((await send(goods, a.token)).body).toMatchObject({ error: 'error_merchants_send', message: 'Only the kingdom holding the monument site can supply it' });
    await hold(m.id, a);
    const r = await send(goods, a.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.movement).toMatchObject({ to: { village_id: null, objective_id: m.id, name: 'objectives.monument' }, resources: { wood: 500 } });
    expect((await s.testDb.db('movements').where({ id: r.body.movement.id }).first()).kind).toBe('supplies');
    const sitter = await createPlayer(s);
    const bySitter = await send({ ...goods, wood: 100 }, await sitterToken(s, a, sitter));
    expect(bySitter.status, JSON.stringify(bySitter.body)).toBe(200);
    expect((await send({ ...goods, aether: 5 }, a.token)).body.message).toBe('Aether can only be sent to an Aether deposit');
    expect((await send(goods, b.token, b.village.id)).body.message).toBe('Only the kingdom holding the monument site can supply it');
    expect((await send(goods, b.token)).status).toBe(403);
    expect((await send(goods)).status).toBe(401);
    const landmark = await objectiveNear(s, a.village, 'landmark', 7);
    await hold(landmark.id, a);
    expect((await send({ ...goods, x: landmark.x, y: landmark.y }, a.token)).body.message).toBe('Supplies go to a supply event or a monument site your kingdom holds');
  });

  it('supplied in full after the activation date: completes once, prestige 10 and monument_completed, the excess comes back', async () => {
    const m = await objectiveNear(s, a.village, 'monument', 9);
    await hold(m.id, a);
    const half = { wood: MONUMENT.target.wood / 2, stone: MONUMENT.target.stone / 2, iron: MONUMENT.target.iron / 2, food: MONUMENT.target.food / 2 };
    const first = await trip(m, half);
    expect(first.kind).toBe('merchants_home');
    expect(first.resources).toEqual({ wood: 0, stone: 0, iron: 0, food: 0 });
    expect(await row(m.id)).toMatchObject({ supplied: half, completed_at: null });
    const last = await trip(m, { ...half, wood: half.wood + 700 });
    const done = await row(m.id);
    const at = new Date(last.started_at).getTime();
    expect(new Date(done.completed_at).getTime()).toBe(at);
    expect(new Date(done.prestige_at).getTime()).toBe(at + prestigePeriodMs('monument', 1));
    expect(done.supplied).toEqual({ ...MONUMENT.target });
    expect(last.resources).toEqual({ wood: 700, stone: 0, iron: 0, food: 0 });
    const paid = await awards(m.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 10, type: 'monument', message_type: 'monument_completed' });
    expect((await messages('monument_completed')).length).toBe(1);
    const reps = await s.testDb.db('reports').where({ user_id: a.id, kind: 'monument_supply' }).whereRaw("(data->>'objective_id')::int = ?", [m.id]).orderBy('id');
    expect(reps.map((r: { title_key: string }) => r.title_key)).toEqual(['reports.titles.monumentSupplied', 'reports.titles.monumentCompleted']);
    expect(reps[1].data).toMatchObject({ event: 'completed', returned: 700 });
    // Complete: a send is refused, and supplies already on the road come back whole; nothing is paid twice.
    expect((await send({ wood: 100, stone: 0, iron: 0, food: 0, x: m.x, y: m.y }, a.token)).body.message).toBe('This monument is complete and undamaged');
    const again = await trip(m, { wood: 300 });
    expect(again.resources).toEqual({ wood: 300, stone: 0, iron: 0, food: 0 });
    expect(await awards(m.id)).toHaveLength(1);
  });

  it('40 deliveries racing past the target: completes once, prestige once, delivered + returned = sent', async () => {
    const m = await objectiveNear(s, a.village, 'monument', 15);
    await hold(m.id, a);
    const t = MONUMENT.target;
    const at = new Date(s.clock.t + 3600_000);
    const ids: number[] = [];
    // 40 trips of a 25th of the target each: the last 15 overshoot.
    for (let i = 0; i < 40; i++) {
      ids.push(await insertMovement(s.testDb.db, {
        kind: 'supplies', userId: a.id, from: { villageId: a.village.id, x: a.village.x, y: a.village.y }, to: { villageId: null, x: m.x, y: m.y },
        units: {}, resources: { wood: t.wood / 25, stone: t.stone / 25, iron: t.iron / 25, food: t.food / 25 }, startedAt: s.clock.now(), dueAt: at, merchants: 1, objectiveId: m.id,
      }));
    }
    s.clock.t = at.getTime();
    await Promise.all([processDueMovements(s.running.deps, { now: s.clock.now() }), processDueMovements(s.running.deps, { now: s.clock.now() })]);
    await processDueMovements(s.running.deps, { now: s.clock.now() });
    const done = await row(m.id);
    expect(new Date(done.completed_at).getTime()).toBe(at.getTime());
    expect(done.supplied).toEqual({ ...t });
    expect(await awards(m.id)).toHaveLength(1);
    const back = await s.testDb.db('movements').whereIn('id', ids).select('kind', 'resources');
    expect(back.every((x: { kind: string }) => x.kind === 'merchants_home')).toBe(true);
    for (const r of ['wood', 'stone', 'iron', 'food'] as const) {
      const returned = back.reduce((n: number, x: { resources: Record<string, number> }) => n + x.resources[r], 0);
      expect(returned + t[r], r).toBe((40 * t[r]) / 25);
    }
  });

  it('a damaged monument takes deliveries toward its repair cost: repaired -> monument_repaired, prestige again a week on', async () => {
    const m = await objectiveNear(s, a.village, 'monument', 11);
    await hold(m.id, a, { completed_at: s.clock.now(), damaged: true, supplied: JSON.stringify(MONUMENT.target), prestige_at: null });
    const r = MONUMENT.repairCost;
    await trip(m, { wood: r.wood, stone: r.stone / 2 });
    expect(await row(m.id)).toMatchObject({ damaged: true, prestige_at: null });
    const last = await trip(m, { stone: r.stone / 2 + 50, iron: r.iron, food: r.food });
    const done = await row(m.id);
    expect(done.damaged).toBe(false);
    expect(new Date(done.prestige_at).getTime()).toBe(new Date(last.started_at).getTime() + WEEK);
    expect(last.resources).toEqual({ wood: 0, stone: 50, iron: 0, food: 0 });
    expect(Object.keys(done.supplied).filter((k) => k.startsWith('repair_'))).toEqual([]);
    expect((await messages('monument_repaired')).length).toBe(1);
    const reps = await s.testDb.db('reports').where({ user_id: a.id, kind: 'monument_supply' }).whereRaw("(data->>'objective_id')::int = ?", [m.id]).orderBy('id');
    expect(reps.at(-1).title_key).toBe('reports.titles.monumentRepaired');
    // No completion prestige for a repair.
    expect(await awards(m.id)).toHaveLength(0);
  });

  it('supplied in full before the activation date: completes at that date, once, by the spawn processor (two racing runs)', async () => {
    // The world starts now: monument_activation is 21 days away.
    expect((await s.api('POST', '/testing/startTime', { body: { startTime: s.clock.now().toISOString() } })).status).toBe(200);
    const activation = timelineDate('monument_activation', s.clock.now(), 1);
    const m = await objectiveNear(s, a.village, 'monument', 13);
    await hold(m.id, a);
    await trip(m, { ...MONUMENT.target });
    expect(await row(m.id)).toMatchObject({ completed_at: null, supplied: { ...MONUMENT.target } });
    expect(await awards(m.id)).toHaveLength(0);
    // Full and waiting: nothing more is taken.
    expect((await send({ wood: 100, stone: 0, iron: 0, food: 0, x: m.x, y: m.y }, a.token)).body.message).toBe('This monument is complete and undamaged');
    s.clock.t = activation.getTime() + 3600_000;
    await Promise.all([processDueSpawns(s.running.deps, { now: s.clock.now() }), processDueSpawns(s.running.deps, { now: s.clock.now() })]);
    const done = await row(m.id);
    expect(new Date(done.completed_at).getTime()).toBe(activation.getTime());
    expect(new Date(done.prestige_at).getTime()).toBe(activation.getTime() + WEEK);
    const paid = await awards(m.id);
    expect(paid).toHaveLength(1);
    expect(new Date(paid[0].at).getTime()).toBe(activation.getTime());
  });

  it('a tile holding a live event or objective cannot be claimed', async () => {
    const e = await eventNear(s, a.village, 'attack1', 1, 1);
    const r = await s.api('PUT', '/map/tile', { token: a.token, body: { villageId: a.village.id, tileId: `${e.x}|${e.y}` } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'error_tile_claim', message: 'This tile holds an event or objective' });
    expect(await s.testDb.db('village_tiles').where({ x: e.x, y: e.y })).toHaveLength(0);
  });
});
