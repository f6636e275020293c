import type { Deps, AuthInfo } from '../deps';
import { empireOf, firstPendingArrival, listLiveObjectives, lockObjective, movementsToObjective, objectiveById, scoutedBy, troopsAt, usernamesOf, type ObjectiveRow } from '../../db/objectives';
import { villageById } from '../../db/villages';
import type { ObjectiveIncomingsResponse, ObjectiveResponse } from '../../contract/objectives';
import { arrivalBucket, outpostAether, stageRewards } from '../../game/events';
import { eventDef, type Difficulty, type EventType } from '../../game/data/events';
import { MONUMENT, objectiveDef, type ObjectiveType } from '../../game/data/objectives';
import { OBJECTIVES_TEXT } from '../../game/objectives/texts';
import { notFound } from '../refusal';
import { transaction } from '../transaction';
import { dueCutoff } from '../cutoff';
import { settleEvent } from './lifecycle';
import { mapObjectiveView } from './views';

const KEY = 'error_objectives';
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const COST_KEYS = ['wood', 'stone', 'iron', 'food'] as const;
const costOf = (r: Record<string, number>) => ({ wood: r.wood ?? 0, stone: r.stone ?? 0, iron: r.iron ?? 0, food: r.food ?? 0 });

/**
 * The row brought to now (settle-on-read: an event's due stage timers are applied first, in a transaction
 * holding its lock, as the tick would), or undefined when there is no such objective.
 */
async function settled(deps: Deps, id: number): Promise<ObjectiveRow | undefined> {
  const row = await objectiveById(deps.db, id);
  if (!row) return undefined;
  const cutoff = new Date(dueCutoff(deps, deps.now()));
  if (row.category !== 'event' || row.state !== 'active' || row.due_at === null || new Date(row.due_at) > cutoff) return row;
  // Arrivals go first (the tick applies them within a second): the read settles only the stage timers due
  // before the first arrival still to apply, never a stage ended without it.
  const first = await firstPendingArrival(deps.db, id);
  const upTo = first === null ? cutoff : new Date(Math.min(cutoff.getTime(), first.getTime() - 1));
  if (new Date(row.due_at) > upTo) return row;
  return transaction(deps, async (trx) => {
    const locked = await lockObjective(trx, id);
    if (locked) await settleEvent(trx, deps, locked, upTo);
    return locked;
  });
}

/** Which army standing there the reader may see: natives always; a kingdom's troops by its holder and Empire, others as last scouted. */
async function garrisonFor(deps: Deps, row: ObjectiveRow, readerId: number): Promise<{ garrison: Record<string, number> | null; seenAt: string | null }> {
  if (row.holder_user_id === null) return { garrison: row.garrison, seenAt: null };
  const own = row.holder_user_id === readerId
    || await (async () => { const a = await empireOf(deps.db, readerId); return a !== null && a === await empireOf(deps.db, row.holder_user_id!); })();
  if (own) {
    const total: Record<string, number> = {};
    for (const g of await troopsAt(deps.db, row.id)) for (const [u, n] of Object.entries(g.units)) total[u] = (total[u] ?? 0) + Number(n);
    return { garrison: total, seenAt: null };
  }
  const seen = await scoutedBy(deps.db, row.id, readerId);
  return seen ? { garrison: seen.seen, seenAt: iso(seen.at) } : { garrison: null, seenAt: null };
}

