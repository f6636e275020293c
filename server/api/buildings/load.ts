import type { AuthInfo, Deps } from '../../http/context';
import { villageById, villageDistricts, villageTiles, type VillageRow } from '../../db/villages';
import { researchedKeys } from '../../db/queue';
import { researchedIds } from '../../db/research';
import { userById } from '../../db/users';
import { materialise, productionOf, type EconomyEnv, type QueueContext, type VillageEconomy } from '../../game/queue';
import { tierOf } from '../../game/data/tiers';
import { villagePopulation } from '../../game/tiles';
import type { Point } from '../../game/world/coords';
import { ownVillage } from '../../world/access';
import { settle } from '../../world/settle';
import { loadEconomy, settleLoaded } from '../../world/economy/load';

export const KEY = 'error_buildings';

/** A village as the buildings pages read it: settled and materialised to now, with what the queue rules read. */
export interface BuildingsRead {
  village: VillageRow;
  now: Date;
  economy: VillageEconomy;
  env: EconomyEnv;
  tiles: Point[];
  /** What queueing a building would be checked against (no builder charges). */
  queue: QueueContext;
  researchedIds: Set<number>;
  summary: {
    id: number; tier: VillageRow['tier']; districts: string[]; production: number; population: number;
    queue: { used: number; length: number };
    wood: number; stone: number; iron: number; food: number; computed_at: string;
  };
}

/**
 * Reads a village for the buildings calls: authorised (owner or sitter; another account's 403,
 * unknown 404, with error_buildings), due work settled first (settle-on-read), then loaded without
 * row locks and settled / materialised to now in memory.
 */
export async function readVillage(deps: Deps, auth: AuthInfo, id: number): Promise<BuildingsRead> {
  ownVillage(await villageById(deps.db, id), auth, KEY);
  const now = deps.now();
  await settle(deps, { villages: [id] }, now);
  const v = ownVillage(await villageById(deps.db, id), auth, KEY);
  const loaded = await loadEconomy(deps.db, deps, v, { lock: false });
  const economy = materialise(settleLoaded(loaded, deps, now).economy, now.getTime(), loaded.env);
  const userId = v.user_id!;
  const [districts, keys, ids, tiles, user] = await Promise.all([
    villageDistricts(deps.db, v.id), researchedKeys(deps.db, userId), researchedIds(deps.db, userId),
    villageTiles(deps.db, v.id), userById(deps.db, userId),
  ]);
  return {
    village: v,
    now,
    economy,
    env: loaded.env,
    tiles,
    researchedIds: ids,
    queue: {
      now: now.getTime(), districts, researched: keys, researching: user?.researching != null, builders: 0, env: loaded.env,
    },
    summary: {
      id: v.id,
      tier: economy.tier,
      districts,
      production: productionOf(loaded.env, economy.buildings),
      population: villagePopulation(economy.buildings),
      queue: { used: economy.queue.length, length: tierOf(economy.tier).queueLength },
      wood: economy.stock.wood, stone: economy.stock.stone, iron: economy.stock.iron, food: economy.stock.food,
      computed_at: now.toISOString(),
    },
  };
}
