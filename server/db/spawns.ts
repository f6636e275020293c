import type { Conn } from './knex';

/**
 * What the spawn processor reads and writes (issue 16, server/world/objectives/spawn.ts and timeline.ts):
 * the map's occupants in two queries (villages with their building levels; claimed tiles and live events
 * and objectives), the world row's once-a-minute gate for the event density check, and the timeline
 * entries that placed their objectives (world.timeline_spawned).
 */

export interface SpawnVillage {
  x: number;
  y: number;
  user_id: number | null;
  /** [type, level] of each building (the world computes the population). */
  buildings: Array<[string, number]>;
}

/** Every village with its place, owner and building levels: one query. */
export async function villagesForSpawn(db: Conn): Promise<SpawnVillage[]> {
  const r: { rows: Array<{ x: number; y: number; user_id: number | null; b: Array<[string, number]> }> } = await db.raw(`
    SELECT v.x, v.y, v.user_id,
           coalesce(json_agg(json_build_array(b.type, b.level)) FILTER (WHERE b.type IS NOT NULL), '[]'::json) AS b
      FROM villages v LEFT JOIN village_buildings b ON b.village_id = v.id
     GROUP BY v.id`);
  return r.rows.map((row) => ({ x: row.x, y: row.y, user_id: row.user_id, buildings: row.b }));
}

export interface Occupied {
  x: number;
  y: number;
  /** 'claim' for a claimed tile; else the live row's category. */
  what: 'claim' | 'event' | 'objective';
  type: string | null;
  state: string | null;
}

/** Claimed tiles and live events and objectives: one query. */
export async function occupiedTiles(db: Conn): Promise<Occupied[]> {
  const r: { rows: Occupied[] } = await db.raw(`
    SELECT x, y, 'claim' AS what, NULL AS type, NULL AS state FROM village_tiles
    UNION ALL
    SELECT x, y, category AS what, type, state FROM objectives WHERE removed_at IS NULL`);
  return r.rows;
}

/**
 * Takes the world's event density check for `now`: true (and events_checked_at = now) when the last check
 * is at least `intervalMs` old, never was, or lies after now (a clock set back); false when another
 * instance checked within the interval. The row stays locked until the caller commits, so two instances
 * never place events for one check.
 */
export async function takeEventsCheck(trx: Conn, now: Date, intervalMs: number): Promise<boolean> {
  const r: { rows: unknown[] } = await trx.raw(`
    UPDATE world SET events_checked_at = ?
     WHERE id = 1 AND (events_checked_at IS NULL OR events_checked_at <= ? OR events_checked_at > ?)
     RETURNING id`, [now, new Date(now.getTime() - intervalMs), now]);
  return r.rows.length === 1;
}

/** The timeline entries that placed their objectives (world.timeline_spawned), read without a lock. */
export async function timelineSpawned(db: Conn): Promise<Record<string, boolean>> {
  const row = await db('world').where({ id: 1 }).first('timeline_spawned');
  return (row?.timeline_spawned ?? {}) as Record<string, boolean>;
}

/** The same, with the world row locked FOR UPDATE until the caller commits (one placement per entry). */
export async function lockTimelineSpawned(trx: Conn): Promise<Record<string, boolean>> {
  const row = await trx('world').where({ id: 1 }).forUpdate().first('timeline_spawned');
  return (row?.timeline_spawned ?? {}) as Record<string, boolean>;
}

/** Marks a timeline entry as placed (with the world row locked by lockTimelineSpawned). */
export async function markTimelineSpawned(trx: Conn, type: string): Promise<void> {
  await trx('world').where({ id: 1 }).update({ timeline_spawned: trx.raw("timeline_spawned || jsonb_build_object(?::text, true)", [type]) });
}

/** Held monument sites supplied in full and not completed (the monument_activation date completes them), locked. */
export async function fullMonumentsDue(trx: Conn): Promise<Array<{ id: number }>> {
  return trx('objectives').where({ category: 'objective', type: 'monument', damaged: false }).whereNull('removed_at')
    .whereNull('completed_at').whereNotNull('holder_user_id').orderBy('id').select('id');
}

/**
 * Per quadrant (GAME.md's quadrants: y >= 0 north, x >= 0 east): player villages and live events that count
 * toward the density (camps do not). One aggregate over each table, no building rows: the cheap look the
 * density check takes before it reads the map.
 */
export async function densityCounts(db: Conn): Promise<Record<'NE' | 'NW' | 'SE' | 'SW', { villages: number; events: number }>> {
  const q = `CASE WHEN y >= 0 THEN (CASE WHEN x >= 0 THEN 'NE' ELSE 'NW' END) ELSE (CASE WHEN x >= 0 THEN 'SE' ELSE 'SW' END) END`;
  const r: { rows: Array<{ q: 'NE' | 'NW' | 'SE' | 'SW'; what: string; n: string | number }> } = await db.raw(`
    SELECT ${q} AS q, 'villages' AS what, count(*) AS n FROM villages WHERE user_id IS NOT NULL GROUP BY 1
    UNION ALL
    SELECT ${q} AS q, 'events' AS what, count(*) AS n FROM objectives
     WHERE removed_at IS NULL AND category = 'event' AND state <> 'camp' GROUP BY 1`);
  const out = { NE: { villages: 0, events: 0 }, NW: { villages: 0, events: 0 }, SE: { villages: 0, events: 0 }, SW: { villages: 0, events: 0 } };
  for (const row of r.rows) out[row.q][row.what as 'villages' | 'events'] = Number(row.n);
  return out;
}
