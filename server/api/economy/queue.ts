import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { body, idParam } from '../../http/validate';
import {
  builderCharges, queueBuildingRequest, queuePointsRequest, queueUpgradeRequest, type QueueResponse,
} from '../../contract/economy';
import { userById } from '../../db/users';
import { returnBuilders } from '../../db/queue';
import {
  cancelItem, productionOf, queueBuilding, queuePoints, QUEUE_TEXT, type Queued, type QueueContext,
} from '../../game/queue';
import { callerOf, checkedInput, readsOwnToken } from '../../http/auth';
import { type QueueSession } from '../../world/villageWrite';
import { cancelOnVillage, queueOnVillage, type QueuedOnVillage } from '../../world/queueCalls';
import { accountFromRows } from '../../world/account';
import { itemView, queueBody } from './view';
import { NOT_FOUND_TEXT } from '../../game/refusals';

const BUILDING_KEY = 'error_buildings';
const VILLAGE_KEY = 'error_village_modify';

/**
 * What the queue rules read about the account and the village besides the economy (read with the
 * village in one statement, after the settlement: session.ts). `science`: the call queues science, so
 * whether a research still runs at `now` is computed (it may have completed since the account was last settled).
 */
function queueContext(s: QueueSession, deps: Deps, science = false): QueueContext & { userId: number } {
  const account = s.account;
  if (!account) throw unauthorized();
  const researching = science
    ? accountFromRows(deps, account.row, account.villages ?? [], s.now).state.researching != null
    : account.researching !== null;
  return {
    userId: account.id,
    now: s.now.getTime(),
    districts: account.districts,
    researched: account.researched,
    researching,
    builders: account.builders,
    env: s.loaded.env,
  };
}

/** The answer of a queue call: the queue after the appended item, that item, the builder charges left. */
export function queuedBody(q: QueuedOnVillage): QueueResponse {
  const { session: s, saved, builders } = q;
  const entry = saved.queue[saved.queue.length - 1];
  const production = productionOf(s.loaded.env, saved.buildings);
  return queueBody(s.village.id, saved, s.loaded.env, s.now, itemView(entry, s.now.getTime(), production), builders);
}

/**
 * The queue calls of SPEC.md section 7 (Villages). Owner and sitter may use them. The POSTs read their
 * token in their first round trip (declared with readsOwnToken; server/world/queueCalls.ts queueOnVillage); bad input
 * is still a 401 first for a dead token (checkedInput).
 */
export function registerQueue(router: Router, deps: Deps): void {
  router.post('/villages/:id/queue/building', readsOwnToken, async (ctx) => {
    const { id, req } = await checkedInput(ctx, deps, () => ({
      id: idParam(ctx.params.id, BUILDING_KEY), req: body(ctx, queueBuildingRequest, BUILDING_KEY),
    }));
    ctx.body = queuedBody(await queueOnVillage(deps, callerOf(ctx, deps), id, BUILDING_KEY, (s) =>
      queueBuilding(s.economy, { type: req.buildingType, builders: builderCharges(req.withBuilders), isNew: true }, queueContext(s, deps))));
  });

  router.post('/villages/:id/queue/building/:buildingId', readsOwnToken, async (ctx) => {
    const { id, buildingId, req } = await checkedInput(ctx, deps, () => ({
      id: idParam(ctx.params.id, BUILDING_KEY),
      buildingId: idParam(ctx.params.buildingId, BUILDING_KEY),
      req: body(ctx, queueUpgradeRequest, BUILDING_KEY),
    }));
    ctx.body = queuedBody(await queueOnVillage(deps, callerOf(ctx, deps), id, BUILDING_KEY, (s) => {
      // The building rows were read with the village (ids included).
      const row = s.buildingRows.find((b) => b.id === buildingId);
      if (!row) throw notFound(BUILDING_KEY, NOT_FOUND_TEXT.building);
      return queueBuilding(s.economy, { type: row.type, builders: builderCharges(req.withBuilders), isNew: false }, queueContext(s, deps));
    }));
  });

  for (const kind of ['science', 'culture'] as const) {
    router.post(`/villages/:id/queue/${kind}`, readsOwnToken, async (ctx) => {
      const { id, req } = await checkedInput(ctx, deps, () => ({
        id: idParam(ctx.params.id, VILLAGE_KEY), req: body(ctx, queuePointsRequest, VILLAGE_KEY),
      }));
      ctx.body = queuedBody(await queueOnVillage(deps, callerOf(ctx, deps), id, VILLAGE_KEY, (s) =>
        queuePoints(s.economy, { kind, amount: req.amount ?? undefined, builders: builderCharges(req.withBuilders) }, queueContext(s, deps, kind === 'science')),
      { science: kind === 'science' }));
    });
  }

  router.delete('/villages/:id/queue/:queueId', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, VILLAGE_KEY);
    const queueId = idParam(ctx.params.queueId, VILLAGE_KEY);
    // Unknown, already completed or of another village: the same 404 (the id says nothing about others' queues).
    const { session: s, saved, builders, cancelled } = await cancelOnVillage(deps, auth, id, queueId, VILLAGE_KEY);
    const production = productionOf(s.loaded.env, saved.buildings);
    ctx.body = queueBody(s.village.id, saved, s.loaded.env, s.now, itemView(cancelled.entry, s.now.getTime(), production), builders, cancelled.refund);
  });
}