/** GET objectives/{id}?full: the overview of one event or objective as the reader may see it (SPEC.md sections 3 and 9). */
export async function objectiveOverview(deps: Deps, auth: AuthInfo, id: number, full: boolean): Promise<ObjectiveResponse> {
  const row = await settled(deps, id);
  if (!row) throw notFound(KEY, OBJECTIVES_TEXT.notFound);
  const [live] = await listLiveObjectives(deps.db, [id]).then((l) => (l.length ? l : listEnded(deps, row)));
  const base = mapObjectiveView(live);
  const ctx = row.snapshot?.context;
  const isEvent = row.category === 'event';
  const def = isEvent ? eventDef(row.type as EventType) : null;
  const { garrison, seenAt } = await garrisonFor(deps, row, auth.userId);
  const target = def?.kind === 'defend' && row.target_village_id !== null ? await villageById(deps.db, row.target_village_id) : undefined;
  const names = target?.user_id ? await usernamesOf(deps.db, [target.user_id]) : new Map<number, string>();
  const now = deps.now().getTime();
  const objective: ObjectiveResponse['objective'] = {
    ...base,
    created_at: iso(row.created_at)!,
    stage_started_at: ctx && row.state === 'active' ? new Date(ctx.stageStartedAt).toISOString() : null,
    ended_at: iso(row.ended_at),
    garrison, garrison_seen_at: seenAt,
    rewards: isEvent && row.state === 'active' ? stageRewards(row.type as EventType, row.difficulty as Difficulty, row.stage) : null,
    outpost_aether: isEvent && def!.outpostAether > 0 ? outpostAether(row.type as EventType, row.difficulty as Difficulty) : null,
    supplies: isEvent && def!.supply && ctx ? { of: def!.supply.of, required: ctx.supplyTarget, delivered: ctx.supplied } : null,
    target_village: target ? { id: target.id, name: target.name, x: target.x, y: target.y, user_id: target.user_id, username: target.user_id ? names.get(target.user_id) ?? null : null } : null,
    arrival: def?.kind === 'defend' && ctx && row.state === 'active' ? arrivalBucket((ctx.stageEndsAt - now) / 1000) : null,
    monument: row.type === 'monument' ? {
      target: { ...MONUMENT.target }, delivered: costOf(row.supplied), completed_at: iso(row.completed_at),
      completable_from: 'monument_activation', damaged: row.damaged, repair: row.damaged ? { ...MONUMENT.repairCost } : null,
    } : null,
    prestige: !isEvent ? (() => {
      const d = objectiveDef(row.type as ObjectiveType);
      return { on_capture: d.onCapture, on_completion: d.onCompletion, per_period: d.perPeriod, period_seconds: d.period / deps.config.gameSpeed, next_at: iso(row.prestige_at) };
    })() : null,
  };
  if (full && ctx) {
    const contributions = Object.entries(ctx.contributions).map(([u, value]) => ({ user_id: Number(u), value }));
    const users = await usernamesOf(deps.db, contributions.map((c) => c.user_id));
    objective.contributions = contributions.map((c) => ({ ...c, username: users.get(c.user_id) ?? null }));
    objective.history = ctx.history.map((h) => ({ stage: h.stage, result: h.result, at: new Date(h.at).toISOString() }));
  } else if (full) {
    objective.contributions = [];
    objective.history = [];
  }
  return { objective };
}

/** An event that left the map still reads (reports link to it): its row as the map would have shown it. */
async function listEnded(_deps: Deps, row: ObjectiveRow) {
  return [{
    id: row.id, category: row.category, type: row.type, name: row.name, x: row.x, y: row.y, state: row.state, difficulty: row.difficulty,
    stage: row.stage, snapshot: row.snapshot, holder_user_id: row.holder_user_id, holder_username: null, empire_id: null, empire_name: null,
    empire_name_short: null, incomings: 0,
  }];
}

const PAGE = 10;

/** GET objectives/{id}/incomings?page: armies and merchants heading there, the reader's own in full. */
export async function objectiveIncomings(deps: Deps, auth: AuthInfo, id: number, page: number): Promise<ObjectiveIncomingsResponse> {
  if (!(await objectiveById(deps.db, id))) throw notFound(KEY, OBJECTIVES_TEXT.notFound);
  const { total, rows } = await movementsToObjective(deps.db, id, page, PAGE);
  return {
    page, total,
    items: rows.map((m) => {
      const own = m.user_id !== null && m.user_id === auth.userId;
      return {
        id: m.id, kind: m.kind, own, origin_kind: m.origin_kind ?? null,
        from: { village_id: m.from_village_id, x: m.from_x, y: m.from_y }, to: { village_id: m.to_village_id, x: m.to_x, y: m.to_y },
        units: own ? m.units : null, resources: own ? m.resources : null, started_at: iso(m.started_at)!, due_at: iso(m.due_at)!,
      };
    }),
  };
}
export { COST_KEYS };
