import type { Deps, AuthInfo } from '../deps';
import { villageBuildings, villageById } from '../../db/villages';
import { researchedKeys } from '../../db/queue';
import { canTrain } from '../../game/battle';
import { UNITS } from '../../game/data/units';
import { ownVillage } from '../access';
import { settle } from '../settle';

/**
 * GET units/village/{id}/allowed: every unit with whether the village may train it now and what it lacks
 * (game/battle canTrain). Settled to now first, so a building or research finished by now counts.
 */
export async function allowedUnitsOf(deps: Deps, auth: AuthInfo, villageId: number, key: string) {
  ownVillage(await villageById(deps.db, villageId), auth, key);
  await settle(deps, { villages: [villageId] }, deps.now());
  const v = (await villageById(deps.db, villageId))!;
  const [buildings, researched] = await Promise.all([villageBuildings(deps.db, v.id), researchedKeys(deps.db, v.user_id!)]);
  return {
    units: UNITS.map((u) => {
      const c = canTrain(u.key, buildings, researched);
      return { key: u.key, name: u.name, cost: u.cost, work: u.work, allowed: c.ok, missing: c.ok ? [] : c.missing };
    }),
  };
}
