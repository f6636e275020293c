import type { Conn } from './knex';
import type { VillageRow } from './villages';
import type { AccountRow, AccountVillageRow } from './account';
import type { TierKey } from '../game/data/tiers';
import type { AccountState } from '../game/account/accrual';
import type { PersistedResearch } from '../../machines/research';
import type { Cost } from '../game/data/resources';
import { findResearch } from '../game/data/research';
import type { QueueEntry } from '../game/queue/types';
import {
  createQueueItem, persistQueueItem, type PersistedQueueItem, type QueueItemKind,
} from '../../machines/queueItem';

/** Queries of the production queue and of what completing an item writes (GAME.md section 4). */

export interface QueueItemRow {
  id: number;
  village_id: number;
  kind: string;
  target: string | null;
  amount: number;
  level: number | null;
  cost: Cost | string;
  work: number;
  work_done: number;
  builders: number;
  started_at: Date | null;
  due_at: Date | null;
  snapshot: PersistedQueueItem | string | null;
}

const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const ms = (d: Date | string | null): number | null => (d === null ? null : new Date(d).getTime());

/** A row as the rules see it. A row without a snapshot (written by hand) is a waiting item. */
export function entryFromRow(row: QueueItemRow): QueueEntry {
  const kind = row.kind as QueueItemKind;
  const item = json<PersistedQueueItem>(row.snapshot)
    ?? persistQueueItem(createQueueItem({ kind, work: Number(row.work), builders: row.builders }));
  const cost = json<Cost>(row.cost) ?? { wood: 0, stone: 0, iron: 0, food: 0 };
  return {
    id: row.id,
    kind,
    target: row.target,
    amount: Number(row.amount),
    level: row.level,
    cost: { wood: Number(cost.wood) || 0, stone: Number(cost.stone) || 0, iron: Number(cost.iron) || 0, food: Number(cost.food) || 0 },
    work: Number(row.work),
    builders: row.builders,
    item,
    dueAt: ms(row.due_at),
  };
}

/** The columns mirroring an entry (the snapshot is the truth; the columns serve queries and reads). */
function columns(e: QueueEntry) {
  const c = e.item.context;
  return {
    kind: e.kind,
    target: e.target,
    amount: e.amount,
    level: e.level,
    cost: JSON.stringify(e.cost),
    work: e.work,
    work_done: c.workDone,
    builders: e.builders,
    started_at: c.startedAt === null ? null : new Date(c.startedAt),
    due_at: e.dueAt === null ? null : new Date(e.dueAt),
    snapshot: JSON.stringify(e.item),
  };
}

/** The village's queue rows in order (head first), locked for the rest of the transaction. */
export async function lockQueueRows(trx: Conn, villageId: number): Promise<QueueItemRow[]> {
  return trx('queue_items').where({ village_id: villageId }).orderBy('id').forUpdate();
}

/** The village's queue rows in order, unlocked (reads). */
export async function queueRowsOf(db: Conn, villageId: number): Promise<QueueItemRow[]> {
  return db('queue_items').where({ village_id: villageId }).orderBy('id');
}

export async function insertQueueEntry(trx: Conn, villageId: number, e: QueueEntry, now: Date): Promise<number> {
  const rows: Array<{ id: number }> = await trx('queue_items')
    .insert({ village_id: villageId, ...columns(e), created_at: now })
    .returning('id');
  return rows[0].id;
}

export async function updateQueueEntry(trx: Conn, e: QueueEntry): Promise<void> {
  await trx('queue_items').where({ id: e.id }).update(columns(e));
}

/** insertQueueEntry for many entries in a few statements (ids are assigned in the order given). */
export async function insertQueueEntries(trx: Conn, rows: ReadonlyArray<{ villageId: number; entry: QueueEntry }>, now: Date): Promise<void> {
  for (let i = 0; i < rows.length; i += 2_000) {
    await trx('queue_items').insert(rows.slice(i, i + 2_000).map((r) => ({ village_id: r.villageId, ...columns(r.entry), created_at: now })));
  }
}

