import type { ResearchResponse, ResearchView } from '../../../server/contract';
import {
  createResearch, persistResearch, scienceAt as runScienceAt, stepResearch, type PersistedResearch,
} from '../../../machines/research';

/**
 * What a technology card offers (SPEC.md section 4: one research at a time). Pure, so the page and the
 * tests agree: the start button only for an available technology while nothing runs; otherwise the
 * reason in the spec's words.
 */
export type ResearchAction =
  | { kind: 'start' }
  | { kind: 'busy' }
  | { kind: 'none' };

export function researchAction(r: Pick<ResearchView, 'state'>, running: ResearchResponse['researching']): ResearchAction {
  if (r.state !== 'available') return { kind: 'none' };
  return running ? { kind: 'busy' } : { kind: 'start' };
}

/** Counts per state, for the page's summary line. */
export function researchCounts(data: Pick<ResearchResponse, 'tiers'>): Record<ResearchView['state'], number> {
  const out = { done: 0, researching: 0, available: 0, locked: 0 };
  for (const tier of data.tiers) for (const r of tier.research) out[r.state] += 1;
  return out;
}

/**
 * Science of the running research at `nowMs`, growing from the answer's value at its `computed_at` at
 * the account's hourly science rate, never past the cost (the server completes it there).
 */
export function scienceAt(
  running: Pick<NonNullable<ResearchResponse['researching']>, 'science' | 'science_base'>, perHour: number, computedAt: string, nowMs: number,
): number {
  const from = Date.parse(computedAt);
  const hours = Number.isFinite(from) ? Math.max(0, nowMs - from) / 3_600_000 : 0;
  return Math.min(running.science_base, running.science + Math.max(0, perHour) * hours);
}

/**
 * The running research as a research machine run (machines/research.ts), seeded from GET research: started
 * and re-anchored at the answer's `computed_at` with its science and the account's rate, so the machine's
 * context gives the progress (scienceAt) and the due instant (dueAt) the countdown runs to. null when
 * nothing runs.
 */
export function researchRunOf(data: Pick<ResearchResponse, 'researching' | 'science_per_hour' | 'computed_at'>): PersistedResearch | null {
  const running = data.researching;
  if (!running) return null;
  const parsed = Date.parse(data.computed_at);
  const at = Number.isFinite(parsed) ? parsed : 0;
  const idle = persistResearch(createResearch({ rate: data.science_per_hour, now: at }));
  const started = stepResearch(idle, { type: 'START', researchId: running.id, scienceBase: running.science_base, now: at }).next;
  return stepResearch(started, { type: 'RATE_CHANGED', ratePerHour: data.science_per_hour, science: running.science, now: at }).next;
}

export interface RunAt {
  /** Science of the research at `nowMs` (never past its cost). */
  science: number;
  /** When the machine completes it (null without science production). */
  dueAt: number | null;
  /** True once a TICK at `nowMs` completed the run: the page reloads (the server completes it too). */
  completed: boolean;
}

/** The seeded run TICKed at `nowMs` (pure: the page calls it every second). */
export function researchRunAt(run: PersistedResearch, nowMs: number): RunAt {
  const step = stepResearch(run, { type: 'TICK', now: nowMs });
  return { science: runScienceAt(step.next.context, nowMs), dueAt: run.context.dueAt, completed: step.output !== null };
}
