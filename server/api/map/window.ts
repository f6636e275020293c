import { prepared, type Conn } from '../../db/knex';
import type { ClaimedTile, MapVillage } from '../../db/villages';
import { viewWindow } from '../../game/world/coords';

/**
 * The rows GET map draws for a window (villages with their owners, claimed tiles with the owner of the
 * claiming village), read in one statement. With a village as the centre, the village (for the
 * authorisation) and its window's rows come in that one statement too.
 */
export type Window = ReturnType<typeof viewWindow>;
export type WindowClaim = ClaimedTile & { user_id: number | null; username: string | null };

export interface WindowRows {
  villages: MapVillage[];
  claims: WindowClaim[];
}

// Same rows as mapVillages(db, w) and claimedTilesIn(db, w) of server/db/villages.ts.
const ROWS = `
  (SELECT coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'x', v.x, 'y', v.y, 'tier', v.tier,
       'user_id', v.user_id, 'username', u.username) ORDER BY v.id), '[]'::json)
     FROM villages v LEFT JOIN users u ON u.id = v.user_id
    WHERE v.x BETWEEN w.x0 AND w.x1 AND v.y BETWEEN w.y0 AND w.y1) AS snap_villages,
  (SELECT coalesce(json_agg(json_build_object('x', t.x, 'y', t.y, 'village_id', t.village_id,
       'user_id', v.user_id, 'username', u.username)), '[]'::json)
     FROM village_tiles t JOIN villages v ON v.id = t.village_id LEFT JOIN users u ON u.id = v.user_id
    WHERE t.x BETWEEN w.x0 AND w.x1 AND t.y BETWEEN w.y0 AND w.y1) AS snap_claims`;

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const rowsOf = (row: Record<string, unknown>): WindowRows => ({
  villages: json(row.snap_villages),
  claims: json(row.snap_claims),
});

/** The rows inside the window `w`. */
export async function windowRows(db: Conn, w: Window): Promise<WindowRows> {
  const r = await db.raw(`SELECT ${ROWS} FROM (SELECT :x0::int AS x0, :x1::int AS x1, :y0::int AS y0, :y1::int AS y1) w`,
    { x0: w.x0, x1: w.x1, y0: w.y0, y1: w.y1 }).options(prepared('map_window'));
  return rowsOf((r.rows ?? r)[0]);
}

/**
 * The village `villageId` and the rows of the `size` window centred on it (undefined when the village
 * does not exist). The window is computed in SQL the way viewWindow computes it; the caller checks it
 * against viewWindow (`window`) and reads again with windowRows if they ever differ.
 */
export async function villageAndWindow(db: Conn, villageId: number, size: number, maxCoord: number): Promise<{
  village: { id: number; user_id: number | null; x: number; y: number };
  window: { x0: number; y1: number };
  rows: WindowRows;
} | undefined> {
  const n = Math.max(1, Math.min(size, 2 * maxCoord + 1));
  const before = Math.floor((n - 1) / 2);
  const r = await db.raw(
    `SELECT c.id, c.user_id, c.x, c.y, w.x0, w.y1, ${ROWS}
       FROM villages c
       CROSS JOIN (SELECT :n::int AS n, :before::int AS before, :max::int AS max) p
       CROSS JOIN LATERAL (SELECT s.x0, s.x0 + p.n - 1 AS x1, s.ytop - p.n + 1 AS y0, s.ytop AS y1
         FROM (SELECT LEAST(GREATEST(c.x - p.before, -p.max), p.max - p.n + 1) AS x0,
                      GREATEST(LEAST(c.y + p.before, p.max), -p.max + p.n - 1) AS ytop) s) w
      WHERE c.id = :id`,
    { id: villageId, n, before, max: maxCoord },
  ).options(prepared('map_village_window'));
  const row = (r.rows ?? r)[0] as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return {
    village: { id: Number(row.id), user_id: row.user_id as number | null, x: Number(row.x), y: Number(row.y) },
    window: { x0: Number(row.x0), y1: Number(row.y1) },
    rows: rowsOf(row),
  };
}