/** updateQueueEntry for many entries in a few statements (one UPDATE ... FROM VALUES per 2,000). */
export async function updateQueueEntries(trx: Conn, entries: readonly QueueEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 2_000) {
    const part = entries.slice(i, i + 2_000);
    const values = part.map(() => '(?::int, ?::text, ?::text, ?::int, ?::int, ?::jsonb, ?::float8, ?::float8, ?::int, ?::timestamptz, ?::timestamptz, ?::jsonb)').join(', ');
    await trx.raw(
      `UPDATE queue_items q SET kind = x.kind, target = x.target, amount = x.amount, level = x.level, cost = x.cost, work = x.work,
              work_done = x.work_done, builders = x.builders, started_at = x.started_at, due_at = x.due_at, snapshot = x.snapshot
         FROM (VALUES ${values}) AS x(id, kind, target, amount, level, cost, work, work_done, builders, started_at, due_at, snapshot)
        WHERE q.id = x.id`,
      part.flatMap((e) => {
        const c = columns(e);
        return [e.id, c.kind, c.target ?? null, c.amount, c.level ?? null, c.cost, c.work, c.work_done, c.builders, c.started_at, c.due_at, c.snapshot];
      }),
    );
  }
}

export async function deleteQueueItems(trx: Conn, ids: number[]): Promise<void> {
  if (ids.length > 0) await trx('queue_items').whereIn('id', ids).delete();
}

/**
 * Claims the oldest due active item whose village no one else holds: item and village are locked
 * together and rows locked by another transaction (a second tick runner, a player's request) are
 * skipped, so nobody waits and no item is claimed twice at once. Returns the item id and the locked
 * village row. `skip`: ids this runner gave up on in this tick (they failed), so one bad row cannot
 * hold the tick.
 */
export async function claimDueItem(trx: Conn, cutoff: Date, skip: readonly number[] = []): Promise<{ id: number; village: VillageRow } | undefined> {
  const r = await trx.raw(
    `SELECT q.id AS queue_item_id, v.* FROM queue_items q JOIN villages v ON v.id = q.village_id
      WHERE q.started_at IS NOT NULL AND q.due_at <= ?${skip.length ? ` AND q.id NOT IN (${skip.map(() => '?').join(', ')})` : ''}
      ORDER BY q.due_at, q.id LIMIT 1
      FOR UPDATE OF q, v SKIP LOCKED`,
    [cutoff, ...skip],
  );
  const row = (r.rows ?? r)[0] as (VillageRow & { queue_item_id: number }) | undefined;
  if (!row) return undefined;
  const { queue_item_id: id, ...village } = row;
  return { id: Number(id), village };
}

export interface EconomyInputs {
  buildings: Array<{ id: number; type: string; level: number }>;
  tiles: Array<{ x: number; y: number }>;
  /** The village's own units wherever they stand. */
  units: Array<{ unit: string; amount: number }>;
  /** Unit lists of the village's own movements under way (they eat too). */
  moving: Array<Record<string, number>>;
}

/**
 * Everything the village's rates depend on, in one round trip (the tick applies thousands of items):
 * the same rows as villageBuildings, villageTiles, villageUnits and the own outgoing movements.
 */
export async function economyInputs(trx: Conn, v: { id: number; user_id: number | null }): Promise<EconomyInputs> {
  const r = await trx.raw(
    `SELECT
      (SELECT coalesce(json_agg(json_build_object('id', b.id, 'type', b.type, 'level', b.level) ORDER BY b.id), '[]'::json)
         FROM village_buildings b WHERE b.village_id = :id) AS buildings,
      (SELECT coalesce(json_agg(json_build_object('x', t.x, 'y', t.y)), '[]'::json)
         FROM village_tiles t WHERE t.village_id = :id) AS tiles,
      (SELECT coalesce(json_agg(json_build_object('unit', u.unit, 'amount', u.amount)), '[]'::json)
         FROM village_units u WHERE u.village_id = :id AND u.amount > 0) AS units,
      (SELECT coalesce(json_agg(m.units), '[]'::json)
         FROM movements m WHERE m.from_village_id = :id AND m.user_id IS NOT DISTINCT FROM :userId) AS moving`,
    { id: v.id, userId: v.user_id },
  );
  const row = (r.rows ?? r)[0] as Record<keyof EconomyInputs, unknown>;
  const parse = <T>(x: unknown): T => (typeof x === 'string' ? JSON.parse(x) : x) as T;
  return {
    buildings: parse<EconomyInputs['buildings']>(row.buildings),
    tiles: parse<EconomyInputs['tiles']>(row.tiles),
    units: parse<EconomyInputs['units']>(row.units),
    moving: parse<EconomyInputs['moving']>(row.moving),
  };
}

