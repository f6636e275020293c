import { assign, emit, setup, transition, type SnapshotFrom } from 'xstate';
import { eventDef, type Difficulty, type EventKind, type EventState, type EventType } from '../server/game/data/events';
import { stageCount, stageDurationMs, supplyTarget } from '../server/game/events/stages';
import { applyDelivery, type DeliveryResult } from '../server/game/events/supply';
import type { Contribution } from '../server/game/events/rewards';

/**
 * The one lifecycle of every native event (GAME.md section 8): active (stage 1..n running) -> cleared |
 * rewarded | camp | failed, all final. The machine never reads a clock or the database: every event
 * carries its instant (`now`, epoch ms) and the world stores the result (events.snapshot, jsonb).
 *
 *   TICK {now}                         the stage timer (a due work row at stageEndsAt). Ignored before it.
 *                                      attack: not the final stage -> the next stage (the natives grow, no
 *                                      reward); the final stage -> camp. defend: the army arrived and no
 *                                      defence was fought (undefended) -> camp. supply: deadline missed ->
 *                                      failed (every delivery is lost).
 *   BATTLE_WON {now, userId, kills}    attack: a player's army destroyed the stage's garrison: its kills
 *                                      count, the stage is cleared and its rewards paid to the stage's
 *                                      contributors; the final stage -> cleared (userId took the outpost).
 *   BATTLE_LOST {now, userId, kills}   attack: a lost attack; the natives it killed still count as its share.
 *   GARRISON_DESTROYED {now}           attack: the garrison died without a winner to name (clears as above).
 *   DELIVERY {now, userId, amount}     supply: counts up to the target (the excess is returned to the
 *                                      sender); reaching the target -> rewarded.
 *   DEFENCE_WON {now, contributions}   defend: the defence held -> rewarded, split by defence shares.
 *   DEFENCE_LOST {now}                 defend: the defence fell -> camp.
 * A battle, delivery or defence counts when now <= stageEndsAt (the end is inclusive); one after it is
 * refused 'late' (the world applies due rows in (due_at, id) order, so the TICK came first). Two events
 * at the same instant resolve in the order they are applied: the first ends the stage, the other is
 * refused (one outcome). An event of another kind is refused 'wrongKind'; any event after the end 'ended'.
 */

/** The machine's states are the table's EVENT_STATES (labels: catalogue keys events.states.<state>). */
export type EventStageValue = EventState;
export type EventOutcome = Exclude<EventStageValue, 'active'>;

/** How a stage ended: its rewards are paid iff 'cleared'. */
export interface StageRecord {
  stage: number;
  result: 'cleared' | 'expired' | 'lost' | 'failed';
  at: number;
  /** userId -> contribution (kills, defence, delivered), as the split reads them. */
  contributions: Record<string, number>;
}

export interface EventStageContext {
  type: EventType;
  kind: EventKind;
  difficulty: Difficulty;
  speed: number;
  createdAt: number;
  stage: number;
  stages: number;
  stageStartedAt: number;
  /** The stage timer's instant: the end of an attack stage, a defend event's arrival, a supply deadline. */
  stageEndsAt: number;
  /** This stage's contributions so far (userId as a string key: the snapshot is JSON). */
  contributions: Record<string, number>;
  /** Supply events: the target and what counted toward it (0 for the others). */
  supplyTarget: number;
  supplied: number;
  /** Every stage that ended, in order: a stage appears at most once, so its rewards are paid once. */
  history: StageRecord[];
  /** attack: who destroyed the final garrison (takes the outpost's aether, attack2). */
  conqueror: number | null;
  endedAt: number | null;
}

export interface EventStageInput {
  type: EventType;
  difficulty: Difficulty;
  speed: number;
  now: number;
}

export type EventStageEvent =
  | { type: 'TICK'; now: number }
  | { type: 'BATTLE_WON'; now: number; userId: number; kills: number }
  | { type: 'BATTLE_LOST'; now: number; userId: number; kills: number }
  | { type: 'GARRISON_DESTROYED'; now: number }
  | { type: 'DELIVERY'; now: number; userId: number; amount: number }
  | { type: 'DEFENCE_WON'; now: number; contributions: Contribution[] }
  | { type: 'DEFENCE_LOST'; now: number };

export type EventRefusal = 'late' | 'wrongKind' | 'ended';
export interface EventRefused { type: 'refused'; reason: EventRefusal }

