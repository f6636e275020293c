import { createTestDb } from '../support/db';
import { readConfig } from '../../server/config';
import { boot, type Running } from '../../server/boot';
import type { Db } from '../../server/db/knex';
import { insertQueueEntry } from '../../server/db/queue';
import { processDueQueue } from '../../server/jobs/dueQueue';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { buildingOf } from '../../server/game/data/buildings';
import { workAt } from '../../server/game/economy';
import { startHead } from '../../server/game/queue/schedule';
import type { QueueEntry } from '../../server/game/queue/types';
import { createQueueItem, persistQueueItem, type QueueItemKind } from '../../machines/queueItem';
import { seedWorld } from './seed';
import { statementCounter } from './statements';
import { percentile, round, type LatencyFigures, type TickFigures } from './results';

/**
 * Benchmark 2: the tick. The processors run in this process, as they do inside the server (the cron
 * tick is in-process; there is no HTTP load here).
 * - burst: `items` due items over `villages` villages, split between the sources: queue items (a farm
 *   level, then culture points, per village: each completion starts the next item, which is due as
 *   well) and `movements` army movements (seedMovements: attacks, whose return trips arrive in the
 *   burst too, reinforcements and returns), all due when the drain starts; lateness is measured from
 *   that instant. Drained as the cron tick drains them: processDueQueue, then processDueMovements,
 *   again until both find nothing. Reported per source (items applied by its processor, the time spent
 *   in its calls) and in total.
 * - baseline: the same number of single-row UPDATE transactions (synchronous_commit off, as the tick).
 * - stream: one queue item per village falling due at `rate` per second on the wall clock, drained by
 *   the real cron tick (server/jobs/index.ts startTick, every second); lateness = applied (a trigger
 *   stamps clock_timestamp() when the item's row is deleted) minus due.
 */
export interface TickSize {
  villages: number;
  /** Due items in the burst, queue completions and movement arrivals together. */
  items: number;
  /** How many of `items` are movement arrivals (attacks, reinforcements, returns). */
  movements: number;
  rate: number;
  streamSeconds: number;
}

export const TICK_SIZES: Record<'quick' | 'full', TickSize> = {
  quick: { villages: 50, items: 200, movements: 20, rate: 25, streamSeconds: 2 },
  full: { villages: 10_000, items: 100_000, movements: 10_000, rate: 1000, streamSeconds: 10 },
};

/** The due-work sources the burst splits its items between (server/jobs: processDueQueue, processDueMovements). */
export const SOURCES = ['queueCompletions', 'movementArrivals'] as const;

const HOUR = 3_600_000;

function entry(kind: QueueItemKind, target: string | null, level: number | null, amount: number, work: number): QueueEntry {
  return {
    id: 0, kind, target, amount, level, cost: { wood: 0, stone: 0, iron: 0, food: 0 }, work, builders: 0,
    item: persistQueueItem(createQueueItem({ kind, work, builders: 0 })), dueAt: null,
  };
}

/**
 * Writes a queue of `perVillage` items (farm level 2, then culture points) into the first village with
 * the real rules (startHead at `startAt`), then copies its rows to every other village in one
 * statement, shifting each village's times by `shiftMs(rowNumber)` (snapshot included, which is what
 * the rules read). Returns the template head's due time.
 */
