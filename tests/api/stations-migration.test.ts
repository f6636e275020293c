import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { placeVillage, spawnPlayer } from '../support/players';
import * as m011 from '../../server/db/migrations/011_stations';

/** Migration 011 names the groups that stood at other villages before it: each gets an id no movement has. */
describe('migration 011 (stations)', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });

  it('backfills one station per (owner, host) from the movements sequence; home troops get none', async () => {
    const db = s.testDb.db;
    const p = await spawnPlayer(s, 'NE');
    const host = await placeVillage(s, p, { x: p.village.x + 2, y: p.village.y + 2 });
    const [{ id: lastMovement }] = await db('movements').insert({
      kind: 'attack', user_id: p.id, from_village_id: p.village.id, from_x: 0, from_y: 0, to_x: 1, to_y: 1,
      started_at: new Date(), due_at: new Date(),
    }).returning('id');
    await m011.down(db);
    await db('village_units').insert([
      { village_id: p.village.id, location_village_id: host, unit: 'melee1', amount: 5 },
      { village_id: p.village.id, location_village_id: host, unit: 'cav1', amount: 2 },
      { village_id: host, location_village_id: host, unit: 'melee1', amount: 9 },
    ]);
    await m011.up(db);
    const rows = await db('stations');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ village_id: p.village.id, location_village_id: host });
    expect(rows[0].id).toBeGreaterThan(lastMovement);
    const troops = await s.api('GET', `/units/village/${host}`, { token: p.token });
    expect(troops.body.support).toEqual([{ movement_id: rows[0].id, village_id: p.village.id, units: { melee1: 5, cav1: 2 } }]);
    const sb = await s.api('POST', `/units/village/${host}/sendBack/${rows[0].id}`, { token: p.token });
    expect(sb.status).toBe(200);
    expect(sb.body.movement_id).toBeGreaterThan(rows[0].id);
  });
});
