import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { flatStepper } from './flatStep';

/**
 * One research run of an account (GAME.md section 5, SPEC.md section 4): idle -> researching -> completed.
 *
 * - idle: nothing runs; the account's science rate is known (science only accrues into a running research).
 * - researching: science grows at `rate` per hour from `science`, exact at `updatedAt`; `dueAt` is the
 *   instant it reaches `scienceBase` (null while the account produces no science).
 * - completed: final; the output is `{researchId, completedAt}` (the due instant, never the tick's).
 *
 * Events carry the instant they happen at (`now`, epoch milliseconds or a Date): the machine never reads a
 * clock, so the server replays it at settle instants and the client runs the countdown with it.
 *   START {researchId, scienceBase, now}   idle -> researching with 0 science; refused while researching
 *                                          (an emitted `refused` event with 'Another research is ongoing')
 *   RATE_CHANGED {ratePerHour, science, now}  the science at `now` (the caller's settle, points added
 *                                          included) and the new rate: the due instant is recomputed
 *   TICK {now}                             researching -> completed once now >= dueAt
 * The server stores `persistResearch(snapshot)` in users.research_snapshot (the columns researching,
 * science and research_due_at mirror it for queries); `transition(researchMachine, snapshot, event)` is pure.
 */

export const RESEARCH_ONGOING = 'Another research is ongoing';

export interface ResearchContext {
  /** The technology of this run; null while idle. */
  researchId: number | null;
  /** Science put into the research, exact at updatedAt. */
  science: number;
  /** Science the research costs (0 while idle). */
  scienceBase: number;
  /** The account's science per hour. */
  rate: number;
  /** The instant `science` is exact at. */
  updatedAt: number;
  /** When science reaches scienceBase at `rate`; null while idle or without science production. */
  dueAt: number | null;
}

export interface ResearchInput {
  /** The account's science per hour. */
  rate: number;
  now: Instant;
}

type Instant = number | Date;

export type ResearchEvent =
  | { type: 'START'; researchId: number; scienceBase: number; now: Instant }
  | { type: 'RATE_CHANGED'; ratePerHour: number; science: number; now: Instant }
  | { type: 'TICK'; now: Instant };

export interface ResearchOutput {
  researchId: number;
  completedAt: number;
}

/** What the machine emits when it refuses an event (the server turns it into a 400). */
export interface ResearchRefused {
  type: 'refused';
  error: string;
}

const HOUR_MS = 3_600_000;
const ms = (t: Instant): number => (typeof t === 'number' ? t : t.getTime());

/**
 * When `science` reaches `base` at `rate` per hour from `from`, rounded up to the millisecond (so the
 * science has reached the cost at that instant); `from` when it has already; null without production.
 */
export function researchDue(from: number, science: number, base: number, rate: number): number | null {
  if (science >= base) return from;
  if (!(rate > 0)) return null;
  return from + Math.ceil(((base - science) / rate) * HOUR_MS);
}

/** Science of the run at `at` (never past the cost; the value at updatedAt for an earlier instant). */
export function scienceAt(c: ResearchContext, at: number): number {
  if (c.researchId === null) return 0;
  if (c.dueAt !== null && at >= c.dueAt) return c.scienceBase;
  const hours = Math.max(0, at - c.updatedAt) / HOUR_MS;
  return Math.min(c.scienceBase, c.science + Math.max(0, c.rate) * hours);
}

/** The guards and assignments of the machine as plain functions: xstate's setup and the fast step (flatStep) share them. */
const guards = {
  isResearching: (context: ResearchContext): boolean => context.researchId !== null,
  validStart: (_context: ResearchContext, event: ResearchEvent): boolean => event.type === 'START' && event.scienceBase > 0,
  isDue: (context: ResearchContext, event: ResearchEvent): boolean => event.type === 'TICK' && context.dueAt !== null && ms(event.now) >= context.dueAt,
};

const assigns = {
  start: (context: ResearchContext, event: ResearchEvent): Partial<ResearchContext> => {
    if (event.type !== 'START') return {};
    const at = Math.max(ms(event.now), context.updatedAt);
    return {
      researchId: event.researchId, scienceBase: event.scienceBase, science: 0, updatedAt: at,
      dueAt: researchDue(at, 0, event.scienceBase, context.rate),
    };
  },
  changeRate: (context: ResearchContext, event: ResearchEvent): Partial<ResearchContext> => {
    if (event.type !== 'RATE_CHANGED') return {};
    // The run never moves backwards: an event older than the last one counts at updatedAt.
    const at = Math.max(ms(event.now), context.updatedAt);
    const rate = Math.max(0, event.ratePerHour);
    if (context.researchId === null) return { rate, updatedAt: at };
    const science = Math.max(0, event.science);
    return { rate, science, updatedAt: at, dueAt: researchDue(at, science, context.scienceBase, rate) };
  },
  complete: (context: ResearchContext): Partial<ResearchContext> => ({ science: context.scienceBase, updatedAt: context.dueAt ?? context.updatedAt }),
};

