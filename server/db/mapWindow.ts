import { preparedStatement, type Conn } from './knex';
import { instantMs, type ClaimedTile, type MapVillage } from './villages';
import { viewWindow } from '../game/world/coords';
import { TOKEN_CTE, type TokenRow } from './tokens';

/**
 * The rows GET map draws for a window (villages with their owners, claimed tiles with the owner of the
 * claiming village), read in one statement. With a village as the centre, the village (for the
 * authorisation) and its window's rows come in that one statement too.
 */
export type Window = ReturnType<typeof viewWindow>;
/** The owner's Empire (empire_members; null: in none) rides along so the tile panel can tell allies apart. */
export type WindowVillage = MapVillage & { empire_id?: number | null };
export type WindowClaim = ClaimedTile & { user_id: number | null; username: string | null; empire_id?: number | null };

/** A live event or objective standing on a tile of the window: its type (attack1 ... artifact). */
export interface WindowMarker { x: number; y: number; type: string }

export interface WindowRows {
  villages: WindowVillage[];
  claims: WindowClaim[];
  /** Live events and objectives in the window (absent: none; rows built by hand in tests). */
  markers?: WindowMarker[];
}

// Same rows as mapVillages(db, w) and claimedTilesIn(db, w) of server/db/villages.ts with each owner's Empire, each as a JSON array,
// and the live events and objectives of the window (their type is the tile's `marker`; one live row per tile)
// (json_build_array costs PostgreSQL about a third less than json_build_object: GET map viewSize 25 reads ~60).
const ROWS = `
  (SELECT coalesce(json_agg(json_build_array(v.id, v.name, v.x, v.y, v.tier, v.user_id, u.username, u.protected_until, em.empire_id) ORDER BY v.id), '[]'::json)
     FROM villages v LEFT JOIN users u ON u.id = v.user_id LEFT JOIN empire_members em ON em.user_id = v.user_id
    WHERE v.x BETWEEN w.x0 AND w.x1 AND v.y BETWEEN w.y0 AND w.y1) AS snap_villages,
  (SELECT coalesce(json_agg(json_build_array(t.x, t.y, t.village_id, v.user_id, u.username, em.empire_id)), '[]'::json)
     FROM village_tiles t JOIN villages v ON v.id = t.village_id LEFT JOIN users u ON u.id = v.user_id
     LEFT JOIN empire_members em ON em.user_id = v.user_id
    WHERE t.x BETWEEN w.x0 AND w.x1 AND t.y BETWEEN w.y0 AND w.y1) AS snap_claims,
  (SELECT coalesce(json_agg(json_build_array(o.x, o.y, o.type)), '[]'::json)
     FROM objectives o
    WHERE o.removed_at IS NULL AND o.x BETWEEN w.x0 AND w.x1 AND o.y BETWEEN w.y0 AND w.y1) AS snap_markers`;

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
type VillageArray = [number, string, number, number, MapVillage['tier'], number | null, string | null, string | null, number | null];
type ClaimArray = [number, number, number, number | null, string | null, number | null];
type MarkerArray = [number, number, string];
const rowsOf = (row: Record<string, unknown>): WindowRows => ({
  villages: json<VillageArray[]>(row.snap_villages).map(([id, name, x, y, tier, user_id, username, until, empire_id]) => ({
    id, name, x, y, tier, user_id, username, protected_until: instantMs(until), empire_id,
  })),
  claims: json<ClaimArray[]>(row.snap_claims).map(([x, y, village_id, user_id, username, empire_id]) => ({ x, y, village_id, user_id, username, empire_id })),
  markers: json<MarkerArray[] | null>(row.snap_markers ?? null)?.map(([x, y, type]) => ({ x, y, type })) ?? [],
});

const windowRowsOf = preparedStatement('map_window',
  `SELECT ${ROWS} FROM (SELECT :x0::int AS x0, :x1::int AS x1, :y0::int AS y0, :y1::int AS y1) w`, ['x0', 'x1', 'y0', 'y1']);

