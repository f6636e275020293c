import { assign, setup, type SnapshotFrom } from 'xstate';
import { flatStepper } from './flatStep';
import { BUILDER_BOOST } from '../server/game/data/constants';

/**
 * One production-queue item (GAME.md section 4): waiting -> active -> done | cancelled.
 *
 * - waiting: paid for, behind the head of the queue; no work is done.
 * - active: the head; work advances at `rate` points per hour (the village's production, boosted by
 *   builder charges). `workDone` is exact at `progressAt`; `dueAt` is when the work will be complete.
 * - done / cancelled: final.
 *
 * Events carry the instant they happen at (`at` / `now`, epoch milliseconds or a Date): the machine never
 * reads a clock, so the server replays it at completion instants and the client runs a countdown with it.
 *   START {at, production}              waiting -> active at `at`
 *   PRODUCTION_CHANGED {at, production} work so far is kept, the rate and dueAt are recomputed
 *   TICK {now}                          active -> done once now >= dueAt
 *   CANCEL {at}                         -> cancelled (an active item keeps its workDone for the refund);
 *                                       an active item whose dueAt has passed completes instead
 * The server stores `persistQueueItem(snapshot)` in queue_items.snapshot and rebuilds it with
 * `restoreQueueItem`; `transition(queueItemMachine, snapshot, event)` is pure.
 */

export type QueueItemKind = 'building' | 'unit' | 'science' | 'culture';

export interface QueueItemInput {
  kind: QueueItemKind;
  /** Work points the item needs. */
  work: number;
  /** Builder charges spent on the item; each adds BUILDER_BOOST (1.0 building, 0.5 other) to the work-rate multiplier. */
  builders: number;
}

export interface QueueItemContext {
  kind: QueueItemKind;
  work: number;
  builders: number;
  /** Work-rate multiplier: 1 + builders x (1.0 for a building, 0.5 otherwise). */
  boost: number;
  workDone: number;
  /** Points per hour while active (production x boost); 0 while waiting. */
  rate: number;
  startedAt: number | null;
  progressAt: number | null;
  dueAt: number | null;
  completedAt: number | null;
  cancelledAt: number | null;
}

type Instant = number | Date;

export type QueueItemEvent =
  | { type: 'START'; at: Instant; production: number }
  | { type: 'PRODUCTION_CHANGED'; at: Instant; production: number }
  | { type: 'TICK'; now: Instant }
  | { type: 'CANCEL'; at: Instant };

const HOUR_MS = 3_600_000;
const ms = (t: Instant): number => (typeof t === 'number' ? t : t.getTime());

/** Work-rate multiplier of an item with `builders` charges. */
export function boostFor(kind: QueueItemKind, builders: number): number {
  const per = kind === 'building' ? BUILDER_BOOST.building : BUILDER_BOOST.other;
  return 1 + Math.max(0, Math.floor(builders)) * per;
}

/** The instant `remaining` points are done at `rate` points per hour from `from`; null when the rate is 0. */
export function finishAt(from: number, remaining: number, rate: number): number | null {
  if (remaining <= 0) return from;
  if (!(rate > 0)) return null;
  return from + Math.ceil((remaining / rate) * HOUR_MS);
}

/** Work done by `at`, from the exact value at progressAt (capped at the item's work). */
export function workDoneAt(c: QueueItemContext, at: number): number {
  if (c.progressAt === null || c.rate <= 0) return c.workDone;
  if (c.dueAt !== null && at >= c.dueAt) return c.work;
  const done = c.workDone + (c.rate * Math.max(0, at - c.progressAt)) / HOUR_MS;
  return Math.min(c.work, done);
}

/** The guards and assignments of the machine as plain functions: xstate's setup and the fast step (flatStep) share them. */
const isDue = (context: QueueItemContext, event: QueueItemEvent): boolean => {
  const at = event.type === 'TICK' ? ms(event.now) : event.type === 'CANCEL' ? ms(event.at) : NaN;
  return context.dueAt !== null && at >= context.dueAt;
};

