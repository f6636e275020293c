import type { Deps, AuthInfo } from './deps';
import { lockVillage, lockVillagesOf, renameVillage, tierCounts, villageById, villageDistricts, type VillageRow } from '../db/villages';
import { insertDistrict, setVillageTier } from '../db/queue';
import { commissionDistrict } from '../game/village/districts';
import { tierUp } from '../game/village/tier';
import type { TierKey } from '../game/data/tiers';
import { ownVillage } from './access';
import { badRequest } from './refusal';
import { settleVillageQueue } from './economy/save';
import { settleAccount } from './account';
import { noteTierUp } from './empireNotes';

/** POST villages/{id}/districts: the village commissions a district (game/village commissionDistrict). */
export async function commissionOnVillage(deps: Deps, auth: AuthInfo, villageId: number, district: string, key: string): Promise<{ village: VillageRow; districts: string[] }> {
  return deps.db.transaction(async (trx) => {
    const v = ownVillage(await lockVillage(trx, villageId), auth, key);
    const r = commissionDistrict(v.tier, await villageDistricts(trx, v.id), district);
    if (!r.ok) throw badRequest(key, r.error);
    await insertDistrict(trx, v.id, district, deps.now());
    return { village: v, districts: r.districts };
  });
}

/**
 * POST villages/{id}/tier: the village rises a tier when the account's culture allows it
 * (game/village tierUp). Account culture is read: first every village of the account is settled (culture
 * items due by now count), all of them locked up front in id order so two such calls cannot deadlock;
 * then the account is settled to now.
 */
export async function tierUpVillage(deps: Deps, auth: AuthInfo, villageId: number, key: string): Promise<{ village: VillageRow; tier: TierKey; culture: number; threshold: number }> {
  return deps.db.transaction(async (trx) => {
    const owner = ownVillage(await villageById(trx, villageId), auth, key).user_id!;
    const now = deps.now();
    for (const vid of await lockVillagesOf(trx, owner)) await settleVillageQueue(trx, vid, now, deps);
    const v = ownVillage(await lockVillage(trx, villageId), auth, key);
    const culture = (await settleAccount(trx, deps, owner, now))?.state.culture ?? 0;
    const r = tierUp(v.tier, culture, await tierCounts(trx, owner));
    if (!r.ok) throw badRequest(key, r.error);
    await setVillageTier(trx, v.id, r.tier);
    await noteTierUp(trx, deps, owner, v, r.tier, now);
    return { village: v, tier: r.tier, culture, threshold: r.threshold };
  });
}

/** PUT villages/{id}/name: the village locked and renamed (the name checked by its request schema). */
export async function renameOwnVillage(deps: Deps, auth: AuthInfo, villageId: number, name: string, key: string): Promise<{ id: number; name: string }> {
  return deps.db.transaction(async (trx) => {
    const v = ownVillage(await lockVillage(trx, villageId), auth, key);
    await renameVillage(trx, v.id, name);
    return { id: v.id, name };
  });
}
