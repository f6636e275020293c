import { prepared, type Conn, type Trx } from '../../db/knex';
import type { VillageRow } from '../../db/villages';
import type { AccountRow, AccountVillageRow } from '../../db/account';
import type { EconomyInputs, QueueItemRow } from '../../db/queue';
import { findResearch } from '../../game/data/research';
import type { QueueEntry } from '../../game/queue';

/**
 * The write path's reads and writes of a queue call (POST villages/{id}/queue/...), in as few
 * statements as keep the village lock's guarantees:
 * - `lockVillageRow`: the village row, locked (FOR UPDATE). A statement of its own on purpose: the
 *   subqueries of a locking SELECT read the snapshot taken before it waited for the lock, so a
 *   request that waited behind another would not see that one's queue item (only the village row
 *   itself is re-read after the wait).
 * - `readForWrite`: after the lock (a new snapshot in READ COMMITTED), everything the rules read in one
 *   statement: buildings, tiles, units and own movements (consumption), the queue rows (locked, as
 *   lockQueueRows), the account (builders, research), the village's districts, the completed research
 *   and, for science, the account's villages (accountAt's inputs).
 * - `writeQueued`: the new queue item, the stock with starves_at, the level-0 building row and the
 *   builder charges in one statement; the builder charges are taken only when the account holds them,
 *   and nothing is written otherwise.
 */

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const rowsOf = (r: { rows?: unknown[] } | unknown[]) => ((r as { rows?: unknown[] }).rows ?? r) as Array<Record<string, unknown>>;

export async function lockVillageRow(trx: Trx, id: number): Promise<VillageRow | undefined> {
  const r = await trx.raw('SELECT * FROM villages WHERE id = ? FOR UPDATE', [id]).options(prepared('village_lock'));
  return rowsOf(r)[0] as unknown as VillageRow | undefined;
}

/** The account as the queue rules read it (and, for science, accountAt's rows). */
export interface WriteAccount {
  id: number;
  builders: number;
  researching: number | null;
  /** The village's districts in commissioning order. */
  districts: string[];
  /** Keys of the completed research. */
  researched: Set<string>;
  row: AccountRow;
  /** The account's villages with building levels (only when read with `science`). */
  villages?: AccountVillageRow[];
}

export interface WriteRead {
  inputs: EconomyInputs;
  rows: QueueItemRow[];
  account?: WriteAccount;
}

const READ_SQL = `WITH q AS (SELECT * FROM queue_items WHERE village_id = :id ORDER BY id FOR UPDATE)
SELECT
  (SELECT coalesce(json_agg(json_build_object('id', b.id, 'type', b.type, 'level', b.level) ORDER BY b.id), '[]'::json)
     FROM village_buildings b WHERE b.village_id = :id) AS buildings,
  (SELECT coalesce(json_agg(json_build_object('x', t.x, 'y', t.y)), '[]'::json)
     FROM village_tiles t WHERE t.village_id = :id) AS tiles,
  (SELECT coalesce(json_agg(json_build_object('unit', u.unit, 'amount', u.amount)), '[]'::json)
     FROM village_units u WHERE u.village_id = :id AND u.amount > 0) AS units,
  (SELECT coalesce(json_agg(m.units), '[]'::json)
     FROM movements m WHERE m.from_village_id = :id AND m.user_id IS NOT DISTINCT FROM :userId::int) AS moving,
  (SELECT coalesce(json_agg(q ORDER BY q.id), '[]'::json) FROM q) AS queue,
  (SELECT row_to_json(a) FROM (SELECT u.id, u.builders, u.researching, u.culture, u.science, u.account_updated_at,
          u.research_due_at, u.research_snapshot FROM users u WHERE u.id = :userId::int) a) AS account,
  (SELECT coalesce(json_agg(d.district ORDER BY d.created_at), '[]'::json)
     FROM village_districts d WHERE d.village_id = :id) AS districts,
  (SELECT coalesce(json_agg(r.research_id), '[]'::json) FROM user_research r WHERE r.user_id = :userId::int) AS researched,
  CASE WHEN :science::boolean THEN (SELECT coalesce(json_agg(json_build_object('id', v.id, 'tier', v.tier, 'buildings',
      (SELECT coalesce(json_agg(json_build_object('type', b.type, 'level', b.level)), '[]'::json)
         FROM village_buildings b WHERE b.village_id = v.id)) ORDER BY v.id), '[]'::json)
    FROM villages v WHERE v.user_id = :userId::int) END AS account_villages`;

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

