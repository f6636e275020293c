import type { Deps } from './deps';
import { accountVillageIds, ownersOf } from '../db/villages';
import { anyDueMovement } from '../db/movements';
import { dueCutoff } from './cutoff';
import { settleQueuesAndResearch } from './settleQueue';
import { settleArrivalsOnRead } from './arrival/onRead';
import { starveDue } from './starvation';
import { shipDueRoutes } from './trade/routeRun';
import { anyDueRoute } from '../db/tradeRoutes';

/** What a read shows: whole accounts (every village of theirs) and single villages. */
export interface SettleScope {
  accounts?: readonly number[];
  villages?: readonly number[];
}

/**
 * What the caller's own read already knows to be due (a snapshot's probes, read in the same statement
 * as its data). A step known not to be due is skipped without a probe; without `known` every step
 * probes for itself.
 */
export interface KnownDue {
  queue: boolean;
  research: boolean;
  movements: boolean;
  starvation: boolean;
  /** A trade route of the villages is due (one indexed EXISTS on trade_routes.village_id / next_at). */
  routes: boolean;
}

/** A read applies at most this many arrivals and starvations; a longer backlog is the tick's. */
const MAX_PER_READ = 500;

/**
 * Settle-on-read (GAME.md section 1), the one function every read calls before it answers: the due work
 * touching the scope is applied, with the functions the tick applies it with, in the tick's order:
 * 1. the accounts' queue items (every village of theirs, in (due_at, id) order) and their due research;
 * 2. the army arrivals at or from the villages (widening to the villages each arrival changes);
 * 3. the villages' trade routes' hourly shipments due by now (after arrivals, as in the tick);
 * 4. the villages' troops that starved by now.
 * A scope of villages settles their owners' accounts (and ownerless villages alone); a scope of
 * accounts settles all their villages. Returns true when the caller must read again: anything was
 * applied, or `known` said work was due when the caller read. In that second case another request may
 * have applied the work between the caller's read and this call (this call then waits for its locks and
 * finds nothing left), so the caller's read predates it all the same: a profile read beside a village
 * read that applied an arrival must still show the arrival's report.
 */
export async function settle(deps: Deps, scope: SettleScope, now: Date, known?: KnownDue): Promise<boolean> {
  const cutoff = new Date(dueCutoff(deps, now));
  let villages = scope.villages ? [...scope.villages] : undefined;
  let changed = false;
  if (!known || known.queue || known.research) {
    let owners = scope.accounts ? [...scope.accounts] : [];
    let ownerless: number[] = [];
    if (!scope.accounts && villages) {
      const rows = await ownersOf(deps.db, villages);
      owners = [...new Set(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])))].sort((a, b) => a - b);
      ownerless = rows.filter((r) => r.user_id === null).map((r) => r.id);
    }
    if ((await settleQueuesAndResearch(deps, owners, ownerless, now)) > 0) changed = true;
  }
  if (!villages) villages = scope.accounts && scope.accounts.length ? await accountVillageIds(deps.db, scope.accounts) : [];
  if (villages.length === 0) return changed;
  if (known ? known.movements : await anyDueMovement(deps.db, cutoff, villages)) {
    if ((await settleArrivalsOnRead(deps, cutoff, villages, { maxItems: MAX_PER_READ })).applied > 0) changed = true;
  }
  if (known ? known.routes : await anyDueRoute(deps.db, cutoff, villages)) {
    if ((await shipDueRoutes(deps, { now, villageIds: villages, maxItems: MAX_PER_READ })).applied > 0) changed = true;
  }
  // Known not to starve, unless the steps above changed the villages (starveDue's own probe takes no lock).
  if (!known || known.starvation || changed) {
    if ((await starveDue(deps, { villageIds: villages, now, maxItems: MAX_PER_READ })).applied > 0) changed = true;
  }
  const knownDue = known !== undefined && (known.queue || known.research || known.movements || known.starvation || known.routes);
  return changed || knownDue;
}
