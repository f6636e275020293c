import { preparedStatement, type Conn } from './knex';
import type { MovementRow, QueueRow, VillageRow } from './villages';
import { DUE_KINDS } from './movements';
import { TOKEN_CTE, type TokenRow } from './tokens';
import { RESERVED_MERCHANTS_SQL } from './offers';

/**
 * Everything GET /villages/{id} shows, read in one statement (one round trip, one consistent
 * snapshot) instead of a village read plus six queries, with the settle-on-read probes as flags:
 * when none is set, the snapshot is already the settled village and no settle runs.
 */
export interface VillageSnapshot {
  village: VillageRow;
  buildings: Array<{ id: number; type: string; level: number }>;
  tiles: Array<{ x: number; y: number }>;
  /** Units the village owns with amount > 0, wherever they stand. */
  units: Array<{ unit: string; amount: number; location_village_id: number }>;
  /** Movements leaving from or heading to the village, soonest first. */
  movements: MovementRow[];
  districts: string[];
  queue: QueueRow[];
  /** Merchants the village's open marketplace offers reserve (busy as if on the road). */
  reserved?: number;
  due: {
    /** A started queue item of any village of the owner is due (settleDueOnRead's probe). */
    queue: boolean;
    /** The owner's research is due. */
    research: boolean;
    /** An army movement from or to the village is due (processDueMovements' probe). */
    movements: boolean;
    /** Its trade route's hourly shipment is due (shipDueRoutes' probe; trade_routes.village_id is unique). */
    routes: boolean;
  };
}

// The same rows, columns and orders as the single-table helpers of server/db/villages.ts.
const SQL = `SELECT v.*,
  (SELECT coalesce(json_agg(json_build_object('id', b.id, 'type', b.type, 'level', b.level) ORDER BY b.id), '[]'::json)
     FROM village_buildings b WHERE b.village_id = v.id) AS snap_buildings,
  (SELECT coalesce(json_agg(json_build_object('x', t.x, 'y', t.y) ORDER BY t.claimed_at, t.y, t.x), '[]'::json)
     FROM village_tiles t WHERE t.village_id = v.id) AS snap_tiles,
  (SELECT coalesce(json_agg(json_build_object('unit', u.unit, 'amount', u.amount, 'location_village_id', u.location_village_id)
       ORDER BY u.location_village_id, u.unit), '[]'::json)
     FROM village_units u WHERE u.village_id = v.id AND u.amount > 0) AS snap_units,
  (SELECT coalesce(json_agg(m ORDER BY m.due_at, m.id), '[]'::json)
     FROM movements m WHERE m.from_village_id = v.id OR m.to_village_id = v.id) AS snap_movements,
  (SELECT coalesce(json_agg(d.district ORDER BY d.created_at), '[]'::json)
     FROM village_districts d WHERE d.village_id = v.id) AS snap_districts,
  (SELECT coalesce(json_agg(json_build_object('id', q.id, 'kind', q.kind, 'target', q.target, 'amount', q.amount, 'level', q.level,
       'work', q.work, 'work_done', q.work_done, 'started_at', q.started_at, 'due_at', q.due_at) ORDER BY q.id), '[]'::json)
     FROM queue_items q WHERE q.village_id = v.id) AS snap_queue,
  ${RESERVED_MERCHANTS_SQL} AS snap_reserved,
  EXISTS (SELECT 1 FROM queue_items q JOIN villages o ON o.id = q.village_id
     WHERE q.started_at IS NOT NULL AND q.due_at <= :cutoff AND (o.user_id = v.user_id OR o.id = v.id)) AS snap_due_queue,
  EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id AND u.research_due_at <= :cutoff) AS snap_due_research,
  EXISTS (SELECT 1 FROM movements m WHERE m.kind = ANY(:kinds) AND m.due_at <= :cutoff
     AND (m.from_village_id = v.id OR m.to_village_id = v.id)) AS snap_due_movements,
  EXISTS (SELECT 1 FROM trade_routes r WHERE r.village_id = v.id AND r.next_at <= :cutoff) AS snap_due_routes
FROM villages v WHERE v.id = :id`;

const DUE_KINDS_LIST = [...DUE_KINDS];

/** json columns: objects from pg, strings from some PGlite versions. */
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** The token row (TOKEN_CTE) and, in the same statement, the snapshot: one round trip for an authenticated GET. */
const SQL_WITH_TOKEN = `WITH ${TOKEN_CTE}
SELECT tok.*, s.* FROM tok LEFT JOIN (${SQL}) s ON true`;

const snapshotRows = preparedStatement('village_snapshot', SQL, ['id', 'cutoff', 'kinds']);
const snapshotWithTokenRows = preparedStatement('village_snapshot_token', SQL_WITH_TOKEN, ['tok_hash', 'tok_now', 'id', 'cutoff', 'kinds']);

/** The village `id` with what it holds and its due-work flags at `cutoff`, or undefined when unknown. */
export async function villageSnapshot(db: Conn, id: number, cutoff: Date): Promise<VillageSnapshot | undefined> {
  return snapshotOf((await snapshotRows(db, { id, cutoff, kinds: DUE_KINDS_LIST }))[0]);
}

/**
 * The live token row for the bindings of tokenBindings (undefined when the token is unknown, revoked or
 * expired) and, when it is live, villageSnapshot(id, cutoff), read in one statement.
 */
export async function villageSnapshotWithToken(db: Conn, bind: { tok_hash: string; tok_now: Date }, id: number, cutoff: Date): Promise<{
  token: TokenRow | undefined;
  snap: VillageSnapshot | undefined;
}> {
  const row = (await snapshotWithTokenRows(db, { ...bind, id, cutoff, kinds: DUE_KINDS_LIST }))[0];
  if (!row) return { token: undefined, snap: undefined };
  const { tok_id, tok_user_id, tok_actor_id, tok_is_sitter, ...rest } = row;
  const token = { tok_id, tok_user_id, tok_actor_id, tok_is_sitter } as TokenRow;
  // No village: the LEFT JOIN's columns are all null.
  return { token, snap: rest.id == null ? undefined : snapshotOf(rest) };
}

function snapshotOf(row: Record<string, unknown> | undefined): VillageSnapshot | undefined {
  if (!row) return undefined;
  const {
    snap_buildings: buildings, snap_tiles: tiles, snap_units: units, snap_movements: movements, snap_districts: districts,
    snap_queue: queue, snap_reserved: reserved, snap_due_queue: dueQueue, snap_due_research: dueResearch, snap_due_movements: dueMovements, snap_due_routes: dueRoutes, ...village
  } = row;
  return {
    village: village as unknown as VillageRow,
    buildings: json(buildings),
    tiles: json(tiles),
    units: json(units),
    movements: json(movements),
    districts: json(districts),
    queue: json(queue),
    reserved: Number(reserved ?? 0),
    due: { queue: dueQueue === true, research: dueResearch === true, movements: dueMovements === true, routes: dueRoutes === true },
  };
}
