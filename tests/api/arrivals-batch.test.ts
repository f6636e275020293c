import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario, type ScenarioPlayer } from '../support/world';
import { processDueMovements } from '../../server/jobs/dueMovements';

/**
 * The tick's batch path for arrivals (server/db/batchClaim.ts, server/api/units/arrivalBatch.ts): many
 * arrivals that share no village go in one transaction with a fixed number of statements, and an
 * arrival that fails does not take the others with it. (That a batch ends in the state of applying
 * its arrivals one by one is tests/api/arrivals-concurrency.test.ts.)
 */

const HOUR = 3_600_000;
const HOMES = 40;

describe('arrival batches', () => {
  let s: TestServer;
  let w: Scenario;
  let p: ScenarioPlayer;
  const homes: Array<{ id: number; x: number; y: number }> = [];
  const db = () => s.testDb.db;

  beforeAll(async () => {
    s = await startTestServer();
    w = await aWorld(s).withPlayer('p').withVillage('p', { quadrant: 'NE' }).build();
    p = w.player('p');
    for (let i = 0; homes.length < HOMES; i++) {
      const at = { from: 'p', dx: 3 + (i % 8) * 2, dy: 3 + Math.floor(i / 8) * 2 };
      try {
        await w.and().withVillage('p', { as: `home${homes.length}`, at }).build();
        homes.push(w.place(`home${homes.length}`));
      } catch {
        // An occupied tile: the next one.
      }
    }
  });
  afterAll(async () => { await s?.stop(); });
  // The previous test's leftovers off (the failing arrival stays due): each test plans its own armies.
  beforeEach(async () => { await db()('movements').delete(); await db()('reports').delete(); });
  let planned = 0;

  /** One army coming home to each village, carrying wood, due one millisecond apart. */
  const returns = async (units: Record<string, number> = { cav1: 3 }) => {
    const due = s.clock.t - HOUR;
    const b = w.and();
    const labels = homes.map((_, i) => `return${planned++}-${i}`);
    homes.forEach((h, i) => b.withMovement(`home${i}`, {
      as: labels[i], kind: 'returning', originKind: 'attack', fromTile: { x: h.x + 5, y: h.y }, to: `home${i}`,
      units, resources: { wood: 10 }, startedAt: new Date(due - HOUR), due: new Date(due + i),
    }));
    await b.build();
    return labels.map((l) => w.movement(l));
  };

  it(`applies ${HOMES} arrivals at different villages in a handful of statements`, async () => {
    await returns();
    const statements: string[] = [];
    const count = (q: { sql: string }) => { statements.push(q.sql); };
    db().on('query', count);
    try {
      const r = await processDueMovements(s.running.deps, { runners: 1 });
      expect(r).toEqual({ applied: HOMES, failed: 0, batched: HOMES });
    } finally {
      db().off('query', count);
    }
    // One by one it takes about 9 statements an arrival (360 here); a batch sends a fixed number.
    expect(statements.length).toBeLessThan(25);
    expect(await db()('movements').select('id')).toEqual([]);
    expect(await db()('reports').where({ user_id: p.id, kind: 'return' }).select('id')).toHaveLength(HOMES);
  });

  it('leaves a failing arrival due and applies the rest of its batch', async () => {
    const ids = await returns();
    // An army of a unit that does not exist: its arrival throws.
    const bad = ids[7];
    // A corrupt row (what the test is about, so written by hand).
    await db()('movements').where({ id: bad }).update({ kind: 'attack', origin_kind: null, to_village_id: p.village.id, to_x: p.village.x, to_y: p.village.y, units: JSON.stringify({ nosuchunit: 5 }) });
    const r = await processDueMovements(s.running.deps, { runners: 1 });
    expect(r.applied).toBe(HOMES - 1);
    expect(r.failed).toBe(1);
    expect(r.batched).toBeGreaterThan(0);
    expect((await db()('movements').select('id')).map((m: { id: number }) => m.id)).toEqual([bad]);
  });
  it('names each reinforcement standing at a host by the movement that brought it, in the batch', async () => {
    // Reinforcements from each home to its neighbour (pairs share no village, so they go in one batch).
    const due = s.clock.t - HOUR;
    const pairs = homes.slice(0, 20).map((h, i) => ({ from: homes[2 * i] ?? h, to: homes[2 * i + 1] ?? h })).filter((x) => x.from && x.to).slice(0, 10);
    const b = w.and();
    pairs.forEach((x, i) => b.withMovement(`home${homes.indexOf(x.from)}`, {
      as: `reinforce${i}`, kind: 'reinforce', to: `home${homes.indexOf(x.to)}`, units: { melee1: 2 },
      startedAt: new Date(due - HOUR), due: new Date(due + i),
    }));
    await b.build();
    const ids = pairs.map((_, i) => ({ id: w.movement(`reinforce${i}`) }));
    const r = await processDueMovements(s.running.deps, { runners: 1 });
    expect(r).toMatchObject({ applied: pairs.length, failed: 0 });
    expect(r.batched).toBeGreaterThan(1);
    const st = await db()('stations').orderBy('id');
    expect(st).toEqual(pairs.map((x, i) => ({ id: ids[i]!.id, village_id: x.from.id, location_village_id: x.to.id })));
    const troops = await s.api('GET', `/units/village/${pairs[0]!.to.id}`, { token: p.token });
    expect(troops.body.support).toEqual([{ movement_id: ids[0]!.id, village_id: pairs[0]!.from.id, units: { melee1: 2 } }]);
  });
});
