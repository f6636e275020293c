import type { MapTile, TileType } from '../../contract/world';
import { terrainLookup } from '../../world/terrain';
import { isProtected } from '../../game/movement/protection';
import type { Window, WindowClaim, WindowMarker, WindowRows, WindowVillage } from '../../db/mapWindow';

/**
 * The tiles of GET map, two ways with the same result: `buildTiles` as objects, and `mapResponseJson`
 * as the UTF-8 bytes of what `JSON.stringify` makes of the whole response, written directly (no 625 tile
 * objects to allocate, stringify and encode; at viewSize 25 that was most of the route's time).
 * `tests/api/api-map-json.test.ts` checks that the two agree byte for byte.
 */

/**
 * A village's `protected_until` is shown as it is given: the route keeps it only while the protection
 * lasts (shownAt), so these functions stay free of the clock.
 */
export function shownAt(rows: WindowRows, now: number): WindowRows {
  return { ...rows, villages: rows.villages.map((v) => (v.protected_until != null && !isProtected(v.protected_until, now) ? { ...v, protected_until: null } : v)) };
}

/** Villages, claims and live event/objective markers by their index in the window (north row first, west to east). */
function placed(w: Window, rows: WindowRows) {
  const width = w.x1 - w.x0 + 1;
  const height = w.y1 - w.y0 + 1;
  const at = (x: number, y: number) => (w.y1 - y) * width + (x - w.x0);
  const villageAt: Array<WindowVillage | undefined> = new Array(width * height);
  const claimAt: Array<WindowClaim | undefined> = new Array(width * height);
  const inside = (x: number, y: number) => x >= w.x0 && x <= w.x1 && y >= w.y0 && y <= w.y1;
  for (const v of rows.villages) if (inside(v.x, v.y)) villageAt[at(v.x, v.y)] = v;
  for (const c of rows.claims) if (inside(c.x, c.y)) claimAt[at(c.x, c.y)] = c;
  // Most windows have no event or objective: no array then.
  let markerAt: Array<WindowMarker | undefined> | undefined;
  for (const m of rows.markers ?? []) {
    if (!inside(m.x, m.y)) continue;
    markerAt ??= new Array(width * height);
    markerAt[at(m.x, m.y)] = m;
  }
  return { width, height, villageAt, claimAt, markerAt };
}

/**
 * The window's tiles, north row first, west to east. Villages and claims are placed by their index in
 * the window (no string keys), and most tiles (neither village nor claim) share nothing but terrain.
 */
export function buildTiles(w: Window, rows: WindowRows, seed: string, maxCoord: number, userId: number): MapTile[] {
  const { width, height, villageAt, claimAt, markerAt } = placed(w, rows);
  const typeAt = terrainLookup(seed, maxCoord);
  const tiles: MapTile[] = new Array(width * height);
  let i = 0;
  for (let y = w.y1; y >= w.y0; y--) {
    for (let x = w.x0; x <= w.x1; x++, i++) {
      const v = villageAt[i];
      const c = claimAt[i];
      tiles[i] = {
        x, y,
        type: typeAt(x, y),
        // The live event or objective standing here (its type: attack1 ... supply2, landmark, monument, artifact).
        marker: markerAt?.[i]?.type ?? null,
        village: v ? (v.protected_until != null
          ? { id: v.id, name: v.name, tier: v.tier, protected_until: new Date(v.protected_until).toISOString() }
          : { id: v.id, name: v.name, tier: v.tier }) : null,
        // A village's owner, or for a claimed tile the owner of the village that claimed it.
        owner: v && v.user_id !== null && v.username !== null
          ? { id: v.user_id, username: v.username, empire_id: v.empire_id ?? null }
          : c && c.user_id !== null && c.username !== null ? { id: c.user_id, username: c.username, empire_id: c.empire_id ?? null } : null,
        claimedBy: c ? c.village_id : null,
        own: (v !== undefined && v.user_id === userId) || (c !== undefined && c.user_id === userId),
      };
    }
  }
  return tiles;
}

/** `,"type":"plains","marker":null,"village":` and so on, per tile type. */
const TYPE_PART = new Map<TileType, string>();
function typePart(t: TileType): string {
  let s = TYPE_PART.get(t);
  if (s === undefined) {
    s = `,"type":${JSON.stringify(t)},"marker":null,"village":`;
    TYPE_PART.set(t, s);
  }
  return s;
}
/** The rest of a tile that is neither a village nor claimed. */
const EMPTY_REST = 'null,"owner":null,"claimedBy":null,"own":false}';

