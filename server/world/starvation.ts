import type { Trx } from '../db/knex';
import type { Deps } from './deps';
import { anyStarving, claimDueStarvation, setStarvesAt, type VillageRow } from '../db/villages';
import { dueCutoff } from './cutoff';
import { groupArmies, takeUnits } from '../db/units';
import { lockStandingTroops } from '../db/arrivals';
import { addReports } from './reports';
import { effectiveRates } from '../game/economy';
import { starvesAt, starveStanding } from '../game/battle';
import { troopsStarved } from '../game/reports/titles';
import { touchVillage } from './touch';
import { refreshStarvation } from './economy/starvesAt';

/**
 * Starvation on the server (GAME.md section 3): `villages.starves_at` names the instant the stored
 * food reaches 0 at the current net rate; at that instant the village's own standing troops starve
 * (game/battle starveStanding: home first, hungriest first) and the owner gets a 'starvation' report.
 */

export interface Starved {
  at: Date;
  lost: Record<string, number>;
}

/**
 * Applies the starvation of a village whose starves_at is due by `cutoff` (the row locked by the
 * caller). The village is brought to its starves_at instant (queue work due by then completes first;
 * never before the stock's own instant), and re-validated there: food at 0 and net food negative.
 * Then the troops starve at that instant, the owner is told, and starves_at is recomputed (null once
 * net food is >= 0 or no standing troop is left to starve). A stale starves_at only re-checks and
 * writes the right one. Returns what starved, or null when nothing did.
 */
export async function applyStarvation(trx: Trx, deps: Deps, village: VillageRow, cutoff: Date): Promise<Starved | null> {
  if (!village.starves_at || new Date(village.starves_at).getTime() > cutoff.getTime()) return null;
  const t = await touchVillage(trx, deps, village.id, new Date(village.starves_at), { held: true });
  if (!t) return null;
  const net = effectiveRates(t.rates).food;
  let starved: Starved | null = null;
  if (t.stock.food <= 0 && net < 0) {
    const rows = await lockStandingTroops(trx, t.v.id);
    const groups = [...groupArmies(rows, 'location_village_id')].map(([location, units]) => ({ location, units }));
    const out = starveStanding(t.v.id, groups, net);
    for (const r of out.removed) {
      // The rows are locked above, so the counts are there.
      if (!(await takeUnits(trx, t.v.id, r.location, r.units))) throw new Error(`starvation: units of village ${t.v.id} changed under its lock`);
    }
    if (Object.keys(out.lost).length > 0) {
      starved = { at: t.at, lost: out.lost };
      if (t.v.user_id !== null) {
        await addReports(trx, deps, [{
          userId: t.v.user_id, kind: 'starvation', title: troopsStarved(t.v.name),
          data: { village_id: t.v.id, name: t.v.name, x: t.v.x, y: t.v.y, lost: out.lost }, at: t.at,
        }]);
      }
    }
  }
  const next = await refreshStarvation(trx, deps, t.v.id);
  // Still at 0 with a negative net: nothing standing is left to starve (the troops eating are on the
  // move, or the inhabitants alone eat more than the farms give). Nothing to do until the rates change,
  // and every such change recomputes starves_at (a returning army is set to starve on arrival).
  if (next && next.getTime() <= t.at.getTime()) await setStarvesAt(trx, t.v.id, null);
  return starved;
}

/**
 * Starvation (GAME.md section 3): every village whose starves_at is due by `now`, earliest first,
 * each in its own transaction that claims the village row and applies applyStarvation (which settles
 * the village to its starves_at instant, re-validates, removes the troops and recomputes starves_at in
 * that transaction, so nothing starves twice). The tick skips villages another transaction holds; a
 * read (`villageIds`, settle-on-read) waits for the holder instead, so it answers after the starvation.
 * A failing village is logged and skipped (it stays due for the next run).
 */
export async function starveDue(
  deps: Deps,
  opts: { now?: Date; villageIds?: number[]; maxItems?: number } = {},
): Promise<{ applied: number; failed: number }> {
  const now = opts.now ?? deps.now();
  const cutoff = new Date(dueCutoff(deps, now));
  const max = opts.maxItems ?? 10_000;
  const skip: number[] = [];
  let applied = 0;
  let failed = 0;
  if (opts.villageIds) {
    if (opts.villageIds.length === 0) return { applied, failed };
    // A cheap unlocked probe first, so reads of villages that do not starve take no lock.
    if (!(await anyStarving(deps.db, opts.villageIds, cutoff))) return { applied, failed };
  }
  while (applied + failed < max) {
    let id: number | undefined;
    try {
      const done = await deps.db.transaction(async (trx) => {
        const v = await claimDueStarvation(trx, cutoff, { skip, villageIds: opts.villageIds, wait: opts.villageIds !== undefined });
        if (!v) return false;
        id = v.id;
        // Once per village and run: what applyStarvation leaves is not due again at this instant.
        skip.push(v.id);
        await applyStarvation(trx, deps, v, cutoff);
        return true;
      });
      if (!done) break;
      applied += 1;
    } catch (err) {
      failed += 1;
      deps.log.error({ err, village: id }, 'starvation failed');
      if (id === undefined) break;
    }
  }
  return { applied, failed };
}
