import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { badRequest } from '../../http/errors';
import { body } from '../../http/validate';
import { claimTileRequest, type ClaimTileResponse } from '../../contract/tiles';
import { tierOf } from '../../game/data/tiers';
import { tileOf } from '../../game/data/tiles';
import { villageRates } from '../../game/economy';
import { CLAIM_TEXT, nextClaimNeed, parseTileId, tileIdOf } from '../../game/tiles';
import { terrainLookup } from '../../world/terrain';
import { claimTile } from '../../world/tiles';

const KEY = 'error_tile_claim';

/**
 * PUT map/tile {villageId, tileId} (SPEC.md section 7, Map): the village claims a tile (server/world/tiles.ts
 * claimTile). Owner or sitter of the village's account (claiming is building-like); another account's
 * village 403, unknown 404, no token 401, bad body 400 — all with key error_tile_claim.
 */
export function register(router: Router, deps: Deps): void {
  router.put('/map/tile', async (ctx) => {
    const auth = requireAuth(ctx);
    const req = body(ctx, claimTileRequest, KEY);
    const { maxCoord, tileThresholds } = deps.config;
    const tile = parseTileId(req.tileId, maxCoord);
    if (!tile) throw badRequest(KEY, CLAIM_TEXT.outside);
    const { village, now, economy, population, tiles } = await claimTile(deps, auth, req.villageId, tile, KEY);
    const typeAt = terrainLookup(deps.world.seed, maxCoord);
    const rates = villageRates({ tier: village.tier, buildings: economy.buildings, tiles, unitConsumption: 0 }, deps.config.gameSpeed);
    const type = typeAt(tile.x, tile.y);
    const res: ClaimTileResponse = {
      tile: { id: tileIdOf(tile, maxCoord), x: tile.x, y: tile.y, type, bonus: tileOf(type).bonus, village_id: village.id },
      village: {
        id: village.id,
        tiles,
        population,
        freeClaims: tierOf(village.tier).freeClaims,
        claimRadius: tierOf(village.tier).claimRadius,
        next: nextClaimNeed(village.tier, tiles.length, tileThresholds),
        impr_wood: rates.impr_wood, impr_stone: rates.impr_stone, impr_iron: rates.impr_iron, impr_food: rates.impr_food,
        wood: economy.stock.wood, stone: economy.stock.stone, iron: economy.stock.iron, food: economy.stock.food,
        computed_at: now.toISOString(),
      },
    };
    ctx.body = res;
  });
}
