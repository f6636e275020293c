import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { tierResponse } from '../../server/contract/economy';
import { cultureThresholds } from '../../server/game/economy';
import { HOUR, buildingId, cast, type Cast } from './queueSupport';

/** POST /villages/{id}/tier: needs account culture >= the next threshold; raises levels, queue and slots. */
describe('tier up', () => {
  let s: TestServer;
  let c: Cast;
  const tier = (v: number, token?: string) => s.api('POST', `/villages/${v}/tier`, { token, body: {} });

  beforeAll(async () => {
    s = await startTestServer();
    c = await cast(s);
  });
  afterAll(async () => { await s?.stop(); });

  it('refused below the town threshold, then a town: 15 levels, queue 4, 2 district slots', async () => {
    const v = c.owner.village.id;
    const need = cultureThresholds({ villages: 1, towns: 0, cities: 0 }).town;
    await c.w.and().withAccount('owner', { culture: need - 1 }).build();
    const low = await tier(v, c.owner.token);
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ error: 'error_village_modify', message: 'Not enough culture' });

    await c.w.and().withAccount('owner', { culture: need }).build();
    const r = await tier(v, c.sitter);
    expect(r.status).toBe(200);
    expect(tierResponse.parse(r.body)).toEqual({ id: v, tier: 'town', culture: need, threshold: need, maxLevel: 15, queueLength: 4, districtSlots: 2 });
    expect((await s.api('GET', `/villages/${v}`, { token: c.owner.token })).body.village.tier).toBe('town');

    // Now a farm may pass level 10 and the queue holds 4.
    await c.w.and().withBuildings('owner', { farm: 10 }).withStock('owner', { wood: 1e5, stone: 1e5, iron: 1e5, food: 1e5 }).build();
    const farm = await buildingId(s, v, 'farm');
    expect((await s.api('POST', `/villages/${v}/queue/building/${farm}`, { token: c.owner.token, body: {} })).body.item.level).toBe(11);
    for (let i = 0; i < 3; i++) expect((await s.api('POST', `/villages/${v}/queue/culture`, { token: c.owner.token, body: { amount: 1 } })).status).toBe(200);
    expect((await s.api('POST', `/villages/${v}/queue/culture`, { token: c.owner.token, body: { amount: 1 } })).body.message).toBe('Queue is full');
    expect((await s.api('POST', `/villages/${v}/districts`, { token: c.owner.token, body: { districtType: 'economy' } })).status).toBe(200);
    expect((await s.api('POST', `/villages/${v}/districts`, { token: c.owner.token, body: { districtType: 'culture' } })).status).toBe(200);
    // Leftovers off: the culture items would count toward the next test's threshold.
    await s.testDb.db('queue_items').where({ village_id: v }).delete();
  });

  it('a town needs the city threshold; a city cannot tier up', async () => {
    const v = c.owner.village.id;
    const need = cultureThresholds({ villages: 0, towns: 1, cities: 0 }).city;
    await c.w.and().withAccount('owner', { culture: need - 1 }).build();
    expect((await tier(v, c.owner.token)).body.message).toBe('Not enough culture');
    await c.w.and().withAccount('owner', { culture: need }).build();
    expect((await tier(v, c.owner.token)).body.tier).toBe('city');
    const again = await tier(v, c.owner.token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'error_village_modify', message: 'The village is already a city' });
  });

  it('culture items due by now count (every village of the account is settled first)', async () => {
    const v = c.other.village.id;
    const need = cultureThresholds({ villages: 1, towns: 0, cities: 0 }).town;
    await c.w.and().withAccount('other', { culture: need - 100 }).build();
    expect((await s.api('POST', `/villages/${v}/queue/culture`, { token: c.other.token, body: { amount: 100 } })).status).toBe(200);
    expect((await tier(v, c.other.token)).body.message).toBe('Not enough culture');
    s.clock.advance(HOUR);
    const r = await tier(v, c.other.token);
    expect(r.status).toBe(200);
    expect(r.body.culture).toBe(need);
  });

  it('another player 403, no token 401, unknown 404, bad id 400', async () => {
    const r = await tier(c.other.village.id, c.owner.token);
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('error_village_modify');
    expect((await tier(c.other.village.id, c.sitter)).status).toBe(403);
    expect((await tier(c.other.village.id)).status).toBe(401);
    expect((await tier(999999, c.owner.token)).status).toBe(404);
    for (const id of ['x', '0', '1e3']) expect((await s.api('POST', `/villages/${id}/tier`, { token: c.owner.token })).status).toBe(400);
    expect((await s.api('POST', `/villages/${c.owner.village.id}/tier`, { token: c.owner.token, raw: '[' })).status).toBe(400);
  });
});
