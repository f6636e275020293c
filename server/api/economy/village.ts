import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { badRequest } from '../../http/errors';
import { body, idParam } from '../../http/validate';
import { districtRequest, type DistrictResponse, type TierResponse } from '../../contract/economy';
import { lockVillage, tierCounts, villageById, villageDistricts } from '../../db/villages';
import { insertDistrict, setVillageTier } from '../../db/queue';
import { tierOf } from '../../game/data/tiers';
import { commissionDistrict, freeDistrictSlots } from '../../game/village/districts';
import { tierUp } from '../../game/village/tier';
import { ownVillage } from '../../world/access';
import { settleVillageQueue } from '../../world/economy/save';
import { settleAccount } from '../../world/account';

const KEY = 'error_village_modify';

/** POST /villages/{id}/districts and POST /villages/{id}/tier (SPEC.md section 7). Owner and sitter. */
export function registerVillage(router: Router, deps: Deps): void {
  router.post('/villages/:id/districts', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    const req = body(ctx, districtRequest, KEY);
    ctx.body = await deps.db.transaction(async (trx): Promise<DistrictResponse> => {
      const v = ownVillage(await lockVillage(trx, id), auth, KEY);
      const have = await villageDistricts(trx, v.id);
      const r = commissionDistrict(v.tier, have, req.districtType);
      if (!r.ok) throw badRequest(KEY, r.error);
      await insertDistrict(trx, v.id, req.districtType, deps.now());
      return { id: v.id, districts: r.districts, freeSlots: freeDistrictSlots(v.tier, r.districts) };
    });
  });

  router.post('/villages/:id/tier', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    ctx.body = await deps.db.transaction(async (trx): Promise<TierResponse> => {
      const owner = ownVillage(await villageById(trx, id), auth, KEY).user_id!;
      const now = deps.now();
      // Account culture is read: first settle every village of the account (culture items due by now
      // count). All of them are locked up front, in id order, so two such calls cannot deadlock.
      const ids: number[] = (await trx('villages').where({ user_id: owner }).orderBy('id').forUpdate().select('id')).map((r: { id: number }) => r.id);
      for (const vid of ids) await settleVillageQueue(trx, vid, now, deps);
      const v = ownVillage(await lockVillage(trx, id), auth, KEY);
      // Culture accrues from the villages' culture rates: the account is settled to now (after the villages).
      const culture = (await settleAccount(trx, deps, owner, now))?.state.culture ?? 0;
      const r = tierUp(v.tier, culture, await tierCounts(trx, owner));
      if (!r.ok) throw badRequest(KEY, r.error);
      await setVillageTier(trx, v.id, r.tier);
      const t = tierOf(r.tier);
      return {
        id: v.id, tier: r.tier, culture, threshold: r.threshold,
        maxLevel: t.maxLevel, queueLength: t.queueLength, districtSlots: t.districtSlots,
      };
    });
  });
}
