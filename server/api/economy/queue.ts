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
import { withVillageOf, withVillageTrx, type QueueSession } from './session';
import { checkedInput } from '../../http/auth';
import { accountFromRows } from '../../world/account';
import { itemView, queueBody } from './view';

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

/** Pays the builder charges, writes the queued item and answers the queue. */
export async function commitQueued(s: QueueSession, r: Queued, key: string): Promise<QueueResponse> {
  if (!r.ok) throw badRequest(key, r.error);
  const done = await s.saveQueued(r.economy, r.buildersSpent);
  if (!done) throw badRequest(key, QUEUE_TEXT.notEnoughBuilders);
  const { saved, builders } = done;
  const entry = saved.queue[saved.queue.length - 1];
  const production = productionOf(s.loaded.env, saved.buildings);
  return queueBody(s.village.id, saved, s.loaded.env, s.now, itemView(entry, s.now.getTime(), production), builders);
}

/**
 * The queue calls of SPEC.md section 7 (Villages). Owner and sitter may use them. The POSTs read their
 * token in their first round trip (server/http/auth.ts deferredAuth, session.ts withVillageOf); bad input
 * is still a 401 first for a dead token (checkedInput).
 */
export function registerQueue(router: Router, deps: Deps): void {
  router.post('/villages/:id/queue/building', async (ctx) => {
    const { id, req } = await checkedInput(ctx, deps, () => ({
      id: idParam(ctx.params.id, BUILDING_KEY), req: body(ctx, queueBuildingRequest, BUILDING_KEY),
    }));
    ctx.body = await withVillageOf(ctx, deps, id, BUILDING_KEY, async (s) => {
      const qc = queueContext(s, deps);
      const r = queueBuilding(s.economy, { type: req.buildingType, builders: builderCharges(req.withBuilders), isNew: true }, qc);
      return commitQueued(s, r, BUILDING_KEY);
    });
  });

  router.post('/villages/:id/queue/building/:buildingId', async (ctx) => {
    const { id, buildingId, req } = await checkedInput(ctx, deps, () => ({
      id: idParam(ctx.params.id, BUILDING_KEY),
      buildingId: idParam(ctx.params.buildingId, BUILDING_KEY),
      req: body(ctx, queueUpgradeRequest, BUILDING_KEY),
    }));
    ctx.body = await withVillageOf(ctx, deps, id, BUILDING_KEY, async (s) => {
      // The building rows were read with the village (ids included).
      const row = s.buildingRows.find((b) => b.id === buildingId);
      if (!row) throw notFound(BUILDING_KEY, 'That building');
      const qc = queueContext(s, deps);
      const r = queueBuilding(s.economy, { type: row.type, builders: builderCharges(req.withBuilders), isNew: false }, qc);
      return commitQueued(s, r, BUILDING_KEY);
    });
  });

  for (const kind of ['science', 'culture'] as const) {
    router.post(`/villages/:id/queue/${kind}`, async (ctx) => {
      const { id, req } = await checkedInput(ctx, deps, () => ({
        id: idParam(ctx.params.id, VILLAGE_KEY), req: body(ctx, queuePointsRequest, VILLAGE_KEY),
      }));
      ctx.body = await withVillageOf(ctx, deps, id, VILLAGE_KEY, async (s) => {
        const qc = queueContext(s, deps, kind === 'science');
        const r = queuePoints(s.economy, { kind, amount: req.amount ?? undefined, builders: builderCharges(req.withBuilders) }, qc);
        return commitQueued(s, r, VILLAGE_KEY);
      }, { science: kind === 'science' });
    });
  }

  router.delete('/villages/:id/queue/:queueId', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, VILLAGE_KEY);
    const queueId = idParam(ctx.params.queueId, VILLAGE_KEY);
    ctx.body = await withVillageTrx(deps, auth, id, VILLAGE_KEY, async (s) => {
      const r = cancelItem(s.economy, queueId, s.now.getTime(), s.loaded.env);
      // Unknown, already completed or of another village: the same 404 (the id says nothing about others' queues).
      if (!r.ok) throw notFound(VILLAGE_KEY, 'That queue item');
      const userId = s.village.user_id!;
      await returnBuilders(s.trx, userId, r.buildersReturned);
      const saved = await s.save(r.economy);
      const user = await userById(s.trx, userId);
      const production = productionOf(s.loaded.env, saved.buildings);
      return queueBody(s.village.id, saved, s.loaded.env, s.now, itemView(r.entry, s.now.getTime(), production), user?.builders ?? 0, r.refund);
    });
  });
}
