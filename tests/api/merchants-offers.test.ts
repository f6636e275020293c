import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, freeLandNear, type Scenario } from '../support/world';
import { acceptOfferResponse, cancelOfferResponse, makeOfferResponse, marketResponse, ownOffersResponse } from '../../server/contract/offers';
import { merchantTravelMs } from '../../server/game/trade';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { stockOf } from './queueSupport';

/**
 * The marketplace (issue 14, GAME.md section 7) over real HTTP and PostgreSQL: an offer reserves its
 * resources and merchants; another player accepts it once, paying the request with its own merchants;
 * both loads travel as merchant movements and unload at arrival; a cancel returns the load up to storage;
 * an offer whose village changed owner is withdrawn.
 */
describe('merchants: the marketplace', () => {
  let s: TestServer;
  let w: Scenario;
  const T0 = Date.parse('2026-03-01T00:00:00Z');
  const stock = { wood: 3000, stone: 3000, iron: 3000, food: 3000 };
  let home: { id: number; x: number; y: number };
  let second: { id: number; x: number; y: number };
  let rival: { id: number; x: number; y: number };
  let third: { id: number; x: number; y: number };

  const side = (c: Partial<Record<'wood' | 'stone' | 'iron' | 'food', number>>) => ({ wood: 0, stone: 0, iron: 0, food: 0, ...c });
  const body = (wood: number, stone: number, more: Record<string, unknown> = {}) => ({ offer: side({ wood }), request: side({ stone }), empireOnly: false, ...more });
  const make = (b: unknown, token?: string, village = home.id) => s.api('POST', `/merchants/village/${village}/offers`, { token, body: b });
  const accept = (offerId: number, token?: string, villageId = rival.id) => s.api('POST', `/merchants/offers/${offerId}/accept`, { token, body: { villageId } });
  const cancel = (offerId: number, token?: string, village = home.id) => s.api('DELETE', `/merchants/village/${village}/offers/${offerId}`, { token });
  const market = (token: string | undefined, query = `villageId=${rival.id}`) => s.api('GET', `/merchants/offers?${query}`, { token });
  const own = (token?: string, village = home.id) => s.api('GET', `/merchants/village/${village}/offers`, { token });
  const offers = () => s.testDb.db('offers').orderBy('id').select('*');
  const trips = () => s.testDb.db('movements').whereIn('kind', ['merchants', 'merchants_home']).orderBy('id').select('*');
  const merchantsOf = async (id: number, token: string) => (await s.api('GET', `/villages/${id}`, { token })).body.merchants;
  const made = async (wood = 1000, stone = 1000, more: Record<string, unknown> = {}) => {
    const r = await make(body(wood, stone, more), w.token('ann'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return makeOfferResponse.parse(r.body).offer.id;
  };

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    s.clock.t = T0;
    // Each test's world is new; earlier tests' offers and trips would show in its lists and counts.
    await s.testDb.db('offers').del();
    await s.testDb.db('movements').whereIn('kind', ['merchants', 'merchants_home']).del();
    w = await aWorld(s)
      .withPlayer('ann').withVillage('ann', { quadrant: 'NE', buildings: { marketplace: 1, warehouse: 5, granary: 5 }, stock })
      .withSitter('ann')
      .build();
    home = w.place('ann');
    await w.and()
      .withVillage('ann', { as: 'annb', at: await freeLandNear(s, home, 3) })
      .withPlayer('bob').withVillage('bob', { at: await freeLandNear(s, home, 5), buildings: { marketplace: 1, warehouse: 5, granary: 5 }, stock })
      .withSitter('bob')
      .withPlayer('cal').withVillage('cal', { at: await freeLandNear(s, home, 7), buildings: { marketplace: 1, warehouse: 5 }, stock })
      .build();
    second = w.place('annb');
    rival = w.place('bob');
    third = w.place('cal');
  });

  it('an offer reserves its resources and merchants; others see it nearest first with distance, travel time and ratio', async () => {
    const r = await make(body(1000, 1200), w.token('ann'));
    expect(r.status).toBe(200);
    const b = makeOfferResponse.parse(r.body);
    expect(b.offer).toMatchObject({ offer: side({ wood: 1000 }), request: side({ stone: 1200 }), merchants: 1, ratio: 1.2, empire_only: false });
    expect(b.merchants).toEqual({ total: 2, available: 1, capacity: 1000 });
    expect(b.village.wood).toBe(2000);
    expect(await stockOf(s, home.id)).toEqual({ ...stock, wood: 2000 });
    expect(await merchantsOf(home.id, w.token('ann'))).toMatchObject({ total: 2, available: 1 });
    const mine = ownOffersResponse.parse((await own(w.token('ann'))).body);
    expect(mine.items.map((o) => o.id)).toEqual([b.offer.id]);

    // A second offer by cal, farther from bob: ann's comes first for bob.
    expect((await make(body(500, 500), w.token('cal'), third.id)).status).toBe(200);
    const list = marketResponse.parse((await market(w.token('bob'))).body);
    expect(list.total).toBe(2);
    const dists = list.items.map((o) => o.distance);
    expect(dists).toEqual([...dists].sort((a, c) => a - c));
    const annOffer = list.items.find((o) => o.id === b.offer.id)!;
    expect(annOffer).toMatchObject({ village: { id: home.id, x: home.x, y: home.y }, offerer: { id: w.player('ann').id, username: w.player('ann').username }, ratio: 1.2 });
    expect(annOffer.distance).toBeCloseTo(Math.hypot(home.x - rival.x, home.y - rival.y), 6);
    expect(annOffer.travel_ms).toBe(merchantTravelMs(home, rival, 1));
    // Filtered by the offered resource; one's own offers are not listed to oneself.
    expect(marketResponse.parse((await market(w.token('bob'), `villageId=${rival.id}&resource=stone`)).body).items).toEqual([]);
    expect(marketResponse.parse((await market(w.token('bob'), `villageId=${rival.id}&resource=wood`)).body).total).toBe(2);
    expect(marketResponse.parse((await market(w.token('ann'), `villageId=${home.id}`)).body).items.map((o) => o.offerer.username)).toEqual([w.player('cal').username]);
    expect(marketResponse.parse((await market(w.token('bob'), `villageId=${rival.id}&page=1`)).body).items).toEqual([]);
  });

  it('reserved merchants are busy: a send cannot use them', async () => {
    await made(1500, 1500);
    const r = await s.api('POST', `/merchants/village/${home.id}/outgoing`, { token: w.token('ann'), body: { ...side({ wood: 10 }), x: second.x, y: second.y } });
    expect(r.status).toBe(400);
    expect(r.body.text.key).toBe('refusals.merchants.capacity');
    const again = await make(body(10, 10), w.token('ann'));
    expect(again.body).toMatchObject({ error: 'error_merchants', message: 'Not enough capacity' });
  });

  it('accepted: the accepter pays with its merchants, both loads arrive, everything offered is delivered or lost to storage', async () => {
    const id = await made(1000, 1500);
    const r = await accept(id, w.token('bob'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const b = acceptOfferResponse.parse(r.body);
    const trip = merchantTravelMs(home, rival, 1);
    expect(b.outgoing).toMatchObject({ merchants: 2, resources: side({ stone: 1500 }), from_village_id: rival.id, to_village_id: home.id });
    expect(b.incoming).toMatchObject({ merchants: 1, resources: side({ wood: 1000 }), from_village_id: home.id, to_village_id: rival.id });
    expect(Date.parse(b.outgoing.due_at)).toBe(T0 + trip);
    expect(b.merchants).toEqual({ total: 2, available: 0, capacity: 1000 });
    expect(await stockOf(s, rival.id)).toEqual({ ...stock, stone: 1500 });
    expect((await offers())[0]).toMatchObject({ status: 'accepted', accepted_village_id: rival.id, accepted_user_id: w.player('bob').id });
    // ann's reserved merchant is now on the road: still busy; the offer is gone from every list.
    expect(await merchantsOf(home.id, w.token('ann'))).toMatchObject({ available: 1 });
    expect(ownOffersResponse.parse((await own(w.token('ann'))).body).items).toEqual([]);
    expect(marketResponse.parse((await market(w.token('bob'))).body).items).toEqual([]);
    expect((await accept(id, w.token('cal'), third.id)).body.text.key).toBe('refusals.merchants.offerClosed');

    // bob's wood stores hold only 400 more when ann's wood arrives: 600 lost, and the report says so.
    const cap = (await s.api('GET', `/villages/${rival.id}`, { token: w.token('bob') })).body.village.store_res as number;
    await w.and().withStock('bob', { wood: cap - 400 }).build();
    s.clock.t = T0 + trip;
    await processDueMovements(s.running.deps, { now: s.clock.now() });
    expect(await trips()).toHaveLength(2);
    expect((await trips()).every((m) => m.kind === 'merchants_home')).toBe(true);
    const reps = (await s.api('GET', '/reports/0', { token: w.token('bob') })).body.reports as Array<{ id: number; kind: string; title: { key: string } }>;
    const received = reps.find((x) => x.title.key === 'reports.titles.merchantsReceived')!;
    const d = (await s.api('GET', `/reports/report/${received.id}`, { token: w.token('bob') })).body.data;
    expect(d.delivered.wood + d.lost.wood).toBe(1000);
    expect(d.lost.wood).toBeGreaterThanOrEqual(600);
    // ann's stores took bob's stone, up to their cap.
    const annCap = (await s.api('GET', `/villages/${home.id}`, { token: w.token('ann') })).body.village.store_res as number;
    expect((await stockOf(s, home.id)).stone).toBeGreaterThanOrEqual(Math.min(annCap, stock.stone + 1500) - 1);

    s.clock.t = T0 + 2 * trip;
    expect(await merchantsOf(home.id, w.token('ann'))).toMatchObject({ available: 2 });
    expect(await merchantsOf(rival.id, w.token('bob'))).toMatchObject({ available: 2 });
    expect(await trips()).toEqual([]);
  });

  it('the accepter lacking resources or merchants is refused, nothing changed', async () => {
    const id = await made(1000, 1500);
    await w.and().withStock('bob', { stone: 1000 }).build();
    const poor = await accept(id, w.token('bob'));
    expect(poor.body).toMatchObject({ error: 'error_merchants', message: 'Not enough resources' });
    await w.and().withStock('bob', { stone: 1500 }).withBuildings('bob', { marketplace: 0 }).build();
    const few = await accept(id, w.token('bob'));
    expect(few.body).toMatchObject({ error: 'error_merchants', message: 'Not enough capacity' });
    expect((await offers())[0].status).toBe('open');
    expect(await trips()).toEqual([]);
    expect((await stockOf(s, rival.id)).stone).toBe(1500);
  });

  it('cancelled: the load goes back up to storage (the rest is lost), merchants free; a second cancel is refused', async () => {
    const id = await made(1000, 1000);
    const cap = (await s.api('GET', `/villages/${home.id}`, { token: w.token('ann') })).body.village.store_res as number;
    await w.and().withStock('ann', { wood: cap - 300 }).build();
    const r = await cancel(id, w.token('ann'));
    expect(r.status).toBe(200);
    const b = cancelOfferResponse.parse(r.body);
    expect(b.refunded).toEqual(side({ wood: 300 }));
    expect(b.lost).toEqual(side({ wood: 700 }));
    expect(b.merchants).toEqual({ total: 2, available: 2, capacity: 1000 });
    expect((await stockOf(s, home.id)).wood).toBe(cap);
    expect((await offers())[0]).toMatchObject({ status: 'cancelled' });
    expect((await cancel(id, w.token('ann'))).body.text.key).toBe('refusals.merchants.offerClosed');
    expect((await accept(id, w.token('bob'))).body.text.key).toBe('refusals.merchants.offerClosed');
    expect((await cancel(999_999, w.token('ann'))).status).toBe(404);
    // Room for all of it: everything comes back.
    const id2 = await made(500, 500);
    expect(cancelOfferResponse.parse((await cancel(id2, w.token('ann'))).body).refunded).toEqual(side({ wood: 500 }));
  });

  it('sitters may make, accept and cancel offers', async () => {
    const a = await make(body(100, 100), w.sitter('ann'));
    expect(a.status).toBe(200);
    const b = await make(body(200, 200), w.sitter('ann'));
    expect((await accept(makeOfferResponse.parse(a.body).offer.id, w.sitter('bob'))).status).toBe(200);
    expect((await cancel(makeOfferResponse.parse(b.body).offer.id, w.sitter('ann'))).status).toBe(200);
    expect(ownOffersResponse.parse((await own(w.sitter('ann'))).body).items).toEqual([]);
    expect((await market(w.sitter('bob'))).status).toBe(200);
  });

  it('another player 403, no token 401, unknown village 404, for every call', async () => {
    const id = await made(100, 100);
    for (const [token, status] of [[w.token('cal'), 403], [undefined, 401]] as const) {
      expect((await make(body(100, 100), token)).status).toBe(status);
      expect((await own(token)).status).toBe(status);
      expect((await cancel(id, token)).status).toBe(status);
      expect((await accept(id, token, rival.id)).status).toBe(status);
      expect((await market(token, `villageId=${rival.id}`)).status).toBe(status);
    }
    expect((await make(body(100, 100), w.token('cal'))).body.error).toBe('error_merchants');
    expect((await make(body(100, 100), w.token('ann'), 999_999)).status).toBe(404);
    expect((await accept(999_999, w.token('bob'))).status).toBe(404);
    expect((await market(w.token('bob'), 'villageId=999999')).status).toBe(404);
    // One's own offer, from another of one's villages.
    const self = await accept(id, w.token('ann'), second.id);
    expect(self.status).toBe(403);
    expect(self.body.text.key).toBe('refusals.merchants.offerOwn');
    expect((await offers()).map((o) => o.status)).toEqual(['open']);
    expect(await stockOf(s, home.id)).toEqual({ ...stock, wood: 2900 });
  });

  it.each([
    ['a negative amount', () => body(-5, 5), 'refusals.input'],
    ['a fraction', () => body(10.5, 10), 'refusals.input'],
    ['a huge amount', () => body(1e12, 1e12), 'refusals.input'],
    ['a string', () => body('5' as unknown as number, 5), 'refusals.input'],
    ['a wrong resource', () => ({ offer: { ...side({ wood: 10 }), gold: 5 }, request: side({ stone: 10 }) }), 'refusals.input'],
    ['a missing side', () => ({ offer: side({ wood: 10 }) }), 'refusals.input'],
    ['the same resource both sides', () => ({ offer: side({ wood: 100 }), request: side({ wood: 50, stone: 50 }) }), 'refusals.merchants.offerOverlap'],
    ['nothing offered', () => body(0, 100), 'refusals.merchants.offerEmpty'],
    ['nothing requested', () => body(100, 0), 'refusals.merchants.offerEmpty'],
    ['a request above 1.5 x', () => body(1000, 1501), 'refusals.merchants.offerRatio'],
    ['a request below offer / 1.5', () => body(1500, 999), 'refusals.merchants.offerRatio'],
    ['more than the village holds', () => body(3001, 3001), 'refusals.merchants.noResources'],
    ['more than the merchants carry', () => ({ offer: side({ wood: 1500, iron: 1000 }), request: side({ stone: 2500 }) }), 'refusals.merchants.capacity'],
  ])('refuses %s with 400 error_merchants, changing nothing', async (_name, b, key) => {
    const r = await make(b(), w.token('ann'));
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('error_merchants');
    expect(r.body.text.key.startsWith(key), JSON.stringify(r.body)).toBe(true);
    expect(await offers()).toEqual([]);
    expect(await stockOf(s, home.id)).toEqual(stock);
  });

  it('bad list queries and accept bodies: 400 error_merchants', async () => {
    for (const q of ['', `villageId=${rival.id}&resource=gold`, `villageId=${rival.id}&page=-1`, 'villageId=x']) {
      const r = await market(w.token('bob'), q);
      expect(r.status, q).toBe(400);
      expect(r.body.error).toBe('error_merchants');
    }
    const id = await made(100, 100);
    for (const b of [{}, { villageId: 'x' }, { villageId: 1.5 }, { villageId: rival.id, more: 1 }]) {
      const r = await s.api('POST', `/merchants/offers/${id}/accept`, { token: w.token('bob'), body: b });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('error_merchants');
    }
    expect((await offers())[0].status).toBe('open');
  });

  it('Empire-only offers are listed to nobody else and nobody may accept them (no Empires yet)', async () => {
    const id = await made(100, 100, { empireOnly: true });
    expect(ownOffersResponse.parse((await own(w.token('ann'))).body).items[0].empire_only).toBe(true);
    expect(marketResponse.parse((await market(w.token('bob'))).body).items).toEqual([]);
    const r = await accept(id, w.token('bob'));
    expect(r.status).toBe(403);
    expect(r.body.text.key).toBe('refusals.merchants.offerEmpireOnly');
  });

  it('50 parallel accepts of one offer: exactly one, paid once', async () => {
    await w.and().withBuildings('bob', { marketplace: 10 }).withStock('bob', { stone: 50_000 }).build();
    const id = await made(1000, 1000);
    const before = (await stockOf(s, rival.id)).stone;
    const rs = await Promise.all(Array.from({ length: 50 }, () => accept(id, w.token('bob'))));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status !== 200).every((r) => r.body.text.key === 'refusals.merchants.offerClosed')).toBe(true);
    expect(await trips()).toHaveLength(2);
    expect((await stockOf(s, rival.id)).stone).toBe(before - 1000);
  });

  it('accept racing cancel: one outcome, nothing lost or duplicated', async () => {
    await w.and().withBuildings('bob', { marketplace: 10 }).withBuildings('ann', { marketplace: 10 }).build();
    for (let i = 0; i < 5; i++) {
      const id = await made(200, 200);
      const [a, c] = await Promise.all([accept(id, w.token('bob')), cancel(id, w.token('ann'))]);
      expect([a.status, c.status].filter((x) => x === 200), JSON.stringify([a.body, c.body])).toHaveLength(1);
      const row = (await offers()).find((o) => o.id === id);
      expect(row.status).toBe(a.status === 200 ? 'accepted' : 'cancelled');
    }
    const rows = await offers();
    const accepted = rows.filter((o) => o.status === 'accepted').length;
    // Every accepted offer left 200 wood on the road and took 200 stone from bob; every cancelled one came back.
    expect(await stockOf(s, home.id)).toEqual({ ...stock, wood: 3000 - 200 * accepted });
    expect((await stockOf(s, rival.id)).stone).toBe(3000 - 200 * accepted);
    expect((await trips()).filter((m) => m.from_village_id === home.id)).toHaveLength(accepted);
  });

  it('an offer whose village changed owner is withdrawn when accepted, and reserves nothing for the new owner', async () => {
    const id = await made(1000, 1000);
    // A conquest as it leaves the row: the village belongs to cal now.
    await s.testDb.db('villages').where({ id: home.id }).update({ user_id: w.player('cal').id });
    expect(marketResponse.parse((await market(w.token('bob'))).body).items).toEqual([]);
    expect(await merchantsOf(home.id, w.token('cal'))).toMatchObject({ total: 2, available: 2 });
    expect(ownOffersResponse.parse((await own(w.token('cal'))).body).items).toEqual([]);
    expect((await cancel(id, w.token('cal'))).body.text.key).toBe('refusals.merchants.offerWithdrawn');
    const r = await accept(id, w.token('bob'));
    expect(r.status).toBe(400);
    expect(r.body.text.key).toBe('refusals.merchants.offerWithdrawn');
    expect((await offers())[0]).toMatchObject({ status: 'withdrawn' });
    // Its reserved wood is not handed to the new owner, nor to anyone: the village keeps what it had.
    expect((await stockOf(s, home.id)).wood).toBe(2000);
    expect(await stockOf(s, rival.id)).toEqual(stock);
    expect(await trips()).toEqual([]);
  });
});