const REFUSED_ONGOING: ResearchRefused = { type: 'refused', error: RESEARCH_ONGOING };

const outputOf = (context: ResearchContext): ResearchOutput => ({ researchId: context.researchId ?? 0, completedAt: context.dueAt ?? context.updatedAt });

export const researchMachine = setup({
  types: {
    context: {} as ResearchContext,
    events: {} as ResearchEvent,
    input: {} as ResearchInput,
    output: {} as ResearchOutput,
    emitted: {} as ResearchRefused,
  },
  guards: {
    isResearching: ({ context }) => guards.isResearching(context),
    validStart: ({ context, event }) => guards.validStart(context, event),
    isDue: ({ context, event }) => guards.isDue(context, event),
  },
  actions: {
    start: assign(({ context, event }) => assigns.start(context, event)),
    changeRate: assign(({ context, event }) => assigns.changeRate(context, event)),
    complete: assign(({ context }) => assigns.complete(context)),
    refuseOngoing: emit(REFUSED_ONGOING),
  },
}).createMachine({
  id: 'research',
  initial: 'idle',
  context: ({ input }) => idleContext(input),
  on: {
    // One research at a time (SPEC.md section 4).
    START: [
      { guard: 'isResearching', actions: 'refuseOngoing' },
      { guard: 'validStart', target: '.researching', actions: 'start' },
    ],
  },
  states: {
    idle: {
      on: { RATE_CHANGED: { actions: 'changeRate' } },
    },
    researching: {
      on: {
        RATE_CHANGED: { actions: 'changeRate' },
        // A run already at its cost (dueAt = updatedAt) completes on the next TICK at that instant.
        TICK: { guard: 'isDue', target: 'completed', actions: 'complete' },
      },
    },
    completed: { type: 'final' },
  },
  output: ({ context }) => outputOf(context),
});

export type ResearchSnapshot = SnapshotFrom<typeof researchMachine>;
export type ResearchStateValue = 'idle' | 'researching' | 'completed';

/** What users.research_snapshot holds (JSON). */
export interface PersistedResearch {
  value: ResearchStateValue;
  context: ResearchContext;
}

function idleContext(input: ResearchInput): ResearchContext {
  return { researchId: null, science: 0, scienceBase: 0, rate: Math.max(0, input.rate), updatedAt: ms(input.now), dueAt: null };
}

/** A fresh idle run (the next technology's run starts from one). */
export function createResearch(input: ResearchInput): ResearchSnapshot {
  return researchMachine.resolveState({ value: 'idle', context: idleContext(input) });
}

export function persistResearch(s: ResearchSnapshot): PersistedResearch {
  return { value: s.value as ResearchStateValue, context: { ...s.context } };
}

export function restoreResearch(p: PersistedResearch): ResearchSnapshot {
  return researchMachine.resolveState({ value: p.value, context: { ...p.context } });
}

export interface ResearchStep {
  next: PersistedResearch;
  /** Set when the machine refused the event (e.g. a START while researching). */
  refused: string | null;
  /** Set when this event completed the run. */
  output: ResearchOutput | null;
}

/** Applies one event to a stored run and returns the stored form of the result (pure). */
const fastStep = flatStepper<ResearchStateValue, ResearchContext, ResearchEvent, ResearchRefused>(
  researchMachine.config, { guards, assigns, emits: { refuseOngoing: REFUSED_ONGOING } },
);

/**
 * Applies one event to a stored run (pure): the machine's config run by flatStep, which steps exactly
 * as xstate's `transition` does (tests/unit/machines/flatStep.test.ts) at a thirtieth of the cost.
 */
export function stepResearch(p: PersistedResearch, event: ResearchEvent): ResearchStep {
  const next = fastStep(p.value, p.context, event);
  const completed = p.value !== 'completed' && next.value === 'completed';
  return {
    next: { value: next.value, context: { ...next.context } },
    refused: next.emitted[0]?.error ?? null,
    output: completed ? outputOf(next.context) : null,
  };
}

/** Seconds left until the run completes at `now` (the client's countdown); null while it cannot finish. */
export function researchSecondsLeft(p: PersistedResearch, now: Instant): number | null {
  if (p.value === 'completed') return 0;
  if (p.context.dueAt === null) return null;
  return Math.max(0, Math.ceil((p.context.dueAt - ms(now)) / 1000));
}
