import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { body, idParam } from '../../http/validate';
import {
  builderCharges, queueBuildingRequest, queuePointsRequest, queueUpgradeRequest, type QueueResponse,
} from '../../contract/economy';
import { userById } from '../../db/users';
import { prepared, type Trx } from '../../db/knex';
import { findResearch } from '../../game/data/research';
import {
  buildingRowById, ensureBuildingRow, returnBuilders, spendBuilders,
} from '../../db/queue';
import {
  cancelItem, productionOf, queueBuilding, queuePoints, QUEUE_TEXT, type Queued, type QueueContext,
} from '../../game/queue';
import { withVillage, type VillageSession } from './session';
import { accountAt } from '../research/account';
import { itemView, queueBody } from './view';

const BUILDING_KEY = 'error_buildings';
const VILLAGE_KEY = 'error_village_modify';

/**
 * What the queue rules read about the account and the village besides the economy. `science`: the
 * call queues science, so whether a research still runs at `now` is computed (it may have completed
 * since the account was last settled).
 */
async function queueContext(s: VillageSession, deps: Deps, science = false): Promise<QueueContext & { userId: number }> {
  const userId = s.village.user_id;
  const account = userId === null ? undefined : await queueAccount(s.trx, userId, s.village.id);
  if (!account) throw unauthorized();
  const researching = science
    ? (await accountAt(s.trx, deps, account.id, s.now))?.state.researching != null
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

/**
 * What queueContext reads, in one statement: the account's builders and running research, the
 * village's districts (commissioning order) and the account's completed research keys.
 */
async function queueAccount(trx: Trx, userId: number, villageId: number): Promise<{
  id: number; builders: number; researching: number | null; districts: string[]; researched: Set<string>;
} | undefined> {
  const r = await trx.raw(
    `SELECT u.id, u.builders, u.researching,
       (SELECT coalesce(json_agg(d.district ORDER BY d.created_at), '[]'::json)
          FROM village_districts d WHERE d.village_id = :villageId) AS districts,
       (SELECT coalesce(json_agg(r.research_id), '[]'::json) FROM user_research r WHERE r.user_id = u.id) AS researched
     FROM users u WHERE u.id = :userId`,
    { userId, villageId },
  ).options(prepared('queue_account'));
  const row = (r.rows ?? r)[0] as { id: number; builders: number; researching: number | null; districts: unknown; researched: unknown } | undefined;
  if (!row) return undefined;
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const keys = json<number[]>(row.researched).map((id) => findResearch(Number(id))?.key).filter((k): k is string => !!k);
  return { id: row.id, builders: row.builders, researching: row.researching, districts: json(row.districts), researched: new Set(keys) };
}

/** Pays the builder charges, writes the queued item and answers the queue. */
async function commitQueued(s: VillageSession, r: Queued, qc: QueueContext & { userId: number }, key: string): Promise<QueueResponse> {
  if (!r.ok) throw badRequest(key, r.error);
  if (!(await spendBuilders(s.trx, qc.userId, r.buildersSpent))) throw badRequest(key, QUEUE_TEXT.notEnoughBuilders);
  if (r.entry.kind === 'building' && r.entry.target) await ensureBuildingRow(s.trx, s.village.id, r.entry.target);
  const saved = await s.save(r.economy);
  const entry = saved.queue[saved.queue.length - 1];
  // Nothing spent: the count read in this transaction still stands (nothing here wrote it); else read it again.
  const builders = r.buildersSpent > 0 ? (await userById(s.trx, qc.userId))?.builders ?? 0 : qc.builders;
  const production = productionOf(s.loaded.env, saved.buildings);
  return queueBody(s.village.id, saved, s.loaded.env, s.now, itemView(entry, s.now.getTime(), production), builders);
}

/** The queue calls of SPEC.md section 7 (Villages). Owner and sitter may use them. */
export function registerQueue(router: Router, deps: Deps): void {
  router.post('/villages/:id/queue/building', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, BUILDING_KEY);
    const req = body(ctx, queueBuildingRequest, BUILDING_KEY);
    ctx.body = await withVillage(deps, auth, id, BUILDING_KEY, async (s) => {
      const qc = await queueContext(s, deps);
      const r = queueBuilding(s.economy, { type: req.buildingType, builders: builderCharges(req.withBuilders), isNew: true }, qc);
      return commitQueued(s, r, qc, BUILDING_KEY);
    });
  });

  router.post('/villages/:id/queue/building/:buildingId', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, BUILDING_KEY);
    const buildingId = idParam(ctx.params.buildingId, BUILDING_KEY);
    const req = body(ctx, queueUpgradeRequest, BUILDING_KEY);
    ctx.body = await withVillage(deps, auth, id, BUILDING_KEY, async (s) => {
      const row = await buildingRowById(s.trx, s.village.id, buildingId);
      if (!row) throw notFound(BUILDING_KEY, 'That building');
      const qc = await queueContext(s, deps);
      const r = queueBuilding(s.economy, { type: row.type, builders: builderCharges(req.withBuilders), isNew: false }, qc);
      return commitQueued(s, r, qc, BUILDING_KEY);
    });
  });

  for (const kind of ['science', 'culture'] as const) {
    router.post(`/villages/:id/queue/${kind}`, async (ctx) => {
      const auth = requireAuth(ctx);
      const id = idParam(ctx.params.id, VILLAGE_KEY);
      const req = body(ctx, queuePointsRequest, VILLAGE_KEY);
      ctx.body = await withVillage(deps, auth, id, VILLAGE_KEY, async (s) => {
        const qc = await queueContext(s, deps, kind === 'science');
        const r = queuePoints(s.economy, { kind, amount: req.amount ?? undefined, builders: builderCharges(req.withBuilders) }, qc);
        return commitQueued(s, r, qc, VILLAGE_KEY);
      });
    });
  }

  router.delete('/villages/:id/queue/:queueId', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, VILLAGE_KEY);
    const queueId = idParam(ctx.params.queueId, VILLAGE_KEY);
    ctx.body = await withVillage(deps, auth, id, VILLAGE_KEY, async (s) => {
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
