import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { query } from '../../http/validate';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import { mapQuery, type MapResponse, type MapTile, type WorldMapResponse } from '../../contract/world';
import { inBounds, viewWindow } from '../../game/world/coords';
import { claimedTiles, mapVillages, villagesOfUser, type MapVillage } from '../../db/villages';
import { cachedTerrain, terrainLookup } from './terrainCache';
import { listObjectives } from './objectives';
import { villageAndWindow, windowRows, type Window, type WindowClaim, type WindowRows } from './window';

const KEY = 'error_map';

/** GET map, GET map/world and GET map/objectives (SPEC.md section 7, Map). */
export function register(router: Router, deps: Deps): void {
  router.get('/map/world', async (ctx) => {
    const auth = requireAuth(ctx);
    const { maxCoord } = deps.config;
    const [villages, claimed] = await Promise.all([mapVillages(deps.db), claimedTiles(deps.db)]);
    const body: WorldMapResponse = {
      maxCoord,
      terrain: cachedTerrain(deps.world.seed, maxCoord),
      villages: villages.map((v) => ({
        id: v.id, name: v.name, x: v.x, y: v.y, tier: v.tier,
        owner_id: v.user_id, owner: v.username, own: v.user_id === auth.userId,
      })),
      claimed: claimed.map((c) => ({ x: c.x, y: c.y, village_id: c.village_id })),
    };
    ctx.body = body;
  });

  router.get('/map/objectives', async (ctx) => {
    requireAuth(ctx);
    ctx.body = await listObjectives(deps.db);
  });

  router.get('/map', async (ctx) => {
    const auth = requireAuth(ctx);
    const q = query(ctx, mapQuery, KEY);
    const { maxCoord } = deps.config;
    if ((q.x === undefined) !== (q.y === undefined)) throw badRequest(KEY, 'Give both x and y, or neither');

    let centre: { x: number; y: number } | undefined;
    let rows: WindowRows | undefined;
    let rowsWindow: { x0: number; y1: number } | undefined;
    if (q.villageId !== undefined) {
      // One statement: the village and the rows of its window.
      const found = await villageAndWindow(deps.db, q.villageId, q.viewSize, maxCoord);
      if (!found) throw notFound(KEY, 'That village');
      if (found.village.user_id !== auth.userId) throw forbidden(KEY);
      centre = { x: found.village.x, y: found.village.y };
      rows = found.rows;
      rowsWindow = found.window;
    }
    if (q.x !== undefined && q.y !== undefined) {
      if (!inBounds(q.x, q.y, maxCoord)) {
        throw new AppError(400, KEY, `Coordinates must lie between -${maxCoord} and ${maxCoord}`);
      }
      centre = { x: q.x, y: q.y };
    }
    if (!centre) {
      // No centre given: the account's first village, else the middle of the continent.
      const first = (await villagesOfUser(deps.db, auth.userId))[0];
      centre = first ? { x: first.x, y: first.y } : { x: 0, y: 0 };
    }

    const w = viewWindow(centre.x, centre.y, q.viewSize, maxCoord);
    // The village's rows are those of this window unless x and y moved the centre away from it.
    if (!rows || !rowsWindow || rowsWindow.x0 !== w.x0 || rowsWindow.y1 !== w.y1) rows = await windowRows(deps.db, w);
    const tiles = buildTiles(w, rows, deps.world.seed, maxCoord, auth.userId);
    const body: MapResponse = { x: centre.x, y: centre.y, viewSize: w.size, tiles };
    ctx.body = body;
  });
}

/**
 * The window's tiles, north row first, west to east. Villages and claims are placed by their index in
 * the window (no string keys), and most tiles (neither village nor claim) share nothing but terrain.
 */
function buildTiles(w: Window, rows: WindowRows, seed: string, maxCoord: number, userId: number): MapTile[] {
  const width = w.x1 - w.x0 + 1;
  const height = w.y1 - w.y0 + 1;
  const at = (x: number, y: number) => (w.y1 - y) * width + (x - w.x0);
  const villageAt: Array<MapVillage | undefined> = new Array(width * height);
  const claimAt: Array<WindowClaim | undefined> = new Array(width * height);
  const inside = (x: number, y: number) => x >= w.x0 && x <= w.x1 && y >= w.y0 && y <= w.y1;
  for (const v of rows.villages) if (inside(v.x, v.y)) villageAt[at(v.x, v.y)] = v;
  for (const c of rows.claims) if (inside(c.x, c.y)) claimAt[at(c.x, c.y)] = c;
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
        marker: null, // landmarks, monument sites and artifacts do not exist in this world yet
        village: v ? { id: v.id, name: v.name, tier: v.tier } : null,
        // A village's owner, or for a claimed tile the owner of the village that claimed it.
        owner: v && v.user_id !== null && v.username !== null
          ? { id: v.user_id, username: v.username }
          : c && c.user_id !== null && c.username !== null ? { id: c.user_id, username: c.username } : null,
        claimedBy: c ? c.village_id : null,
        own: (v !== undefined && v.user_id === userId) || (c !== undefined && c.user_id === userId),
      };
    }
  }
  return tiles;
}
