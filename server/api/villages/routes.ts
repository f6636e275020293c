import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { body, idParam } from '../../http/validate';
import { renameVillageRequest, type VillageResponse } from '../../contract/village';
import { lockVillage, renameVillage, villageById } from '../../db/villages';
import { ownVillage } from './access';
import { villageView } from './view';
import { settleDueOnRead } from '../economy/settleOnRead';
import { processDueMovements } from '../../jobs/dueMovements';

/** GET /villages/{id} and PUT /villages/{id}/name (SPEC.md section 7, Villages). */
export function register(router: Router, deps: Deps): void {
  router.get('/villages/:id', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, 'error_village');
    const found = ownVillage(await villageById(deps.db, id), auth, 'error_village');
    await settleDueOnRead(deps, [found.id], deps.now());
    // Arrivals at or from this village that are due, with the tick's function (settle-on-read).
    await processDueMovements(deps, { villageIds: [found.id], maxItems: 500 });
    const v = (await villageById(deps.db, id)) ?? found;
    const res: VillageResponse = await villageView(deps.db, deps, v, deps.now());
    ctx.body = res;
  });

  router.put('/villages/:id/name', async (ctx) => {
    const key = 'error_village_modify';
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, key);
    const { name } = body(ctx, renameVillageRequest, key);
    ctx.body = await deps.db.transaction(async (trx) => {
      const v = ownVillage(await lockVillage(trx, id), auth, key);
      await renameVillage(trx, v.id, name);
      return { id: v.id, name };
    });
  });
}
