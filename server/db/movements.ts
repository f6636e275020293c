import { prepared, type Conn } from './knex';
import type { MovementRow } from './villages';

/** Army movements (GAME.md section 6): what the units calls and the arrival tick read and write. */

/** Army kinds: the troops calls list them, a conquest disbands them. */
export const ARMY_KINDS = ['attack', 'reinforce', 'scout', 'settle', 'move', 'siege', 'returning', 'event_defending'] as const;

/**
 * Trade kinds (GAME.md section 7) kept in the same table so that one processor applies every due
 * arrival in (due_at, id) order, with the same claims, locks and settle-on-read: `delivery` brings an
 * exchange's or a purchase's resources to their village (from_village_id = to_village_id); `merchants`
 * carry a load from a village to another, and come back empty as `merchants_home` (migration 015's
 * `merchants` column: how many they are). `supplies` and `aether_supplies` (issue 16) carry supplies to an
 * event or a monument site (to_village_id null, objective_id set) and come back as `merchants_home`.
 */
export const TRADE_KINDS = ['delivery', 'merchants', 'merchants_home', 'supplies', 'aether_supplies'] as const;

/** Every kind the arrival processor applies when due (claims and due-work probes). */
export const DUE_KINDS = [...ARMY_KINDS, ...TRADE_KINDS] as const;

export interface ArmyMovement extends MovementRow {
  /** The event or objective it heads for (migration 022), or null. */
  objective_id?: number | null;
  choice: string | null;
  targets: string[];
  origin_kind: string | null;
}

export interface NewMovement {
  kind: string;
  /** null: natives (a defend event's army). */
  userId: number | null;
  from: { villageId: number | null; x: number; y: number };
  to: { villageId: number | null; x: number; y: number };
  units: Record<string, number>;
  resources?: Record<string, number>;
  startedAt: Date;
  dueAt: Date;
  choice?: string | null;
  targets?: string[];
  originKind?: string | null;
  /** Merchants the trip keeps busy (kinds `merchants`, `merchants_home`). */
  merchants?: number;
  /** The event or objective it heads for (migration 022). */
  objectiveId?: number | null;
}

export async function insertMovement(trx: Conn, m: NewMovement): Promise<number> {
  const rows: Array<{ id: number }> = await trx('movements').insert({
    kind: m.kind, user_id: m.userId,
    from_village_id: m.from.villageId, from_x: m.from.x, from_y: m.from.y,
    to_village_id: m.to.villageId, to_x: m.to.x, to_y: m.to.y,
    units: JSON.stringify(m.units), resources: JSON.stringify(m.resources ?? {}),
    started_at: m.startedAt, due_at: m.dueAt,
    choice: m.choice ?? null, targets: JSON.stringify(m.targets ?? []), origin_kind: m.originKind ?? null,
    merchants: m.merchants ?? 0, objective_id: m.objectiveId ?? null,
  }).returning('id');
  return rows[0].id;
}

/**
 * Turns a movement around in place (same row, so it can never be applied twice): it becomes a
 * return trip home from (x, y) with these units and resources, arriving at `dueAt`.
 */
export interface ReturnTrip { units: Record<string, number>; resources: Record<string, number>; at: Date; dueAt: Date; fromX: number; fromY: number; homeX: number; homeY: number }

/** The columns of a movement turned into its return trip (turnHome, turnHomeMany). */
function returnTripColumns(m: ArmyMovement, r: ReturnTrip) {
  return {
    kind: 'returning', origin_kind: m.kind === 'returning' ? m.origin_kind : m.kind,
    from_x: r.fromX, from_y: r.fromY, to_village_id: m.from_village_id, to_x: r.homeX, to_y: r.homeY,
    units: JSON.stringify(r.units), resources: JSON.stringify(r.resources),
    started_at: r.at, due_at: r.dueAt,
  };
}

/**
 * Merchants that unloaded (or found no village) turn home in place, as `merchants_home` (the same row,
 * so the arrival is never applied twice), carrying `resources` (nothing, unless they could not unload).
 */
export async function merchantsHome(trx: Conn, m: ArmyMovement, r: { resources: Record<string, number>; at: Date; dueAt: Date }): Promise<void> {
  await trx('movements').where({ id: m.id }).update({
    kind: 'merchants_home', origin_kind: 'merchants',
    from_village_id: m.to_village_id, from_x: m.to_x, from_y: m.to_y,
    to_village_id: m.from_village_id, to_x: m.from_x, to_y: m.from_y,
    resources: JSON.stringify(r.resources), started_at: r.at, due_at: r.dueAt,
  });
}

export async function turnHome(trx: Conn, m: ArmyMovement, r: ReturnTrip): Promise<void> {
  await trx('movements').where({ id: m.id }).update(returnTripColumns(m, r));
}

