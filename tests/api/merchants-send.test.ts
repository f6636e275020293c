import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, freeLandNear, type Scenario } from '../support/world';
import { sendMerchantsResponse, tradeListResponse } from '../../server/contract/merchants';
import { merchantTravelMs } from '../../server/game/trade';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { stockOf } from './queueSupport';

/**
 * POST merchants/village/{id}/outgoing (issue 14, GAME.md section 7) over real HTTP and PostgreSQL:
 * merchants (1 + marketplace level, 1,000 each in a village) carry a load to another of the player's
 * villages, unload it (what the stores cannot hold is lost, the report says how much) and come home
 * empty in the same time; busy from leaving until home; racing sends never use a merchant twice.
 */
describe('merchants: sending resources', () => {
  let s: TestServer;
  let w: Scenario;
  const T0 = Date.parse('2026-03-01T00:00:00Z');
  const stock = { wood: 3000, stone: 3000, iron: 3000, food: 3000 };
  let home: { id: number; x: number; y: number };
  let second: { id: number; x: number; y: number };
  let rival: { id: number; x: number; y: number };
  let empty: { x: number; y: number };

  const send = (body: unknown, token?: string, village = home.id) => s.api('POST', `/merchants/village/${village}/outgoing`, { token, body });
  const load = (wood: number, to = second, more: Record<string, number> = {}) => ({ wood, stone: 0, iron: 0, food: 0, x: to.x, y: to.y, ...more });
  const trips = () => s.testDb.db('movements').whereIn('kind', ['merchants', 'merchants_home']).where((q) => q.where({ from_village_id: home.id }).orWhere({ to_village_id: home.id })).select('*');
  const merchantsOf = async (id = home.id) => (await s.api('GET', `/villages/${id}`, { token: w.token('ann') })).body.merchants;

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    s.clock.t = T0;
    w = await aWorld(s)
      .withPlayer('ann').withVillage('ann', { quadrant: 'NE', buildings: { marketplace: 1, warehouse: 5 }, stock })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SW' })
      .withSitter('ann')
      .build();
    home = w.place('ann');
    await w.and().withVillage('ann', { as: 'annb', at: await freeLandNear(s, home, 3) }).build();
    empty = await freeLandNear(s, home, 2);
    second = w.place('annb');
    rival = w.place('bob');
  });

  it('two merchants carry 1,500 wood to the second village, unload it and come home empty; busy until then', async () => {
    const r = await send(load(1500), w.token('ann'));
    expect(r.status).toBe(200);
    const body = sendMerchantsResponse.parse(r.body);
    const trip = merchantTravelMs(home, second, 1);
    expect(body.movement).toMatchObject({ merchants: 2, resources: { wood: 1500 }, to: { village_id: second.id } });
    expect(Date.parse(body.movement.due_at)).toBe(T0 + trip);
    expect(body.merchants).toEqual({ total: 2, available: 0, capacity: 1000 });
    expect(body.village.wood).toBe(1500);
    expect(await merchantsOf()).toMatchObject({ total: 2, available: 0 });
    // Both ends list it: the sender's outgoing, the target's incoming.
    const out = tradeListResponse.parse((await s.api('GET', `/merchants/village/${home.id}/outgoing`, { token: w.token('ann') })).body);
    expect(out.items.map((m) => [m.kind, m.merchants, m.resources.wood])).toEqual([['merchants', 2, 1500]]);
    const inc = tradeListResponse.parse((await s.api('GET', `/merchants/village/${second.id}/incoming`, { token: w.token('ann') })).body);
    expect(inc.items.map((m) => m.kind)).toEqual(['merchants']);
    // No merchant left for a second load.
    const none = await send(load(10), w.token('ann'));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: 'error_merchants_send', message: 'Not enough capacity', text: { key: 'refusals.merchants.capacity' } });

    const before = await stockOf(s, second.id);
    s.clock.t = T0 + trip;
    const target = (await s.api('GET', `/villages/${second.id}`, { token: w.token('ann') })).body.village;
    expect(target.wood).toBeGreaterThanOrEqual(Math.min(target.store_res, before.wood + 1500) - 1);
    const [back] = await trips();
    expect(back).toMatchObject({ kind: 'merchants_home', from_village_id: second.id, to_village_id: home.id, merchants: 2 });
    expect(new Date(back.due_at).getTime()).toBe(T0 + 2 * trip);
    expect(await merchantsOf()).toMatchObject({ available: 0 });
    const reports = (await s.api('GET', '/reports/0', { token: w.token('ann') })).body.reports as Array<{ kind: string; title: { key: string } }>;
    expect(reports.filter((x) => x.kind === 'merchants').map((x) => x.title.key)).toEqual(['reports.titles.merchantsArrived']);
    const outAfter = tradeListResponse.parse((await s.api('GET', `/merchants/village/${home.id}/outgoing`, { token: w.token('ann') })).body);
    expect(outAfter.items.map((m) => m.kind)).toEqual(['merchants_home']);

    s.clock.t = T0 + 2 * trip;
    expect(await merchantsOf()).toMatchObject({ total: 2, available: 2 });
    expect(await trips()).toEqual([]);
    expect((await send(load(10), w.token('ann'))).status).toBe(200);
  });

  it('what the target cannot hold is lost, and the report says how much; the tick applies it once', async () => {
    const cap = (await s.api('GET', `/villages/${second.id}`, { token: w.token('ann') })).body.village.store_res as number;
    await w.and().withStock('annb', { wood: cap - 300 }).build();
    expect((await send(load(1000), w.token('ann'))).status).toBe(200);
    s.clock.t = T0 + merchantTravelMs(home, second, 1);
    expect((await processDueMovements(s.running.deps, { now: s.clock.now() })).applied).toBeGreaterThanOrEqual(1);
    expect((await processDueMovements(s.running.deps, { now: s.clock.now() })).applied).toBe(0);
    expect((await stockOf(s, second.id)).wood).toBe(cap);
    const reps = (await s.api('GET', '/reports/0', { token: w.token('ann') })).body.reports as Array<{ id: number; kind: string }>;
    const rep = reps.filter((x) => x.kind === 'merchants');
    expect(rep).toHaveLength(1);
    const d = (await s.api('GET', `/reports/report/${rep[0].id}`, { token: w.token('ann') })).body.data;
    // The target produced wood on its own while the merchants travelled: it had less room than 300.
    expect(d.delivered.wood + d.lost.wood).toBe(1000);
    expect(d.lost.wood).toBeGreaterThanOrEqual(700);
    expect(d.delivered.wood).toBeGreaterThan(0);
    // Both ends are named in the report (the receiver's view says who sent them and from where).
    expect(d).toMatchObject({ village_id: second.id, x: second.x, y: second.y, from_village_id: home.id, merchants: 1, sender: { village_id: home.id, x: home.x, y: home.y } });
    expect(typeof d.sender.name).toBe('string');
    expect(typeof d.sender.username).toBe('string');
  });

  it('a sitter may send; another player 403; no token 401; unknown village 404', async () => {
    expect((await send(load(100), w.sitter('ann'))).status).toBe(200);
    const other = await send(load(100), w.token('bob'));
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('error_merchants_send');
    expect((await send(load(100))).status).toBe(401);
    expect((await send(load(100), w.token('ann'), 999_999)).status).toBe(404);
    expect(await trips()).toHaveLength(1);
  });

  it.each([
    ['a rival village', () => load(100, rival), 403, 'refusals.merchants.notYours'],
    ['an empty tile', () => load(100, { id: 0, ...empty }), 400, 'refusals.merchants.noVillage'],
    ['its own village', () => load(100, home), 400, 'refusals.merchants.sameVillage'],
    ['nothing', () => load(0), 400, 'refusals.merchants.nothing'],
    ['more than it holds', () => load(3001), 400, 'refusals.merchants.noResources'],
    ['a negative amount', () => load(-5), 400, 'refusals.input'],
    ['a fraction', () => load(10.5), 400, 'refusals.input'],
    ['a string', () => load(10, second, { stone: '5' as unknown as number }), 400, 'refusals.input'],
    ['a huge amount', () => load(1e12), 400, 'refusals.input'],
    ['no coordinates', () => ({ wood: 10, stone: 0, iron: 0, food: 0 }), 400, 'refusals.input'],
    ['an unknown field', () => ({ ...load(10), gold: 5 }), 400, 'refusals.status.badInput'],
  ])('refuses %s (%s %s), changing nothing', async (_name, body, status, key) => {
    const r = await send(body(), w.token('ann'));
    expect(r.status).toBe(status);
    expect(r.body.error).toBe('error_merchants_send');
    expect(r.body.text.key.startsWith(key), JSON.stringify(r.body)).toBe(true);
    expect(await trips()).toEqual([]);
    expect(await stockOf(s, home.id)).toEqual(stock);
  });

  it('50 sends racing for two merchants: exactly two leave, the stock pays exactly for them', async () => {
    const rs = await Promise.all(Array.from({ length: 50 }, () => send(load(1000), w.token('ann'))));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(2);
    expect(rs.filter((r) => r.status === 400).every((r) => r.body.text.key === 'refusals.merchants.capacity')).toBe(true);
    expect(await trips()).toHaveLength(2);
    expect((await stockOf(s, home.id)).wood).toBe(1000);
  });
});
