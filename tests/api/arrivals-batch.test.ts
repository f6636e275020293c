import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { placeVillage, spawnPlayer, type PlayerWithVillage } from '../support/players';
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
  let p: PlayerWithVillage;
  const homes: Array<{ id: number; x: number; y: number }> = [];
  const db = () => s.testDb.db;

  beforeAll(async () => {
    s = await startTestServer();
    p = await spawnPlayer(s, 'NE');
    for (let i = 0; homes.length < HOMES; i++) {
      const at = { x: p.village.x + 3 + (i % 8) * 2, y: p.village.y + 3 + Math.floor(i / 8) * 2 };
      try {
        homes.push({ id: await placeVillage(s, p, at), ...at });
      } catch {
        // An occupied tile: the next one.
      }
    }
  });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => { await db()('movements').delete(); await db()('reports').delete(); });

  /** One army coming home to each village, carrying wood, due one millisecond apart. */
  const returns = async (units: Record<string, number> = { cav1: 3 }) => {
    const due = s.clock.t - HOUR;
    const ids: Array<{ id: number }> = await db()('movements').insert(homes.map((h, i) => ({
      kind: 'returning', origin_kind: 'attack', user_id: p.id, from_village_id: h.id, from_x: h.x + 5, from_y: h.y,
      to_village_id: h.id, to_x: h.x, to_y: h.y, units: JSON.stringify(units), resources: JSON.stringify({ wood: 10 }),
      started_at: new Date(due - HOUR), due_at: new Date(due + i),
    }))).returning('id');
    return ids.map((r) => r.id);
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
    const ids: Array<{ id: number }> = await db()('movements').insert(pairs.map((x, i) => ({
      kind: 'reinforce', user_id: p.id, from_village_id: x.from.id, from_x: x.from.x, from_y: x.from.y,
      to_village_id: x.to.id, to_x: x.to.x, to_y: x.to.y, units: JSON.stringify({ melee1: 2 }), resources: '{}',
      started_at: new Date(due - HOUR), due_at: new Date(due + i),
    }))).returning('id');
    const r = await processDueMovements(s.running.deps, { runners: 1 });
    expect(r).toMatchObject({ applied: pairs.length, failed: 0 });
    expect(r.batched).toBeGreaterThan(1);
    const st = await db()('stations').orderBy('id');
    expect(st).toEqual(pairs.map((x, i) => ({ id: ids[i]!.id, village_id: x.from.id, location_village_id: x.to.id })));
    const troops = await s.api('GET', `/units/village/${pairs[0]!.to.id}`, { token: p.token });
    expect(troops.body.support).toEqual([{ movement_id: ids[0]!.id, village_id: pairs[0]!.from.id, units: { melee1: 2 } }]);
  });
});
