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
import { processDueTradeRoutes } from '../../server/jobs/dueTradeRoutes';
import { routeMovementIds, seedDeliveries, seedMerchantTrips, seedMovements, seedRoutes, soloDrain, sourceOfKind, SOURCES, type Source } from './tickSources';

export { SOURCES } from './tickSources';

/**
 * Benchmark 2: the tick. The processors run in this process, as they do inside the server (the cron
 * tick is in-process; there is no HTTP load here).
 * - burst: `items` due items over `villages` villages, split between the sources: queue items (a farm
 *   level, then culture points, per village: each completion starts the next item, which is due as
 *   well), `movements` army movements (seedMovements: attacks, whose return trips arrive in the
 *   burst too, reinforcements and returns), `merchantTrips` merchant trips (unloading, then coming
 *   home in the burst too), `deliveries` exchange and purchase deliveries and `routes` trade routes
 *   (one per village, shipping at their slot; the shipments arrive in the burst too) (tickSources.ts),
 *   all due when the drain starts; lateness is measured from that instant. Drained as the cron tick
 *   drains them: processDueQueue, processDueMovements, then processDueTradeRoutes, again until none
 *   finds anything. Reported per source (items applied, lateness, and its rate: the queue's from the
 *   time in its processor's calls; armies', merchants', deliveries' and routes' each from a run of that
 *   source alone, as many items again, since one movement processor call applies all kinds together,
 *   route shipments' arrivals included) and in total.
 * - baseline: the same number of single-row UPDATE transactions (synchronous_commit off, as the tick).
 * - stream: one queue item per village falling due at `rate` per second on the wall clock, drained by
 *   the real cron tick (server/jobs/index.ts startTick, every second); lateness = applied (a trigger
 *   stamps clock_timestamp() when the item's row is deleted) minus due.
 */
export interface TickSize {
  villages: number;
  /** Due items in the burst, queue completions and movement arrivals together. */
  items: number;
  /** How many of `items` are army movement arrivals (attacks, reinforcements, returns). */
  movements: number;
  /** How many of `items` are merchant trips (each also comes home in the burst) and exchange/purchase deliveries. */
  merchantTrips: number;
  deliveries: number;
  /** How many of `items` are trade routes' slots (at most one route per village; each shipment arrives in the burst too). */
  routes: number;
  rate: number;
  streamSeconds: number;
}