/**
 * The JSON of every tile of one map row as it reads with neither village nor claim, each followed by a
 * comma, and where each tile starts: a run of such tiles in a window is one slice of it. Terrain never
 * changes, so rows are built once per world and process, as they are first asked for (at most
 * (2 maxCoord + 1)^2 tiles of about 90 bytes: 14 MB for the largest map).
 */
interface EmptyRow { bytes: Buffer; start: Uint32Array }
const emptyRows = new Map<string, Array<EmptyRow | undefined>>();
function emptyRow(seed: string, maxCoord: number, y: number): EmptyRow {
  const key = `${maxCoord}:${seed}`;
  let rows = emptyRows.get(key);
  if (!rows) {
    if (emptyRows.size >= 8) emptyRows.clear(); // tests boot worlds with several seeds; keep memory bounded
    rows = new Array(2 * maxCoord + 1);
    emptyRows.set(key, rows);
  }
  let row = rows[maxCoord - y];
  if (!row) {
    const typeAt = terrainLookup(seed, maxCoord);
    const start = new Uint32Array(2 * maxCoord + 2);
    let text = '';
    for (let x = -maxCoord, i = 0; x <= maxCoord; x++, i++) {
      start[i] = text.length; // ASCII only: characters are bytes
      text += '{"x":' + x + ',"y":' + y + typePart(typeAt(x, y)) + EMPTY_REST + ',';
    }
    start[2 * maxCoord + 1] = text.length;
    row = { bytes: Buffer.from(text, 'latin1'), start };
    rows[maxCoord - y] = row;
  }
  return row;
}

/**
 * JSON.stringify({ x, y, viewSize, tiles: buildTiles(w, rows, ...) }) as UTF-8 bytes, written directly:
 * runs of tiles with neither village nor claim are slices of their row's bytes (emptyRow), the others
 * are written out; the pieces are copied once into the answer.
 */
export function mapResponseJson(centre: { x: number; y: number }, viewSize: number, w: Window, rows: WindowRows,
  seed: string, maxCoord: number, userId: number): Buffer {
  const { villageAt, claimAt, markerAt } = placed(w, rows);
  const typeAt = terrainLookup(seed, maxCoord);
  const parts: Buffer[] = [Buffer.from(`{"x":${centre.x},"y":${centre.y},"viewSize":${viewSize},"tiles":[`, 'latin1')];
  let length = parts[0].length;
  const push = (b: Buffer) => { parts.push(b); length += b.length; };
  let i = 0;
  for (let y = w.y1; y >= w.y0; y--) {
    const row = emptyRow(seed, maxCoord, y);
    let runFrom: number | undefined; // x where the current run of plain tiles began
    for (let x = w.x0; x <= w.x1; x++, i++) {
      const v = villageAt[i];
      const c = claimAt[i];
      const m = markerAt?.[i];
      if (v === undefined && c === undefined && m === undefined) {
        runFrom ??= x;
        continue;
      }
      if (runFrom !== undefined) {
        push(row.bytes.subarray(row.start[runFrom + maxCoord], row.start[x + maxCoord]));
        runFrom = undefined;
      }
      let s = '{"x":' + x + ',"y":' + y + (m === undefined ? typePart(typeAt(x, y))
        : `,"type":${JSON.stringify(typeAt(x, y))},"marker":${JSON.stringify(m.type)},"village":`);
      s += v ? `{"id":${v.id},"name":${JSON.stringify(v.name)},"tier":${JSON.stringify(v.tier)}${
        v.protected_until != null ? `,"protected_until":"${new Date(v.protected_until).toISOString()}"` : ''}}` : 'null';
      s += ',"owner":';
      if (v && v.user_id !== null && v.username !== null) s += `{"id":${v.user_id},"username":${JSON.stringify(v.username)},"empire_id":${v.empire_id ?? null}}`;
      else if (c && c.user_id !== null && c.username !== null) s += `{"id":${c.user_id},"username":${JSON.stringify(c.username)},"empire_id":${c.empire_id ?? null}}`;
      else s += 'null';
      s += ',"claimedBy":' + (c ? c.village_id : 'null');
      s += ',"own":' + ((v !== undefined && v.user_id === userId) || (c !== undefined && c.user_id === userId)) + '},';
      push(Buffer.from(s, 'utf8'));
    }
    if (runFrom !== undefined) push(row.bytes.subarray(row.start[runFrom + maxCoord], row.start[w.x1 + 1 + maxCoord]));
  }
  // Every tile ends with a comma; the last one's becomes the end of the list.
  const out = Buffer.allocUnsafe(length + 1);
  let at = 0;
  for (const p of parts) at += p.copy(out, at);
  if (i > 0) at -= 1;
  at += out.write(']}', at, 'latin1');
  return out.subarray(0, at);
}