/** Keys of the technologies the account has completed. */
export async function researchedKeys(db: Conn, userId: number): Promise<Set<string>> {
  const rows: Array<{ research_id: number }> = await db('user_research').where({ user_id: userId }).select('research_id');
  return new Set(rows.map((r) => findResearch(Number(r.research_id))?.key).filter((k): k is string => !!k));
}

/** Takes `n` builder charges when the account has them; false otherwise (atomic, no lost update). */
export async function spendBuilders(trx: Conn, userId: number, n: number): Promise<boolean> {
  if (n <= 0) return true;
  const rows = await trx('users').where({ id: userId }).where('builders', '>=', n).decrement('builders', n).returning('id');
  return rows.length === 1;
}

/** Takes `n` builder charges when the account holds them: the count left, or undefined (nothing taken). */
export async function takeBuilders(trx: Conn, userId: number, n: number): Promise<number | undefined> {
  const rows: Array<{ builders: number }> = await trx('users').where({ id: userId }).where('builders', '>=', n)
    .decrement('builders', n).returning('builders');
  return rows.length === 1 ? Number(rows[0].builders) : undefined;
}

/** A building's level in a village (0 when it has none). */
export async function buildingLevel(db: Conn, villageId: number, type: string): Promise<number> {
  const row: { level: number } | undefined = await db('village_buildings').where({ village_id: villageId, type }).first('level');
  return row?.level ?? 0;
}

export async function returnBuilders(trx: Conn, userId: number, n: number): Promise<void> {
  if (n > 0) await trx('users').where({ id: userId }).increment('builders', n);
}

/** Buys builder charges with aether: false when the account lacks the aether. */
export async function buyBuilders(trx: Conn, userId: number, amount: number, price: number): Promise<{ aether: number; builders: number } | undefined> {
  const rows: Array<{ aether: number; builders: number }> = await trx('users')
    .where({ id: userId }).where('aether', '>=', price)
    .update({ aether: trx.raw('aether - ?', [price]), builders: trx.raw('builders + ?', [amount]) })
    .returning(['aether', 'builders']);
  return rows[0];
}

/** Trained units join the village's own garrison at home. */
export async function addHomeUnits(trx: Conn, villageId: number, unit: string, amount: number): Promise<void> {
  await trx('village_units')
    .insert({ village_id: villageId, location_village_id: villageId, unit, amount })
    .onConflict(['village_id', 'location_village_id', 'unit'])
    .merge({ amount: trx.raw('village_units.amount + excluded.amount') });
}

/** addHomeUnits for many (village, unit) pairs in one statement (amounts of a repeated pair are summed). */
export async function addHomeUnitsMany(trx: Conn, rows: ReadonlyArray<{ villageId: number; unit: string; amount: number }>): Promise<void> {
  const sums = new Map<string, { villageId: number; unit: string; amount: number }>();
  for (const r of rows) {
    const k = `${r.villageId}:${r.unit}`;
    const had = sums.get(k);
    if (had) had.amount += r.amount;
    else sums.set(k, { ...r });
  }
  if (sums.size === 0) return;
  await trx('village_units')
    .insert([...sums.values()].map((r) => ({ village_id: r.villageId, location_village_id: r.villageId, unit: r.unit, amount: r.amount })))
    .onConflict(['village_id', 'location_village_id', 'unit'])
    .merge({ amount: trx.raw('village_units.amount + excluded.amount') });
}