/** Everything the queue rules read about a village locked by lockVillageRow, in one statement. */
export async function readForWrite(trx: Conn, v: VillageRow, opts: { science?: boolean } = {}): Promise<WriteRead> {
  const r = await trx.raw(READ_SQL, { id: v.id, userId: v.user_id, science: opts.science === true }).options(prepared('village_write_read'));
  const row = rowsOf(r)[0];
  const inputs: EconomyInputs = {
    buildings: json(row.buildings),
    tiles: json(row.tiles),
    units: json(row.units),
    moving: json(row.moving),
  };
  const rows = json<QueueItemRow[]>(row.queue);
  const a = json<Record<string, unknown> | null>(row.account);
  if (!a) return { inputs, rows };
  const keys = json<number[]>(row.researched).map((id) => findResearch(Number(id))?.key).filter((k): k is string => !!k);
  const accountRow: AccountRow = {
    id: Number(a.id),
    culture: Number(a.culture),
    science: Number(a.science),
    researching: a.researching === null ? null : Number(a.researching),
    account_updated_at: date(a.account_updated_at)!,
    research_due_at: date(a.research_due_at),
    research_snapshot: (a.research_snapshot ?? null) as AccountRow['research_snapshot'],
  };
  const villages = row.account_villages == null ? undefined : json<AccountVillageRow[]>(row.account_villages).map((x) => ({ ...x, id: Number(x.id) }));
  return {
    inputs,
    rows,
    account: {
      id: accountRow.id, builders: Number(a.builders), researching: accountRow.researching,
      districts: json(row.districts), researched: new Set(keys), row: accountRow, villages,
    },
  };
}

const WRITE_SQL = `WITH b AS (
  UPDATE users SET builders = builders - :spent::int
   WHERE :spent::int > 0 AND id = :userId::int AND builders >= :spent::int RETURNING builders
), ok AS (
  SELECT 1 AS one WHERE :spent::int = 0 OR EXISTS (SELECT 1 FROM b)
), br AS (
  INSERT INTO village_buildings (village_id, type, level)
  SELECT :id::int, :building::text, 0 FROM ok WHERE :building::text IS NOT NULL
  ON CONFLICT (village_id, type) DO NOTHING
), s AS (
  UPDATE villages SET wood = :wood::float8, stone = :stone::float8, iron = :iron::float8, food = :food::float8,
         resources_updated_at = :at::timestamptz, starves_at = :starvesAt::timestamptz
   WHERE id = :id::int AND EXISTS (SELECT 1 FROM ok)
), q AS (
  INSERT INTO queue_items (village_id, kind, target, amount, level, cost, work, work_done, builders, started_at, due_at, snapshot, created_at)
  SELECT :id::int, :kind::text, :target::text, :amount::int, :level::int, :cost::jsonb, :work::float8, :workDone::float8,
         :builders::int, :startedAt::timestamptz, :dueAt::timestamptz, :snapshot::jsonb, :now::timestamptz FROM ok
  RETURNING id
)
SELECT (SELECT id FROM q) AS id, (SELECT builders FROM b) AS builders`;

/**
 * Writes one new queue entry with the stock it leaves (exact at `stockAt`, starves_at with it), the
 * level-0 row of a building about to be built (`building`), and takes `spent` builder charges from the
 * account. Nothing is written when the account lacks the charges: answers undefined then. Otherwise the
 * new item's id and the account's builder count after the spend (undefined when nothing was spent).
 */
export async function writeQueued(trx: Trx, w: {
  villageId: number; userId: number | null; spent: number; building: string | null;
  stock: { wood: number; stone: number; iron: number; food: number }; stockAt: Date; starvesAt: Date | null;
  entry: QueueEntry; now: Date;
}): Promise<{ id: number; builders: number | undefined } | undefined> {
  const e = w.entry;
  const c = e.item.context;
  const r = await trx.raw(WRITE_SQL, {
    spent: w.spent, userId: w.userId, id: w.villageId, building: w.building,
    wood: w.stock.wood, stone: w.stock.stone, iron: w.stock.iron, food: w.stock.food, at: w.stockAt, starvesAt: w.starvesAt,
    kind: e.kind, target: e.target, amount: e.amount, level: e.level, cost: JSON.stringify(e.cost), work: e.work,
    workDone: c.workDone, builders: e.builders, startedAt: c.startedAt === null ? null : new Date(c.startedAt),
    dueAt: e.dueAt === null ? null : new Date(e.dueAt), snapshot: JSON.stringify(e.item), now: w.now,
  }).options(prepared('queue_write'));
  const row = rowsOf(r)[0] as { id: number | null; builders: number | null };
  if (row.id === null) return undefined;
  return { id: Number(row.id), builders: row.builders === null ? undefined : Number(row.builders) };
}
