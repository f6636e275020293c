import type { Deps } from '../deps';
import { anyDueObjective, claimDueObjectives } from '../../db/objectives';
import { relaxCommit } from '../../db/knex';
import { dueCutoff } from '../cutoff';
import { settleEvent } from './lifecycle';

export interface DueEventsResult {
  applied: number;
  failed: number;
}

/**
 * The tick's step for events' stage timers (GAME.md section 8): the events whose timer is due by now,
 * claimed FOR UPDATE SKIP LOCKED (a batch per transaction, each event in its own savepoint) and settled
 * by the same function every read uses (settleEvent): each due TICK at its own instant.
 */
export async function settleDueEvents(deps: Deps, opts: { now?: Date; maxItems?: number; perTransaction?: number } = {}): Promise<DueEventsResult> {
  const cutoff = new Date(dueCutoff(deps, opts.now ?? deps.now()));
  const out = { applied: 0, failed: 0 };
  if (!(await anyDueObjective(deps.db, cutoff))) return out;
  const max = opts.maxItems ?? 10_000;
  const per = Math.max(1, opts.perTransaction ?? 50);
  for (;;) {
    let claimed = 0;
    await deps.db.transaction(async (trx) => {
      await relaxCommit(trx);
      const rows = await claimDueObjectives(trx, cutoff, Math.min(per, max - out.applied - out.failed));
      claimed = rows.length;
      for (const row of rows) {
        try {
          await trx.transaction(async (sp) => { await settleEvent(sp, deps, row, cutoff); });
          out.applied += 1;
        } catch (err) {
          out.failed += 1;
          deps.log.error({ err, objective: row.id }, 'event stage failed');
        }
      }
    });
    // A failed row stays due and would be claimed again at once: stop this pass instead.
    if (claimed < per || out.failed > 0 || out.applied + out.failed >= max) return out;
  }
}
