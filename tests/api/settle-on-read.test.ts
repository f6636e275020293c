import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld } from '../support/world';
import { buildingId, queueRows } from './queueSupport';

/** GAME.md section 1: a read settles what is already due, with no tick running (the test server has none). */
describe('settle-on-read', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });

  it('GET /villages/{id} completes a due building level; the queue is empty afterwards', async () => {
    const owner = (await aWorld(s).withPlayer('owner').withVillage('owner', { quadrant: 'NE', stock: { wood: 5000, stone: 5000, iron: 5000, food: 5000 } }).build()).player('owner');
    const v = owner.village.id;
    const farm = await buildingId(s, v, 'farm');
    const before = (await s.api('GET', `/villages/${v}`, { token: owner.token })).body.village.buildings.find((b: any) => b.type === 'farm').level;
    const q = await s.api('POST', `/villages/${v}/queue/building/${farm}`, { body: { withBuilders: false }, token: owner.token });
    expect(q.status).toBe(200);
    const [item] = await queueRows(s, v);
    expect(item.due_at).not.toBeNull();

    // Not due yet: still queued after a read.
    const early = await s.api('GET', `/villages/${v}`, { token: owner.token });
    expect(early.body.buildQueue).toHaveLength(1);

    s.clock.t = new Date(item.due_at!).getTime() + 1000;
    const r = await s.api('GET', `/villages/${v}`, { token: owner.token });
    expect(r.status).toBe(200);
    expect(r.body.buildQueue).toHaveLength(0);
    expect(r.body.village.buildings.find((b: any) => b.type === 'farm').level).toBe(before + 1);
    expect(await queueRows(s, v)).toHaveLength(0);
  });

  it('GET profiles/user counts a due culture item toward the account culture', async () => {
    const owner = (await aWorld(s).withPlayer('owner').withVillage('owner', { quadrant: 'NE', stock: { wood: 5000, stone: 5000, iron: 5000, food: 5000 } }).build()).player('owner');
    const v = owner.village.id;
    const q = await s.api('POST', `/villages/${v}/queue/culture`, { body: { amount: 10, withBuilders: false }, token: owner.token });
    expect(q.status).toBe(200);
    const [item] = await queueRows(s, v);
    const culture0 = (await s.api('GET', '/profiles/user', { token: owner.token })).body.profile.culture;
    s.clock.t = new Date(item.due_at!).getTime() + 1000;
    const p = await s.api('GET', '/profiles/user', { token: owner.token });
    expect(p.body.profile.culture).toBe(culture0 + 10);
  });
});
