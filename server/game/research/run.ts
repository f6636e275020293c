import {
  createResearch, persistResearch, scienceAt, stepResearch, type PersistedResearch,
} from '../../../machines/research';
import { findResearch } from '../data/research';
import {
  advanceAccount, type AccountRates, type AccountState, type ResearchDone,
} from '../account/accrual';
import type { Said } from '../texts';
import { RESEARCH_TEXT } from './rules';

/**
 * The account's research run (machines/research.ts) next to its lazy culture and science: the machine
 * decides when a research starts and completes; culture keeps accruing through server/game/account.
 * Pure, time passed in. The account row's columns (researching, science, account_updated_at,
 * research_due_at) mirror the run for queries; users.research_snapshot stores it.
 */

export interface AccountRun {
  state: AccountState;
  run: PersistedResearch;
}

export interface RunAdvanced extends AccountRun {
  /** Research completed on the way (at most one: nothing starts a research by itself). */
  done: ResearchDone[];
}

const matches = (p: PersistedResearch, s: AccountState): boolean =>
  p.value === 'researching'
    ? p.context.researchId === s.researching && p.context.science === s.science && p.context.updatedAt === s.updatedAt
    : s.researching === null;

/**
 * The run of an account row: its stored snapshot when the mirror columns agree with it; otherwise
 * (a row from before migration 006, or columns written without the snapshot, e.g. by an admin or a
 * test) the run is rebuilt from the columns, which then win.
 */
export function runOf(snapshot: PersistedResearch | null, s: AccountState, rates: AccountRates): PersistedResearch {
  if (snapshot && matches(snapshot, s)) return snapshot;
  const idle = persistResearch(createResearch({ rate: rates.science, now: s.updatedAt }));
  const base = s.researching === null ? undefined : findResearch(s.researching)?.science_base;
  if (s.researching === null || base === undefined) return idle;
  const started = stepResearch(idle, { type: 'START', researchId: s.researching, scienceBase: base, now: s.updatedAt }).next;
  return stepResearch(started, { type: 'RATE_CHANGED', ratePerHour: rates.science, science: s.science, now: s.updatedAt }).next;
}

/** The account state the run mirrors (culture and updatedAt from `s`). */
function mirror(s: AccountState, run: PersistedResearch): AccountState {
  return run.value === 'researching'
    ? { ...s, researching: run.context.researchId, science: run.context.science }
    : { ...s, researching: null, science: 0 };
}

/**
 * The account at `to` with constant `rates` over the interval: culture accrues (advanceAccount); the run
 * is re-anchored on the rates in force (every rate change settles the account first, so they are the
 * current ones), TICKed at `to` (a research due by then completes at its exact instant) and, still
 * running, re-anchored at `to` with its science then. A `to` before updatedAt changes nothing.
 */
export function advanceRun(a: AccountRun, rates: AccountRates, to: number): RunAdvanced {
  const adv = advanceAccount(a.state, rates, to);
  const at = adv.state.updatedAt;
  let run = a.run;
  const done: ResearchDone[] = [];
  if (run.value === 'researching') {
    run = stepResearch(run, { type: 'RATE_CHANGED', ratePerHour: rates.science, science: a.state.science, now: a.state.updatedAt }).next;
    const ticked = stepResearch(run, { type: 'TICK', now: at });
    run = ticked.next;
    if (ticked.output) done.push({ researchId: ticked.output.researchId, at: ticked.output.completedAt });
    else run = stepResearch(run, { type: 'RATE_CHANGED', ratePerHour: rates.science, science: scienceAt(run.context, at), now: at }).next;
  }
  if (run.value === 'completed') run = persistResearch(createResearch({ rate: rates.science, now: at }));
  return { state: mirror(adv.state, run), run, done };
}

/**
 * Points a completed queue item gives at `at` (the account advanced to `at` already): culture is added;
 * science goes into the running research (none running: lost), which completes at `at` when it reaches
 * its cost (the surplus is lost too).
 */
export function addRunPoints(a: AccountRun, rates: AccountRates, points: { culture: number; science: number }, at: number): RunAdvanced {
  const state = { ...a.state, culture: a.state.culture + Math.max(0, points.culture) };
  if (a.run.value !== 'researching' || !(points.science > 0)) return { state, run: a.run, done: [] };
  const when = Math.max(at, a.state.updatedAt);
  const changed = stepResearch(a.run, { type: 'RATE_CHANGED', ratePerHour: rates.science, science: a.run.context.science + points.science, now: when }).next;
  const ticked = stepResearch(changed, { type: 'TICK', now: when });
  if (!ticked.output) return { state: mirror(state, changed), run: changed, done: [] };
  const idle = persistResearch(createResearch({ rate: rates.science, now: when }));
  return { state: mirror(state, idle), run: idle, done: [{ researchId: ticked.output.researchId, at: ticked.output.completedAt }] };
}

/** The run following new rates from the account's instant (after buildings changed the science rate). */
export function rerateRun(a: AccountRun, rates: AccountRates): AccountRun {
  const run = stepResearch(a.run, { type: 'RATE_CHANGED', ratePerHour: rates.science, science: a.state.science, now: a.state.updatedAt }).next;
  return { state: mirror(a.state, run), run };
}

/** START through the machine: the new run at `now` with 0 science, or the machine's refusal. */
export function startRun(a: AccountRun, researchId: number, rates: AccountRates, now: number): { ok: true; value: AccountRun } | { ok: false; error: Said } {
  const base = findResearch(researchId)?.science_base ?? 0;
  const from = a.run.value === 'completed' ? persistResearch(createResearch({ rate: rates.science, now: a.state.updatedAt })) : a.run;
  const step = stepResearch(from, { type: 'START', researchId, scienceBase: base, now });
  // The machine refuses only a START while researching.
  if (step.refused) return { ok: false, error: RESEARCH_TEXT.ongoing };
  const run = stepResearch(step.next, { type: 'RATE_CHANGED', ratePerHour: rates.science, science: 0, now: step.next.context.updatedAt }).next;
  return { ok: true, value: { state: { ...mirror(a.state, run), updatedAt: Math.max(a.state.updatedAt, now) }, run } };
}

/** The mirror column research_due_at. */
export function runDueAt(run: PersistedResearch): number | null {
  return run.value === 'researching' ? run.context.dueAt : null;
}