/**
 * Writes the stock exact at `at`. `starvesAt` (when given, null included) is written with it: the
 * instant the food reaches 0 at the village's rates from `at` on (game/battle starvesAt), which the
 * starvation tick claims by (server/jobs/dueStarvation.ts).
 */
export async function saveStock(trx: Conn, villageId: number, stock: Cost, at: Date, starvesAt?: Date | null): Promise<void> {
  await trx('villages').where({ id: villageId }).update({
    ...stock, resources_updated_at: at, ...(starvesAt === undefined ? {} : { starves_at: starvesAt }),
  });
}

/** Sets a building's level, creating its row when the village does not have one. Returns the row id. */
export async function setBuildingLevel(trx: Conn, villageId: number, type: string, level: number): Promise<number> {
  const rows: Array<{ id: number }> = await trx('village_buildings')
    .insert({ village_id: villageId, type, level })
    .onConflict(['village_id', 'type'])
    .merge({ level })
    .returning('id');
  return rows[0].id;
}

/** Ensures a level-0 row for a building the village is about to build (it gets an id for the next levels). */
export async function ensureBuildingRow(trx: Conn, villageId: number, type: string): Promise<void> {
  await trx('village_buildings').insert({ village_id: villageId, type, level: 0 }).onConflict(['village_id', 'type']).ignore();
}

export async function buildingRowById(db: Conn, villageId: number, id: number): Promise<{ id: number; type: string; level: number } | undefined> {
  return db('village_buildings').where({ village_id: villageId, id }).first('id', 'type', 'level');
}

export async function insertDistrict(trx: Conn, villageId: number, district: string, now: Date): Promise<void> {
  await trx('village_districts').insert({ village_id: villageId, district, created_at: now });
}

export async function setVillageTier(trx: Conn, villageId: number, tier: string): Promise<void> {
  await trx('villages').where({ id: villageId }).update({ tier });
}

/*
 * The tick's batch queries (server/jobs/dueQueue.ts): a batch is a set of groups (an account with all
 * its villages, or one ownerless village: key user_id, or -village id), claimed with a transaction-level
 * advisory lock per group so two runners never split one account between them.
 */

/** Advisory lock namespace of the queue tick's groups. */
const GROUP_LOCK = 0x51554555;

/**
 * Groups with due active items, earliest first (by their earliest due item), about `size.items` due
 * items' worth (counting the items queued behind a due head that are projected to fall due as well) and
 * at most `size.groups` of them, and which of them this transaction now holds: each is
 * tried with pg_try_advisory_xact_lock, so a group another runner holds comes back in `held` instead
 * (call again with it excluded to look further). `exclude`: groups and villages not to look at.
 * `slice`: the k-th batch of a round (runners of one process start on neighbouring groups). Looks at the
 * first `(slice + 1) * size.items` due heads only, so the cost stays bounded when much is due.
 */
