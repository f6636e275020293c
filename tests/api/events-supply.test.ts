import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario } from '../support/world';
import { eventNear, objectiveNear } from '../support/objectives';
import { sendMerchantsResponse, tradeListResponse } from '../../server/contract/merchants';
import { AETHER_PER_MERCHANT, merchantTravelMs } from '../../server/game/trade';
import { supplyTarget } from '../../server/game/events';
import { insertMovement } from '../../server/db/movements';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { processDueEvents } from '../../server/jobs/dueEvents';

/**
 * Supplies to supply events over real HTTP and PostgreSQL (issue 16, GAME.md section 8): POST
 * merchants/village/{id}/outgoing to a supply event's tile sends `supplies` (resources, Mining location)
 * or `aether_supplies` (aether from the account, Aether deposit); the arrival is one DELIVERY of the
 * event's machine: what exceeds the target comes back (resources with the merchants, aether to the
 * account at once), reaching it rewards the contributors once; a missed deadline loses every delivery.
 */
describe('supply events: sending and delivering supplies', () => {
  let s: TestServer;
  let w: Scenario;
  const T0 = Date.parse('2026-03-01T00:00:00Z');
  const HOUR = 3600_000;
  const stock = { wood: 20000, stone: 20000, iron: 20000, food: 20000 };
  let home: { id: number; x: number; y: number };

  const send = (body: unknown, token?: string, village = home.id) => s.api('POST', `/merchants/village/${village}/outgoing`, { token, body });
  const goods = (to: { x: number; y: number }, wood: number, more: Record<string, number> = {}) => ({ wood, stone: 0, iron: 0, food: 0, x: to.x, y: to.y, ...more });
  const row = (id: number) => s.testDb.db('objectives').where({ id }).first();
  const aetherOf = async (name: string) => Number((await s.testDb.db('users').where({ id: w.player(name).id }).first('aether')).aether);
  const arrive = async () => processDueMovements(s.running.deps, { now: s.clock.now() });
  const reportsOf = (name: string, kind: string) => s.testDb.db('reports').where({ user_id: w.player(name).id, kind }).orderBy('id').select('*');

  beforeAll(async () => { s = await startTestServer({ TESTING_TOOLS: 'on' }); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    s.clock.t = T0;
    w = await aWorld(s)
      .withPlayer('ann').withVillage('ann', { quadrant: 'NE', buildings: { marketplace: 5, warehouse: 15, granary: 15 }, stock })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SW', buildings: { marketplace: 1 }, stock })
      .withAccount('ann', { aether: 100 })
      .withSitter('ann')
      .build();
    home = w.place('ann');
  });

  it('owner and sitter send resources to a Mining location; its row, the lists and the busy merchants say so; others are refused', async () => {
    const e = await eventNear(s, home, 'supply1', 1, 5);
    const r = await send(goods(e, 1500, { stone: 500 }), w.token('ann'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const body = sendMerchantsResponse.parse(r.body);
    expect(body.movement).toMatchObject({ merchants: 2, resources: { wood: 1500, stone: 500 }, to: { village_id: null, objective_id: e.id, name: 'events.supply1', x: e.x, y: e.y } });
    expect(body.movement.aether).toBeUndefined();
    expect(Date.parse(body.movement.due_at)).toBe(T0 + merchantTravelMs(home, e, 1));
    expect(body.village.wood).toBe(18500);
    expect(body.merchants).toMatchObject({ total: 6, available: 4 });
    const m = await s.testDb.db('movements').where({ id: body.movement.id }).first();
    expect(m).toMatchObject({ kind: 'supplies', to_village_id: null, objective_id: e.id, from_village_id: home.id, merchants: 2 });
    const out = tradeListResponse.parse((await s.api('GET', `/merchants/village/${home.id}/outgoing`, { token: w.token('ann') })).body);
    expect(out.items.map((i) => [i.kind, i.merchants, i.to.village_id])).toEqual([['supplies', 2, null]]);
    // The village read counts them busy too (its answer is checked against the contract).
    const read = await s.api('GET', `/villages/${home.id}`, { token: w.token('ann') });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.merchants).toMatchObject({ total: 6, available: 4 });

    // The sitter may send resources (no aether).
    const bySitter = await send(goods(e, 1000), w.sitter('ann'));
    expect(bySitter.status, JSON.stringify(bySitter.body)).toBe(200);
    // Another player's token on ann's village, no token, and bob's village far away all the same rules.
    for (const o of w.others('ann')) {
      const x = await send(goods(e, 100), o.token);
      expect(x.status, o.who).toBe(o.token ? 403 : 401);
    }
    const bob = await send(goods(e, 1000), w.token('bob'), w.village('bob'));
    expect(bob.status, JSON.stringify(bob.body)).toBe(200);
    // Bad bodies.
    for (const bad of [goods(e, -1), { ...goods(e, 10), wood: 'ten' }, { ...goods(e, 10), extra: 1 }, { x: e.x, y: e.y }, goods(e, 10, { aether: -1 })]) {
      const x = await send(bad, w.token('ann'));
      expect(x.status, JSON.stringify(bad)).toBe(400);
      expect(x.body.error).toBe('error_merchants_send');
    }
    // Aether goes only to an Aether deposit; nothing is nothing; more than the merchants carry is refused.
    const aether = await send(goods(e, 10, { aether: 5 }), w.token('ann'));
    expect(aether.body).toMatchObject({ error: 'error_merchants_send', message: 'Aether can only be sent to an Aether deposit' });
    expect((await send(goods(e, 0), w.token('ann'))).body.message).toBe('Send at least one resource');
    expect((await send(goods(e, 4000), w.token('ann'))).body.message).toBe('Not enough capacity');

    // Arrival: counted toward the target, the merchants turn home with nothing in the trip's time.
    s.clock.t = T0 + merchantTravelMs(home, e, 1);
    await arrive();
    const ev = await row(e.id);
    expect(ev.snapshot.context.supplied).toBe(3000);
    expect(ev.contributors[String(w.player('ann').id)]).toBe(home.id);
    const back = await s.testDb.db('movements').where({ id: body.movement.id }).first();
    expect(back).toMatchObject({ kind: 'merchants_home', to_village_id: home.id, objective_id: e.id });
    expect(new Date(back.due_at).getTime()).toBe(T0 + 2 * merchantTravelMs(home, e, 1));
    expect(Object.values(back.resources as Record<string, number>).every((n) => n === 0)).toBe(true);
    const reps = await reportsOf('ann', 'event_supply');
    expect(reps).toHaveLength(2);
    expect(reps[0].data).toMatchObject({ objective_id: e.id, delivered: 2000, returned: 0, progress: { delivered: expect.any(Number), required: supplyTarget('supply1', 1) } });
    expect(reps[0].title_key).toBe('reports.titles.eventSupplyDelivered');
  });

  it('an Aether deposit takes aether from the account at send; the excess comes back to the account at arrival and the target rewards once', async () => {
    const e = await eventNear(s, home, 'supply2', 1, 6);
    const target = supplyTarget('supply2', 1);
    expect((await send(goods(e, 100), w.token('ann'))).body.message).toBe('An Aether deposit takes aether, not resources');
    expect((await send(goods(e, 0, { aether: 101 }), w.token('ann'))).body.message).toBe('Not enough aether');
    expect((await send(goods(e, 0, { aether: 10 }), w.sitter('ann'))).status).toBe(403);
    expect((await send(goods(e, 0), w.token('ann'))).body.message).toBe('Send at least one resource');
    expect(await aetherOf('ann')).toBe(100);

    const first = await send(goods(e, 0, { aether: target - 10 }), w.token('ann'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.movement).toMatchObject({ aether: target - 10, merchants: Math.ceil((target - 10) / AETHER_PER_MERCHANT), to: { objective_id: e.id, name: 'events.supply2' } });
    const second = await send(goods(e, 0, { aether: 40 }), w.token('ann'));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await aetherOf('ann')).toBe(100 - (target - 10) - 40);
    expect((await s.testDb.db('movements').where({ id: second.body.movement.id }).first()).kind).toBe('aether_supplies');

    s.clock.t = Date.parse(second.body.movement.due_at);
    await arrive();
    const ev = await row(e.id);
    expect(ev).toMatchObject({ state: 'rewarded' });
    expect(ev.snapshot.context.supplied).toBe(target);
    // 30 of the 40 came back at once; the rewards (aether) are paid once to ann's account.
    const payouts = await s.testDb.db('objective_payouts').where({ objective_id: e.id });
    expect(payouts).toHaveLength(1);
    const reward = (payouts[0].payouts as Array<{ userId: number; rewards: { aether: number } }>)[0].rewards.aether;
    expect(await aetherOf('ann')).toBe(100 - target + reward);
    const reps = await reportsOf('ann', 'event_supply');
    expect(reps.map((r) => r.data.delivered)).toEqual([target - 10, 10]);
    expect(reps[1].data).toMatchObject({ returned: 30, aether_returned: 30, completed: true });
    expect(reps[1].title_key).toBe('reports.titles.eventSupplyCompleted');
    const homeTrip = await s.testDb.db('movements').where({ id: second.body.movement.id }).first();
    expect(homeTrip.kind).toBe('merchants_home');
    expect(Object.values(homeTrip.resources as Record<string, number>).every((n) => n === 0)).toBe(true);
  });

  it('50 aether sends racing for 100 aether: the account pays exactly for the trips that leave, never below 0', async () => {
    const e = await eventNear(s, home, 'supply2', 1, 7);
    const rs = await Promise.all(Array.from({ length: 50 }, () => send(goods(e, 0, { aether: 30 }), w.token('ann'))));
    const ok = rs.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    for (const r of rs.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(['Not enough aether', 'Not enough capacity']).toContain(r.body.message);
    }
    expect(await aetherOf('ann')).toBe(10);
    const trips = await s.testDb.db('movements').where({ objective_id: e.id, kind: 'aether_supplies' }).select('resources');
    expect(trips.reduce((a: number, t: { resources: { aether: number } }) => a + t.resources.aether, 0)).toBe(90);
  });

  it('refuses what is not a supply target: an attack event, a landmark, a monument site it does not hold, an ended event', async () => {
    const attack = await eventNear(s, home, 'attack1', 1, 4);
    expect((await send(goods(attack, 100), w.token('ann'))).body).toMatchObject({ error: 'error_merchants_send', message: 'Supplies go to a supply event or a monument site your kingdom holds' });
    const landmark = await objectiveNear(s, home, 'landmark', 7);
    expect((await send(goods(landmark, 100), w.token('ann'))).body.message).toBe('Supplies go to a supply event or a monument site your kingdom holds');
    const monument = await objectiveNear(s, home, 'monument', 8);
    expect((await send(goods(monument, 100), w.token('ann'))).body.message).toBe('Only the kingdom holding the monument site can supply it');
    // A supply event whose deadline passed (not yet ticked): the send settles it first, and refuses.
    const late = await eventNear(s, home, 'supply1', 1, 9);
    s.clock.t = T0 + 25 * HOUR;
    const r = await send(goods(late, 100), w.token('ann'));
    expect(r.body).toMatchObject({ error: 'error_merchants_send', message: 'This event has ended' });
    // The refusal rolls its transaction back: the stage timer (the events processor) fails it.
    expect(await row(late.id)).toMatchObject({ state: 'active' });
    await processDueEvents(s.running.deps, { now: s.clock.now() });
    expect(await row(late.id)).toMatchObject({ state: 'failed' });
    // Nothing was taken by any refusal.
    expect(await s.testDb.db('movements').where({ from_village_id: home.id }).count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('50 deliveries arriving at once past the target: completes once, rewards paid once, every excess returned (delivered + returned = sent)', async () => {
    const e = await eventNear(s, home, 'supply1', 1, 5);
    const target = supplyTarget('supply1', 1);
    const bobHome = w.place('bob');
    const due = new Date(T0 + HOUR);
    const ids: number[] = [];
    // 50 trips of 1,000 (mixed resources), half ann's and half bob's, all due at the same instant.
    for (let i = 0; i < 50; i++) {
      const from = i % 2 === 0 ? { v: home, user: w.player('ann').id } : { v: bobHome, user: w.player('bob').id };
      const load = { wood: 400, stone: 300, iron: 200 + (i % 3), food: 100 - (i % 3) };
      ids.push(await insertMovement(s.testDb.db, {
        kind: 'supplies', userId: from.user, from: { villageId: from.v.id, x: from.v.x, y: from.v.y }, to: { villageId: null, x: e.x, y: e.y },
        units: {}, resources: load, startedAt: new Date(T0), dueAt: due, merchants: 1, objectiveId: e.id,
      }));
    }
    s.clock.t = due.getTime();
    // Two runners racing, and a third pass for anything passed over.
    await Promise.all([arrive(), arrive()]);
    await arrive();
    const ev = await row(e.id);
    expect(ev.state).toBe('rewarded');
    expect(ev.snapshot.context.supplied).toBe(target);
    const moves = await s.testDb.db('movements').whereIn('id', ids).select('kind', 'resources');
    expect(moves.every((m: { kind: string }) => m.kind === 'merchants_home')).toBe(true);
    const returned = moves.reduce((a: number, m: { resources: Record<string, number> }) => a + Object.values(m.resources).reduce((x, n) => x + n, 0), 0);
    const reps = await s.testDb.db('reports').where({ kind: 'event_supply' }).whereRaw("(data->>'objective_id')::int = ?", [e.id]).select('data', 'title_key');
    expect(reps).toHaveLength(50);
    const delivered = reps.reduce((a: number, r: { data: { delivered: number } }) => a + r.data.delivered, 0);
    expect(delivered).toBe(target);
    expect(delivered + returned).toBe(50 * 1000);
    expect(reps.reduce((a: number, r: { data: { returned: number } }) => a + r.data.returned, 0)).toBe(returned);
    expect(reps.filter((r: { title_key: string }) => r.title_key === 'reports.titles.eventSupplyCompleted')).toHaveLength(1);
    // Paid once: one payout row, split between the two contributors (their reward deliveries arrived at once).
    const payouts = await s.testDb.db('objective_payouts').where({ objective_id: e.id });
    expect(payouts).toHaveLength(1);
    expect((payouts[0].payouts as Array<{ userId: number }>).map((p) => p.userId).sort()).toEqual([w.player('ann').id, w.player('bob').id].sort());
    expect(await s.testDb.db('movements').where({ kind: 'delivery', origin_kind: 'event' }).whereIn('to_village_id', [home.id, bobHome.id])).toHaveLength(0);
  });

  it('a missed deadline fails the event: contributions are lost and every contributor is told; later merchants come back with everything', async () => {
    const e = await eventNear(s, home, 'supply1', 1, 5);
    const r = await send(goods(e, 2000), w.token('ann'));
    expect(r.status).toBe(200);
    s.clock.t = Date.parse(r.body.movement.due_at);
    await arrive();
    // Home again, then a late trip sent just before the deadline that arrives after it.
    s.clock.t = T0 + 23.9 * HOUR;
    await arrive();
    const late = await send(goods(e, 1000), w.token('ann'));
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    s.clock.t = T0 + 24 * HOUR;
    await processDueEvents(s.running.deps, { now: s.clock.now() });
    const ev = await row(e.id);
    expect(ev.state).toBe('failed');
    expect(ev.removed_at).not.toBeNull();
    const failed = (await reportsOf('ann', 'event_supply')).filter((x) => x.data.failed);
    expect(failed).toHaveLength(1);
    expect(failed[0].data).toMatchObject({ delivered: 2000, lost: 2000 });
    expect(failed[0].title_key).toBe('reports.titles.eventSupplyFailed');
    s.clock.t = Date.parse(late.body.movement.due_at);
    await arrive();
    const back = await s.testDb.db('movements').where({ id: late.body.movement.id }).first();
    expect(back).toMatchObject({ kind: 'merchants_home' });
    expect(back.resources).toMatchObject({ wood: 1000 });
    const last = (await reportsOf('ann', 'event_supply')).at(-1);
    expect(last.data).toMatchObject({ refused: 'ended', delivered: 0, returned: 1000 });
  });
});
