import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { tableSnapshot } from '../support/tableSnapshot';
import { aWorld } from '../support/world';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { settleArrivalsOnRead } from '../../server/world/arrival/onRead';

/**
 * The tick's concurrent arrival runners (processDueMovements without villageIds: several runners
 * claiming by village) end in exactly the state of applying the same burst one arrival at a time in
 * global (due_at, id) order. The burst interleaves dependencies: reinforcements arrive at villages
 * that are attacked next (so an attack involves the villages whose troops stand there), attacks turn
 * into return trips that arrive within the burst, several arrivals share a due instant (the id
 * orders them), and attacks carrying Nobles (ordered among themselves: they lower loyalty) mix in.
 */

const HOUR = 3_600_000;
/** Tables an arrival may write, snapshotted before the burst and restored between the runs. */
const TABLES = ['users', 'villages', 'village_buildings', 'village_units', 'queue_items', 'movements', 'reports'];

describe('concurrent arrival runners', () => {
  let s: TestServer;
  let villages: Array<{ id: number; user: number; x: number; y: number }>;

  const db = () => s.testDb.db;
  const snapshot = tableSnapshot(db, TABLES);

  beforeAll(async () => {
    s = await startTestServer();
    // Three players with three villages each, 4 Pikemen and 2 Horsemen standing in every one.
    const troops = { melee2: 4, cav1: 2 };
    const b = aWorld(s);
    for (const [p, quadrant] of [['p1', 'NE'], ['p2', 'SW'], ['p3', 'NW']] as const) {
      b.withPlayer(p).withVillage(p, { quadrant, units: troops })
        .withVillage(p, { at: { from: p, dx: 3, dy: 1 }, units: troops })
        .withVillage(p, { at: { from: p, dx: -2, dy: 4 }, units: troops });
    }
    const w = await b.build();
    villages = ['p1', 'p2', 'p3'].flatMap((p) => w.player(p).villages.map((v) => ({ id: v.id, user: w.player(p).id, x: v.x, y: v.y })));
    // The burst: deterministic pseudo-random movements between the villages, due 5 ms apart in pairs.
    let seed = 12345;
    // The high bits: the low ones of this generator cycle with a short period.
    const rnd = (n: number) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return Math.floor(seed / 65536) % n; };
    const base = s.clock.t + HOUR;
    const rows: Array<Record<string, unknown>> = [];
    for (let k = 0; k < 160; k++) {
      const from = villages[rnd(villages.length)];
      const others = villages.filter((v) => v.id !== from.id);
      const foes = others.filter((v) => v.user !== from.user);
      const friends = others.filter((v) => v.user === from.user);
      const roll = rnd(20);
      const kind = roll < 7 ? 'attack' : roll < 9 ? 'scout' : roll < 13 ? 'reinforce' : roll < 17 ? 'returning' : 'move';
      const to = kind === 'attack' || kind === 'scout' ? foes[rnd(foes.length)] : kind === 'move' ? friends[rnd(friends.length)] : kind === 'returning' ? from : others[rnd(others.length)];
      const away = others[rnd(others.length)];
      const nobles = kind === 'attack' && k % 9 === 0;
      rows.push({
        kind, user_id: from.user, from_village_id: from.id, from_x: kind === 'returning' ? away.x : from.x, from_y: kind === 'returning' ? away.y : from.y,
        to_village_id: to.id, to_x: to.x, to_y: to.y,
        units: JSON.stringify(kind === 'attack' ? (nobles ? { cav1: 12, special2: 1 } : { cav1: 8 }) : kind === 'scout' ? { cav2: 2 } : kind === 'returning' ? { cav1: 2 } : { melee2: 3 }),
        resources: JSON.stringify(kind === 'returning' ? { wood: 7 } : {}),
        started_at: new Date(base - HOUR), due_at: new Date(base + Math.floor(k / 2) * 5),
        origin_kind: kind === 'returning' ? 'attack' : null,
      });
    }
    await db()('movements').insert(rows);
    await snapshot.take();
    // Every return trip of the burst is due by then.
    s.clock.set(new Date(base + 7 * 24 * HOUR).toISOString());
  });
  afterAll(async () => { await s?.stop(); });

  const restore = snapshot.restore;

  /**
   * Fractions to 9 significant digits and 1e-6: the rates sum the economy inputs in the order the rows
   * come back, which may differ between two histories of the same rows (in the last bits only).
   */
  const num = (x: number) => Number((Math.round(x * 1e6) / 1e6).toPrecision(9)) + 0;
  const round = (x: unknown): unknown => {
    if (typeof x === 'number') return Number.isInteger(x) ? x : num(x);
    if (typeof x === 'string' && /^-?\d+\.\d+$/.test(x)) return num(Number(x));
    if (Array.isArray(x)) return x.map(round);
    if (x && typeof x === 'object' && !(x instanceof Date)) return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, round(v)]));
    return x;
  };

  /** The rows an arrival may change, in an order that does not depend on which runner wrote them. */
  const state = async () => round({
    villages: await db()('villages').orderBy('id'),
    units: await db()('village_units').orderBy(['village_id', 'location_village_id', 'unit']).select('village_id', 'location_village_id', 'unit', 'amount'),
    movements: await db()('movements').orderBy('id'),
    queue: await db()('queue_items').orderBy('id'),
    users: await db()('users').orderBy('id'),
    reports: (await db()('reports').select('user_id', 'kind', 'title_key', 'title_params', 'data', 'read', 'created_at'))
      .map((r: Record<string, unknown>) => JSON.stringify(round(r))).sort(),
  }) as Record<string, unknown[]>;

  const drain = async (run: () => Promise<{ applied: number; failed: number; batched: number }[]>) => {
    let applied = 0;
    let batched = 0;
    for (;;) {
      const rs = await run();
      for (const r of rs) expect(r.failed).toBe(0);
      const n = rs.reduce((a, r) => a + r.applied, 0);
      batched += rs.reduce((a, r) => a + r.batched, 0);
      if (n === 0) return { applied, batched };
      applied += n;
    }
  };

  const expectSame = (got: Record<string, unknown[]>, want: Record<string, unknown[]>) => {
    expect(got.units).toEqual(want.units);
    expect(got.villages).toEqual(want.villages);
    expect(got.users).toEqual(want.users);
    expect(got.queue).toEqual(want.queue);
    expect(got.movements).toEqual(want.movements);
    expect(got.reports).toEqual(want.reports);
  };

  it('end in the state of one arrival at a time in (due_at, id) order', async () => {
    const ids = villages.map((v) => v.id);
    // One at a time, globally in (due_at, id) order (settle-on-read's path over every village).
    const { applied: serialApplied } = await drain(async () => [await settleArrivalsOnRead(s.running.deps, s.running.deps.now(), ids)]);
    const serial = await state();
    expect(serial.movements).toHaveLength(0);
    expect(serialApplied).toBeGreaterThan(160);
    expect((serial.reports as string[]).filter((r) => r.includes('"kind":"scout"')).length).toBeGreaterThan(5);

    await restore();
    // Two ticks at once, four runners each, one arrival at a time, few per transaction: as much interleaving as possible.
    const oneByOne = await drain(() => Promise.all([
      processDueMovements(s.running.deps, { runners: 4, perTransaction: 3, perBatch: 0 }),
      processDueMovements(s.running.deps, { runners: 4, perTransaction: 2, perBatch: 0 }),
    ]));
    expect(oneByOne).toEqual({ applied: serialApplied, batched: 0 });
    expectSame(await state(), serial);

    await restore();
    // The same with the batch path (claimBatch, applyArrivalBatch): small and large batches side by side.
    const batches = await drain(() => Promise.all([
      processDueMovements(s.running.deps, { runners: 4, perTransaction: 3, perBatch: 4 }),
      processDueMovements(s.running.deps, { runners: 2, perTransaction: 2 }),
    ]));
    expect(batches.applied).toBe(serialApplied);
    expect(batches.batched).toBeGreaterThan(0);
    expectSame(await state(), serial);

    await restore();
    // One runner with batches: most arrivals go through them (the rest: Nobles, and arrivals whose
    // earlier ones were passed over in a batch, left to the one-by-one path of that transaction).
    const oneRunner = await drain(async () => [await processDueMovements(s.running.deps, { runners: 1 })]);
    expect(oneRunner.applied).toBe(serialApplied);
    expect(oneRunner.batched).toBeGreaterThan(serialApplied / 2);
    expectSame(await state(), serial);

    // Each battle reported once to its attacker, and the defence each saw follows the order at its village.
    const battles = (await db()('reports').where({ kind: 'battle' })).filter((r: { user_id: number; data: { attacker: { user_id: number } } }) => r.user_id === r.data.attacker.user_id);
    const movementIds = battles.map((r: { data: { movement_id: number } }) => r.data.movement_id);
    expect(new Set(movementIds).size).toBe(movementIds.length);
    expect(movementIds.length).toBeGreaterThan(40);
  });
});