export const TICK_SIZES: Record<'quick' | 'full', TickSize> = {
  quick: { villages: 50, items: 200, movements: 20, merchantTrips: 20, deliveries: 20, routes: 20, rate: 25, streamSeconds: 2 },
  full: { villages: 10_000, items: 100_000, movements: 10_000, merchantTrips: 10_000, deliveries: 10_000, routes: 5_000, rate: 1000, streamSeconds: 10 },
};

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
  const trips = Math.min(size.merchantTrips, size.items - movements);
  const deliveries = Math.min(size.deliveries, size.items - movements - trips);
  const routes = Math.min(size.routes, size.villages, size.items - movements - trips - deliveries);
  const perVillage = Math.max(1, Math.round((size.items - movements - trips - deliveries - routes) / size.villages));
  try {
    const start = Date.now() - 2 * HOUR;
    await seedWorld(db, { players: Math.max(1, Math.floor(size.villages / 10)), villages: size.villages, maxCoord: 200, withTokens: 0, now: new Date(start - HOUR) });

    // Burst: queue items and movements all due at `start` (movements 1 ms apart), drained as the cron
    // tick drains them (queue, then arrivals, again until nothing is left).
    log(`tick: seeding ${perVillage * size.villages} due queue items, ${movements} due army movements, ${trips} merchant trips, ${deliveries} deliveries and ${routes} trade routes`);
    await seedQueues(db, perVillage, start, { baseMs: 0, stepMs: 0 });
    await seedMovements(db, movements, start);
    await seedMerchantTrips(db, trips, start);
    await seedDeliveries(db, deliveries, start);
    await seedRoutes(db, routes, start);
    const queueItems = Number((await db('queue_items').count<{ n: number }>({ n: '*' }).first())!.n);
    const later = new Date(start + 90 * 24 * HOUR); // every chained completion and every return trip lies before this
    const burstServer = await bootWith(db, testDb.url, false, () => later);
    const stamps = Object.fromEntries(SOURCES.map((k) => [k, [] as number[]])) as Record<Source, number[]>;
    // Time in the queue processor's and the movement processor's calls (the latter applies armies, merchants and deliveries together).
    let busyQueue = 0;
    let busyMovements = 0;
    let busyRoutes = 0;
    let shipments = 0;
    // Routes ship at their slot (`start`), as a tick running then would: on the burst's far clock the
    // slot would be the latest hour before it, and the shipments would not arrive within the burst.
    const routeNow = { now: new Date(start + 1000) };
    const routeMoves = new Set<number>();
    const solo: Partial<Record<Source, { items: number; applied: number; failed: number; seconds: number }>> = {};
    let burstMs = 0;
    let failed = 0;
    let spawned = 0;
    let merchantsHome = 0;
    log('tick: burst');
    // BENCH_COUNT_STATEMENTS=1: counts the statements the arrivals send (knex 'query' events), for profiling.
    const counting = statementCounter(db, (x) => log(`tick: ${x}`));
    const t0 = performance.now();
    try {
      for (;;) {
        let t = performance.now();
        const q = await processDueQueue(burstServer.deps, { onApplied: () => stamps.queueCompletions.push(performance.now() - t0) });
        busyQueue += performance.now() - t;
        t = performance.now();
        counting.on();
        const m = await processDueMovements(burstServer.deps, {
          onApplied: (x) => {
            const src = sourceOfKind(x.kind, x.id, routeMoves);
            stamps[src].push(performance.now() - t0);
            if (x.kind === 'attack') spawned += 1;
            if (x.kind === 'merchants_home') merchantsHome += 1;
          },
        });
        counting.off();
        busyMovements += performance.now() - t;
        t = performance.now();
        const r = await processDueTradeRoutes(burstServer.deps, routeNow);
        busyRoutes += performance.now() - t;
        // The routes processor has no per-item callback: its items are stamped when its call returns.
        for (let i = 0; i < r.applied; i++) stamps.routeShipments.push(performance.now() - t0);
        shipments += r.applied;
        if (r.applied > 0) await routeMovementIds(db, routeMoves);
        failed += q.failed + m.failed + r.failed;
        if (q.applied + q.failed + m.applied + m.failed + r.applied + r.failed + r.held === 0) break;
      }
      burstMs = performance.now() - t0;
      // Each movement source alone, as many items again (and the trips they spawn), for its own rate:
      // in the mixed burst one processor call applies all kinds at once.
      if (!process.env.BENCH_BURST_ONLY) {
        const seeds: Array<[Source, number, (n: number) => Promise<void>]> = [
          ['movementArrivals', movements, (n) => seedMovements(db, n, start)],
          ['merchantTrips', trips, (n) => seedMerchantTrips(db, n, start)],
          ['deliveries', deliveries, (n) => seedDeliveries(db, n, start)],
          // The same routes due again at `start`.
          ['routeShipments', routes, async () => { await db('trade_routes').update({ next_at: new Date(start) }); }],
        ];
        for (const [k, n, seed] of seeds) {
          if (n === 0) continue;
          log(`tick: ${k} alone (${n})`);
          const drain = k !== 'routeShipments' ? undefined : async () => {
            const r = await processDueTradeRoutes(burstServer.deps, routeNow);
            const m = await processDueMovements(burstServer.deps);
            return { applied: r.applied + m.applied, failed: r.failed + m.failed, held: r.held };
          };
          solo[k] = { items: n, ...(await soloDrain(burstServer.deps, () => seed(n), drain)) };
        }
      }
    } finally {
      await burstServer.stop();
    }
    const burstSeconds = burstMs / 1000;
    const arrivals = stamps.movementArrivals.length + stamps.merchantTrips.length + stamps.deliveries.length + stamps.routeShipments.length - shipments;
    counting.report(arrivals, 'arrival', busyMovements);
    // BENCH_BURST_ONLY=1 (profiling the burst with --cpu-prof): stop here.
    if (process.env.BENCH_BURST_ONLY) {
      log(`tick: burst ${round(burstSeconds)} s, queue ${stamps.queueCompletions.length} in ${round(busyQueue / 1000)} s, arrivals ${arrivals} (${SOURCES.map((k) => `${k} ${stamps[k].length}`).join(', ')}) in ${round(busyMovements / 1000)} s`);
      await testDb.drop();
      process.exit(0);
    }
    // Queue items completed by an arrival's settle (touchVillage) are applied too, but not by the queue processor.
    const remaining = Number((await db('queue_items').count<{ n: number }>({ n: '*' }).first())!.n);
    const settledByArrivals = queueItems - remaining - stamps.queueCompletions.length;
    const items = queueItems + movements + trips + deliveries + routes;
    const allStamps = SOURCES.flatMap((k) => stamps[k]);

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
    // The stream is queue items only: the burst's routes (due again every hour of game time) and any
    // trip still on the road would otherwise be due work for the stream's tick too.
    await db('trade_routes').delete();
    await db('movements').delete();
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
    // A source's rate: the queue's from its own processor's calls in the burst; a movement source's from
    // its run alone (`alone`), its burst figures (applied, lateness) from the mixed burst.
    const source = (k: Source, seeded: number, extra: Record<string, number>) => {
      const own = k === 'queueCompletions' ? { applied: stamps[k].length, seconds: busyQueue / 1000 } : solo[k] ?? { applied: 0, seconds: 0 };
      return {
        items: seeded,
        applied: stamps[k].length,
        seconds: round(own.seconds, 2),
        itemsPerSecond: round(own.applied / Math.max(own.seconds, 1e-9)),
        lateness: lateness(stamps[k]),
        ...(solo[k] ? { alone: { items: solo[k].items, applied: solo[k].applied, seconds: round(solo[k].seconds, 2) } } : {}),
        ...extra,
      };
    };
    const soloFailed = Object.values(solo).reduce((a, x) => a + x.failed, 0);
    return {
      items,
      villages: size.villages,
      sources: {
        queueCompletions: source('queueCompletions', queueItems, { settledByArrivals }),
        movementArrivals: source('movementArrivals', movements, { returnTrips: spawned }),
        // Applied: the trips' arrivals and their journeys home (homeTrips of them).
        merchantTrips: source('merchantTrips', trips, { homeTrips: merchantsHome }),
        deliveries: source('deliveries', deliveries, {}),
        // Applied: the slots shipped (stamped when the routes processor's call returned) and the shipments' arrivals.
        routeShipments: source('routeShipments', routes, { shipped: shipments, routeSeconds: round(busyRoutes / 1000, 2) }),
      },
      burst: { itemsPerSecond: round(itemsPerSecond), seconds: round(burstSeconds, 2), lateness: lateness(allStamps), failed: failed + remaining + soloFailed },
      baseline: { updatesPerSecond: round(items / Math.max(baselineSeconds, 1e-9)), seconds: round(baselineSeconds, 2) },
      stream: { ratePerSecond: size.rate, seconds: size.streamSeconds, items: streamItems, applied: rows.length, lateness: streamLate },
      goal: '>= 5000 items/s in the burst; p99 lateness < 1000 ms in the stream (at 1000 items/s)',
      met: itemsPerSecond >= 5000 && streamLate.p99Ms < 1000 && rows.length === streamItems,
    };
  } finally {
    await testDb.drop();
  }
}
