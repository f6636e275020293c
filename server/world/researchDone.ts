import type { Trx } from '../db/knex';
import type { Deps } from './deps';
import type { ResearchDone } from '../game/account/accrual';
import { insertResearchDone } from '../db/research';
import { findResearch } from '../game/data/research';
import { publish } from './push/publish';

/**
 * Writes the research an account completed (user_research) and pushes `research_done` to the account for
 * each one this write recorded, on the same transaction: every path that completes a research (the tick,
 * a settle on a read or a write, a science delivery in a queue batch, the testing tools) goes through here.
 * A research recorded already (a second settle of the same instant) is not told twice.
 */
export async function recordResearchDone(trx: Trx, deps: Deps, userId: number, done: readonly ResearchDone[]): Promise<void> {
  const recorded = await insertResearchDone(trx, userId, done);
  for (const researchId of recorded) {
    publish(trx, deps, userId, { type: 'research_done', research_id: researchId, key: findResearch(researchId)?.key ?? String(researchId) });
  }
}
