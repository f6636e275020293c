import type { Db } from '../../server/db/knex';
import type { Deps } from '../../server/world/deps';
import { processDueMovements } from '../../server/jobs/dueMovements';
import type { TickSourceName } from './results';

/**
 * The movement sources of the tick benchmark's burst (tick.ts): army movements and, for issue 14,
 * merchant trips and exchange/purchase deliveries, seeded in bulk as the units, send, exchange and buy
 * calls write them, due at the burst's start. All are `movements` rows applied by one processor
 * (processDueMovements); `sourceOfKind` tells them apart in its onApplied callback, and `soloDrain`
 * clocks one source alone (the mixed burst cannot clock a source's own time: batches and runners
 * interleave the kinds).
 */

export { TICK_SOURCES as SOURCES } from './results';
export type Source = TickSourceName;

/** The source an applied movement belongs to: a route's shipment by its id, the others by their kind when applied. */
export function sourceOfKind(kind: string, id: number, routeMovements: ReadonlySet<number>): Source {
  if (routeMovements.has(id)) return 'routeShipments';
  if (kind === 'merchants' || kind === 'merchants_home') return 'merchantTrips';
  if (kind === 'delivery') return 'deliveries';
  return 'movementArrivals';
}

/**
 * The id-order distance from a village to the one its merchants and route go to: a multiple of the
 * player count (seedWorld deals villages round-robin, so it is the same player's village) near half the
 * villages, like the armies' (seedMovements). Consecutive trips then share no village, so the tick's
 * batches and runners meet the same conflicts as with the armies; a short stride chains each batch's
 * targets into the next batch's homes, and the runners would pass over each other's trips.
 */
const HALF_WAY = `GREATEST(p.players, (round(a.total / 2.0 / p.players) * p.players)::int)`;

/**
 * `count` merchant trips (kind `merchants`, 1 or 2 merchants, 400 to 1,600 resources of one kind), due
 * at `dueAt` + n ms, having left an hour before: each goes from village n to the same player's village
 * about half the list away (HALF_WAY), unloads there (what
 * its stores cannot hold is lost, reports to the sender) and turns home as `merchants_home`, due an
 * hour after its arrival, which the burst applies too.
 */
export async function seedMerchantTrips(db: Db, count: number, dueAt: number): Promise<void> {
  if (count === 0) return;
  await db.raw(
    `WITH v AS (SELECT id, user_id, x, y, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM villages),
          p AS (SELECT count(DISTINCT user_id) AS players FROM villages),
          g AS (SELECT g, g % 4 AS k FROM generate_series(0, ? - 1) g)
     INSERT INTO movements (kind, user_id, from_village_id, from_x, from_y, to_village_id, to_x, to_y, units, resources, started_at, due_at, merchants)
     SELECT 'merchants', a.user_id, a.id, a.x, a.y, b.id, b.x, b.y, '{}'::jsonb,
            jsonb_build_object(CASE g.k WHEN 0 THEN 'wood' WHEN 1 THEN 'stone' WHEN 2 THEN 'iron' ELSE 'food' END, 400 + (g.g % 4) * 400),
            ?::timestamptz - interval '1 hour', ?::timestamptz + g.g * interval '1 millisecond', CASE WHEN g.g % 4 = 3 THEN 2 ELSE 1 END
       FROM g CROSS JOIN p JOIN v a ON a.n = g.g % a.total
       JOIN v b ON b.n = (a.n + ${HALF_WAY}) % a.total`,
    [count, new Date(dueAt), new Date(dueAt)],
  );
  await db.raw('ANALYZE movements');
}

/**
 * `count` deliveries (kind `delivery`: from a village to itself, no merchants), half an exchange's
 * (300 iron) and half an aether purchase's (500 stone), bought 10 minutes before `dueAt` + n ms; village
 * n % villages receives each (a 'merchants' report to its owner, what its stores cannot hold lost).
 */