const KIND_OF: Record<EventStageEvent['type'], EventKind | null> = {
  TICK: null, BATTLE_WON: 'attack', BATTLE_LOST: 'attack', GARRISON_DESTROYED: 'attack', DELIVERY: 'supply', DEFENCE_WON: 'defend', DEFENCE_LOST: 'defend',
};

const addTo = (c: Record<string, number>, userId: number, value: number): Record<string, number> =>
  (Number.isFinite(value) && value > 0 ? { ...c, [String(userId)]: (c[String(userId)] ?? 0) + value } : c);

const record = (c: EventStageContext, result: StageRecord['result'], at: number, contributions = c.contributions): StageRecord[] =>
  [...c.history, { stage: c.stage, result, at, contributions }];

/** The next stage, started at `at` (an early clear starts it at once; an expiry at the old stage's end). */
function nextStage(c: EventStageContext, at: number): Partial<EventStageContext> {
  const stage = c.stage + 1;
  return { stage, stageStartedAt: at, stageEndsAt: at + stageDurationMs(c.type, stage, c.speed), contributions: {} };
}

const final = (c: EventStageContext): boolean => c.stage >= c.stages;
const ofKind = (c: EventStageContext, e: EventStageEvent): boolean => KIND_OF[e.type] === null || KIND_OF[e.type] === c.kind;

const guards = {
  wrongKind: (c: EventStageContext, e: EventStageEvent) => !ofKind(c, e),
  late: (c: EventStageContext, e: EventStageEvent) => e.type !== 'TICK' && e.now > c.stageEndsAt,
  expired: (c: EventStageContext, e: EventStageEvent) => e.now >= c.stageEndsAt,
  attackGrows: (c: EventStageContext, e: EventStageEvent) => e.now >= c.stageEndsAt && c.kind === 'attack' && !final(c),
  supplyMissed: (c: EventStageContext, e: EventStageEvent) => e.now >= c.stageEndsAt && c.kind === 'supply',
  finalStage: (c: EventStageContext) => final(c),
  reaches: (c: EventStageContext, e: EventStageEvent) => e.type === 'DELIVERY' && applyDelivery(c.supplyTarget, c.supplied, e.amount).reached,
};

const assigns = {
  grow: (c: EventStageContext): Partial<EventStageContext> => ({ history: record(c, 'expired', c.stageEndsAt), ...nextStage(c, c.stageEndsAt) }),
  expireTo: (result: StageRecord['result']) => (c: EventStageContext): Partial<EventStageContext> =>
    ({ history: record(c, result, c.stageEndsAt), endedAt: c.stageEndsAt }),
  kill: (c: EventStageContext, e: EventStageEvent): Partial<EventStageContext> =>
    (e.type === 'BATTLE_WON' || e.type === 'BATTLE_LOST' ? { contributions: addTo(c.contributions, e.userId, e.kills) } : {}),
  clearStage: (c: EventStageContext, e: EventStageEvent): Partial<EventStageContext> => {
    const contributions = e.type === 'BATTLE_WON' ? addTo(c.contributions, e.userId, e.kills) : c.contributions;
    return { history: record(c, 'cleared', e.now, contributions), ...nextStage(c, e.now) };
  },
  clearFinal: (c: EventStageContext, e: EventStageEvent): Partial<EventStageContext> => {
    const contributions = e.type === 'BATTLE_WON' ? addTo(c.contributions, e.userId, e.kills) : c.contributions;
    return { history: record(c, 'cleared', e.now, contributions), contributions, conqueror: e.type === 'BATTLE_WON' ? e.userId : null, endedAt: e.now };
  },
  deliver: (c: EventStageContext, e: EventStageEvent): Partial<EventStageContext> => {
    if (e.type !== 'DELIVERY') return {};
    const d = applyDelivery(c.supplyTarget, c.supplied, e.amount);
    return { supplied: d.delivered, contributions: addTo(c.contributions, e.userId, d.accepted) };
  },
  supplied: (c: EventStageContext, e: EventStageEvent): Partial<EventStageContext> => {
    const next = { ...c, ...assigns.deliver(c, e) };
    return { supplied: next.supplied, contributions: next.contributions, history: record(next, 'cleared', e.now), endedAt: e.now };
  },
  defended: (c: EventStageContext, e: EventStageEvent): Partial<EventStageContext> => {
    let contributions: Record<string, number> = {};
    if (e.type === 'DEFENCE_WON') for (const x of e.contributions) contributions = addTo(contributions, x.userId, x.value);
    return { contributions, history: record(c, 'cleared', e.now, contributions), endedAt: e.now };
  },
  fell: (c: EventStageContext, e: EventStageEvent): Partial<EventStageContext> => ({ history: record(c, 'lost', e.now), endedAt: e.now }),
};

