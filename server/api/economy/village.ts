import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { body, idParam } from '../../http/validate';
import { districtRequest, type DistrictResponse, type TierResponse } from '../../contract/economy';
import { tierOf } from '../../game/data/tiers';
import { freeDistrictSlots } from '../../game/village/districts';
import { commissionOnVillage, tierUpVillage } from '../../world/villageCalls';

const KEY = 'error_village_modify';

/** POST /villages/{id}/districts and POST /villages/{id}/tier (SPEC.md section 7). Owner and sitter. */
export function registerVillage(router: Router, deps: Deps): void {
  router.post('/villages/:id/districts', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    const req = body(ctx, districtRequest, KEY);
    const { village: v, districts } = await commissionOnVillage(deps, auth, id, req.districtType, KEY);
    const res: DistrictResponse = { id: v.id, districts, freeSlots: freeDistrictSlots(v.tier, districts) };
    ctx.body = res;
  });

  router.post('/villages/:id/tier', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    const r = await tierUpVillage(deps, auth, id, KEY);
    const t = tierOf(r.tier);
    const res: TierResponse = {
      id: r.village.id, tier: r.tier, culture: r.culture, threshold: r.threshold,
      maxLevel: t.maxLevel, queueLength: t.queueLength, districtSlots: t.districtSlots,
    };
    ctx.body = res;
  });
}