/** turnHome for several movements in one statement. */
export async function turnHomeMany(trx: Conn, trips: ReadonlyArray<{ m: ArmyMovement; r: ReturnTrip }>): Promise<void> {
  if (trips.length === 0) return;
  const rows = trips.map(({ m, r }) => ({ id: m.id, ...returnTripColumns(m, r) }));
  const values = rows.map(() => '(?::int, ?, ?::int, ?::int, ?::int, ?::int, ?::int, ?::jsonb, ?::jsonb, ?::timestamptz, ?::timestamptz)').join(', ');
  await trx.raw(
    `UPDATE movements mv SET kind = 'returning', origin_kind = x.origin_kind, from_x = x.from_x, from_y = x.from_y,
            to_village_id = x.to_village_id, to_x = x.to_x, to_y = x.to_y, units = x.units, resources = x.resources,
            started_at = x.started_at, due_at = x.due_at
       FROM (VALUES ${values}) AS x(id, origin_kind, from_x, from_y, to_village_id, to_x, to_y, units, resources, started_at, due_at)
      WHERE mv.id = x.id`,
    rows.flatMap((x) => [x.id, x.origin_kind, x.from_x, x.from_y, x.to_village_id, x.to_x, x.to_y, x.units, x.resources, x.started_at, x.due_at]),
  );
}

export async function deleteMovement(trx: Conn, id: number): Promise<void> {
  await deleteMovements(trx, [id]);
}

export async function deleteMovements(trx: Conn, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx('movements').whereIn('id', [...ids]).delete();
}

export async function lockMovement(trx: Conn, id: number): Promise<ArmyMovement | undefined> {
  return trx('movements').where({ id }).whereIn('kind', [...ARMY_KINDS]).forUpdate().first();
}

/**
 * The next due army movement, locked, by (due_at, id); optionally only those touching `villageIds`.
 * FOR UPDATE (waiting, not SKIP LOCKED): processors are serialised by an advisory lock, so the only
 * other holder is a call-back or send-back, and skipping it would break the (due_at, id) order.
 */
export async function claimDueMovement(trx: Conn, cutoff: Date, skip: number[], villageIds?: number[]): Promise<ArmyMovement | undefined> {
  const q = trx('movements').whereIn('kind', [...DUE_KINDS]).where('due_at', '<=', cutoff)
    .orderBy([{ column: 'due_at' }, { column: 'id' }]).forUpdate().first();
  if (skip.length) q.whereNotIn('id', skip);
  if (villageIds) {
    // Involving one of them: starting or ending there, or a battle or scouting where their troops stand.
    q.where((w) => w.whereIn('from_village_id', villageIds).orWhereIn('to_village_id', villageIds)
      .orWhere((b) => b.whereIn('kind', [...BATTLE_KINDS])
        .whereIn('to_village_id', trx('village_units').whereIn('village_id', villageIds).select('location_village_id'))));
  }
  return q;
}

/** Kinds whose arrival fights (or scouts) at the target: the villages with troops there take part. */
export const BATTLE_KINDS = ['attack', 'siege', 'scout'] as const;

/**
 * The villages an arrival may change (lockInvolved's set: home, target, and for a battle or scouting
 * the villages whose troops stand at the target), read without locks: settle-on-read widens its scope
 * with them before it applies the arrival.
 */
export async function involvedVillages(db: Conn, m: ArmyMovement): Promise<number[]> {
  const ids = new Set([m.from_village_id, m.to_village_id].filter((id): id is number => id !== null));
  if (m.to_village_id !== null && (BATTLE_KINDS as readonly string[]).includes(m.kind)) {
    const rows: Array<{ village_id: number }> = await db('village_units').where({ location_village_id: m.to_village_id }).select('village_id');
    for (const r of rows) ids.add(r.village_id);
  }
  return [...ids];
}

/** Army movements leaving from (from_village_id) or heading to a village, soonest first. */
export async function armyMovementsOf(db: Conn, villageId: number): Promise<ArmyMovement[]> {
  return db('movements').whereIn('kind', [...ARMY_KINDS])
    .where((q) => q.where({ from_village_id: villageId }).orWhere({ to_village_id: villageId }))
    .orderBy([{ column: 'due_at' }, { column: 'id' }]);
}

/**
 * Serialises settle-on-read processors among themselves (the tick's runners do not take it: they
 * claim by village, see claimForRunner).
 */
export async function lockArrivals(trx: Conn): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(?)', [0x41524d59]);
}

/**
 * Advisory lock of the arrivals whose outcome reads or writes account-wide state (ORDERED_SQL): one
 * holder at a time, and they resolve in (due_at, id) order among themselves.
 */
export const ORDERED_LOCK = 0x41524d5a;

