import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { query } from '../../http/validate';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import { mapQuery, type WorldMapResponse } from '../../contract/world';
import { inBounds, viewWindow } from '../../game/world/coords';
import { claimedTiles, mapVillages, villagesOfUser } from '../../db/villages';
import { cachedTerrain } from '../../world/terrain';
import { mapResponseJson, shownAt } from './tiles';
import { protectionShown } from '../../game/movement/protection';
import { mapObjectives } from '../../world/objectives/views';
import { villageAndWindow, villageAndWindowWithToken, windowRows, type WindowRows } from '../../db/mapWindow';
import { acceptToken, authOf, checkedInput, readsOwnToken, tokenBindings } from '../../http/auth';
import { INPUT_TEXT, NOT_FOUND_TEXT } from '../../game/refusals';

const KEY = 'error_map';

/** GET map, GET map/world and GET map/objectives (SPEC.md section 7, Map). */
export function register(router: Router, deps: Deps): void {
  router.get('/map/world', async (ctx) => {
    const auth = requireAuth(ctx);
    const { maxCoord } = deps.config;
    const [villages, claimed] = await Promise.all([mapVillages(deps.db), claimedTiles(deps.db)]);
    const now = deps.now().getTime();
    const body: WorldMapResponse = {
      maxCoord,
      terrain: cachedTerrain(deps.world.seed, maxCoord),
      villages: villages.map((v) => {
        const until = protectionShown(v.protected_until, now);
        const out = { id: v.id, name: v.name, x: v.x, y: v.y, tier: v.tier, owner_id: v.user_id, owner: v.username, own: v.user_id === auth.userId };
        return until === null ? out : { ...out, protected_until: until };
      }),
      claimed: claimed.map((c) => ({ x: c.x, y: c.y, village_id: c.village_id })),
    };
    ctx.body = body;
  });

  router.get('/map/objectives', async (ctx) => {
    requireAuth(ctx);
    ctx.body = await mapObjectives(deps);
  });

  router.get('/map', readsOwnToken, async (ctx) => {
    const q = await checkedInput(ctx, deps, () => query(ctx, mapQuery, KEY));
    const { maxCoord } = deps.config;
    const bearer = ctx.state.bearer;
    // With a village as the centre and a token the middleware left to the route: one statement reads both.
    const oneRead = !ctx.state.auth && bearer !== undefined && q.villageId !== undefined && (q.x === undefined) === (q.y === undefined);
    let auth = oneRead ? undefined : await authOf(ctx, deps);
    if ((q.x === undefined) !== (q.y === undefined)) throw badRequest(KEY, INPUT_TEXT.bothCoordinates);

    let centre: { x: number; y: number } | undefined;
    let rows: WindowRows | undefined;
    let rowsWindow: { x0: number; y1: number } | undefined;
    if (q.villageId !== undefined) {
      // One statement: the village and the rows of its window (and the token, see oneRead).
      let found: Awaited<ReturnType<typeof villageAndWindow>>;
      if (oneRead) {
        const read = await villageAndWindowWithToken(deps.db, tokenBindings(bearer!, deps.now()), q.villageId, q.viewSize, maxCoord);
        auth = await acceptToken(ctx, deps, read.token);
        found = read.found;
      } else found = await villageAndWindow(deps.db, q.villageId, q.viewSize, maxCoord);
      auth ??= await authOf(ctx, deps); // (set above in both branches)
      if (!found) throw notFound(KEY, NOT_FOUND_TEXT.village);
      if (found.village.user_id !== auth.userId) throw forbidden(KEY);
      centre = { x: found.village.x, y: found.village.y };
      rows = found.rows;
      rowsWindow = found.window;
    }
    if (q.x !== undefined && q.y !== undefined) {
      if (!inBounds(q.x, q.y, maxCoord)) {
        throw badRequest(KEY, INPUT_TEXT.coordinates(maxCoord));
      }
      centre = { x: q.x, y: q.y };
    }
    auth ??= await authOf(ctx, deps); // (set above)
    if (!centre) {
      // No centre given: the account's first village, else the middle of the continent.
      const first = (await villagesOfUser(deps.db, auth.userId))[0];
      centre = first ? { x: first.x, y: first.y } : { x: 0, y: 0 };
    }

    const w = viewWindow(centre.x, centre.y, q.viewSize, maxCoord);
    // The village's rows are those of this window unless x and y moved the centre away from it.
    if (!rows || !rowsWindow || rowsWindow.x0 !== w.x0 || rowsWindow.y1 !== w.y1) rows = await windowRows(deps.db, w);
    // The JSON text of MapResponse { x, y, viewSize, tiles } written directly (server/api/map/tiles.ts).
    ctx.type = 'json';
    ctx.body = mapResponseJson(centre, w.size, w, shownAt(rows, deps.now().getTime()), deps.world.seed, maxCoord, auth.userId);
  });
}
