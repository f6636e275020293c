import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, freeLandNear, type Scenario } from '../support/world';
import { makeOfferResponse, marketResponse } from '../../server/contract/offers';
import { tradeRouteResponse } from '../../server/contract/tradeRoutes';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { processDueTradeRoutes } from '../../server/jobs/dueTradeRoutes';
import { anEmpireOf, leave } from './alliesSupport';
import { join } from './empiresSupport';
import { stockOf } from './queueSupport';

/**
 * Allies (issue 15, GAME.md section 9) over real HTTP and PostgreSQL: members of one Empire send each
 * other merchants and trade routes, accept each other's Empire-only offers and reinforce each other; an
 * attack on an ally warns 'friendly target'. A kingdom of another Empire, or of none, is a stranger.
 * ann (Emperor) and amy are in Aurora, bob in Bramble, cal in none (made through the Empire calls).
 */
describe('allies: one Empire trades and reinforces', () => {
  let s: TestServer;
  let w: Scenario;
  const HOUR = 3_600_000;
  const T0 = Date.parse('2026-03-01T00:00:00Z');
  const stock = { wood: 3000, stone: 3000, iron: 3000, food: 3000 };
  const market = { marketplace: 1, warehouse: 5, granary: 5 };
  let ann: { id: number; x: number; y: number };
  let amy: { id: number; x: number; y: number };
  let bob: { id: number; x: number; y: number };
  let cal: { id: number; x: number; y: number };

  const side = (c: Partial<Record<'wood' | 'stone' | 'iron' | 'food', number>>) => ({ wood: 0, stone: 0, iron: 0, food: 0, ...c });
  const sendMerchants = (to: { x: number; y: number }, token = w.token('ann')) =>
    s.api('POST', `/merchants/village/${ann.id}/outgoing`, { token, body: { ...side({ wood: 100 }), x: to.x, y: to.y } });
  const sendArmy = (body: Record<string, unknown>, token = w.token('ann')) => s.api('POST', `/units/village/${ann.id}/send`, { token, body });
  const friendly = { key: 'refusals.send.friendly', params: {} };

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    s.clock.t = T0;
    await s.testDb.db('offers').del();
    await s.testDb.db('trade_routes').del();
    await s.testDb.db('movements').del();
    w = await aWorld(s)
      .withPlayer('ann').withVillage('ann', { quadrant: 'NE', buildings: market, stock, units: { melee1: 20 } })
      .withSitter('ann')
      .build();
    ann = w.place('ann');
    await w.and()
      .withPlayer('amy').withVillage('amy', { at: await freeLandNear(s, ann, 3), buildings: market, stock })
      .withPlayer('bob').withVillage('bob', { at: await freeLandNear(s, ann, 4), buildings: market, stock })
      .withPlayer('cal').withVillage('cal', { at: await freeLandNear(s, ann, 5), buildings: market, stock })
      .build();
    [amy, bob, cal] = [w.place('amy'), w.place('bob'), w.place('cal')];
    await anEmpireOf(s, [w.player('ann'), w.player('amy')], 'Aurora');
    await anEmpireOf(s, [w.player('bob')], 'Bramble');
  });

  it('merchants go to an ally\'s village (also sent by a sitter); another Empire\'s or a kingdom without one is 403', async () => {
    const r = await sendMerchants(amy);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.movement.to).toMatchObject({ village_id: amy.id });
    expect((await sendMerchants(amy, w.sitter('ann'))).status).toBe(200);
    for (const stranger of [bob, cal]) {
      const no = await sendMerchants(stranger);
      expect(no.status).toBe(403);
      expect(no.body).toMatchObject({ error: 'error_merchants_send', text: { key: 'refusals.merchants.notYours' } });
    }
    // The load arrives in the ally's stores.
    s.clock.t = Date.parse(r.body.movement.due_at);
    await processDueMovements(s.running.deps, { now: s.clock.now() });
    expect((await stockOf(s, amy.id)).wood).toBeGreaterThan(stock.wood);
    // Out of the Empire: amy is a stranger again.
    await leave(s, w.player('amy'));
    expect((await sendMerchants(amy)).status).toBe(403);
  });

  it('a trade route to an ally ships each hour; once the ally left the Empire the slot sends nothing (notAllowed)', async () => {
    const path = `/merchants/village/${ann.id}/traderoute`;
    expect((await s.api('POST', `${path}/${bob.id}`, { token: w.token('ann') })).status).toBe(403);
    const r = await s.api('POST', `${path}/${amy.id}`, { token: w.token('ann') });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(tradeRouteResponse.parse(r.body).route).toMatchObject({ target: { id: amy.id } });
    s.clock.t = T0 + HOUR;
    expect((await processDueTradeRoutes(s.running.deps, { now: s.clock.now() })).applied).toBe(1);
    expect(await s.testDb.db('movements').where({ origin_kind: 'route', to_village_id: amy.id })).toHaveLength(1);

    await leave(s, w.player('amy'));
    s.clock.t = T0 + 2 * HOUR;
    expect((await processDueTradeRoutes(s.running.deps, { now: s.clock.now() })).applied).toBe(1);
    expect(await s.testDb.db('movements').where({ origin_kind: 'route' })).toHaveLength(1);
    expect(tradeRouteResponse.parse((await s.api('GET', path, { token: w.token('ann') })).body).route?.last_idle).toBe('notAllowed');
  });

  it('an Empire-only offer: listed to and accepted by an ally; hidden from and refused to strangers', async () => {
    const made = await s.api('POST', `/merchants/village/${ann.id}/offers`, { token: w.token('ann'), body: { offer: side({ wood: 500 }), request: side({ stone: 500 }), empireOnly: true } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = makeOfferResponse.parse(made.body).offer.id;
    const list = async (who: string, at: { id: number }) => marketResponse.parse((await s.api('GET', `/merchants/offers?villageId=${at.id}`, { token: w.token(who) })).body);
    expect((await list('amy', amy)).items.map((o) => [o.id, o.empire_only])).toEqual([[id, true]]);
    expect((await list('amy', amy)).total).toBe(1);
    for (const [who, at] of [['bob', bob], ['cal', cal]] as const) {
      expect(await list(who, at)).toMatchObject({ total: 0, items: [] });
      const no = await s.api('POST', `/merchants/offers/${id}/accept`, { token: w.token(who), body: { villageId: at.id } });
      expect(no.status).toBe(403);
      expect(no.body).toMatchObject({ text: { key: 'refusals.merchants.offerEmpireOnly' } });
    }
    const yes = await s.api('POST', `/merchants/offers/${id}/accept`, { token: w.token('amy'), body: { villageId: amy.id } });
    expect(yes.status, JSON.stringify(yes.body)).toBe(200);
    expect(yes.body).toMatchObject({ offer_id: id, status: 'accepted' });
    expect((await s.testDb.db('offers').where({ id }).first()).accepted_user_id).toBe(w.player('amy').id);
  });

  it('an open offer stays for everyone; an Empire-only one of an offerer who left is listed to nobody', async () => {
    const mk = (empireOnly: boolean) => s.api('POST', `/merchants/village/${ann.id}/offers`, { token: w.token('ann'), body: { offer: side({ wood: 300 }), request: side({ iron: 300 }), empireOnly } });
    const open = makeOfferResponse.parse((await mk(false)).body).offer.id;
    const only = makeOfferResponse.parse((await mk(true)).body).offer.id;
    const ids = async (who: string, at: { id: number }) => marketResponse.parse((await s.api('GET', `/merchants/offers?villageId=${at.id}`, { token: w.token(who) })).body).items.map((o) => o.id).sort();
    expect(await ids('amy', amy)).toEqual([open, only].sort());
    expect(await ids('bob', bob)).toEqual([open]);
    await leave(s, w.player('ann'), w.player('amy'));
    expect(await ids('amy', amy)).toEqual([open]);
    const no = await s.api('POST', `/merchants/offers/${only}/accept`, { token: w.token('amy'), body: { villageId: amy.id } });
    expect(no.status).toBe(403);
  });

  it('50 accepts of one Empire-only offer racing from two allies and a stranger: exactly one ally\'s, paid once', async () => {
    await w.and().withPlayer('dan').withVillage('dan', { at: await freeLandNear(s, ann, 6), buildings: market, stock }).build();
    const dan = w.place('dan');
    await join(s, w.player('ann'), w.player('dan'));
    const made = await s.api('POST', `/merchants/village/${ann.id}/offers`, { token: w.token('ann'), body: { offer: side({ wood: 500 }), request: side({ stone: 500 }), empireOnly: true } });
    const id = makeOfferResponse.parse(made.body).offer.id;
    const who = [['amy', amy], ['dan', dan], ['bob', bob]] as const;
    const rs = await Promise.all(Array.from({ length: 50 }, (_, i) => {
      const [name, at] = who[i % 3];
      return s.api('POST', `/merchants/offers/${id}/accept`, { token: w.token(name), body: { villageId: at.id } });
    }));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = rs.filter((r) => r.status !== 200).map((r) => r.body.text.key);
    // A stranger is refused as Empire-only while the offer is open, as closed once an ally took it.
    expect(refused.every((k) => k === 'refusals.merchants.offerClosed' || k === 'refusals.merchants.offerEmpireOnly')).toBe(true);
    const row = await s.testDb.db('offers').where({ id }).first();
    expect([w.player('amy').id, w.player('dan').id]).toContain(row.accepted_user_id);
    const paid = (await stockOf(s, amy.id)).stone + (await stockOf(s, dan.id)).stone;
    expect(paid).toBe(2 * stock.stone - 500);
  });

  it('no token 401 on the calls allies use', async () => {
    expect((await s.api('POST', `/merchants/village/${ann.id}/outgoing`, { body: { ...side({ wood: 100 }), x: amy.x, y: amy.y } })).status).toBe(401);
    expect((await s.api('GET', `/merchants/offers?villageId=${amy.id}`)).status).toBe(401);
    expect((await s.api('POST', `/merchants/village/${ann.id}/traderoute/${amy.id}`)).status).toBe(401);
  });

  it('reinforcements reach an ally\'s village and stand there for its defence', async () => {
    const r = await sendArmy({ units: { melee1: 5 }, x: amy.x, y: amy.y, moveType: 'reinforce' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.warnings).toEqual([]);
    s.clock.advance(r.body.duration_ms);
    await processDueMovements(s.running.deps, { now: s.clock.now() });
    const standing = await s.testDb.db('village_units').where({ village_id: ann.id, location_village_id: amy.id }).select('unit', 'amount');
    expect(standing).toEqual([{ unit: 'melee1', amount: 5 }]);
    const host = await s.api('GET', `/units/village/${amy.id}`, { token: w.token('amy') });
    expect(JSON.stringify(host.body.support)).toContain('melee1');
  });

  it('attacking an ally warns friendly target; another Empire\'s village does not', async () => {
    const check = async (to: { x: number; y: number }, moveType = 'attack') => {
      const r = await sendArmy({ units: { melee1: 1 }, x: to.x, y: to.y, moveType, validate: true });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.warnings;
    };
    expect(await check(amy)).toContainEqual(friendly);
    expect(await check(bob)).not.toContainEqual(friendly);
    expect(await check(cal)).not.toContainEqual(friendly);
    // A sitter sees it too, and the attack may still go (a warning, not a refusal).
    const sat = await sendArmy({ units: { melee1: 1 }, x: amy.x, y: amy.y, moveType: 'attack', validate: true }, w.sitter('ann'));
    expect(sat.body.warnings).toContainEqual(friendly);
    const sent = await sendArmy({ units: { melee1: 1 }, x: amy.x, y: amy.y, moveType: 'attack' });
    expect(sent.status).toBe(200);
    expect(sent.body.warnings).toContainEqual(friendly);
    // Once amy left Aurora, no warning.
    await leave(s, w.player('amy'));
    expect(await check(amy)).not.toContainEqual(friendly);
  });
});