export async function seedDeliveries(db: Db, count: number, dueAt: number): Promise<void> {
  if (count === 0) return;
  await db.raw(
    `WITH v AS (SELECT id, user_id, x, y, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM villages),
          g AS (SELECT g FROM generate_series(0, ? - 1) g)
     INSERT INTO movements (kind, user_id, from_village_id, from_x, from_y, to_village_id, to_x, to_y, units, resources, started_at, due_at, origin_kind, merchants)
     SELECT 'delivery', a.user_id, a.id, a.x, a.y, a.id, a.x, a.y, '{}'::jsonb,
            CASE WHEN g.g % 2 = 0 THEN '{"iron": 300}'::jsonb ELSE '{"stone": 500}'::jsonb END,
            ?::timestamptz - interval '10 minutes', ?::timestamptz + g.g * interval '1 millisecond',
            CASE WHEN g.g % 2 = 0 THEN 'exchange' ELSE 'purchase' END, 0
       FROM g JOIN v a ON a.n = g.g % a.total`,
    [count, new Date(dueAt), new Date(dueAt)],
  );
  await db.raw('ANALYZE movements');
}

/**
 * `count` army movements between the seeded villages, due at `dueAt` + n ms (n = 0, 1, ...): of every
 * ten, four attacks (cav1 x 5 against a village of another player, which has no defenders: the attack
 * wins, loots and turns into a return trip, which arrives later in the burst as well), three
 * reinforcements (melee2 x 5, joining the host's garrison) and three returns home (cav1 x 3 carrying
 * 10 wood). Each movement goes from village n to the village half the list away (another player's).
 */
export async function seedMovements(db: Db, count: number, dueAt: number): Promise<void> {
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

/**
 * `count` trade routes (one per village, as the table allows), due at `dueAt`: village n ships to the
 * same player's village about half the list away (HALF_WAY). Each slot ships what the village holds up to its hourly production as a `merchants`
 * movement with 0 merchants (origin_kind 'route'), which arrives (no trip home, no report) in the burst.
 */
export async function seedRoutes(db: Db, count: number, dueAt: number): Promise<void> {
  if (count === 0) return;
  await db.raw(
    `WITH v AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM villages),
          p AS (SELECT count(DISTINCT user_id) AS players FROM villages)
     INSERT INTO trade_routes (village_id, target_village_id, next_at, created_at)
     SELECT a.id, b.id, ?::timestamptz, ?::timestamptz - interval '1 day'
       FROM v a CROSS JOIN p JOIN v b ON b.n = (a.n + ${HALF_WAY}) % a.total
      WHERE a.n < ?`,
    [new Date(dueAt), new Date(dueAt), count],
  );
  await db.raw('ANALYZE trade_routes');
}

/** Ids of the movements the routes shipped (their arrivals belong to the routeShipments source). */
export async function routeMovementIds(db: Db, into: Set<number>): Promise<void> {
  const rows: Array<{ id: number }> = await db('movements').where({ origin_kind: 'route' }).select('id');
  for (const r of rows) into.add(r.id);
}

/**
 * One source alone: `seed` writes its items (due by the deps' clock), then `drain` (the movement
 * processor, and for routes the routes processor before it) runs until nothing is left, the trips they
 * spawn (returns, merchants home, route shipments) included. Items applied and the seconds it took:
 * that source's own rate.
 */
export async function soloDrain(
  deps: Deps, seed: () => Promise<void>,
  drain: () => Promise<{ applied: number; failed: number; held?: number }> = () => processDueMovements(deps),
): Promise<{ applied: number; failed: number; seconds: number }> {
  await seed();
  let applied = 0;
  let failed = 0;
  const t0 = performance.now();
  for (;;) {
    const m = await drain();
    applied += m.applied;
    failed += m.failed;
    if (m.applied + m.failed + (m.held ?? 0) === 0) break;
  }
  return { applied, failed, seconds: (performance.now() - t0) / 1000 };
}