const assigns = {
  start: (context: QueueItemContext, event: QueueItemEvent): Partial<QueueItemContext> => {
    if (event.type !== 'START') return {};
    const at = ms(event.at);
    const rate = Math.max(0, event.production) * context.boost;
    return { startedAt: at, progressAt: at, rate, dueAt: finishAt(at, context.work - context.workDone, rate) };
  },
  changeProduction: (context: QueueItemContext, event: QueueItemEvent): Partial<QueueItemContext> => {
    if (event.type !== 'PRODUCTION_CHANGED') return {};
    const at = Math.max(ms(event.at), context.progressAt ?? -Infinity);
    const workDone = workDoneAt(context, at);
    const rate = Math.max(0, event.production) * context.boost;
    return { workDone, progressAt: at, rate, dueAt: finishAt(at, context.work - workDone, rate) };
  },
  complete: (context: QueueItemContext): Partial<QueueItemContext> => ({ workDone: context.work, progressAt: context.dueAt, completedAt: context.dueAt }),
  cancelActive: (context: QueueItemContext, event: QueueItemEvent): Partial<QueueItemContext> => {
    if (event.type !== 'CANCEL') return {};
    const at = Math.max(ms(event.at), context.progressAt ?? -Infinity);
    return { workDone: workDoneAt(context, at), progressAt: at, cancelledAt: at, dueAt: null, rate: 0 };
  },
  cancelWaiting: (_context: QueueItemContext, event: QueueItemEvent): Partial<QueueItemContext> => (event.type === 'CANCEL' ? { cancelledAt: ms(event.at) } : {}),
};

export const queueItemMachine = setup({
  types: {
    context: {} as QueueItemContext,
    events: {} as QueueItemEvent,
    input: {} as QueueItemInput,
  },
  guards: {
    isDue: ({ context, event }) => isDue(context, event),
  },
  actions: {
    start: assign(({ context, event }) => assigns.start(context, event)),
    changeProduction: assign(({ context, event }) => assigns.changeProduction(context, event)),
    complete: assign(({ context }) => assigns.complete(context)),
    cancelActive: assign(({ context, event }) => assigns.cancelActive(context, event)),
    cancelWaiting: assign(({ context, event }) => assigns.cancelWaiting(context, event)),
  },
}).createMachine({
  id: 'queueItem',
  initial: 'waiting',
  context: ({ input }) => initialContext(input),
  states: {
    waiting: {
      on: {
        START: { target: 'active', actions: 'start' },
        CANCEL: { target: 'cancelled', actions: 'cancelWaiting' },
      },
    },
    active: {
      // An item with nothing left to do (work 0) completes on the next TICK at its start.
      on: {
        PRODUCTION_CHANGED: { actions: 'changeProduction' },
        TICK: { guard: 'isDue', target: 'done', actions: 'complete' },
        CANCEL: [
          { guard: 'isDue', target: 'done', actions: 'complete' },
          { target: 'cancelled', actions: 'cancelActive' },
        ],
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type QueueItemSnapshot = SnapshotFrom<typeof queueItemMachine>;
export type QueueItemState = 'waiting' | 'active' | 'done' | 'cancelled';

/** What queue_items.snapshot holds (JSON). */
export interface PersistedQueueItem {
  value: QueueItemState;
  context: QueueItemContext;
}

/** A fresh waiting item. */
export function createQueueItem(input: QueueItemInput): QueueItemSnapshot {
  return queueItemMachine.resolveState({ value: 'waiting', context: initialContext(input) });
}

function initialContext(input: QueueItemInput): QueueItemContext {
  return {
    kind: input.kind,
    work: input.work,
    builders: input.builders,
    boost: boostFor(input.kind, input.builders),
    workDone: 0,
    rate: 0,
    startedAt: null,
    progressAt: null,
    dueAt: null,
    completedAt: null,
    cancelledAt: null,
  };
}

export function persistQueueItem(s: QueueItemSnapshot): PersistedQueueItem {
  return { value: s.value as QueueItemState, context: { ...s.context } };
}

export function restoreQueueItem(p: PersistedQueueItem): QueueItemSnapshot {
  return queueItemMachine.resolveState({ value: p.value, context: { ...p.context } });
}

const fastStep = flatStepper<QueueItemState, QueueItemContext, QueueItemEvent, never>(queueItemMachine.config, { guards: { isDue }, assigns });

/**
 * Applies one event to a stored item and returns the stored form of the result (pure): the machine's
 * config run by flatStep, which steps exactly as `transition(queueItemMachine, restoreQueueItem(p),
 * event)` (tests/unit/machines/flatStep.test.ts) at a thirtieth of the cost.
 */
export function stepQueueItem(p: PersistedQueueItem, event: QueueItemEvent): PersistedQueueItem {
  const next = fastStep(p.value, p.context, event);
  return { value: next.value, context: { ...next.context } };
}

/** Seconds left until the item is done at `now` (the client's countdown); null while it cannot finish. */
export function secondsLeft(p: PersistedQueueItem, now: Instant): number | null {
  if (p.value === 'done' || p.value === 'cancelled') return 0;
  if (p.context.dueAt === null) return null;
  return Math.max(0, Math.ceil((p.context.dueAt - ms(now)) / 1000));
}
