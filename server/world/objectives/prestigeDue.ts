import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { saveObjective, type ObjectiveRow } from '../../db/objectives';
import { anyDuePrestige, claimDuePrestige } from '../../db/objectiveTroops';
import { relaxCommit } from '../../db/knex';
import { nextPrestigeAt, prestigeDue, prestigePeriodMs } from '../../game/objectives';
import type { ObjectiveType } from '../../game/data/objectives';
import type { EmpireMessageType } from '../../game/empire/messageTypes';
import type { PrestigeType } from '../../game/prestige';
import { awardPrestigeToKingdom } from '../prestige';
import { dueCutoff } from '../cutoff';

/**
 * Periodic prestige of held objectives (GAME.md section 8: landmark 1 per week, monument 5 per week while
 * completed and undamaged, artifact 1 per day). `objectives.prestige_at` is the end of the next period;
 * each period is paid at its own instant to the holder's Empire (awardPrestige: the victory line is checked
 * there, the world finishes once) under the key `objective:{id}:{holder}:{held_since ms}:{period index}`,
 * so a period applied twice pays once. A holder without an Empire earns nothing: the periods pass unpaid.
 * Periods count from held_since (server/game/objectives/prestige.ts prestigeDue); a monument's from its
 * prestige_at as the supplies work set it (completion or repair).
 */

export interface PrestigePaid {
  /** Periods that ended by the cutoff (paid or not). */
  periods: number;
  /** Prestige awarded. */
  awarded: number;
}

/**
 * Every period of the locked row that ended by `cutoff`, each at its instant (a catch-up after downtime
 * pays them all), then prestige_at moves to the next period's end. The capture calls it before the holder
 * changes, so the old holder keeps what it earned. Call it with the outermost transaction (awardPrestige).
 */
export async function settleObjectivePrestige(trx: Trx, deps: Deps, row: ObjectiveRow, cutoff: Date): Promise<PrestigePaid> {
  const out = { periods: 0, awarded: 0 };
  if (row.prestige_at === null || new Date(row.prestige_at).getTime() > cutoff.getTime()) return out;
  const holder = row.holder_user_id;
  if (holder === null || row.removed_at !== null || row.held_since === null) {
    await saveObjective(trx, row.id, { prestige_at: null });
    return out;
  }
  const type = row.type as ObjectiveType;
  const speed = deps.config.gameSpeed;
  const p = prestigePeriodMs(type, speed);
  const heldSince = new Date(row.held_since).getTime();
  let at = new Date(row.prestige_at).getTime();
  let next: number | null = at;
  while (next !== null && next <= cutoff.getTime()) {
    at = next;
    // A monument's periods run from its completion or repair (prestige_at as set then); the others' from held_since.
    const anchor = type === 'monument' ? at - p : heldSince;
    const due = prestigeDue(type, anchor, at - 1, at, speed);
    out.periods += 1;
    if (due.amount > 0) {
      const index = Math.round((at - heldSince) / p);
      const r = await awardPrestigeToKingdom(trx, deps, holder, {
        type: type as PrestigeType, amount: due.amount, key: `objective:${row.id}:${holder}:${heldSince}:${index}`,
        messageType: `${type}_vp_gained` as EmpireMessageType, values: [`(${row.x}|${row.y})`, due.amount], at: new Date(at),
      });
      if (r.awarded) out.awarded += due.amount;
      // The world finished before this period ended: nothing is due any more.
      if (!r.awarded && r.why === 'after_finish') { next = null; break; }
    }
    next = nextPrestigeAt(type, anchor, at, speed);
  }
  await saveObjective(trx, row.id, { prestige_at: next === null ? null : new Date(next) });
  return out;
}

export interface DuePrestigeResult {
  /** Objectives settled. */
  applied: number;
  failed: number;
  periods: number;
  awarded: number;
}

/**
 * The tick's step for periodic prestige: each held objective whose prestige_at is due by now, claimed FOR
 * UPDATE SKIP LOCKED one per transaction (awardPrestige needs the outermost transaction: the world's finish
 * follows its commit), settled by settleObjectivePrestige. Two runs at once never pay a period twice: the
 * row lock and the award key.
 */
export async function settleDuePrestige(deps: Deps, opts: { now?: Date; maxItems?: number } = {}): Promise<DuePrestigeResult> {
  const cutoff = new Date(dueCutoff(deps, opts.now ?? deps.now()));
  const out = { applied: 0, failed: 0, periods: 0, awarded: 0 };
  if (!(await anyDuePrestige(deps.db, cutoff))) return out;
  const max = opts.maxItems ?? 10_000;
  const failed: number[] = [];
  while (out.applied + out.failed < max) {
    let id: number | undefined;
    try {
      const paid = await deps.db.transaction(async (trx) => {
        await relaxCommit(trx);
        const [row] = await claimDuePrestige(trx, cutoff, 1, failed);
        if (!row) return undefined;
        id = row.id;
        return settleObjectivePrestige(trx, deps, row, cutoff);
      });
      if (!paid) return out;
      out.applied += 1;
      out.periods += paid.periods;
      out.awarded += paid.awarded;
    } catch (err) {
      out.failed += 1;
      deps.log.error({ err, objective: id }, 'objective prestige failed');
      if (id === undefined) return out;
      failed.push(id);
    }
  }
  return out;
}
