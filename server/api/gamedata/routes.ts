import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { gameData } from '../../game/data/gamedata';

/** GET user/gamedata (SPEC.md section 7, User): static tables and world settings, for any token holder. */
export function register(router: Router, deps: Deps): void {
  router.get('/user/gamedata', (ctx) => {
    ctx.state.errorKey = 'error_user';
    requireAuth(ctx);
    ctx.body = gameData({
      speed: deps.config.gameSpeed,
      maxCoord: deps.config.maxCoord,
      tileThresholds: deps.config.tileThresholds,
      startTime: deps.world.startTime,
      beginnerProtectionHours: deps.config.beginnerProtectionHours,
    });
  });
}
