import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { badRequest } from '../../http/errors';
import { body } from '../../http/validate';
import { claimTileRequest, type ClaimTileResponse } from '../../contract/tiles';
import { lockVillage, villageTiles } from '../../db/villages';
import { tierOf } from '../../game/data/tiers';
import { tileOf } from '../../game/data/tiles';
import { villageRates } from '../../game/economy';
import { materialise } from '../../game/queue';
import { CLAIM_TEXT, checkClaim, nextClaimNeed, parseTileId, tileIdOf, villagePopulation } from '../../game/tiles';
import { ownVillage } from '../../world/access';
import { terrainLookup } from '../../world/terrain';
import { settleAndLoad } from '../../world/villageWrite';
import { saveEconomy } from '../../world/economy/save';

const KEY = 'error_tile_claim';

/**
 * PUT map/tile {villageId, tileId} (SPEC.md section 7, Map): the village claims a tile. Owner or
 * sitter of the village's account (claiming is building-like); another account's village 403,
 * unknown 404, no token 401, bad body 400 — all with key error_tile_claim. One transaction: lock the
 * village, settle its due queue items, check the claim (server/game/tiles), materialise the stock to
 * now with the bonuses before the claim (the tile's bonus counts from this instant), insert the claim.
 * Two villages claiming one tile at once: the primary key (x, y) of village_tiles lets one insert
 * win; the other waits for it and is refused 'That tile is already claimed'.
 */
export function register(router: Router, deps: Deps): void {
  router.put('/map/tile', async (ctx) => {
    const auth = requireAuth(ctx);
    const req = body(ctx, claimTileRequest, KEY);
    const { maxCoord, tileThresholds } = deps.config;
    const tile = parseTileId(req.tileId, maxCoord);
    if (!tile) throw badRequest(KEY, CLAIM_TEXT.outside);
    ctx.body = await deps.db.transaction(async (trx): Promise<ClaimTileResponse> => {
      const village = ownVillage(await lockVillage(trx, req.villageId), auth, KEY);
      const now = deps.now();
      const { loaded, economy: settled } = await settleAndLoad(trx, deps, village, now);
      const typeAt = terrainLookup(deps.world.seed, maxCoord);
      // One connection per transaction: the queries run one after another.
      const claimed = await villageTiles(trx, village.id);
      const villageThere = await trx('villages').where({ x: tile.x, y: tile.y }).first('id');
      const claimThere = await trx('village_tiles').where({ x: tile.x, y: tile.y }).first('village_id');
      const population = villagePopulation(settled.buildings);
      const r = checkClaim({
        village: { x: village.x, y: village.y, tier: village.tier },
        claimed: claimed.length,
        population,
        tile,
        terrain: typeAt(tile.x, tile.y),
        hasVillage: villageThere !== undefined,
        isClaimed: claimThere !== undefined,
        thresholds: tileThresholds,
      });
      if (!r.ok) throw badRequest(KEY, r.error);

      // The bonus changes the rates from now: the stock up to now grows with the rates before the claim.
      const economy = materialise(settled, now.getTime(), loaded.env);
      await saveEconomy(trx, village, loaded.economy, economy, [], now, deps);
      const inserted: Array<{ x: number }> = await trx('village_tiles')
        .insert({ village_id: village.id, x: tile.x, y: tile.y, claimed_at: now })
        .onConflict(['x', 'y']).ignore().returning('x');
      // Claimed meanwhile by another village (it committed first): refused, the whole transaction rolls back.
      if (inserted.length === 0) throw badRequest(KEY, CLAIM_TEXT.claimed);

      const tiles = [...claimed, tile].map((t) => ({ x: t.x, y: t.y, type: typeAt(t.x, t.y) }));
      const rates = villageRates({ tier: village.tier, buildings: settled.buildings, tiles, unitConsumption: 0 }, deps.config.gameSpeed);
      const type = typeAt(tile.x, tile.y);
      return {
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
    });
  });
}