/**
 * Arrivals that read or write account-wide state besides their villages: settling (culture against
 * the account's village count, a new village), sieges (the account is settled before levels drop)
 * and attacks carrying Nobles (conquest or destruction: culture, village counts of two accounts).
 * 'special2' is the Nobles' key (game/battle NOBLE_KEY).
 */
export const ORDERED_SQL = `(kind IN ('settle', 'siege') OR (kind = 'attack' AND coalesce((units->>'special2')::numeric, 0) > 0))`;

export function isOrdered(m: { kind: string; units: Record<string, number> | null }): boolean {
  return m.kind === 'settle' || m.kind === 'siege' || (m.kind === 'attack' && (m.units?.special2 ?? 0) > 0);
}

/** The ordered predicate on a movement aliased `alias`. */
const orderedOn = (alias: string) => ORDERED_SQL.replace(/\b(kind|units)\b/g, `${alias}.$1`);

export interface RunnerClaim {
  m: ArmyMovement;
  /** The villages locked (lockInvolved's set), ascending, with their owners. */
  involved: { ids: number[]; owners: Map<number, number | null> };
  /** Something is held by another transaction, or an earlier arrival must resolve first: pass it over. */
  blocked: boolean;
}

/**
 * A tick runner's claim by village (processDueMovements), in one statement: the earliest due army
 * movement by (due_at, id) that nobody holds (SKIP LOCKED), and, without waiting, everything its
 * arrival may change: the villages of lockInvolved (home, target, and for a battle or scouting the
 * villages whose troops stand at the target), the accounts it may write (its mover and the owners of
 * those villages: reports, unread counters, settled culture and science), for a conquest the target's
 * armies on the move, and for an arrival reading account-wide state (ORDERED_SQL) the ordered-arrivals
 * advisory lock. In the same snapshot it checks that no due army movement earlier by (due_at, id) and
 * still pending (other than `failed`) involves one of those villages (starts or ends there, or is a
 * battle or scouting at a village where troops of one of them stand: it changes their numbers and
 * so their owner's food), nor, for an ordered
 * arrival, that any earlier ordered one is pending. `blocked` when a row was held by another
 * transaction (fewer locked than seen) or the check failed: the caller rolls back its savepoint (the
 * locks go with it) and passes the movement over. A runner never waits for a lock, so runners never
 * deadlock, with each other or with a player's call.
 *
 * Why the order holds: an earlier arrival touching one of these villages is either held by another
 * transaction (its villages are locked: blocked) or still a pending row (the check sees it). An
 * arrival creates movements (return trips, turn-backs) only between the villages it holds, due after
 * itself, so a check made with the locks held stays true until they are released. The snapshot may
 * predate the commit that released a lock just taken: what that commit changed is then seen as still
 * pending, which only blocks (never the reverse), and the set of villages with troops at the target
 * changes only by arrivals at the target, which the check then sees as pending.
 *
 * `skip`: movements passed over in this transaction; `blocked`: their villages (a later movement from
 * or to one of them waits for them anyway); `noOrdered`: an ordered arrival was passed over.
 */
