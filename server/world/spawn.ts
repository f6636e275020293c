import type { Trx } from '../db/knex';
import type { Deps, AuthInfo } from './deps';
import { lockUser, setProtectedUntil } from '../db/users';
import { claimedTiles, countVillagesOfUser, insertVillage, lockSpawns, villagePositions } from '../db/villages';
import { chooseSpawn, type SpawnResult } from '../game/world/spawn';
import { SPAWN_TEXT } from '../game/world/spawn';
import type { Point } from '../game/world/coords';
import { newVillageSetup } from '../game/economy';
import { protectionEndOf } from '../game/movement/protection';
import type { Quadrant } from '../contract/world';
import { badRequest, unauthorized } from './refusal';
import { terrainLookup } from './terrain';
import { liveObjectiveTiles } from '../db/objectives';


/**
 * POST user/spawnVillage: the kingdom's first village (GAME.md section 2), once per account. The account
 * row is locked (one founding per account), then spawns are serialised by an advisory lock so two players
 * founding at once cannot end up closer than the spawn distance. The kingdom starts under beginner
 * protection (BEGINNER_PROTECTION_HOURS / speed).
 */
export async function foundKingdom(deps: Deps, auth: AuthInfo, quadrant: Quadrant, key: string) {
  const now = deps.now();
  return deps.db.transaction(async (trx) => {
    const user = await lockUser(trx, auth.userId);
    if (!user) throw unauthorized();
    if ((await countVillagesOfUser(trx, user.id)) > 0) throw badRequest(key, SPAWN_TEXT.hasKingdom);
    await lockSpawns(trx);
    const village = await foundFirstVillage(trx, deps, user.id, `${user.username}'s village`, quadrant, now, key);
    // Beginner protection starts with the kingdom, in the same transaction: no attack can have been sent
    // at a village before it was founded, so an arrival never needs to check it.
    const until = protectionEndOf(now.getTime(), deps.config.beginnerProtectionHours, deps.config.gameSpeed);
    await setProtectedUntil(trx, user.id, until === null ? null : new Date(until));
    return { village };
  });
}

async function foundFirstVillage(trx: Trx, deps: Deps, userId: number, name: string, quadrant: Quadrant, now: Date, key: string) {
  const { maxCoord } = deps.config;
  const villages: Point[] = await villagePositions(trx);
  // A live event's or objective's tile is taken like a claimed one.
  const claimed: Point[] = [...await claimedTiles(trx), ...await liveObjectiveTiles(trx)];
  const tileType = terrainLookup(deps.world.seed, maxCoord);
  const setup = newVillageSetup();
  // A village founded outside the spawn lock (e.g. by settlers) may take the chosen tile first;
  // then the insert does nothing and another tile is drawn.
  for (let attempt = 0; attempt < 5; attempt++) {
    const pick: SpawnResult = chooseSpawn({ quadrant, villages, claimed, maxCoord, seed: deps.world.seed, rng: Math.random, tileType });
    if (!pick.ok) throw badRequest(key, pick.error);
    const id = await insertVillage(trx, { userId, name, x: pick.x, y: pick.y, stock: setup.stock, buildings: setup.buildings, now });
    if (id !== undefined) return { id, name, x: pick.x, y: pick.y };
    villages.push({ x: pick.x, y: pick.y });
  }
  throw badRequest(key, SPAWN_TEXT.busy);
}
