import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../support/db';
import { viewWindow } from '../../server/game/world/coords';
import { villageAndWindow, windowRows } from '../../server/db/mapWindow';

/**
 * GET map with a villageId reads the village and its window's rows in one statement, with the window
 * computed in SQL: it must be viewWindow's window everywhere, rims and corners included, and hold the
 * same rows as a read of that window.
 */
describe('GET map: the window read with its village', () => {
  let t: TestDb;
  const maxCoord = 10;
  const spots = [
    [0, 0], [10, 10], [-10, -10], [10, -10], [-10, 10], [9, 0], [0, -9], [3, 8], [-7, 2],
  ];
  const ids: number[] = [];
  beforeAll(async () => {
    t = await createTestDb();
    const [u] = await t.db('users').insert({ username: 'w1', email: 'w1@example.test', password_hash: '!', created_at: new Date(), account_updated_at: new Date() }).returning('id');
    const now = new Date();
    for (const [i, [x, y]] of spots.entries()) {
      const [v] = await t.db('villages').insert({ user_id: i % 2 ? u.id : null, name: `V${i}`, x, y, tier: 'village', wood: 0, stone: 0, iron: 0, food: 0, resources_updated_at: now, created_at: now }).returning('id');
      ids.push(v.id);
    }
    await t.db('village_tiles').insert({ x: 1, y: 0, village_id: ids[0], claimed_at: now });
    await t.db('village_tiles').insert({ x: 9, y: 9, village_id: ids[1], claimed_at: now });
  });
  afterAll(async () => { await t?.drop(); });

  it('is viewWindow\'s window for every size, at the centre, rims and corners', async () => {
    for (const [i, [x, y]] of spots.entries()) {
      for (const size of [1, 2, 3, 8, 9, 20, 21, 25, 999]) {
        const r = await villageAndWindow(t.db, ids[i], size, maxCoord);
        const w = viewWindow(x, y, size, maxCoord);
        expect({ at: [x, y], size, ...r!.window }).toEqual({ at: [x, y], size, x0: w.x0, y1: w.y1 });
        const direct = await windowRows(t.db, w);
        const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
        const byXy = (a: { x: number; y: number }, b: { x: number; y: number }) => a.x - b.x || a.y - b.y;
        expect([...r!.rows.villages].sort(byId)).toEqual([...direct.villages].sort(byId));
        expect([...r!.rows.claims].sort(byXy)).toEqual([...direct.claims].sort(byXy));
        expect(r!.village).toMatchObject({ id: ids[i], x, y });
      }
    }
  });

  it('finds villages and claims with their owners (and their Empire: null, in none) inside the window only', async () => {
    const rows = await windowRows(t.db, viewWindow(9, 9, 3, maxCoord));
    expect(rows.villages.map((v) => [v.x, v.y])).toEqual([[10, 10]]);
    expect(rows.claims).toEqual([{ x: 9, y: 9, village_id: ids[1], user_id: expect.any(Number), username: 'w1', empire_id: null }]);
  });

  it('is undefined for an unknown village', async () => {
    expect(await villageAndWindow(t.db, 999999, 9, maxCoord)).toBeUndefined();
  });
});
