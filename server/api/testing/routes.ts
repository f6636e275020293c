import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { body } from '../../http/validate';
import { testingAccountRequest, testingFinishRequest, testingStartTimeRequest, testingUnitsRequest, testingVillageRequest } from '../../contract/server';
import { setStartTime } from '../../db/world';
import { serverState } from '../serverState/state';
import { grantUnits, setTestAccount, setTestFinished, setTestVillage } from '../../world/testing';
import { registerPrestigeTesting } from './prestige';
import { registerObjectiveTesting } from './objectives';
import { registerRankingsTesting } from './rankings';

/**
 * Testing tools (TESTING_TOOLS=on only; otherwise these routes do not exist and answer 404).
 * They change the world row in the database and the in-memory deps.world together.
 */
export function register(router: Router, deps: Deps): void {
  if (!deps.config.testingTools) return;

  router.post('/testing/finish', async (ctx) => {
    const req = body(ctx, testingFinishRequest, 'error_400');
    await setTestFinished(deps, req.finished);
    ctx.body = serverState(deps);
  });

  router.post('/testing/startTime', async (ctx) => {
    const req = body(ctx, testingStartTimeRequest, 'error_400');
    const startTime = new Date(req.startTime);
    await setStartTime(deps.db, startTime);
    deps.world.startTime = startTime;
    ctx.body = serverState(deps);
  });

  // Units a test needs without hours of training (Settlers need town hall 5 and 5,000 of each resource):
  // the village is first brought to now (its stock and queue), since the new units eat from now on.
  router.post('/testing/units', async (ctx) => {
    const req = body(ctx, testingUnitsRequest, 'error_400');
    ctx.body = await grantUnits(deps, req.village_id, req.units);
  });

  // A scene without hours of play: a village's stock, levels, districts and tier at once.
  router.post('/testing/village', async (ctx) => {
    ctx.body = await setTestVillage(deps, body(ctx, testingVillageRequest, 'error_400'));
  });

  // Prestige for an Empire (the end of a world within a test).
  registerPrestigeTesting(router, deps);
  registerObjectiveTesting(router, deps);
  registerRankingsTesting(router, deps);

  // An account's aether, culture and research science.
  router.post('/testing/account', async (ctx) => {
    ctx.body = await setTestAccount(deps, body(ctx, testingAccountRequest, 'error_400'));
  });
}
