import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { buildingOf } from '../../server/game/data/buildings';
import { costAt } from '../../server/game/economy';
import { buildingId, cast, queueRows, stockOf, userRow, type Cast } from './queueSupport';
import { tierOf } from '../../server/game/data/tiers';

/**
 * Races on the real PostgreSQL through real HTTP: many requests at once on one village. The village
 * row lock serialises them; each re-reads the state after the lock.
 */
describe('queue concurrency', () => {
  let s: TestServer;
  let c: Cast;

  beforeAll(async () => {
    s = await startTestServer();
    c = await cast(s);
  });
  afterAll(async () => { await s?.stop(); });

  it('50 parallel queue requests with resources for one: exactly one succeeds', async () => {
    const v = c.owner.village.id;
    const cost = costAt(buildingOf('farm'), 2);
    await c.w.and().withStock('owner', { wood: cost.wood + cost.wood / 2, stone: 1000, iron: 1000, food: 1000 }).build();
    const farm = await buildingId(s, v, 'farm');
    const quarry = await buildingId(s, v, 'quarry');
    const rs = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      s.api('POST', `/villages/${v}/queue/building/${i % 2 ? farm : quarry}`, { token: i % 3 ? c.owner.token : c.sitter, body: {} })));
    const ok = rs.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    const refused = rs.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 400 && r.body.error === 'error_buildings' && r.body.message === 'Not enough resources')).toBe(true);
    expect(await queueRows(s, v)).toHaveLength(1);
    const paid = costAt(buildingOf(ok[0].body.item.target), 2);
    expect((await stockOf(s, v)).wood).toBeCloseTo(cost.wood * 1.5 - paid.wood, 9);
  });

  it('50 parallel requests spending builder charges: never more than the account holds', async () => {
    const v = c.other.village.id;
    await c.w.and().withAccount('other', { builders: 2 }).withStock('other', { wood: 1000, stone: 1000, iron: 1000, food: 1000 }).build();
    const rs = await Promise.all(Array.from({ length: 50 }, () =>
      s.api('POST', `/villages/${v}/queue/culture`, { token: c.other.token, body: { amount: 1, withBuilders: true } })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(2);
    expect(rs.filter((r) => r.status === 400).every((r) => r.body.message === 'Not enough builder charges')).toBe(true);
    expect((await userRow(s, c.other.id)).builders).toBe(0);
  });

  it('parallel cancels of one item refund once', async () => {
    const v = c.owner.village.id;
    // The first test's item off the queue.
    await s.testDb.db('queue_items').where({ village_id: v }).delete();
    await c.w.and().withStock('owner', { wood: 500, stone: 500, iron: 500, food: 500 }).build();
    const item = (await s.api('POST', `/villages/${v}/queue/culture`, { token: c.owner.token, body: { amount: 100 } })).body.item;
    const before = await stockOf(s, v);
    const rs = await Promise.all(Array.from({ length: 30 }, (_, i) =>
      s.api('DELETE', `/villages/${v}/queue/${item.id}`, { token: i % 2 ? c.owner.token : c.sitter })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 404)).toHaveLength(29);
    expect(await stockOf(s, v)).toEqual({ wood: before.wood + 100, stone: before.stone + 100, iron: before.iron + 100, food: before.food + 100 });
  });

  it('parallel requests of every kind on one village fill its queue exactly: each sees the items queued before it', async () => {
    // A request that waited for the village lock must read the queue as the one before it left it
    // (the rules read after the lock, not from the snapshot the lock statement started with).
    const w = await c.w.and().withPlayer('fresh')
      .withVillage('fresh', { quadrant: 'NW', buildings: { barracks: 1 }, stock: { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 } }).build();
    const { village: v, token } = w.player('fresh');
    const farm = await buildingId(s, v.id, 'farm');
    const calls = Array.from({ length: 24 }, (_, i) => (i % 3 === 0
      ? s.api('POST', `/villages/${v.id}/queue/culture`, { token, body: { amount: 1 } })
      : i % 3 === 1
        ? s.api('POST', `/villages/${v.id}/queue/building/${farm}`, { token, body: {} })
        : s.api('POST', `/villages/${v.id}/queue/unit/melee1`, { token, body: { amount: 1 } })));
    const rs = await Promise.all(calls);
    const full = tierOf('village').queueLength;
    const ok = rs.filter((r) => r.status === 200);
    expect(ok.length).toBe(full);
    expect(rs.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.message === 'Queue is full')).toBe(true);
    const rows = await queueRows(s, v.id);
    expect(rows).toHaveLength(full);
    // Farm levels queued one after the other: each request saw the levels queued before it.
    const levels = rows.filter((r) => r.kind === 'building').map((r) => r.level);
    expect(levels).toEqual(levels.map((_, i) => levels[0]! + i));
    // Each answer lists the items queued before it plus its own.
    expect(ok.map((r) => r.body.buildQueue.length).sort()).toEqual(Array.from({ length: full }, (_, i) => i + 1));
  });

  it('parallel commissions of districts fill the one slot once', async () => {
    const v = c.owner.village.id;
    const rs = await Promise.all(['economy', 'military', 'research', 'industrial', 'culture'].map((d) =>
      s.api('POST', `/villages/${v}/districts`, { token: c.owner.token, body: { districtType: d } })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await s.testDb.db('village_districts').where({ village_id: v })).toHaveLength(1);
  });
});
