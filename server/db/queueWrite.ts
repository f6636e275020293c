import { prepared, type Conn, type Trx } from './knex';
import type { VillageRow } from './villages';
import type { AccountRow, AccountVillageRow } from './account';
import type { EconomyInputs, QueueItemRow } from './queue';
import { findResearch } from '../game/data/research';
import type { QueueEntry } from '../game/queue';

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
 * The read and the write are SQL functions (migration 009: `ak_queue_read`, `ak_queue_write`), called
 * here with bindings (the general path, in a knex transaction) and by session.ts withVillage as one
 * simple-protocol query each (BEGIN + lock + read; write + COMMIT), the write's arguments as literals
 * (writeLiterals).
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

/** The read (migration 009: `ak_queue_read`, one definition for both paths). */
const READ_SQL = 'SELECT * FROM ak_queue_read(?::int, ?::boolean)';

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

/** Everything the queue rules read about a village locked by lockVillageRow, in one statement. */
export async function readForWrite(trx: Conn, v: VillageRow, opts: { science?: boolean } = {}): Promise<WriteRead> {
  const r = await trx.raw(READ_SQL, [v.id, opts.science === true]).options(prepared('queue_read_fn'));
  return parseRead(rowsOf(r)[0]);
}

/** A row of `ak_queue_read` as the rules take it. */
export function parseRead(row: Record<string, unknown>): WriteRead {
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

/** The write (migration 009: `ak_queue_write`); its arguments in order. */
const WRITE_SQL = `SELECT * FROM ak_queue_write(?::int, ?::int, ?::int, ?::text, ?::float8, ?::float8, ?::float8, ?::float8,
  ?::timestamptz, ?::timestamptz, ?::text, ?::text, ?::int, ?::int, ?::jsonb, ?::float8, ?::float8, ?::int,
  ?::timestamptz, ?::timestamptz, ?::jsonb, ?::timestamptz)`;

/** What writeQueued writes. */
export interface QueuedWrite {
  villageId: number; userId: number | null; spent: number; building: string | null;
  stock: { wood: number; stone: number; iron: number; food: number }; stockAt: Date; starvesAt: Date | null;
  entry: QueueEntry; now: Date;
}

type Arg = { int: number | null } | { float: number } | { text: string | null } | { json: unknown } | { at: Date | null };

/** ak_queue_write's arguments, typed (the one-round-trip path writes them as literals: sql.ts). */
export function writeArgs(w: QueuedWrite): Arg[] {
  const e = w.entry;
  const c = e.item.context;
  return [
    { int: w.spent }, { int: w.userId }, { int: w.villageId }, { text: w.building },
    { float: w.stock.wood }, { float: w.stock.stone }, { float: w.stock.iron }, { float: w.stock.food },
    { at: w.stockAt }, { at: w.starvesAt }, { text: e.kind }, { text: e.target }, { int: e.amount }, { int: e.level },
    { json: e.cost }, { float: e.work }, { float: c.workDone }, { int: e.builders },
    { at: c.startedAt === null ? null : new Date(c.startedAt) }, { at: e.dueAt === null ? null : new Date(e.dueAt) },
    { json: e.item }, { at: w.now },
  ];
}

const argValue = (a: Arg): unknown => {
  if ('json' in a) return JSON.stringify(a.json);
  if ('int' in a) return a.int;
  if ('float' in a) return a.float;
  if ('text' in a) return a.text;
  return a.at;
};

/**
 * The same arguments as SQL literals, for a simple-protocol query (no parameters there). Every value is
 * checked: integers must be safe integers in int4 range, floats finite, dates valid; text and JSON go
 * through `quote` (pg's escapeLiteral).
 */
export function writeLiterals(w: QueuedWrite, quote: (s: string) => string): string {
  const lit = (a: Arg): string => {
    if ('json' in a) return `${quote(JSON.stringify(a.json))}::jsonb`;
    if ('int' in a) {
      if (a.int === null) return 'NULL::int';
      if (!Number.isSafeInteger(a.int) || a.int < -2147483648 || a.int > 2147483647) throw new Error(`queue write: not an int4: ${a.int}`);
      return `${a.int}::int`;
    }
    if ('float' in a) {
      if (typeof a.float !== 'number' || !Number.isFinite(a.float)) throw new Error(`queue write: not a finite number: ${a.float}`);
      return `'${String(a.float)}'::float8`;
    }
    if ('text' in a) return a.text === null ? 'NULL::text' : `${quote(String(a.text))}::text`;
    if (a.at === null) return 'NULL::timestamptz';
    if (!(a.at instanceof Date) || Number.isNaN(a.at.getTime())) throw new Error('queue write: not a date');
    return `'${a.at.toISOString()}'::timestamptz`;
  };
  return `SELECT * FROM ak_queue_write(${writeArgs(w).map(lit).join(', ')})`;
}

/** ak_queue_write's row: undefined when nothing was written (the account lacked the charges). */
export function parseWrite(row: Record<string, unknown> | undefined): { id: number; builders: number | undefined } | undefined {
  if (!row || row.item_id === null || row.item_id === undefined) return undefined;
  return { id: Number(row.item_id), builders: row.builders_left === null ? undefined : Number(row.builders_left) };
}

/**
 * Writes one new queue entry with the stock it leaves (exact at `stockAt`, starves_at with it), the
 * level-0 row of a building about to be built (`building`), and takes `spent` builder charges from the
 * account. Nothing is written when the account lacks the charges: answers undefined then. Otherwise the
 * new item's id and the account's builder count after the spend (undefined when nothing was spent).
 */
export async function writeQueued(trx: Trx, w: QueuedWrite): Promise<{ id: number; builders: number | undefined } | undefined> {
  const r = await trx.raw(WRITE_SQL, writeArgs(w).map(argValue) as never).options(prepared('queue_write_fn'));
  return parseWrite(rowsOf(r)[0]);
}