export async function claimDueGroups(
  trx: Conn, cutoff: Date, size: { groups: number; items: number }, exclude: { groups: number[]; villages: number[] }, slice = 0,
): Promise<{ claimed: number[]; held: number[] }> {
  // Groups earliest first, sized by their due items: slice k takes the groups whose earlier groups hold
  // between k and k + 1 times `items` due items (at most `groups` of them), so concurrent batches take
  // neighbouring slices and a batch carries about `items` items whether its groups are large or small.
  const r = await trx.raw(
    `WITH due AS (
       SELECT coalesce(v.user_id, -v.id) AS g, q.due_at,
              -- the village's items projected to fall due too (the ones its head's completion starts)
              (SELECT count(*) FROM queue_items w WHERE w.village_id = q.village_id AND w.due_at <= ?) AS n
         FROM queue_items q JOIN villages v ON v.id = q.village_id
        WHERE q.started_at IS NOT NULL AND q.due_at <= ? AND NOT (q.village_id = ANY(?::int[]))
          AND NOT (coalesce(v.user_id, -v.id) = ANY(?::int[]))
        ORDER BY q.due_at, q.id LIMIT ?
     ), groups AS (
       SELECT g, min(due_at) AS first, sum(n) AS n FROM due GROUP BY g
     ), sized AS (
       SELECT g, first, sum(n) OVER (ORDER BY first, g) - n AS before FROM groups
     ), picked AS (
       SELECT g, first FROM sized WHERE before >= ? AND before < ? ORDER BY first, g LIMIT ?
     )
     SELECT g, pg_try_advisory_xact_lock(?, g::int) AS got FROM picked ORDER BY first, g`,
    [cutoff, cutoff, exclude.villages, exclude.groups, (slice + 1) * size.items, slice * size.items, (slice + 1) * size.items, size.groups, GROUP_LOCK],
  );
  const rows = (r.rows ?? r) as Array<{ g: number; got: boolean }>;
  return { claimed: rows.filter((x) => x.got).map((x) => Number(x.g)), held: rows.filter((x) => !x.got).map((x) => Number(x.g)) };
}

function groupFilter(groups: number[]): { sql: string; bindings: number[][] } {
  return {
    sql: '(v.user_id = ANY(?::int[]) OR (v.user_id IS NULL AND v.id = ANY(?::int[])))',
    bindings: [groups.filter((g) => g > 0), groups.filter((g) => g < 0).map((g) => -g)],
  };
}

const HAS_DUE = `EXISTS (SELECT 1 FROM queue_items q WHERE q.village_id = v.id AND q.started_at IS NOT NULL AND q.due_at <= ?)`;

/**
 * The villages of these groups that have due active items, locked in id order; rows another
 * transaction holds are skipped (never waited for). `dueCount`: how many such villages each group has,
 * locked or not, so the caller can tell a group it holds whole from one it does not.
 */
export async function lockDueVillages(
  trx: Conn, groups: number[], cutoff: Date, skipVillages: number[],
): Promise<{ villages: VillageRow[]; dueCount: Map<number, number> }> {
  const f = groupFilter(groups);
  const locked = await trx.raw(
    `SELECT v.* FROM villages v WHERE ${f.sql} AND NOT (v.id = ANY(?::int[])) AND ${HAS_DUE} ORDER BY v.id FOR UPDATE OF v SKIP LOCKED`,
    [...f.bindings, skipVillages, cutoff],
  );
  const counts = await trx.raw(
    `SELECT coalesce(v.user_id, -v.id) AS g, count(*)::int AS n FROM villages v
      WHERE ${f.sql} AND NOT (v.id = ANY(?::int[])) AND ${HAS_DUE} GROUP BY 1`,
    [...f.bindings, skipVillages, cutoff],
  );
  const dueCount = new Map<number, number>(((counts.rows ?? counts) as Array<{ g: number; n: number }>).map((x) => [Number(x.g), Number(x.n)]));
  return { villages: (locked.rows ?? locked) as VillageRow[], dueCount };
}

/** economyInputs for many villages in one round trip. */
export async function economyInputsMany(trx: Conn, ids: number[]): Promise<Map<number, EconomyInputs>> {
  if (ids.length === 0) return new Map();
  const r = await trx.raw(
    `SELECT v.id, ${economyInputColumns('')} FROM villages v WHERE v.id = ANY(?::int[])`,
    [ids],
  );
  const out = new Map<number, EconomyInputs>();
  for (const row of (r.rows ?? r) as Array<Record<string, unknown>>) out.set(Number(row.id), economyInputsOf(row, ''));
  return out;
}

/**
 * The four economy inputs of the village aliased `v` as json columns named `<prefix>buildings`,
 * `<prefix>tiles`, `<prefix>units` and `<prefix>moving` (one round trip for any number of villages).
 */