export async function seedQueues(db: Db, perVillage: number, startAt: number, shift: { baseMs: number; stepMs: number }): Promise<number> {
  const template = (await db('villages').min<{ id: number }>({ id: 'id' }).first())!.id;
  const farm = buildingOf('farm');
  const items = [entry('building', 'farm', 2, 1, workAt(farm, 2))];
  for (let i = 1; i < perVillage; i++) items.push(entry('culture', null, null, 1, 1));
  // Any positive production: the head's due time is fixed by its machine; later items are rescheduled
  // by the rules at the real production when the one before completes.
  const queue = startHead(items, startAt, 100);
  await db.transaction(async (trx) => {
    await trx('queue_items').where({ village_id: template }).delete();
    for (const e of queue) await insertQueueEntry(trx, template, e, new Date(startAt));
  });
  const dueAt = queue[0].item.context.dueAt!;
  const ms = (col: string) => `CASE WHEN q.snapshot #> '{context,${col}}' = 'null'::jsonb OR q.snapshot #> '{context,${col}}' IS NULL
      THEN q.snapshot #> '{context,${col}}' ELSE to_jsonb((q.snapshot #>> '{context,${col}}')::bigint + s.d) END`;
  await db.raw(
    `WITH v AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM villages),
          s AS (SELECT v.id, (? + v.n * ?)::bigint AS d FROM v)
     INSERT INTO queue_items (village_id, kind, target, amount, level, cost, work, work_done, builders, started_at, due_at, snapshot, created_at)
     SELECT s.id, q.kind, q.target, q.amount, q.level, q.cost, q.work, q.work_done, q.builders,
            q.started_at + s.d * interval '1 millisecond', q.due_at + s.d * interval '1 millisecond',
            CASE WHEN q.snapshot IS NULL THEN NULL ELSE jsonb_set(jsonb_set(jsonb_set(q.snapshot,
              '{context,startedAt}', ${ms('startedAt')}), '{context,progressAt}', ${ms('progressAt')}), '{context,dueAt}', ${ms('dueAt')}) END,
            q.created_at
       FROM s CROSS JOIN queue_items q WHERE q.village_id = ? AND s.id <> ? ORDER BY s.id, q.id`,
    [shift.baseMs, shift.stepMs, template, template],
  );
  if (shift.baseMs !== 0) {
    // The template village itself takes row number 0's shift too.
    await db.raw(
      `UPDATE queue_items q SET started_at = q.started_at + ? * interval '1 millisecond', due_at = q.due_at + ? * interval '1 millisecond',
         snapshot = CASE WHEN q.snapshot IS NULL THEN NULL ELSE jsonb_set(jsonb_set(jsonb_set(q.snapshot,
           '{context,startedAt}', ${ms('startedAt')}), '{context,progressAt}', ${ms('progressAt')}), '{context,dueAt}', ${ms('dueAt')}) END
         FROM (SELECT ?::bigint AS d) s WHERE q.village_id = ?`,
      [shift.baseMs, shift.baseMs, shift.baseMs, template],
    );
  }
  await db.raw('ANALYZE queue_items');
  return dueAt + shift.baseMs;
}

/**
 * `count` army movements between the seeded villages, due at `dueAt` + n ms (n = 0, 1, ...): of every
 * ten, four attacks (cav1 x 5 against a village of another player, which has no defenders: the attack
 * wins, loots and turns into a return trip, which arrives later in the burst as well), three
 * reinforcements (melee2 x 5, joining the host's garrison) and three returns home (cav1 x 3 carrying
 * 10 wood). Each movement goes from village n to the village half the list away (another player's).
 */
async function seedMovements(db: Db, count: number, dueAt: number): Promise<void> {
  if (count === 0) return;
  await db.raw(
    `WITH v AS (SELECT id, user_id, x, y, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM villages),
          g AS (SELECT g, g % 10 AS k FROM generate_series(0, ? - 1) g)
     INSERT INTO movements (kind, user_id, from_village_id, from_x, from_y, to_village_id, to_x, to_y, units, resources, started_at, due_at)
     SELECT CASE WHEN g.k < 4 THEN 'attack' WHEN g.k < 7 THEN 'reinforce' ELSE 'returning' END, a.user_id, a.id,
            CASE WHEN g.k < 7 THEN a.x ELSE b.x END, CASE WHEN g.k < 7 THEN a.y ELSE b.y END,
            CASE WHEN g.k < 7 THEN b.id ELSE a.id END, CASE WHEN g.k < 7 THEN b.x ELSE a.x END, CASE WHEN g.k < 7 THEN b.y ELSE a.y END,
            CASE WHEN g.k < 4 THEN '{"cav1": 5}'::jsonb WHEN g.k < 7 THEN '{"melee2": 5}'::jsonb ELSE '{"cav1": 3}'::jsonb END,
            CASE WHEN g.k < 7 THEN '{}'::jsonb ELSE '{"wood": 10}'::jsonb END,
            ?::timestamptz - interval '1 hour', ?::timestamptz + g.g * interval '1 millisecond'
       FROM g JOIN v a ON a.n = g.g % a.total JOIN v b ON b.n = (g.g + a.total / 2) % a.total`,
    [count, new Date(dueAt), new Date(dueAt)],
  );
  await db.raw('ANALYZE movements');
}