export const eventStageMachine = setup({
  types: {
    context: {} as EventStageContext,
    events: {} as EventStageEvent,
    input: {} as EventStageInput,
    emitted: {} as EventRefused,
  },
  guards: {
    wrongKind: ({ context, event }) => guards.wrongKind(context, event),
    late: ({ context, event }) => guards.late(context, event),
    expired: ({ context, event }) => guards.expired(context, event),
    attackGrows: ({ context, event }) => guards.attackGrows(context, event),
    supplyMissed: ({ context, event }) => guards.supplyMissed(context, event),
    finalStage: ({ context }) => guards.finalStage(context),
    reaches: ({ context, event }) => guards.reaches(context, event),
  },
  actions: {
    grow: assign(({ context }) => assigns.grow(context)),
    toCamp: assign(({ context }) => assigns.expireTo('expired')(context)),
    toFailed: assign(({ context }) => assigns.expireTo('failed')(context)),
    kill: assign(({ context, event }) => assigns.kill(context, event)),
    clearStage: assign(({ context, event }) => assigns.clearStage(context, event)),
    clearFinal: assign(({ context, event }) => assigns.clearFinal(context, event)),
    deliver: assign(({ context, event }) => assigns.deliver(context, event)),
    supplied: assign(({ context, event }) => assigns.supplied(context, event)),
    defended: assign(({ context, event }) => assigns.defended(context, event)),
    fell: assign(({ context, event }) => assigns.fell(context, event)),
    refuseKind: emit({ type: 'refused', reason: 'wrongKind' } as EventRefused),
    refuseLate: emit({ type: 'refused', reason: 'late' } as EventRefused),
  },
}).createMachine({
  id: 'eventStage',
  initial: 'active',
  context: ({ input }) => initialContext(input),
  states: {
    active: {
      on: {
        TICK: [
          { guard: 'attackGrows', actions: 'grow' },
          { guard: 'supplyMissed', target: 'failed', actions: 'toFailed' },
          // attack's final stage uncleared, or defend's arrival with no defence fought.
          { guard: 'expired', target: 'camp', actions: 'toCamp' },
        ],
        BATTLE_WON: [
          { guard: 'wrongKind', actions: 'refuseKind' },
          { guard: 'late', actions: 'refuseLate' },
          { guard: 'finalStage', target: 'cleared', actions: 'clearFinal' },
          { actions: 'clearStage' },
        ],
        GARRISON_DESTROYED: [
          { guard: 'wrongKind', actions: 'refuseKind' },
          { guard: 'late', actions: 'refuseLate' },
          { guard: 'finalStage', target: 'cleared', actions: 'clearFinal' },
          { actions: 'clearStage' },
        ],
        BATTLE_LOST: [
          { guard: 'wrongKind', actions: 'refuseKind' },
          { guard: 'late', actions: 'refuseLate' },
          { actions: 'kill' },
        ],
        DELIVERY: [
          { guard: 'wrongKind', actions: 'refuseKind' },
          { guard: 'late', actions: 'refuseLate' },
          { guard: 'reaches', target: 'rewarded', actions: 'supplied' },
          { actions: 'deliver' },
        ],
        DEFENCE_WON: [
          { guard: 'wrongKind', actions: 'refuseKind' },
          { guard: 'late', actions: 'refuseLate' },
          { target: 'rewarded', actions: 'defended' },
        ],
        DEFENCE_LOST: [
          { guard: 'wrongKind', actions: 'refuseKind' },
          { guard: 'late', actions: 'refuseLate' },
          { target: 'camp', actions: 'fell' },
        ],
      },
    },
    cleared: { type: 'final' },
    rewarded: { type: 'final' },
    camp: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type EventStageSnapshot = SnapshotFrom<typeof eventStageMachine>;

/** What the world stores (events.snapshot, jsonb). */
export interface PersistedEventStage {
  value: EventStageValue;
  context: EventStageContext;
}

function initialContext(input: EventStageInput): EventStageContext {
  return {
    type: input.type, kind: eventDef(input.type).kind, difficulty: input.difficulty, speed: input.speed,
    createdAt: input.now, stage: 1, stages: stageCount(input.type), stageStartedAt: input.now,
    stageEndsAt: input.now + stageDurationMs(input.type, 1, input.speed), contributions: {},
    supplyTarget: supplyTarget(input.type, input.difficulty), supplied: 0, history: [], conqueror: null, endedAt: null,
  };
}

/** A new event at `now`, stage 1 running. */
export function createEventStage(input: EventStageInput): PersistedEventStage {
  return { value: 'active', context: initialContext(input) };
}

export function restoreEventStage(p: PersistedEventStage): EventStageSnapshot {
  return eventStageMachine.resolveState({ value: p.value, context: structuredCloneJson(p.context) });
}

export function persistEventStage(s: EventStageSnapshot): PersistedEventStage {
  return { value: s.value as EventStageValue, context: structuredCloneJson(s.context) };
}

const structuredCloneJson = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export interface EventStageStep {
  next: PersistedEventStage;
  refused: EventRefusal | null;
  /** A stage cleared by this event: pay splitRewards(stageRewards(type, difficulty, stage), contributions) now, once. */
  paid: { stage: number; contributions: Contribution[] } | null;
  /** Set when this event ended the event. */
  outcome: EventOutcome | null;
  /** DELIVERY: what counted and what goes back to the sender (all of it when refused). */
  delivery: DeliveryResult | null;
  /**
   * When the next TICK is due (the stage timer's due work row; moved when a clear starts the next stage
   * early); null once the event ended. At or before the step's instant: it is already due (settleEventStage).
   */
  dueAt: number | null;
}

const asList = (c: Record<string, number>): Contribution[] => Object.entries(c).map(([u, value]) => ({ userId: Number(u), value }));

/** Applies one event to a stored event (pure): the next stored form and what the world must do about it. */
export function stepEventStage(p: PersistedEventStage, event: EventStageEvent): EventStageStep {
  const returnedWhole = event.type === 'DELIVERY'
    ? { accepted: 0, returned: Math.max(0, event.amount), delivered: p.context.supplied, reached: false } : null;
  if (p.value !== 'active') return { next: p, refused: 'ended', paid: null, outcome: null, delivery: returnedWhole, dueAt: null };
  const [snap, actions] = transition(eventStageMachine, restoreEventStage(p), event);
  const next = persistEventStage(snap);
  // xstate 5 returns an emit as an executable action of type 'xstate.emit' with the event in its params.
  const emitted = actions.find((a) => (a.type as string) === 'xstate.emit') as { params?: { event?: EventRefused } } | undefined;
  const refused = emitted?.params?.event?.reason ?? null;
  const added = next.context.history.slice(p.context.history.length);
  const cleared = added.find((h) => h.result === 'cleared');
  let delivery: DeliveryResult | null = null;
  if (event.type === 'DELIVERY') {
    delivery = refused ? returnedWhole : applyDelivery(p.context.supplyTarget, p.context.supplied, event.amount);
  }
  return {
    next,
    refused,
    paid: cleared ? { stage: cleared.stage, contributions: asList(cleared.contributions) } : null,
    outcome: next.value !== 'active' ? next.value : null,
    delivery,
    dueAt: next.value === 'active' ? next.context.stageEndsAt : null,
  };
}

/**
 * Applies every stage timer due by `now`, each at its own instant (a world that was down for two stages
 * catches up stage by stage, so the history keeps the true instants): the steps in order, [] when none was due.
 */
export function settleEventStage(p: PersistedEventStage, now: number): EventStageStep[] {
  const steps: EventStageStep[] = [];
  let cur = p;
  // An active event's timer only moves forward, and an event has a handful of stages: this ends.
  while (cur.value === 'active' && cur.context.stageEndsAt <= now) {
    const step = stepEventStage(cur, { type: 'TICK', now: cur.context.stageEndsAt });
    steps.push(step);
    cur = step.next;
  }
  return steps;
}

/** Milliseconds until the stage timer (the client's countdown); 0 once due or ended. */
export function eventMsLeft(p: PersistedEventStage, now: number): number {
  if (p.value !== 'active') return 0;
  return Math.max(0, p.context.stageEndsAt - now);
}
