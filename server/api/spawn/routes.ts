import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { body } from '../../http/validate';
import { badRequest, forbidden } from '../../http/errors';
import { spawnVillageRequest } from '../../contract/world';
import { phaseAt } from '../../game/phase';
import { foundKingdom } from '../../world/spawn';
import { SPAWN_TEXT } from '../../game/world/spawn';

/** POST user/spawnVillage belongs to the User call group: its refusals carry error_user. */
const KEY = 'error_user';

/** The kingdom's first village (GAME.md section 2): owner only, once per account. */
export function register(router: Router, deps: Deps): void {
  router.post('/user/spawnVillage', async (ctx) => {
    const auth = requireAuth(ctx);
    if (auth.isSitter) throw forbidden(KEY);
    const req = body(ctx, spawnVillageRequest, KEY);
    const now = deps.now();
    if (phaseAt(now, deps.world.startTime, deps.world.finishedAt) === 'before_start') throw badRequest(KEY, SPAWN_TEXT.notStarted);
    ctx.body = await foundKingdom(deps, auth, req.quadrant, KEY);
  });
}