function lateness(ms: number[]): LatencyFigures {
  const s = [...ms].sort((a, b) => a - b);
  return { p50Ms: round(percentile(s, 50)), p99Ms: round(percentile(s, 99)), maxMs: round(s.length ? s[s.length - 1] : 0) };
}

/** The server in this process on `db` (no HTTP load; the tick benchmarks call the processors). `env`: more settings (MAX_COORD, ...). */
export async function bootWith(db: Db, url: string, tick: boolean, now?: () => Date, env: Record<string, string> = {}): Promise<Running> {
  const config = { ...readConfig({ GAME_START: '2026-01-01T00:00:00Z', NODE_ENV: 'production', ...env } as NodeJS.ProcessEnv), port: 0, tick, databaseUrl: url };
  return boot(config, { db, now, quiet: true });
}

export async function benchTick(size: TickSize, log: (s: string) => void): Promise<TickFigures> {
  const testDb = await createTestDb({ pool: 10 });
  if (!testDb.url) throw new Error('the tick benchmark needs PostgreSQL');
  const db = testDb.db;
  const movements = Math.min(size.movements, size.items);
  const perVillage = Math.max(1, Math.round((size.items - movements) / size.villages));
  try {
    const start = Date.now() - 2 * HOUR;
    await seedWorld(db, { players: Math.max(1, Math.floor(size.villages / 10)), villages: size.villages, maxCoord: 200, withTokens: 0, now: new Date(start - HOUR) });

    // Burst: queue items and movements all due at `start` (movements 1 ms apart), drained as the cron
    // tick drains them (queue, then arrivals, again until nothing is left).
    log(`tick: seeding ${perVillage * size.villages} due queue items and ${movements} due movements`);
    await seedQueues(db, perVillage, start, { baseMs: 0, stepMs: 0 });
    await seedMovements(db, movements, start);
    const queueItems = Number((await db('queue_items').count<{ n: number }>({ n: '*' }).first())!.n);
    const later = new Date(start + 90 * 24 * HOUR); // every chained completion and every return trip lies before this
    const burstServer = await bootWith(db, testDb.url, false, () => later);
    const stamps = { queueCompletions: [] as number[], movementArrivals: [] as number[] };
    const busy = { queueCompletions: 0, movementArrivals: 0 };
    let failed = 0;
    let spawned = 0;
    log('tick: burst');
    // BENCH_COUNT_STATEMENTS=1: counts the statements the arrivals send (knex 'query' events), for profiling.
    const counting = statementCounter(db, (x) => log(`tick: ${x}`));
    const t0 = performance.now();
    try {
      for (;;) {
        let t = performance.now();
        const q = await processDueQueue(burstServer.deps, { onApplied: () => stamps.queueCompletions.push(performance.now() - t0) });
        busy.queueCompletions += performance.now() - t;
        t = performance.now();
        counting.on();
        const m = await processDueMovements(burstServer.deps, {
          onApplied: (x) => { stamps.movementArrivals.push(performance.now() - t0); if (x.kind === 'attack') spawned += 1; },
        });
        counting.off();
        busy.movementArrivals += performance.now() - t;
        failed += q.failed + m.failed;
        if (q.applied + q.failed + m.applied + m.failed === 0) break;
      }
    } finally {
      await burstServer.stop();
    }
    const burstSeconds = (performance.now() - t0) / 1000;
    counting.report(stamps.movementArrivals.length, 'arrival', busy.movementArrivals);
    // BENCH_BURST_ONLY=1 (profiling the burst with --cpu-prof): stop here.
    if (process.env.BENCH_BURST_ONLY) {
      log(`tick: burst ${round(burstSeconds)} s, queue ${stamps.queueCompletions.length} in ${round(busy.queueCompletions / 1000)} s, arrivals ${stamps.movementArrivals.length} in ${round(busy.movementArrivals / 1000)} s`);
      await testDb.drop();
      process.exit(0);
    }
    // Queue items completed by an arrival's settle (touchVillage) are applied too, but not by the queue processor.
    const remaining = Number((await db('queue_items').count<{ n: number }>({ n: '*' }).first())!.n);
    const settledByArrivals = queueItems - remaining - stamps.queueCompletions.length;
    const items = queueItems + movements;
    const allStamps = [...stamps.queueCompletions, ...stamps.movementArrivals];

    // Baseline: as many single-row UPDATE transactions, one connection, one after another.
    log(`tick: baseline (${items} UPDATE transactions)`);
    const ids: number[] = (await db('villages').select('id').orderBy('id')).map((r: { id: number }) => r.id);
    const b0 = performance.now();
    for (let i = 0; i < items; i++) {
      await db.transaction(async (trx) => {
        await trx.raw('SET LOCAL synchronous_commit TO OFF');
        await trx.raw('UPDATE villages SET wood = wood + 1 WHERE id = ?', [ids[i % ids.length]]);
      });
    }
    const baselineSeconds = (performance.now() - b0) / 1000;

    // Steady stream.
    const streamItems = Math.min(size.villages, Math.round(size.rate * size.streamSeconds));
    await db('queue_items').delete();
    await db.raw('CREATE TABLE bench_applied (id int, due_at timestamptz, applied_at timestamptz)');
    await db.raw(`CREATE FUNCTION bench_stamp() RETURNS trigger AS $$
      BEGIN INSERT INTO bench_applied VALUES (OLD.id, OLD.due_at, clock_timestamp()); RETURN OLD; END $$ LANGUAGE plpgsql`);
    await db.raw('CREATE TRIGGER bench_stamp AFTER DELETE ON queue_items FOR EACH ROW EXECUTE FUNCTION bench_stamp()');
    const leadMs = 3000;
    const streamStart = Date.now() + leadMs;
    const templateNow = Date.now();
    // Template head due at templateDue; village n is shifted so its head falls due at streamStart + n / rate.
    const templateDue = templateNow + Math.ceil((workAt(buildingOf('farm'), 2) / 100) * HOUR);
    await seedQueues(db, 1, templateNow, { baseMs: streamStart - templateDue, stepMs: 1000 / size.rate });
    await db('queue_items').whereIn('village_id', db('villages').select('id').orderBy('id').offset(streamItems)).delete();
    await db('bench_applied').delete();
    log(`tick: steady stream (${streamItems} items at ${size.rate}/s)`);
    const streamServer = await bootWith(db, testDb.url, true);
    const deadline = streamStart + size.streamSeconds * 1000 + 30_000;
    try {
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
        const n = Number((await db('bench_applied').count<{ n: number }>({ n: '*' }).first())!.n);
        if (n >= streamItems) break;
      }
    } finally {
      await streamServer.stop();
    }
    const rows: Array<{ due_at: Date; applied_at: Date }> = await db('bench_applied').select('due_at', 'applied_at');
    const late = rows.map((r) => new Date(r.applied_at).getTime() - new Date(r.due_at).getTime());
    const itemsPerSecond = allStamps.length / Math.max(burstSeconds, 1e-9);
    const streamLate = lateness(late);
    const source = (k: (typeof SOURCES)[number], seeded: number, extra: Record<string, number>) => ({
      items: seeded,
      applied: stamps[k].length,
      seconds: round(busy[k] / 1000, 2),
      itemsPerSecond: round(stamps[k].length / Math.max(busy[k] / 1000, 1e-9)),
      lateness: lateness(stamps[k]),
      ...extra,
    });
    return {
      items,
      villages: size.villages,
      sources: {
        queueCompletions: source('queueCompletions', queueItems, { settledByArrivals }),
        movementArrivals: source('movementArrivals', movements, { returnTrips: spawned }),
      },
      burst: { itemsPerSecond: round(itemsPerSecond), seconds: round(burstSeconds, 2), lateness: lateness(allStamps), failed: failed + remaining },
      baseline: { updatesPerSecond: round(items / Math.max(baselineSeconds, 1e-9)), seconds: round(baselineSeconds, 2) },
      stream: { ratePerSecond: size.rate, seconds: size.streamSeconds, items: streamItems, applied: rows.length, lateness: streamLate },
      goal: '>= 5000 items/s in the burst; p99 lateness < 1000 ms in the stream (at 1000 items/s)',
      met: itemsPerSecond >= 5000 && streamLate.p99Ms < 1000 && rows.length === streamItems,
    };
  } finally {
    await testDb.drop();
  }
}
