import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { buyResponse, exchangeResponse, tradeListResponse } from '../../server/contract/merchants';
import { aetherCosts, durations, merchantsData } from '../../server/game/data/constants';
import { exchangeAetherMax, weekOf } from '../../server/game/trade';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { cast, stockOf, userRow, type Cast } from './queueSupport';

/**
 * POST merchants/village/{id}/exchange and /buy (issue 14, GAME.md section 7) over real HTTP and
 * PostgreSQL: what is given leaves at once, what is got arrives 10 minutes later as a delivery (a
 * movement of kind `delivery`) applied exactly once by settle-on-read or the tick, capped by storage,
 * with a `merchants` report; aether only from the owner; no race gives twice.
 */
describe('merchants: exchange and buying resources', () => {
  let s: TestServer;
  let c: Cast;
  const T0 = Date.parse('2026-03-01T00:00:00Z');
  const stock = { wood: 1000, stone: 400, iron: 100, food: 600 };

  const exchange = (body: unknown, token?: string, village = c.owner.village.id) =>
    s.api('POST', `/merchants/village/${village}/exchange`, { token, body });
  const buy = (body: unknown, token?: string, village = c.owner.village.id) =>
    s.api('POST', `/merchants/village/${village}/buy`, { token, body });
  // Each test has its own players and villages; earlier tests' deliveries stay in the shared table.
  const deliveries = () => s.testDb.db('movements').where({ kind: 'delivery', to_village_id: c.owner.village.id }).select('*');
  const reportsOf = async (token: string) => (await s.api('GET', '/reports/0', { token })).body.reports as Array<{ id: number; kind: string; title: { key: string } }>;

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    s.clock.t = T0;
    c = await cast(s, (b) => b.withStock('owner', stock).withAccount('owner', { aether: 50 }));
  });

  it('owner: 300 wood for 100 iron at 3:1; the wood leaves now, the iron arrives after 10 minutes with a report', async () => {
    const r = await exchange({ fromResource: 'wood', toResource: 'iron', amount: 300 }, c.owner.token);
    expect(r.status).toBe(200);
    const body = exchangeResponse.parse(r.body);
    expect(body.given).toEqual({ wood: 300, stone: 0, iron: 0, food: 0 });
    expect(body).toMatchObject({ aether_spent: 0, aether: 50 });
    expect(body.delivery.resources).toEqual({ wood: 0, stone: 0, iron: 100, food: 0 });
    expect(Date.parse(body.delivery.due_at)).toBe(T0 + durations.exchange * 1000);
    expect(body.village.wood).toBe(700);
    expect((await stockOf(s, c.owner.village.id)).wood).toBe(700);
    expect(await deliveries()).toHaveLength(1);
    // The village read lists it as incoming, not outgoing.
    const view = (await s.api('GET', `/villages/${c.owner.village.id}`, { token: c.owner.token })).body;
    expect(view.incoming.map((m: { kind: string }) => m.kind)).toEqual(['delivery']);
    expect(view.outgoing).toEqual([]);

    // Not yet: a read a second before changes nothing.
    s.clock.t = T0 + durations.exchange * 1000 - 1000;
    const before = (await s.api('GET', `/villages/${c.owner.village.id}`, { token: c.owner.token })).body.village;
    expect(await deliveries()).toHaveLength(1);
    // Due: the next read applies it, once.
    s.clock.t = T0 + durations.exchange * 1000 + 1000;
    const after = (await s.api('GET', `/villages/${c.owner.village.id}`, { token: c.owner.token })).body.village;
    expect(await deliveries()).toHaveLength(0);
    // Two seconds of production besides the 100 delivered.
    expect(after.iron - before.iron).toBeGreaterThanOrEqual(100);
    expect(after.iron - before.iron).toBeLessThan(101);
    const reps = await reportsOf(c.owner.token);
    expect(reps.filter((x) => x.kind === 'merchants').map((x) => x.title.key)).toEqual(['reports.titles.exchangeDelivered']);
    const detail = (await s.api('GET', `/reports/report/${reps.find((x) => x.kind === 'merchants')!.id}`, { token: c.owner.token })).body;
    expect(detail.data).toMatchObject({ origin: 'exchange', delivered: { iron: 100 }, lost: { iron: 0 } });
    await s.api('GET', `/villages/${c.owner.village.id}`, { token: c.owner.token });
    expect((await reportsOf(c.owner.token)).filter((x) => x.kind === 'merchants')).toHaveLength(1);
  });

  it('with aether the rate is 1.5:1 for 10 aether; only whole units leave', async () => {
    const r = await exchange({ fromResource: 'food', toResource: 'stone', amount: 301, useAether: true }, c.owner.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ given: { food: 300 }, aether_spent: aetherCosts.exchange, aether: 50 - aetherCosts.exchange, delivery: { resources: { stone: 200 } } });
    expect((await userRow(s, c.owner.id)).aether).toBe(50 - aetherCosts.exchange);
    expect((await stockOf(s, c.owner.village.id)).food).toBe(300);
  });

  it("the aether exchange's maximum is this week's, counted from the world's start", async () => {
    const start = Date.parse((await s.api('GET', '/')).body.startTime);
    const max = exchangeAetherMax(weekOf(start, T0));
    expect(max).toBeGreaterThan(merchantsData.exchangeAetherMax.base);
    await c.w.and().withStock('owner', { wood: 1000, stone: 400, iron: 100, food: 600 }).withBuildings('owner', { warehouse: 20 }).build();
    const over = await exchange({ fromResource: 'wood', toResource: 'iron', amount: max + 1, useAether: true }, c.owner.token);
    expect(over.status).toBe(400);
    expect(over.body.text).toEqual({ key: 'refusals.merchants.aetherMax', params: { max } });
  });

  it('what the storage cannot hold is lost, and the report says how much', async () => {
    const cap = (await s.api('GET', `/villages/${c.owner.village.id}`, { token: c.owner.token })).body.village.store_res as number;
    await c.w.and().withStock('owner', { wood: 1000, stone: 400, iron: cap - 50, food: 600 }).build();
    expect((await exchange({ fromResource: 'wood', toResource: 'iron', amount: 600 }, c.owner.token)).status).toBe(200);
    s.clock.t = T0 + durations.exchange * 1000;
    const v = (await s.api('GET', `/villages/${c.owner.village.id}`, { token: c.owner.token })).body.village;
    expect(v.iron).toBe(cap);
    const rep = (await reportsOf(c.owner.token)).find((x) => x.kind === 'merchants')!;
    const d = (await s.api('GET', `/reports/report/${rep.id}`, { token: c.owner.token })).body.data;
    expect(d.delivered.iron + d.lost.iron).toBe(200);
    expect(d.lost.iron).toBeGreaterThan(0);
  });

  it('the tick applies a due delivery too, exactly once', async () => {
    expect((await exchange({ fromResource: 'wood', toResource: 'food', amount: 30 }, c.owner.token)).status).toBe(200);
    s.clock.t = T0 + durations.exchange * 1000 + 5;
    expect((await processDueMovements(s.running.deps, { now: s.clock.now() })).applied).toBeGreaterThanOrEqual(1);
    expect(await deliveries()).toHaveLength(0);
    expect((await processDueMovements(s.running.deps, { now: s.clock.now() })).applied).toBe(0);
    expect(await deliveries()).toHaveLength(0);
    expect((await reportsOf(c.owner.token)).filter((x) => x.kind === 'merchants')).toHaveLength(1);
  });

  it('a sitter exchanges without aether; with aether, or buying, is 403; another player 403; no token 401', async () => {
    expect((await exchange({ fromResource: 'wood', toResource: 'iron', amount: 30 }, c.sitter)).status).toBe(200);
    const withAether = await exchange({ fromResource: 'wood', toResource: 'iron', amount: 30, useAether: true }, c.sitter);
    expect(withAether.status).toBe(403);
    expect((await buy({ resource: 'wood', amount: 100 }, c.sitter)).status).toBe(403);
    const other = await exchange({ fromResource: 'wood', toResource: 'iron', amount: 30 }, c.other.token);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('error_merchants_exchange');
    expect((await buy({ resource: 'wood', amount: 100 }, c.other.token)).status).toBe(403);
    expect((await exchange({ fromResource: 'wood', toResource: 'iron', amount: 30 })).status).toBe(401);
    expect((await buy({ resource: 'wood', amount: 100 })).status).toBe(401);
    expect((await exchange({ fromResource: 'wood', toResource: 'iron', amount: 30 }, c.owner.token, 999_999)).status).toBe(404);
    expect(await deliveries()).toHaveLength(1);
    expect((await userRow(s, c.owner.id)).aether).toBe(50);
  });

  it.each([
    [{ fromResource: 'wood', toResource: 'wood', amount: 30 }, 'refusals.merchants.sameResource'],
    [{ fromResource: 'wood', toResource: 'iron', amount: 2 }, 'refusals.merchants.tooLittle'],
    [{ fromResource: 'wood', toResource: 'iron', amount: 3000 }, 'refusals.merchants.noResources'],
    // Far above this week's maximum (week 9 of a world started on 2026-01-01).
    [{ fromResource: 'wood', toResource: 'iron', amount: 100_000_000, useAether: true }, 'refusals.merchants.aetherMax'],
    [{ fromResource: 'gold', toResource: 'iron', amount: 30 }, 'refusals.input.field'],
    [{ fromResource: 'wood', toResource: 'iron', amount: -30 }, 'refusals.input.field'],
    [{ fromResource: 'wood', toResource: 'iron', amount: 30.5 }, 'refusals.input.field'],
    [{ fromResource: 'wood', toResource: 'iron', amount: '30' }, 'refusals.input.field'],
    [{ fromResource: 'wood', toResource: 'iron', amount: 1e15 }, 'refusals.input.field'],
    [{ fromResource: 'wood', toResource: 'iron', amount: 30, useAether: 'yes' }, 'refusals.input.field'],
    [{ fromResource: 'wood', toResource: 'iron', amount: 30, extra: 1 }, 'refusals.status.badInput'],
    [{ fromResource: 'wood', amount: 30 }, 'refusals.input.field'],
  ])('exchange refuses %j with a 400 (%s), changing nothing', async (b, key) => {
    const r = await exchange(b, c.owner.token);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('error_merchants_exchange');
    expect(r.body.text.key.startsWith(key.replace('.field', '')), JSON.stringify(r.body)).toBe(true);
    expect(await deliveries()).toEqual([]);
    expect(await stockOf(s, c.owner.village.id)).toEqual(stock);
    expect((await userRow(s, c.owner.id)).aether).toBe(50);
  });

  it('without 10 aether the better rate is refused', async () => {
    await c.w.and().withAccount('owner', { aether: 9 }).build();
    const r = await exchange({ fromResource: 'wood', toResource: 'iron', amount: 30, useAether: true }, c.owner.token);
    expect(r.status).toBe(400);
    expect(r.body.text.key).toBe('refusals.merchants.noAether');
  });

  it('buy: resources for aether in lots of 100, delivered after 10 minutes', async () => {
    const r = await buy({ resource: 'stone', amount: 500 }, c.owner.token);
    expect(r.status).toBe(200);
    const body = buyResponse.parse(r.body);
    const price = (500 / aetherCosts.purchase.resources) * aetherCosts.purchase.aether;
    expect(body).toMatchObject({ aether_spent: price, aether: 50 - price, delivery: { resources: { stone: 500 } } });
    expect(Date.parse(body.delivery.due_at)).toBe(T0 + durations.purchase * 1000);
    s.clock.t = T0 + durations.purchase * 1000;
    await s.api('GET', `/villages/${c.owner.village.id}`, { token: c.owner.token });
    const rep = (await reportsOf(c.owner.token)).find((x) => x.kind === 'merchants')!;
    expect(rep.title.key).toBe('reports.titles.purchaseDelivered');
    for (const [bad, key] of [[{ resource: 'stone', amount: 250 }, 'refusals.merchants.purchaseLot'], [{ resource: 'stone', amount: 10_000 }, 'refusals.merchants.noAether'],
      [{ resource: 'aether', amount: 100 }, 'refusals.input'], [{ resource: 'stone', amount: 0 }, 'refusals.input']] as const) {
      const x = await buy(bad, c.owner.token);
      expect(x.status, JSON.stringify(bad)).toBe(400);
      expect(x.body.error).toBe('error_aether_purchase');
      expect(x.body.text.key.startsWith(key)).toBe(true);
    }
    expect((await userRow(s, c.owner.id)).aether).toBe(50 - price);
  });

  it('50 exchanges racing for wood that pays for one: exactly one leaves, one delivery', async () => {
    const rs = await Promise.all(Array.from({ length: 50 }, () => exchange({ fromResource: 'wood', toResource: 'stone', amount: 600 }, c.owner.token)));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 400).every((r) => r.body.text.key === 'refusals.merchants.noResources')).toBe(true);
    expect(rs.filter((r) => r.status === 400)).toHaveLength(49);
    expect(await deliveries()).toHaveLength(1);
    expect((await stockOf(s, c.owner.village.id)).wood).toBe(400);
  });

  it('50 purchases racing for aether that pays for two: exactly two, the balance never below 0', async () => {
    await c.w.and().withAccount('owner', { aether: 10 }).build();
    const rs = await Promise.all(Array.from({ length: 50 }, () => buy({ resource: 'food', amount: 500 }, c.owner.token)));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await deliveries()).toHaveLength(2);
    expect((await userRow(s, c.owner.id)).aether).toBe(0);
  });

  it('GET incoming lists the deliveries on their way, soonest first, 20 a page; they leave the list once applied', async () => {
    const list = (way: string, token?: string, page?: unknown) =>
      s.api('GET', `/merchants/village/${c.owner.village.id}/${way}${page === undefined ? '' : `?page=${page}`}`, { token });
    expect((await exchange({ fromResource: 'wood', toResource: 'iron', amount: 30 }, c.owner.token)).status).toBe(200);
    s.clock.t = T0 + 60_000;
    expect((await buy({ resource: 'food', amount: 100 }, c.owner.token)).status).toBe(200);
    for (const token of [c.owner.token, c.sitter]) {
      const r = await list('incoming', token);
      expect(r.status).toBe(200);
      const body = tradeListResponse.parse(r.body);
      expect(body).toMatchObject({ type: 'incoming', page: 0, total: 2 });
      expect(body.items.map((m) => [m.kind, m.origin_kind, m.resources.iron, m.resources.food])).toEqual([['delivery', 'exchange', 10, 0], ['delivery', 'purchase', 0, 100]]);
      expect(body.items[0].due_at).toBe(new Date(T0 + durations.exchange * 1000).toISOString());
    }
    expect(tradeListResponse.parse((await list('outgoing', c.owner.token)).body)).toMatchObject({ type: 'outgoing', total: 0, items: [] });
    expect(tradeListResponse.parse((await list('incoming', c.owner.token, 1)).body)).toMatchObject({ page: 1, total: 2, items: [] });
    expect((await list('incoming', c.other.token)).status).toBe(403);
    expect((await list('incoming')).status).toBe(401);
    for (const bad of [-1, 'x', 1.5]) {
      const r = await list('incoming', c.owner.token, bad);
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.error).toBe('error_merchants');
    }
    // The exchange is due: reading the list applies it first.
    s.clock.t = T0 + durations.exchange * 1000;
    const after = tradeListResponse.parse((await list('incoming', c.owner.token)).body);
    expect(after.items.map((m) => m.origin_kind)).toEqual(['purchase']);
    expect(after.total).toBe(1);
  });
});
