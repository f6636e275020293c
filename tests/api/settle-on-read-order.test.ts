import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { tableSnapshot } from '../support/tableSnapshot';
import { aWorld, type Scenario } from '../support/world';
import { processDueMovements } from '../../server/jobs/dueMovements';

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
  let w: Scenario;
  const db = () => s.testDb.db;
  const snapshot = tableSnapshot(db, TABLES);

  beforeAll(async () => {
    s = await startTestServer();
    const t1 = s.clock.t + 30 * MIN;
    const startedAt = new Date(s.clock.t - 60 * MIN);
    w = await aWorld(s)
      .withPlayer('a').withVillage('a', { quadrant: 'NE' })
      .withPlayer('b').withVillage('b', { quadrant: 'SW' })
      .withPlayer('c').withVillage('c', { quadrant: 'NW' })
      .withPlayer('d').withVillage('d', { quadrant: 'SE' })
      // A's reinforcements at B, A's own army at home, B's own defenders.
      .withTroops('a', { melee2: 100 }, { standingAt: 'b' })
      .withTroops('a', { cav1: 10 })
      .withTroops('b', { melee1: 5 })
      // D reinforces B before the attack: it does not involve A, but the battle at B must see it.
      .withMovement('d', { as: 'reinforce', kind: 'reinforce', to: 'b', units: { melee2: 300 }, startedAt, due: new Date(t1 - 10 * MIN) })
      // C's attack on B (which kills A's troops there), then A's army coming home from C.
      .withMovement('c', { kind: 'attack', to: 'b', units: { cav1: 3000 }, startedAt, due: new Date(t1) })
      .withMovement('a', {
        as: 'return', kind: 'returning', originKind: 'attack', fromTile: 'c', to: 'a',
        units: { cav1: 20 }, resources: { wood: 30 }, startedAt, due: new Date(t1 + 20 * MIN),
      })
      .build();
    await snapshot.take();
    s.clock.set(new Date(t1 + 40 * MIN).toISOString());
  });
  afterAll(async () => { await s?.stop(); });

  const restore = snapshot.restore;
  const villageA = async () => db()('villages').where({ id: w.village('a') }).first('wood', 'food', 'resources_updated_at', 'starves_at');
  const unitsOf = async () => db()('village_units').orderBy(['village_id', 'location_village_id', 'unit']).select('village_id', 'location_village_id', 'unit', 'amount');

  it('applies the battle where the village\'s troops stand before the village\'s own later arrival', async () => {
    // Reference: the tick, one arrival at a time in (due_at, id) order.
    await processDueMovements(s.running.deps, { runners: 1, perBatch: 0 });
    const want = { village: await villageA(), units: await unitsOf() };
    expect(want.units.some((u: { village_id: number; location_village_id: number }) => u.village_id === w.village('a') && u.location_village_id === w.village('b'))).toBe(false);

    await restore();
    const read = await s.api('GET', `/villages/${w.village('a')}`, { token: w.token('a') });
    expect(read.status).toBe(200);
    // The read applied the attack and A's return.
    const gone = async (id: number) => (await db()('movements').where({ id }).first()) === undefined;
    // The attack was fought (C's battle report; its movement turned into C's return trip, which may be home already).
    const after = { reinforce: await gone(w.movement('reinforce')), attack: await db()('reports').where({ user_id: w.player('c').id, kind: 'battle' }).select('id'), ret: await gone(w.movement('return')) };
    await processDueMovements(s.running.deps, { runners: 1, perTransaction: 1, perBatch: 0 });
    expect({ village: await villageA(), units: await unitsOf() }).toEqual(want);
    expect(after.attack).toHaveLength(1);
    expect(after.ret).toBe(true);
    // And, first of all, the reinforcement at B the battle involved (the read widened to B's arrivals).
    expect(after.reinforce).toBe(true);
  });
});
