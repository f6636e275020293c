import type { Deps } from '../world/deps';
import { refreshRankings, type RefreshResult } from '../world/statistics/refresh';
import { awardDueMedals, type MedalsResult } from '../world/statistics/medals';

/** The tick's weekly medals step (world/statistics/medals.ts). */
export function processDueMedals(deps: Deps, opts: { now?: Date } = {}): Promise<MedalsResult> {
  return awardDueMedals(deps, opts.now ?? deps.now());
}

/** The tick's rank refresh, once a minute across instances, and the milestones (world/statistics/refresh.ts). */
export function processDueRankings(deps: Deps, opts: { now?: Date; force?: boolean } = {}): Promise<RefreshResult> {
  return refreshRankings(deps, opts.now ?? deps.now(), { force: opts.force });
}
