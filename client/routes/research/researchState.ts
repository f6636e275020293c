import type { ResearchResponse, ResearchView } from '../../../server/contract';

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
