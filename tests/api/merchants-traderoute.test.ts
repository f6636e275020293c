import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, freeLandNear, type Scenario } from '../support/world';
import { tradeRouteResponse } from '../../server/contract/tradeRoutes';
import { effectiveRates } from '../../server/game/economy';
import { merchantTravelMs } from '../../server/game/trade';
import { processDueTradeRoutes } from '../../server/jobs/dueTradeRoutes';
import { PROCESSORS } from '../../server/jobs/index';
import { stockOf } from './queueSupport';

/**
 * Trade routes (issue 14, GAME.md section 7) over real HTTP and PostgreSQL: GET, POST .../{targetId} and
 * DELETE merchants/village/{id}/traderoute; every hour of game time the route sends what the village holds
 * up to its displayed hourly production (no merchants, no food at negative net food) as a `merchants`
 * movement with 0 merchants that unloads at the target without a trip home or a report; each slot is
 * shipped exactly once by the tick or by a read.
 */
describe('merchants: trade routes', () => {
  let s: TestServer;
  let w: Scenario;
  const HOUR = 3_600_000;
  const T0 = Date.parse('2026-03-01T00:00:00Z');
  // Below the warehouse (3,052) and food cellar (1,250) by more than an hour's production.
  const stock = { wood: 2000, stone: 2000, iron: 2000, food: 1000 };
  let home: { id: number; x: number; y: number };
  let second: { id: number; x: number; y: number; name: string };
  let rival: { id: number };

  const path = (village = home.id) => `/merchants/village/${village}/traderoute`;
  const setRoute = (token?: string, target: number | string = second.id, village = home.id) => s.api('POST', `${path(village)}/${target}`, { token });
  const getRoute = (token?: string, village = home.id) => s.api('GET', path(village), { token });
  const delRoute = (token?: string, village = home.id) => s.api('DELETE', path(village), { token });
  const shipments = () => s.testDb.db('movements').where({ origin_kind: 'route' }).orderBy('id').select('*');
  const hourlyOf = async (id = home.id) => {
    const v = (await s.api('GET', `/villages/${id}`, { token: w.token('ann') })).body.village;
    return effectiveRates(v);
  };
  const tick = () => processDueTradeRoutes(s.running.deps, { now: s.clock.now() });

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    s.clock.t = T0;
    // Each test's world is new, but the database is the file's: earlier tests' routes would be due too.
    await s.testDb.db('trade_routes').delete();
    await s.testDb.db('movements').delete();
    w = await aWorld(s)
      .withPlayer('ann').withVillage('ann', { quadrant: 'NE', buildings: { warehouse: 5, farm: 3 }, stock })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SW' })
      .withSitter('ann')
      .build();
    home = w.place('ann');
    await w.and().withVillage('ann', { as: 'annb', at: await freeLandNear(s, home, 3) }).build();
    second = w.place('annb');
    rival = w.place('bob');
  });

  it('the owner sets a route, reads it, replaces its target keeping the schedule, and removes it', async () => {
    expect(tradeRouteResponse.parse((await getRoute(w.token('ann'))).body).route).toBeNull();
    const r = await setRoute(w.token('ann'));
    expect(r.status).toBe(200);
    const route = tradeRouteResponse.parse(r.body).route!;
    expect(route).toMatchObject({
      target: { id: second.id, name: second.name, x: second.x, y: second.y }, interval_seconds: 3600,
      last_at: null, last_shipment: null, last_idle: null,
    });
    expect(Date.parse(route.next_at)).toBe(T0 + HOUR);
    expect(tradeRouteResponse.parse((await getRoute(w.token('ann'))).body).route).toEqual(route);

    // A third village: the route's target changes, its next time stays.
    await w.and().withVillage('ann', { as: 'annc', at: await freeLandNear(s, home, 4) }).build();
    s.clock.t = T0 + HOUR / 2;
    const again = tradeRouteResponse.parse((await setRoute(w.token('ann'), w.village('annc'))).body).route!;
    expect(again.target.id).toBe(w.village('annc'));
    expect(again.next_at).toBe(route.next_at);
    expect(await s.testDb.db('trade_routes').where({ village_id: home.id }).select('target_village_id')).toEqual([{ target_village_id: w.village('annc') }]);

    const d = await delRoute(w.token('ann'));
    expect(d.status).toBe(200);
    expect(tradeRouteResponse.parse(d.body).route).toBeNull();
    expect(tradeRouteResponse.parse((await getRoute(w.token('ann'))).body).route).toBeNull();
    const none = await delRoute(w.token('ann'));
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ error: 'error_merchants_traderoute', message: 'This village has no trade route', text: { key: 'refusals.merchants.noRoute' } });
  });

  it('a sitter manages the route; another player 403; no token 401; an unknown village 404', async () => {
    expect((await setRoute(w.sitter('ann'))).status).toBe(200);
    expect((await getRoute(w.sitter('ann'))).status).toBe(200);
    for (const call of [() => getRoute(w.token('bob')), () => setRoute(w.token('bob')), () => delRoute(w.token('bob'))]) {
      const r = await call();
      expect(r.status).toBe(403);
      expect(r.body.error).toBe('error_merchants_traderoute');
    }
    for (const call of [() => getRoute(), () => setRoute(), () => delRoute()]) expect((await call()).status).toBe(401);
    for (const call of [() => getRoute(w.token('ann'), 999_999), () => setRoute(w.token('ann'), second.id, 999_999), () => delRoute(w.token('ann'), 999_999)]) {
      expect((await call()).status).toBe(404);
    }
    expect((await delRoute(w.sitter('ann'))).status).toBe(200);
    expect(await s.testDb.db('trade_routes').select('id')).toEqual([]);
  });

  it.each([
    ['a rival village', () => rival.id, 403, 'refusals.merchants.notYours'],
    ['an unknown village', () => 999_999, 404, 'refusals.notFound.village'],
    ['its own village', () => home.id, 400, 'refusals.merchants.routeSelf'],
    ['a word', () => 'abc', 400, 'refusals.input'],
    ['zero', () => 0, 400, 'refusals.input'],
    ['a fraction', () => '1.5', 400, 'refusals.input'],
  ])('refuses %s as the target (%s), setting nothing', async (_name, target, status, key) => {
    const r = await setRoute(w.token('ann'), target());
    expect(r.status).toBe(status);
    expect(r.body.error).toBe('error_merchants_traderoute');
    expect(r.body.text.key.startsWith(key), JSON.stringify(r.body)).toBe(true);
    expect(await s.testDb.db('trade_routes').select('id')).toEqual([]);
  });

  it('the tick ships the first hour once: up to the hourly production, no merchants, at merchant speed', async () => {
    await setRoute(w.token('ann'));
    const hourly = await hourlyOf();
    expect(hourly.wood).toBeGreaterThan(0);
    s.clock.t = T0 + HOUR - 1;
    expect((await tick()).applied).toBe(0);
    s.clock.t = T0 + HOUR;
    expect((await tick()).applied).toBe(1);
    expect((await tick()).applied).toBe(0);
    const [m, ...more] = await shipments();
    expect(more).toEqual([]);
    const load = { wood: hourly.wood, stone: hourly.stone, iron: hourly.iron, food: hourly.food };
    expect(m).toMatchObject({ kind: 'merchants', merchants: 0, from_village_id: home.id, to_village_id: second.id, resources: load });
    expect(new Date(m.started_at).getTime()).toBe(T0 + HOUR);
    expect(new Date(m.due_at).getTime()).toBe(T0 + HOUR + merchantTravelMs(home, second, 1));
    // The stock at the slot less the load: it produced one hour and sent one hour.
    const after = await stockOf(s, home.id);
    for (const r of ['wood', 'stone', 'iron', 'food'] as const) expect(after[r]).toBeCloseTo(stock[r], 6);
    const view = tradeRouteResponse.parse((await getRoute(w.token('ann'))).body).route!;
    expect(view.last_shipment).toMatchObject({ resources: load, target_id: second.id, delivered: null, lost: null });
    expect(Date.parse(view.last_at!)).toBe(T0 + HOUR);
    expect(Date.parse(view.next_at)).toBe(T0 + 2 * HOUR);
    expect(view.last_idle).toBeNull();
    // No merchant is busy with it.
    const merchants = (await s.api('GET', `/villages/${home.id}`, { token: w.token('ann') })).body.merchants;
    expect(merchants.available).toBe(merchants.total);
    // Listed as outgoing merchants of the village, and incoming at the target.
    const out = (await s.api('GET', `/merchants/village/${home.id}/outgoing`, { token: w.token('ann') })).body;
    expect(out.items.map((x: { origin_kind: string; merchants: number }) => [x.origin_kind, x.merchants])).toEqual([['route', 0]]);
  });

  it('the shipment unloads at the target (what its stores cannot hold is lost), with no trip home and no report', async () => {
    await setRoute(w.token('ann'));
    const cap = (await s.api('GET', `/villages/${second.id}`, { token: w.token('ann') })).body.village.store_res as number;
    s.clock.t = T0 + HOUR;
    await tick();
    const [m] = await shipments();
    const load = m.resources as Record<string, number>;
    // The target's warehouse has room for 10 wood less than the load (less what it produces meanwhile).
    await w.and().withStock('annb', { wood: cap - load.wood + 10, stone: 0, iron: 0, food: 0 }).build();
    s.clock.t = new Date(m.due_at).getTime();
    const target = (await s.api('GET', `/villages/${second.id}`, { token: w.token('ann') })).body.village;
    expect(target.wood).toBeCloseTo(cap, 6);
    expect(target.stone).toBeGreaterThanOrEqual(load.stone);
    expect(await s.testDb.db('movements').whereIn('kind', ['merchants', 'merchants_home'])).toEqual([]);
    const reports = (await s.api('GET', '/reports/0', { token: w.token('ann') })).body.reports as Array<{ kind: string }>;
    expect(reports.filter((x) => x.kind === 'merchants')).toEqual([]);
    const shipped = tradeRouteResponse.parse((await getRoute(w.token('ann'))).body).route!.last_shipment!;
    expect(shipped.delivered!.wood + shipped.lost!.wood).toBeCloseTo(load.wood, 6);
    // 10 did not fit, and what the target produced while it travelled.
    expect(shipped.lost!.wood).toBeGreaterThanOrEqual(10 - 1e-6);
    expect(shipped.lost!.wood).toBeLessThan(load.wood);
    expect(shipped.delivered!.stone).toBeCloseTo(load.stone, 6);
  });

  it('50 reads racing the tick ship the due hour exactly once', async () => {
    await setRoute(w.token('ann'));
    s.clock.t = T0 + HOUR;
    const reads = Array.from({ length: 50 }, (_, i) => (i % 2 === 0
      ? getRoute(w.token('ann'))
      : s.api('GET', `/villages/${home.id}`, { token: w.token('ann') })));
    const rs = await Promise.all([...reads, tick()]);
    expect(rs.slice(0, 50).every((r) => (r as { status: number }).status === 200)).toBe(true);
    expect(await shipments()).toHaveLength(1);
    const after = await stockOf(s, home.id);
    expect(after.wood).toBeCloseTo(stock.wood, 6);
    expect((await tick()).applied).toBe(0);
  });

  it('a read of the village (its snapshot probe) or the account ships a due hour', async () => {
    await setRoute(w.token('ann'));
    s.clock.t = T0 + HOUR;
    expect((await s.api('GET', `/villages/${home.id}`, { token: w.token('ann') })).status).toBe(200);
    expect(await shipments()).toHaveLength(1);
    s.clock.t = T0 + 2 * HOUR;
    expect((await s.api('GET', '/profiles/user', { token: w.token('ann') })).status).toBe(200);
    // The first shipment arrived meanwhile (applied by the same read): the route's last slot is the second.
    const [route] = await s.testDb.db('trade_routes').where({ village_id: home.id }).select('last_at', 'next_at');
    expect(new Date(route.last_at).getTime()).toBe(T0 + 2 * HOUR);
    expect((await shipments()).map((m) => new Date(m.started_at).getTime())).toEqual([T0 + 2 * HOUR]);
  });

  it('no food while net food is negative', async () => {
    await w.and().withTroops('ann', { melee1: 2000 }).build();
    await setRoute(w.token('ann'));
    const hourly = await hourlyOf();
    expect(hourly.food).toBeLessThan(0);
    s.clock.t = T0 + HOUR;
    await tick();
    const [m] = await shipments();
    expect(m.resources).toEqual({ wood: hourly.wood, stone: hourly.stone, iron: hourly.iron, food: 0 });
  });

  it('nothing held: nothing leaves, the route says why and moves to the next hour', async () => {
    await w.and().withStock('ann', { wood: 0, stone: 0, iron: 0, food: 0 }).build();
    await setRoute(w.token('ann'));
    // Produced during the hour, then spent just before the slot.
    s.clock.t = T0 + HOUR - 1000;
    await w.and().withStock('ann', { wood: 0, stone: 0, iron: 0, food: 0 }).build();
    s.clock.t = T0 + HOUR;
    // The second before the slot produced a fraction: nothing whole to send.
    await tick();
    expect(await shipments()).toEqual([]);
    const view = tradeRouteResponse.parse((await getRoute(w.token('ann'))).body).route!;
    expect(view.last_idle).toBe('nothingHeld');
    expect(view.last_shipment).toBeNull();
    expect(Date.parse(view.next_at)).toBe(T0 + 2 * HOUR);
  });

  it('after downtime: one catch-up shipment for the latest missed hour, then the next hour in the future', async () => {
    await setRoute(w.token('ann'));
    s.clock.t = T0 + 6.5 * HOUR;
    expect((await tick()).applied).toBe(1);
    expect((await tick()).applied).toBe(0);
    expect(await shipments()).toHaveLength(1);
    const view = tradeRouteResponse.parse((await getRoute(w.token('ann'))).body).route!;
    expect(Date.parse(view.last_at!)).toBe(T0 + 6 * HOUR);
    expect(Date.parse(view.next_at)).toBe(T0 + 7 * HOUR);
  });

  it('the tick passes over a route whose village another transaction holds, and ships it once released', async () => {
    expect(PROCESSORS.map((p) => p.name)).toContain('tradeRoutes');
    await setRoute(w.token('ann'));
    s.clock.t = T0 + HOUR;
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => { locked = r; });
    const holder = s.testDb.db.transaction(async (trx) => {
      await trx('villages').where({ id: second.id }).forUpdate().first();
      locked();
      await held;
    });
    await isLocked;
    expect(await tick()).toEqual({ applied: 0, held: 1, failed: 0 });
    release();
    await holder;
    expect(await tick()).toEqual({ applied: 1, held: 0, failed: 0 });
    expect(await shipments()).toHaveLength(1);
  });

  it('two villages shipping to each other, both due: one tick pass ships both', async () => {
    await setRoute(w.token('ann'));
    await setRoute(w.token('ann'), home.id, second.id);
    s.clock.t = T0 + HOUR;
    expect(await tick()).toEqual({ applied: 2, held: 0, failed: 0 });
    const rows = await shipments();
    expect(rows.map((m) => [m.from_village_id, m.to_village_id]).sort()).toEqual([[home.id, second.id], [second.id, home.id]].sort());
    expect((await tick()).applied).toBe(0);
  });

  it('a target that changed owner gets nothing: the route says so', async () => {
    await setRoute(w.token('ann'));
    // As after a conquest: the target is now bob's.
    await s.testDb.db('villages').where({ id: second.id }).update({ user_id: w.player('bob').id });
    s.clock.t = T0 + HOUR;
    expect((await tick()).applied).toBe(1);
    expect(await shipments()).toEqual([]);
    const view = tradeRouteResponse.parse((await getRoute(w.token('ann'))).body).route!;
    expect(view.last_idle).toBe('notAllowed');
    expect(Date.parse(view.next_at)).toBe(T0 + 2 * HOUR);
    expect(await stockOf(s, home.id)).toEqual(stock);
  });

  it('a route goes with its target village', async () => {
    await setRoute(w.token('ann'));
    await s.testDb.db('villages').where({ id: second.id }).delete();
    expect(tradeRouteResponse.parse((await getRoute(w.token('ann'))).body).route).toBeNull();
  });
});