export async function claimForRunner(
  trx: Conn, cutoff: Date, o: { skip: readonly number[]; blocked: readonly number[]; noOrdered: boolean; failed: readonly number[] },
): Promise<RunnerClaim | undefined> {
  const r = await trx.raw(
    `WITH m AS (
       SELECT * FROM movements
        WHERE kind = ANY(:kinds::text[]) AND due_at <= :cutoff AND id <> ALL(:skip::int[])
          AND coalesce(from_village_id, 0) <> ALL(:blocked::int[]) AND coalesce(to_village_id, 0) <> ALL(:blocked::int[])
          ${o.noOrdered ? `AND NOT ${ORDERED_SQL}` : ''}
        ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED),
     want AS (
       SELECT ARRAY(SELECT DISTINCT x FROM unnest(ARRAY[m.from_village_id, m.to_village_id]
                || CASE WHEN m.to_village_id IS NOT NULL AND m.kind IN ('attack', 'siege', 'scout')
                        THEN ARRAY(SELECT village_id FROM village_units WHERE location_village_id = m.to_village_id)
                        ELSE '{}'::int[] END) x WHERE x IS NOT NULL) AS a,
              (m.to_village_id IS NOT NULL AND m.kind IN ('attack', 'siege') AND coalesce((m.units->>'special2')::numeric, 0) > 0) AS nobles,
              ${orderedOn('m')} AS ordered
         FROM m),
     inv AS (SELECT id, user_id FROM villages WHERE id = ANY((SELECT a FROM want)::int[]) ORDER BY id FOR UPDATE SKIP LOCKED),
     inv_seen AS (SELECT count(*) AS n FROM villages WHERE id = ANY((SELECT a FROM want)::int[])),
     ids AS (SELECT coalesce(array_agg(id ORDER BY id), '{}'::int[]) AS a FROM inv),
     uw AS (SELECT ARRAY(SELECT user_id FROM inv WHERE user_id IS NOT NULL) || ARRAY(SELECT user_id FROM m WHERE user_id IS NOT NULL) AS a),
     us AS (SELECT id FROM users WHERE id = ANY((SELECT a FROM uw)::int[]) ORDER BY id FOR UPDATE SKIP LOCKED),
     us_seen AS (SELECT count(*) AS n FROM users WHERE id = ANY((SELECT a FROM uw)::int[])),
     mv AS (SELECT id FROM movements WHERE (SELECT nobles FROM want) AND from_village_id = (SELECT to_village_id FROM m)
              AND kind = ANY(:armies::text[]) ORDER BY id FOR UPDATE SKIP LOCKED),
     mv_seen AS (SELECT count(*) AS n FROM movements WHERE (SELECT nobles FROM want) AND from_village_id = (SELECT to_village_id FROM m)
              AND kind = ANY(:armies::text[]))
     SELECT m.*, (SELECT a FROM ids) AS ak_involved,
       (SELECT coalesce(json_agg(json_build_array(id, user_id)), '[]'::json) FROM inv) AS ak_owners,
       ((SELECT count(*) FROM inv) < (SELECT n FROM inv_seen)
         OR (SELECT count(*) FROM us) < (SELECT n FROM us_seen)
         OR (SELECT count(*) FROM mv) < (SELECT n FROM mv_seen)
         -- An earlier pending arrival involving one of the villages: one EXISTS per way (an index lookup each).
         OR EXISTS (SELECT 1 FROM movements e WHERE e.from_village_id = ANY((SELECT a FROM ids)::int[]) AND e.kind = ANY(:kinds::text[]) AND e.due_at <= :cutoff AND (e.due_at, e.id) < (m.due_at, m.id) AND e.id <> ALL(:failed::int[]))
         OR EXISTS (SELECT 1 FROM movements e WHERE e.to_village_id = ANY((SELECT a FROM ids)::int[]) AND e.kind = ANY(:kinds::text[]) AND e.due_at <= :cutoff AND (e.due_at, e.id) < (m.due_at, m.id) AND e.id <> ALL(:failed::int[]))
         OR EXISTS (SELECT 1 FROM unnest((SELECT a FROM ids)::int[]) AS x(vid) JOIN village_units u ON u.village_id = x.vid
                      JOIN movements e ON e.to_village_id = u.location_village_id
                     WHERE e.kind IN ('attack', 'siege', 'scout') AND e.kind = ANY(:kinds::text[]) AND e.due_at <= :cutoff AND (e.due_at, e.id) < (m.due_at, m.id) AND e.id <> ALL(:failed::int[]))
         OR CASE WHEN (SELECT ordered FROM want)
                 THEN NOT pg_try_advisory_xact_lock(:orderedLock)
                      OR EXISTS (SELECT 1 FROM movements e
                                  WHERE e.kind = ANY(:kinds::text[]) AND ${orderedOn('e')} AND e.due_at <= :cutoff
                                    AND (e.due_at, e.id) < (m.due_at, m.id) AND e.id <> ALL(:failed::int[]))
                 ELSE false END) AS ak_blocked
     FROM m`,
    {
      kinds: [...DUE_KINDS], armies: [...ARMY_KINDS], cutoff, skip: [...o.skip], blocked: [...o.blocked], failed: [...o.failed], orderedLock: ORDERED_LOCK,
    },
  ).options(prepared(o.noOrdered ? 'runner_claim_unordered' : 'runner_claim'));
  const row = ((r.rows ?? r) as Array<ArmyMovement & { ak_involved: number[]; ak_owners: Array<[number, number | null]> | string; ak_blocked: boolean }>)[0];
  if (!row) return undefined;
  const { ak_involved: ids, ak_owners: owners, ak_blocked: blocked, ...m } = row;
  const pairs = (typeof owners === 'string' ? JSON.parse(owners) : owners) as Array<[number, number | null]>;
  return { m, involved: { ids: ids.map(Number), owners: new Map(pairs) }, blocked };
}

/** Whether an army movement is due by `cutoff` (from or to one of `villageIds`, when given): an unlocked probe. */
export async function anyDueMovement(db: Conn, cutoff: Date, villageIds?: readonly number[]): Promise<boolean> {
  const probe = db('movements').whereIn('kind', [...DUE_KINDS]).where('due_at', '<=', cutoff).first('id');
  if (villageIds) probe.where((w) => w.whereIn('from_village_id', [...villageIds]).orWhereIn('to_village_id', [...villageIds]));
  return (await probe) !== undefined;
}
