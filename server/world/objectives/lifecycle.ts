import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { saveObjective, type ObjectivePatch, type ObjectiveRow } from '../../db/objectives';
import type { NewReport } from '../../db/reports';
import { addReports } from '../reports';
import { addAether } from '../../db/aetherGrants';
import { stepEventStage, type EventStageEvent, type EventStageStep } from '../../../machines/eventStage';
import { campGarrison, outpostAether, stageGarrison } from '../../game/events';
import { eventDef, type Difficulty, type EventType } from '../../game/data/events';
import * as titles from '../../game/reports/titles';
import { payStage } from './payout';
import { countEarned, type Earned } from '../statistics/count';
import { objectivesChanged } from '../push/publish';

/**
 * THE function that moves an event (GAME.md section 8): one event of the eventStage machine
 * (machines/eventStage.ts) applied to a row the caller holds locked (lockObjective or a claim), and
 * everything that follows written in the caller's transaction: the snapshot, state, stage and stage
 * timer; the next stage's native garrison; a cleared stage's rewards, paid once (payStage); the
 * outpost's aether to its conqueror; a camp's garrison; a failed supply event's reports; the end (an
 * ended event leaves the map, a camp stays). `row` is updated in place. A refused step changes nothing.
 *
 * Defend events have no stage timer row (due_at stays null): the native army's movement is their timer,
 * and its arrival sends DEFENCE_WON, DEFENCE_LOST or, undefended, the TICK.
 *
 * Statistics (GAME.md section 10): a stage's rewards count as `resources` won (payStage), and an event
 * completed (an attack event's final stage cleared, a defence won, a supply target reached) counts 1 in
 * `events` for every kingdom that contributed to any of its stages. `earned`: the caller's list (a battle's
 * arrival, which counts its battle and this step in one countEarned, keeping the lock order); without it,
 * what the step earned is counted here.
 */
export async function stepEvent(trx: Trx, deps: Deps, row: ObjectiveRow, event: EventStageEvent, earned?: Earned[]): Promise<EventStageStep> {
  if (row.category !== 'event' || !row.snapshot) throw new Error(`stepEvent: objective ${row.id} is not an event`);
  const before = row.snapshot;
  const step = stepEventStage(before, event);
  if (step.refused) return step;
  const counts: Earned[] = earned ?? [];
  const at = new Date(event.now);
  const type = row.type as EventType;
  const difficulty = row.difficulty as Difficulty;
  const kind = eventDef(type).kind;
  const next = step.next;
  const patch: ObjectivePatch = {
    snapshot: next, state: next.value, stage: next.context.stage,
    due_at: kind === 'defend' || step.dueAt === null ? null : new Date(step.dueAt),
  };
  if (next.value === 'active' && kind === 'attack' && next.context.stage !== before.context.stage) {
    patch.garrison = stageGarrison(type, difficulty, next.context.stage);
  }
  if (step.paid) await payStage(trx, deps, row, step.paid.stage, step.paid.contributions, at, counts);
  if (step.outcome) {
    patch.ended_at = at;
    if (step.outcome === 'camp') {
      patch.garrison = campGarrison(type, difficulty);
    } else {
      patch.removed_at = at;
      patch.garrison = {};
    }
    if (step.outcome === 'cleared' && next.context.conqueror !== null) {
      const aether = outpostAether(type, difficulty);
      if (aether > 0) await addAether(trx, next.context.conqueror, aether);
    }
    if (step.outcome === 'failed') await reportFailedSupply(trx, deps, row, before.context.contributions, at);
    if (step.outcome === 'camp' && kind === 'attack') await reportCamp(trx, deps, row, before, at);
    if (step.outcome === 'cleared' || step.outcome === 'rewarded') {
      for (const userId of contributorsOf(next.context.history)) counts.push({ userId, counters: { events: 1 }, at });
    }
  }
  await saveObjective(trx, row.id, patch);
  Object.assign(row, patch);
  // Its stage, state or end shows on every map.
  objectivesChanged(trx, deps, row.id);
  if (!earned) await countEarned(trx, deps, counts);
  return step;
}

/** The kingdoms that contributed (a contribution above 0) to any stage of an event, ascending. */
function contributorsOf(history: ReadonlyArray<{ contributions: Record<string, number> }>): number[] {
  const users = new Set<number>();
  for (const h of history) for (const [u, v] of Object.entries(h.contributions)) if (v > 0) users.add(Number(u));
  return [...users].sort((a, b) => a - b);
}

/**
 * Applies every stage timer of a locked event that is due by `cutoff`, each at its own instant (a world
 * that was down catches up stage by stage): the tick's step and every read's (settle-on-read). Returns
 * how many steps it applied.
 */
export async function settleEvent(trx: Trx, deps: Deps, row: ObjectiveRow, cutoff: Date): Promise<number> {
  let n = 0;
  while (row.category === 'event' && row.state === 'active' && row.due_at !== null && new Date(row.due_at).getTime() <= cutoff.getTime()) {
    const step = await stepEvent(trx, deps, row, { type: 'TICK', now: new Date(row.due_at).getTime() });
    n += 1;
    // A TICK is never refused while active; guard against a timer that would not move all the same.
    if (step.refused) break;
  }
  return n;
}

/** A supply event that missed its deadline: every contributor learns that its supplies are lost (report `event_supply`). */
async function reportFailedSupply(trx: Trx, deps: Deps, row: ObjectiveRow, contributions: Record<string, number>, at: Date): Promise<void> {
  const reps: NewReport[] = Object.entries(contributions).filter(([, v]) => v > 0).map(([u, value]) => ({
    userId: Number(u), kind: 'event_supply', title: titles.atTile('eventSupplyFailed', row.x, row.y),
    data: { objective_id: row.id, type: row.type, x: row.x, y: row.y, failed: true, delivered: value, lost: value }, at,
  }));
  if (reps.length) await addReports(trx, deps, reps);
}

/** An attack event whose final stage ran out: those who fought it learn that the natives made camp. */
async function reportCamp(trx: Trx, deps: Deps, row: ObjectiveRow, before: NonNullable<ObjectiveRow['snapshot']>, at: Date): Promise<void> {
  const users = new Set<number>();
  for (const h of before.context.history) for (const u of Object.keys(h.contributions)) users.add(Number(u));
  for (const u of Object.keys(before.context.contributions)) users.add(Number(u));
  const reps: NewReport[] = [...users].map((userId) => ({
    userId, kind: 'battle', title: titles.atTile('nativeCamp', row.x, row.y), data: { objective_id: row.id, type: row.type, x: row.x, y: row.y, camp: true }, at,
  }));
  if (reps.length) await addReports(trx, deps, reps);
}
