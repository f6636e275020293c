import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { badRequest, notFound } from '../../http/errors';
import { idParam } from '../../http/validate';
import type { BuildingDetailResponse, BuildingsResponse, ResourcesResponse } from '../../contract/buildings';
import { villageBuildings } from '../../db/villages';
import { BUILDINGS, PRIMARY_BUILDING_KEYS, buildingOf, findBuilding } from '../../game/data/buildings';
import { terrainLookup } from '../../world/terrain';
import { KEY, readVillage } from './load';
import { buildingView, byType, levelView } from './view';
import { resourceBreakdown } from './breakdown';
import { INPUT_TEXT, NOT_FOUND_TEXT } from '../../game/refusals';

/** Rows of the per-level table of one building. */
const LEVEL_ROWS = 10;

/** A building type from the path: its key, case-insensitive, with spaces or hyphens for underscores ("Iron Mine", "iron-mine"). */
function typeParam(raw: string | undefined): string {
  const t = (raw ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_');
  if (!/^[a-z_]{1,40}$/.test(t)) throw badRequest(KEY, INPUT_TEXT.buildingType);
  if (!findBuilding(t)) throw notFound(KEY, NOT_FOUND_TEXT.buildingType);
  return t;
}

/**
 * The buildings calls (SPEC.md section 7, Buildings): reads of one village for the town hall, economy
 * and building pages. Owner and sitter; another account's village 403, unknown 404, no token 401, a
 * bad id or type 400 — all with key error_buildings. Each read settles due work first.
 */
export function register(router: Router, deps: Deps): void {
  const speed = () => deps.config.gameSpeed;

  router.get('/buildings/village/:id', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    const r = await readVillage(deps, auth, id);
    const rows = new Map((await villageBuildings(deps.db, id)).map((b) => [b.type, b.id]));
    const built: BuildingsResponse['buildings'] = [];
    const available: BuildingsResponse['available'] = [];
    for (const b of BUILDINGS) {
      const view = buildingView(b, r, rows.get(b.key) ?? null, speed());
      // Built: standing at level 1 or more, or a level queued. Others (a level-0 marketplace too) could be commissioned.
      (view.level > 0 || view.queued > 0 ? built : available).push(view);
    }
    const res: BuildingsResponse = { village: r.summary, buildings: built.sort(byType), available: available.sort(byType) };
    ctx.body = res;
  });

  router.get('/buildings/village/:id/resources', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    const r = await readVillage(deps, auth, id);
    const rows = new Map((await villageBuildings(deps.db, id)).map((b) => [b.type, b.id]));
    const typeAt = terrainLookup(deps.world.seed, deps.config.maxCoord);
    const tiles = r.tiles.map((t) => ({ x: t.x, y: t.y, type: typeAt(t.x, t.y) }));
    const rates = r.env.rates(r.economy.buildings);
    const res: ResourcesResponse = {
      village: r.summary,
      buildings: PRIMARY_BUILDING_KEYS.map((k) => buildingView(buildingOf(k), r, rows.get(k) ?? null, speed())).sort(byType),
      resources: resourceBreakdown({ buildings: r.economy.buildings, tiles }, rates, r.economy.stock, speed()),
    };
    ctx.body = res;
  });

  const detail = (withId: boolean) => async (ctx: Parameters<Parameters<Router['get']>[1]>[0]) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    const type = typeParam(ctx.params.type);
    const buildingId = withId ? idParam(ctx.params.buildingId, KEY) : undefined;
    const r = await readVillage(deps, auth, id);
    const row = (await villageBuildings(deps.db, id)).find((b) => b.type === type);
    // A trailing id must be this village's row of this type.
    if (buildingId !== undefined && row?.id !== buildingId) throw notFound(KEY, NOT_FOUND_TEXT.building);
    const b = buildingOf(type);
    const view = buildingView(b, r, row?.id ?? null, speed());
    const from = view.level + view.queued + 1;
    const levels = [];
    for (let l = from; l <= b.maxLevel && levels.length < LEVEL_ROWS; l++) levels.push(levelView(b, l, r.summary.production, speed()));
    const res: BuildingDetailResponse = { village: r.summary, building: view, levels };
    ctx.body = res;
  };
  router.get('/buildings/village/:id/:type', detail(false));
  router.get('/buildings/village/:id/:type/:buildingId', detail(true));
}