/**
 * At a world speed above 1 a slot comes every hour of game time (3600 s / speed) while the village's rates
 * are per real hour and carry the speed: a slot ships one game hour of production (rates / speed), not the
 * whole stock. (At speed 150 the first shipment once emptied the village: the Chromium trade journey saw it.)
 */
describe('merchants: trade routes at world speed 10', () => {
  let s: TestServer;
  const SPEED = 10;
  const T0 = Date.parse('2026-03-01T00:00:00Z');
  const SLOT = 3_600_000 / SPEED;

  beforeAll(async () => { s = await startTestServer({ GAME_SPEED: String(SPEED) }); });
  afterAll(async () => { await s?.stop(); });

  it('a slot ships one game hour of production (the displayed rates / speed), and the stock keeps the rest', async () => {
    s.clock.t = T0;
    const stock = { wood: 2000, stone: 2000, iron: 2000, food: 1000 };
    const w = await aWorld(s).withPlayer('ann').withVillage('ann', { quadrant: 'NE', buildings: { warehouse: 5, farm: 3 }, stock }).build();
    const home = w.place('ann');
    await w.and().withVillage('ann', { as: 'annb', at: await freeLandNear(s, home, 3) }).build();
    const v = (await s.api('GET', `/villages/${home.id}`, { token: w.token('ann') })).body.village;
    const perHour = effectiveRates(v);
    const perSlot = { wood: Math.floor(perHour.wood / SPEED), stone: Math.floor(perHour.stone / SPEED), iron: Math.floor(perHour.iron / SPEED), food: Math.floor(perHour.food / SPEED) };
    expect(perSlot.wood).toBeGreaterThan(0);
    expect(perSlot.wood * SPEED).toBeLessThan(stock.wood);
    expect((await s.api('POST', `/merchants/village/${home.id}/traderoute/${w.village('annb')}`, { token: w.token('ann') })).status).toBe(200);
    s.clock.t = T0 + SLOT;
    expect((await processDueTradeRoutes(s.running.deps, { now: s.clock.now() })).applied).toBe(1);
    const [m] = await s.testDb.db('movements').where({ origin_kind: 'route' }).select('resources');
    expect(m.resources).toEqual(perSlot);
    // It produced one game hour and sent one game hour (whole units): the stock is where it was.
    const after = await stockOf(s, home.id);
    expect(Math.abs(after.wood - (stock.wood + perHour.wood / SPEED - perSlot.wood))).toBeLessThan(1.001);
  });
});
