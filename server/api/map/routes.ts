import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { query } from '../../http/validate';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import { mapQuery, type MapResponse, type MapTile, type WorldMapResponse } from '../../contract/world';
import { inBounds, viewWindow } from '../../game/world/coords';
import { claimedTiles, claimedTilesIn, mapVillages, villageById, villagesOfUser } from '../../db/villages';
import { cachedTerrain, terrainLookup } from './terrainCache';
import { listObjectives } from './objectives';

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
    if (q.villageId !== undefined) {
      const v = await villageById(deps.db, q.villageId);
      if (!v) throw notFound(KEY, 'That village');
      if (v.user_id !== auth.userId) throw forbidden(KEY);
      centre = { x: v.x, y: v.y };
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
    const [villages, claims] = await Promise.all([mapVillages(deps.db, w), claimedTilesIn(deps.db, w)]);
    const villageAt = new Map(villages.map((v) => [`${v.x}|${v.y}`, v]));
    const claimAt = new Map(claims.map((c) => [`${c.x}|${c.y}`, c]));
    const typeAt = terrainLookup(deps.world.seed, maxCoord);

    const tiles: MapTile[] = [];
    for (let y = w.y1; y >= w.y0; y--) {
      for (let x = w.x0; x <= w.x1; x++) {
        const v = villageAt.get(`${x}|${y}`);
        const c = claimAt.get(`${x}|${y}`);
        tiles.push({
          x, y,
          type: typeAt(x, y),
          marker: null, // landmarks, monument sites and artifacts do not exist in this world yet
          village: v ? { id: v.id, name: v.name, tier: v.tier } : null,
          // A village's owner, or for a claimed tile the owner of the village that claimed it.
          owner: v && v.user_id !== null && v.username !== null
            ? { id: v.user_id, username: v.username }
            : c && c.user_id !== null && c.username !== null ? { id: c.user_id, username: c.username } : null,
          claimedBy: c ? c.village_id : null,
          own: (v !== undefined && v.user_id === auth.userId) || (c !== undefined && c.user_id === auth.userId),
        });
      }
    }
    const body: MapResponse = { x: centre.x, y: centre.y, viewSize: w.size, tiles };
    ctx.body = body;
  });
}
