import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { tableSnapshot } from '../support/tableSnapshot';
import { spawnPlayer, type PlayerWithVillage } from '../support/players';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { giveUnits } from './unitsSupport';

/**
 * Settle-on-read keeps each village's arrivals in (due_at, id) order even when an earlier one is not
 * at the village read: village A's troops stand at B; an attack on B (which kills them, so A's food
 * upkeep drops then) is due before A's own army comes home. Reading A applies the attack first, so A
 * ends exactly as when the tick applies everything in order. Before the fix the read applied the
 * return alone and brought A past the pending battle: A paid upkeep for the dead troops until the
 * return (less food, another starves_at). A reinforcement of B due before the attack involves no
 * village of A, yet the battle must see it: the read widens its scope to B's arrivals and applies it first.
 */

const MIN = 60_000;
const TABLES = ['users', 'villages', 'village_buildings', 'village_units', 'queue_items', 'movements', 'reports'];

describe('settle-on-read order across villages', () => {
  let s: TestServer;
  let a: PlayerWithVillage;
  let b: PlayerWithVillage;
  let c: PlayerWithVillage;
  let d: PlayerWithVillage;
  let reinforceId = 0;
  let returnId = 0;
  const db = () => s.testDb.db;
  const snapshot = tableSnapshot(db, TABLES);

  beforeAll(async () => {
    s = await startTestServer();
    [a, b, c, d] = [await spawnPlayer(s, 'NE'), await spawnPlayer(s, 'SW'), await spawnPlayer(s, 'NW'), await spawnPlayer(s, 'SE')];
    // A's reinforcements at B, B's own defenders, C's attackers at home (the attack is under way).
    await giveUnits(s, a.village.id, { melee2: 100 }, b.village.id);
    await giveUnits(s, a.village.id, { cav1: 10 });
    await giveUnits(s, b.village.id, { melee1: 5 });
    const t1 = s.clock.t + 30 * MIN;
    const move = (m: Record<string, unknown>) => ({ started_at: new Date(s.clock.t - 60 * MIN), resources: JSON.stringify({}), ...m });
    [reinforceId, , returnId] = (await db()('movements').insert([
      // D reinforces B before the attack: it does not involve A, but the battle at B must see it.
      move({
        kind: 'reinforce', user_id: d.id, from_village_id: d.village.id, from_x: d.village.x, from_y: d.village.y,
        to_village_id: b.village.id, to_x: b.village.x, to_y: b.village.y, units: JSON.stringify({ melee2: 300 }), due_at: new Date(t1 - 10 * MIN),
      }),
      move({
        kind: 'attack', user_id: c.id, from_village_id: c.village.id, from_x: c.village.x, from_y: c.village.y,
        to_village_id: b.village.id, to_x: b.village.x, to_y: b.village.y, units: JSON.stringify({ cav1: 3000 }), due_at: new Date(t1),
      }),
      move({
        kind: 'returning', origin_kind: 'attack', user_id: a.id, from_village_id: a.village.id, from_x: c.village.x, from_y: c.village.y,
        to_village_id: a.village.id, to_x: a.village.x, to_y: a.village.y, units: JSON.stringify({ cav1: 20 }), resources: JSON.stringify({ wood: 30 }),
        due_at: new Date(t1 + 20 * MIN),
      }),
    ]).returning('id')).map((r: { id: number }) => r.id);
    await snapshot.take();
    s.clock.set(new Date(t1 + 40 * MIN).toISOString());
  });
  afterAll(async () => { await s?.stop(); });

  const restore = snapshot.restore;
  const villageA = async () => db()('villages').where({ id: a.village.id }).first('wood', 'food', 'resources_updated_at', 'starves_at');
  const unitsOf = async () => db()('village_units').orderBy(['village_id', 'location_village_id', 'unit']).select('village_id', 'location_village_id', 'unit', 'amount');

  it('applies the battle where the village\'s troops stand before the village\'s own later arrival', async () => {
    // Reference: the tick, one arrival at a time in (due_at, id) order.
    await processDueMovements(s.running.deps, { runners: 1, perBatch: 0 });
    const want = { village: await villageA(), units: await unitsOf() };
    expect(want.units.some((u: { village_id: number; location_village_id: number }) => u.village_id === a.village.id && u.location_village_id === b.village.id)).toBe(false);

    await restore();
    const read = await s.api('GET', `/villages/${a.village.id}`, { token: a.token });
    expect(read.status).toBe(200);
    // The read applied the attack and A's return.
    const gone = async (id: number) => (await db()('movements').where({ id }).first()) === undefined;
    // The attack was fought (C's battle report; its movement turned into C's return trip, which may be home already).
    const after = { reinforce: await gone(reinforceId), attack: await db()('reports').where({ user_id: c.id, kind: 'battle' }).select('id'), ret: await gone(returnId) };
    await processDueMovements(s.running.deps, { runners: 1, perTransaction: 1, perBatch: 0 });
    expect({ village: await villageA(), units: await unitsOf() }).toEqual(want);
    expect(after.attack).toHaveLength(1);
    expect(after.ret).toBe(true);
    // And, first of all, the reinforcement at B the battle involved (the read widened to B's arrivals).
    expect(after.reinforce).toBe(true);
  });
});
