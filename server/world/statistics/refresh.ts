import type { Deps } from '../deps';
import { allEmpireCounters, milestoneKeysPaid, rebuildRankings, takeRankRefresh } from '../../db/statistics';
import { STATISTICS } from '../../game/data/statistics';
import { milestonesReached } from '../../game/statistics';
import { phaseAt } from '../../game/phase';
import { awardPrestige } from '../prestige';
import { transaction } from '../transaction';

/** This process's last refresh per world (a cheap gate before the database's). */
const lastRefresh = new WeakMap<Deps, number>();

/** The calendar day (UTC) of an instant: the rank table's 'since yesterday'. */
export const dayOf = (at: Date): number => Math.floor(at.getTime() / 86_400_000);

export interface RefreshResult { refreshed: boolean; milestones: number }

/**
 * The tick's rank refresh (GAME.md section 10), at most once per STATISTICS.rankRefreshMs across every
 * server instance (world.rankings_at, taken in one committed statement): the rank table rebuilt from the
 * counters in one transaction (readers see the old table or the new one, never half), after the Empires'
 * milestones are paid (each threshold once, by its prestige key; the new table holds their prestige). `force` (testing tools, tests) skips the gates.
 */
export async function refreshRankings(deps: Deps, now: Date, opts: { force?: boolean } = {}): Promise<RefreshResult> {
  if (!opts.force) {
    const last = lastRefresh.get(deps);
    if (last !== undefined && now.getTime() >= last && now.getTime() - last < STATISTICS.rankRefreshMs) return { refreshed: false, milestones: 0 };
    lastRefresh.set(deps, now.getTime());
  }
  const day = dayOf(now);
  const taken = await takeRankRefresh(deps.db, now, opts.force ? 0 : STATISTICS.rankRefreshMs, day);
  if (!taken && !opts.force) return { refreshed: false, milestones: 0 };
  const newDay = taken ? taken.previousDay !== day : false;
  // Milestones first: the prestige they pay is in the table this refresh builds, not a minute later.
  const milestones = await payMilestones(deps, now);
  await transaction(deps, (trx) => rebuildRankings(trx, { day, newDay }));
  return { refreshed: true, milestones };
}

/**
 * Milestones (SPEC.md section 3): every threshold an Empire's counters reached and the ledger has not paid
 * is paid now as `vps` prestige with milestone_vp_gained [milestone type, threshold, prestige]. The key makes
 * a second payment (another instance, a retry) pay nothing. Not after the world finished.
 */
export async function payMilestones(deps: Deps, now: Date): Promise<number> {
  if (phaseAt(now, deps.world.startTime, deps.world.finishedAt) !== 'running') return 0;
  const [empires, paid] = await Promise.all([allEmpireCounters(deps.db), milestoneKeysPaid(deps.db)]);
  let count = 0;
  for (const e of empires) {
    const due = milestonesReached(e.id, e).filter((m) => !paid.has(m.key));
    if (due.length === 0) continue;
    count += await transaction(deps, async (trx) => {
      let n = 0;
      for (const m of due) {
        const r = await awardPrestige(trx, deps, {
          empireId: e.id, type: 'vps', amount: m.prestige, key: m.key, messageType: 'milestone_vp_gained',
          values: [m.type, m.threshold, m.prestige], at: now,
        });
        if (r.awarded) n += 1;
      }
      return n;
    });
  }
  return count;
}
