import type { Deps } from '../deps';
import { awardDueMedals } from './medals';
import { refreshRankings } from './refresh';

/**
 * POST testing/rankings: what the tick's statistics steps would do now, without waiting for the minute:
 * the medals of every week that ended (once, as the tick awards them) and a forced rank refresh with its
 * milestones. Tests and journeys call it after scripting battles, events or a moved startTime.
 */
export async function runStatisticsNow(deps: Deps): Promise<{ refreshed: boolean; milestones: number; medal_weeks: number[]; medals: number }> {
  const now = deps.now();
  const medals = await awardDueMedals(deps, now);
  const r = await refreshRankings(deps, now, { force: true });
  return { refreshed: r.refreshed, milestones: r.milestones, medal_weeks: medals.weeks, medals: medals.medals };
}