/** The rows inside the window `w`. */
export async function windowRows(db: Conn, w: Window): Promise<WindowRows> {
  return rowsOf((await windowRowsOf(db, { x0: w.x0, x1: w.x1, y0: w.y0, y1: w.y1 }))[0]);
}

/** The village `villageId` and its window's rows (VILLAGE_WINDOW) as one row, with the bindings :id, :n, :before, :max. */
const VILLAGE_WINDOW = `SELECT c.id, c.user_id, c.x, c.y, w.x0, w.y1, ${ROWS}
       FROM villages c
       CROSS JOIN (SELECT :n::int AS n, :before::int AS before, :max::int AS max) p
       CROSS JOIN LATERAL (SELECT s.x0, s.x0 + p.n - 1 AS x1, s.ytop - p.n + 1 AS y0, s.ytop AS y1
         FROM (SELECT LEAST(GREATEST(c.x - p.before, -p.max), p.max - p.n + 1) AS x0,
                      GREATEST(LEAST(c.y + p.before, p.max), -p.max + p.n - 1) AS ytop) s) w
      WHERE c.id = :id`;

/** The token row (TOKEN_CTE) and, in the same statement, VILLAGE_WINDOW. */
const VILLAGE_WINDOW_WITH_TOKEN = `WITH ${TOKEN_CTE}
SELECT tok.*, s.* FROM tok LEFT JOIN (${VILLAGE_WINDOW}) s ON true`;

const villageWindowRows = preparedStatement('map_village_window', VILLAGE_WINDOW, ['id', 'n', 'before', 'max']);
const villageWindowWithTokenRows = preparedStatement('map_village_window_token', VILLAGE_WINDOW_WITH_TOKEN,
  ['tok_hash', 'tok_now', 'id', 'n', 'before', 'max']);

export interface VillageAndWindow {
  village: { id: number; user_id: number | null; x: number; y: number };
  window: { x0: number; y1: number };
  rows: WindowRows;
}

function windowBindings(villageId: number, size: number, maxCoord: number) {
  const n = Math.max(1, Math.min(size, 2 * maxCoord + 1));
  const before = Math.floor((n - 1) / 2);
  return { id: villageId, n, before, max: maxCoord };
}

function villageAndWindowOf(row: Record<string, unknown> | undefined): VillageAndWindow | undefined {
  if (!row || row.id == null) return undefined;
  return {
    village: { id: Number(row.id), user_id: row.user_id as number | null, x: Number(row.x), y: Number(row.y) },
    window: { x0: Number(row.x0), y1: Number(row.y1) },
    rows: rowsOf(row),
  };
}

/**
 * The village `villageId` and the rows of the `size` window centred on it (undefined when the village
 * does not exist). The window is computed in SQL the way viewWindow computes it; the caller checks it
 * against viewWindow (`window`) and reads again with windowRows if they ever differ.
 */
export async function villageAndWindow(db: Conn, villageId: number, size: number, maxCoord: number): Promise<VillageAndWindow | undefined> {
  return villageAndWindowOf((await villageWindowRows(db, windowBindings(villageId, size, maxCoord)))[0]);
}

/**
 * The live token row for the bindings of tokenBindings (undefined when the token is unknown, revoked or
 * expired) and, when it is live, villageAndWindow, read in one statement.
 */
export async function villageAndWindowWithToken(db: Conn, bind: { tok_hash: string; tok_now: Date }, villageId: number, size: number,
  maxCoord: number): Promise<{ token: TokenRow | undefined; found: VillageAndWindow | undefined }> {
  const row = (await villageWindowWithTokenRows(db, { ...bind, ...windowBindings(villageId, size, maxCoord) }))[0];
  if (!row) return { token: undefined, found: undefined };
  const token = { tok_id: row.tok_id, tok_user_id: row.tok_user_id, tok_actor_id: row.tok_actor_id, tok_is_sitter: row.tok_is_sitter } as TokenRow;
  return { token, found: villageAndWindowOf(row) };
}
