import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { districtResponse } from '../../server/contract/economy';
import { cast, type Cast } from './queueSupport';

/** POST /villages/{id}/districts {districtType}: free slots by tier, permanent. */
describe('districts', () => {
  let s: TestServer;
  let c: Cast;
  const post = (v: number, body: unknown, token?: string) => s.api('POST', `/villages/${v}/districts`, { body, token });

  beforeAll(async () => {
    s = await startTestServer();
    c = await cast(s);
  });
  afterAll(async () => { await s?.stop(); });

  it('the owner commissions one district in a village; a second needs a higher tier', async () => {
    const v = c.owner.village.id;
    const r = await post(v, { districtType: 'culture' }, c.owner.token);
    expect(r.status).toBe(200);
    expect(districtResponse.parse(r.body)).toEqual({ id: v, districts: ['culture'], freeSlots: 0 });
    const second = await post(v, { districtType: 'economy' }, c.owner.token);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ error: 'error_village_modify', message: 'Requires a higher tier village' });
    const same = await post(v, { districtType: 'culture' }, c.owner.token);
    expect(same.body).toMatchObject({ error: 'error_village_modify', message: 'That district is already commissioned' });
    const got = await s.api('GET', `/villages/${v}`, { token: c.owner.token });
    expect(got.body.village.districts).toEqual(['culture']);
  });

  it('a sitter may commission; a town has two slots, a city three', async () => {
    const world = await c.w.and().withPlayer('fresh').withVillage('fresh', { quadrant: 'NW' }).withSitter('fresh', 'owner').withTier('fresh', 'town').build();
    const w = world.player('fresh');
    const sit = world.sitter('fresh');
    expect((await post(w.village.id, { districtType: 'economy' }, sit)).status).toBe(200);
    const r = await post(w.village.id, { districtType: 'research' }, sit);
    expect(r.body).toEqual({ id: w.village.id, districts: ['economy', 'research'], freeSlots: 0 });
    expect((await post(w.village.id, { districtType: 'military' }, w.token)).body.message).toBe('Requires a higher tier village');
    await world.and().withTier('fresh', 'city').build();
    const city = await post(w.village.id, { districtType: 'military' }, w.token);
    expect(city.status).toBe(200);
    expect(city.body.districts).toHaveLength(3);
  });

  it('another player 403, no token 401, unknown village 404', async () => {
    const v = c.other.village.id;
    const r = await post(v, { districtType: 'economy' }, c.owner.token);
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('error_village_modify');
    expect((await post(v, { districtType: 'economy' }, c.sitter)).status).toBe(403);
    expect((await post(v, { districtType: 'economy' })).status).toBe(401);
    const u = await post(999999, { districtType: 'economy' }, c.owner.token);
    expect(u.status).toBe(404);
    expect(u.body.error).toBe('error_village_modify');
    expect(await s.testDb.db('village_districts').where({ village_id: v })).toEqual([]);
  });

  it('bad bodies: 400 error_village_modify, never a 5xx', async () => {
    const v = c.other.village.id;
    for (const b of [{}, { districtType: '' }, { districtType: 'harbour' }, { districtType: 3 }, { districtType: null }, { districtType: ['economy'] }, { districtType: 'x'.repeat(40) }, []]) {
      const r = await post(v, b, c.other.token);
      expect(r.status, JSON.stringify(b)).toBe(400);
      expect(r.body.error).toBe('error_village_modify');
    }
    // A JSON string is not a body the parser accepts at all (app-wide 400 error_400).
    expect((await post(v, 'economy', c.other.token)).status).toBe(400);
    expect((await s.api('POST', `/villages/abc/districts`, { token: c.other.token, body: { districtType: 'economy' } })).status).toBe(400);
    expect((await s.api('POST', `/villages/${v}/districts`, { token: c.other.token, raw: '{"districtType"' })).status).toBe(400);
  });
});
