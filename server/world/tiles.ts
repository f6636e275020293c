import type { Deps, AuthInfo } from './deps';
import { insertClaim, lockVillage, tileTaken, villageTiles, type VillageRow } from '../db/villages';
import { materialise, type VillageEconomy } from '../game/queue';
import { CLAIM_TEXT, checkClaim, villagePopulation } from '../game/tiles';
import { liveObjectiveAt } from '../db/objectives';
import { OBJECTIVES_TEXT } from '../game/objectives/texts';
import type { Point } from '../game/world/coords';
import type { TileType } from '../contract/world';
import { ownVillage } from './access';
import { badRequest } from './refusal';
import { terrainLookup } from './terrain';
import { settleAndLoad } from './villageWrite';
import { saveEconomy } from './economy/save';

/**
 * PUT map/tile: the village claims a tile, in one transaction: lock the village, settle its due queue
 * items, check the claim (server/game/tiles checkClaim), materialise the stock to now with the bonuses
 * before the claim (the tile's bonus counts from this instant), insert the claim. Two villages claiming
 * one tile at once: the primary key (x, y) lets one insert win; the other waits and is refused.
 */
export async function claimTile(deps: Deps, auth: AuthInfo, villageId: number, tile: Point, key: string): Promise<{
  village: VillageRow; now: Date; economy: VillageEconomy; population: number; tiles: Array<Point & { type: TileType }>;
}> {
  const { maxCoord, tileThresholds } = deps.config;
  return deps.db.transaction(async (trx) => {
    const village = ownVillage(await lockVillage(trx, villageId), auth, key);
    const now = deps.now();
    const { loaded, economy: settled } = await settleAndLoad(trx, deps, village, now);
    const typeAt = terrainLookup(deps.world.seed, maxCoord);
    const claimed = await villageTiles(trx, village.id);
    const taken = await tileTaken(trx, tile.x, tile.y);
    const population = villagePopulation(settled.buildings);
    const r = checkClaim({
      village: { x: village.x, y: village.y, tier: village.tier },
      claimed: claimed.length, population, tile, terrain: typeAt(tile.x, tile.y),
      hasVillage: taken.village, isClaimed: taken.claimed, thresholds: tileThresholds,
    });
    if (!r.ok) throw badRequest(key, r.error);
    // A live event or objective stands there (issue 16): its tile is not for claiming.
    if (await liveObjectiveAt(trx, tile.x, tile.y)) throw badRequest(key, OBJECTIVES_TEXT.claimObjective);
    // The bonus changes the rates from now: the stock up to now grows with the rates before the claim.
    const economy = materialise(settled, now.getTime(), loaded.env);
    await saveEconomy(trx, village, loaded.economy, economy, [], now, deps);
    // Claimed meanwhile by another village (it committed first): refused, the whole transaction rolls back.
    if (!(await insertClaim(trx, village.id, tile, now))) throw badRequest(key, CLAIM_TEXT.claimed);
    const tiles = [...claimed, tile].map((t) => ({ x: t.x, y: t.y, type: typeAt(t.x, t.y) }));
    return { village, now, economy: { ...economy, buildings: settled.buildings }, population, tiles };
  });
}