export function economyInputColumns(prefix: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', b.id, 'type', b.type, 'level', b.level) ORDER BY b.id), '[]'::json)
         FROM village_buildings b WHERE b.village_id = v.id) AS ${prefix}buildings,
      (SELECT coalesce(json_agg(json_build_object('x', t.x, 'y', t.y)), '[]'::json)
         FROM village_tiles t WHERE t.village_id = v.id) AS ${prefix}tiles,
      (SELECT coalesce(json_agg(json_build_object('unit', u.unit, 'amount', u.amount)), '[]'::json)
         FROM village_units u WHERE u.village_id = v.id AND u.amount > 0) AS ${prefix}units,
      (SELECT coalesce(json_agg(m.units), '[]'::json)
         FROM movements m WHERE m.from_village_id = v.id AND m.user_id IS NOT DISTINCT FROM v.user_id) AS ${prefix}moving`;
}

/** The economy inputs of a row read with economyInputColumns(prefix) (json may arrive as text on PGlite). */
export function economyInputsOf(row: Record<string, unknown>, prefix: string): EconomyInputs {
  const parse = <T>(x: unknown): T => (typeof x === 'string' ? JSON.parse(x) : x) as T;
  return {
    buildings: parse<EconomyInputs['buildings']>(row[`${prefix}buildings`]),
    tiles: parse<EconomyInputs['tiles']>(row[`${prefix}tiles`]),
    units: parse<EconomyInputs['units']>(row[`${prefix}units`]),
    moving: parse<EconomyInputs['moving']>(row[`${prefix}moving`]),
  };
}

/** The queue rows of many villages, each village's in id order, locked. */
export async function lockQueueRowsMany(trx: Conn, ids: number[]): Promise<Map<number, QueueItemRow[]>> {
  const out = new Map<number, QueueItemRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows: QueueItemRow[] = await trx('queue_items').whereRaw('village_id = ANY(?::int[])', [ids]).orderBy([{ column: 'village_id' }, { column: 'id' }]).forUpdate();
  for (const row of rows) out.get(row.village_id)?.push(row);
  return out;
}

/** Sets many building levels in one statement (rows created when missing, as setBuildingLevel). */
export async function setBuildingLevels(trx: Conn, rows: ReadonlyArray<{ villageId: number; type: string; level: number }>): Promise<void> {
  if (rows.length === 0) return;
  await trx('village_buildings')
    .insert(rows.map((r) => ({ village_id: r.villageId, type: r.type, level: r.level })))
    .onConflict(['village_id', 'type'])
    .merge({ level: trx.raw('excluded.level') });
}

/** Account rows of many users locked in id order (lock order: villages first, then the accounts). */
export async function lockAccounts(trx: Conn, userIds: number[]): Promise<Map<number, AccountRow>> {
  if (userIds.length === 0) return new Map();
  const rows: AccountRow[] = await trx('users').whereRaw('id = ANY(?::int[])', [userIds]).orderBy('id').forUpdate()
    .select('id', 'culture', 'science', 'researching', 'account_updated_at', 'research_due_at', 'research_snapshot');
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/**
 * accountVillages for many users in one round trip. `known`: villages whose buildings the caller has
 * read already (the batch's loaded economies): their `buildings` come back empty, not read again.
 */
export async function accountVillagesMany(trx: Conn, userIds: number[], known: number[] = []): Promise<Map<number, AccountVillageRow[]>> {
  const out = new Map<number, AccountVillageRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const r = await trx.raw(
    `SELECT v.id, v.user_id, v.tier,
       CASE WHEN v.id = ANY(?::int[]) THEN '[]'::json ELSE
         (SELECT coalesce(json_agg(json_build_object('type', b.type, 'level', b.level)), '[]'::json)
            FROM village_buildings b WHERE b.village_id = v.id) END AS buildings
     FROM villages v WHERE v.user_id = ANY(?::int[]) ORDER BY v.id`,
    [known, userIds],
  );
  for (const row of (r.rows ?? r) as Array<{ id: number; user_id: number; tier: TierKey; buildings: unknown }>) {
    out.get(Number(row.user_id))?.push({
      id: Number(row.id),
      tier: row.tier,
      buildings: (typeof row.buildings === 'string' ? JSON.parse(row.buildings) : row.buildings) as AccountVillageRow['buildings'],
    });
  }
  return out;
}

/**
 * saveStock for many villages in one statement: stock exact at `at`, and starves_at with it (as
 * saveStock's last argument; undefined leaves the column alone). Keep the two writing the same columns.
 */
export async function saveStocks(trx: Conn, rows: ReadonlyArray<{ villageId: number; stock: Cost; at: Date; starvesAt?: Date | null }>): Promise<void> {
  for (const withStarves of [true, false]) {
    const part = rows.filter((r) => (r.starvesAt !== undefined) === withStarves);
    if (part.length === 0) continue;
    const values = part.map(() => `(?::int, ?::float8, ?::float8, ?::float8, ?::float8, ?::timestamptz${withStarves ? ', ?::timestamptz' : ''})`).join(', ');
    await trx.raw(
      `UPDATE villages v SET wood = x.wood, stone = x.stone, iron = x.iron, food = x.food, resources_updated_at = x.at${withStarves ? ', starves_at = x.starves_at' : ''}
         FROM (VALUES ${values}) AS x(id, wood, stone, iron, food, at${withStarves ? ', starves_at' : ''}) WHERE v.id = x.id`,
      part.flatMap((r) => [r.villageId, r.stock.wood, r.stock.stone, r.stock.iron, r.stock.food, r.at, ...(withStarves ? [r.starvesAt ?? null] : [])]),
    );
  }
}

/** saveAccount (server/db/account.ts) for many accounts in one statement: the same columns. */
export async function saveAccounts(
  trx: Conn, rows: ReadonlyArray<{ userId: number; state: AccountState; dueAt: number | null; run: PersistedResearch }>,
): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(() => '(?::int, ?::jsonb, ?::float8, ?::float8, ?::int, ?::timestamptz, ?::timestamptz)').join(', ');
  await trx.raw(
    `UPDATE users u SET research_snapshot = x.snapshot, culture = x.culture, science = x.science, researching = x.researching,
            account_updated_at = x.updated_at, research_due_at = x.due_at
       FROM (VALUES ${values}) AS x(id, snapshot, culture, science, researching, updated_at, due_at) WHERE u.id = x.id`,
    rows.flatMap((r) => [r.userId, JSON.stringify(r.run), r.state.culture, r.state.science, r.state.researching,
      new Date(r.state.updatedAt), r.dueAt === null ? null : new Date(r.dueAt)]),
  );
}

/** Of these groups, those this transaction now holds (pg_try_advisory_xact_lock, as claimDueGroups). */
export async function tryLockGroups(trx: Conn, groups: number[]): Promise<number[]> {
  if (groups.length === 0) return [];
  const r = await trx.raw('SELECT g FROM unnest(?::int[]) AS g WHERE pg_try_advisory_xact_lock(?, g)', [groups, GROUP_LOCK]);
  return ((r.rows ?? r) as Array<{ g: number }>).map((x) => Number(x.g));
}

/**
 * The earliest active queue item due by `cutoff` among the villages of `owners` and the villages
 * `villageIds` (in (due_at, id) order), passing over `skip`; unlocked (the caller locks its village).
 */
export async function nextDueItem(
  db: Conn, among: { owners: readonly number[]; villageIds: readonly number[] }, cutoff: Date, skip: readonly number[],
): Promise<{ id: number; village_id: number } | undefined> {
  const q = db('queue_items as q').join('villages as v', 'v.id', 'q.village_id')
    .whereNotNull('q.started_at').where('q.due_at', '<=', cutoff)
    .where((w) => {
      if (among.owners.length) w.whereIn('v.user_id', [...among.owners]);
      if (among.villageIds.length) w.orWhereIn('v.id', [...among.villageIds]);
    })
    .orderBy([{ column: 'q.due_at' }, { column: 'q.id' }]).first('q.id', 'q.village_id');
  if (skip.length) q.whereNotIn('q.id', [...skip]);
  return q;
}
