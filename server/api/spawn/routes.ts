import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { body } from '../../http/validate';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import { spawnVillageRequest, type Quadrant } from '../../contract/world';
import { phaseAt } from '../../game/phase';
import { chooseSpawn, type SpawnResult } from '../../game/world/spawn';
import type { Point } from '../../game/world/coords';
import { newVillageSetup } from '../../game/economy';
import { lockUser } from '../../db/users';
import { claimedTiles, countVillagesOfUser, insertVillage, lockSpawns, villagePositions } from '../../db/villages';
import type { Trx } from '../../db/knex';
import { terrainLookup } from '../../world/terrain';

/** POST user/spawnVillage belongs to the User call group: its refusals carry error_user. */
const KEY = 'error_user';

export const TEXT = {
  hasKingdom: 'You already have a Kingdom',
  notStarted: 'The game has not started yet',
  sitter: 'Only the owner of an account can found its Kingdom',
} as const;


/** The kingdom's first village (GAME.md section 2): owner only, once per account. */
export function register(router: Router, deps: Deps): void {
  router.post('/user/spawnVillage', async (ctx) => {
    const auth = requireAuth(ctx);
    if (auth.isSitter) throw forbidden(KEY);
    const req = body(ctx, spawnVillageRequest, KEY);
    const now = deps.now();
    if (phaseAt(now, deps.world.startTime, deps.world.finishedAt) === 'before_start') throw badRequest(KEY, TEXT.notStarted);

    ctx.body = await deps.db.transaction(async (trx) => {
      const user = await lockUser(trx, auth.userId);
      if (!user) throw unauthorized();
      if ((await countVillagesOfUser(trx, user.id)) > 0) throw badRequest(KEY, TEXT.hasKingdom);
      await lockSpawns(trx);
      const village = await foundFirstVillage(trx, deps, user.id, `${user.username}'s village`, req.quadrant, now);
      return { village };
    });
  });
}

async function foundFirstVillage(trx: Trx, deps: Deps, userId: number, name: string, quadrant: Quadrant, now: Date) {
  const { maxCoord } = deps.config;
  const villages: Point[] = await villagePositions(trx);
  const claimed = await claimedTiles(trx);
  const tileType = terrainLookup(deps.world.seed, maxCoord);
  const setup = newVillageSetup();
  // A village founded outside the spawn lock (e.g. by settlers) may take the chosen tile first;
  // then the insert does nothing and another tile is drawn.
  for (let attempt = 0; attempt < 5; attempt++) {
    const pick: SpawnResult = chooseSpawn({ quadrant, villages, claimed, maxCoord, seed: deps.world.seed, rng: Math.random, tileType });
    if (!pick.ok) throw badRequest(KEY, pick.error);
    const id = await insertVillage(trx, { userId, name, x: pick.x, y: pick.y, stock: setup.stock, buildings: setup.buildings, now });
    if (id !== undefined) return { id, name, x: pick.x, y: pick.y };
    villages.push({ x: pick.x, y: pick.y });
  }
  throw badRequest(KEY, 'The map is busy, please try again');
}
