import type { Conn } from './knex';
import type { ResearchDone } from '../game/account/accrual';

/** The technologies an account has completed (table user_research, migration 003). */

export interface ResearchedRow {
  research_id: number;
  completed_at: Date;
}

export async function researchedRows(db: Conn, userId: number): Promise<ResearchedRow[]> {
  const rows: ResearchedRow[] = await db('user_research').where({ user_id: userId }).select('research_id', 'completed_at').orderBy('research_id');
  return rows.map((r) => ({ research_id: Number(r.research_id), completed_at: r.completed_at }));
}

export async function researchedIds(db: Conn, userId: number): Promise<Set<number>> {
  return new Set((await researchedRows(db, userId)).map((r) => r.research_id));
}

/**
 * Records completed research; a research recorded already stays as it is (applying twice is harmless).
 * Returns the ids this call recorded (not those that were there already), ascending.
 */
export async function insertResearchDone(trx: Conn, userId: number, done: readonly ResearchDone[]): Promise<number[]> {
  if (done.length === 0) return [];
  const rows: Array<{ research_id: number | string }> = await trx('user_research')
    .insert(done.map((d) => ({ user_id: userId, research_id: d.researchId, completed_at: new Date(d.at) })))
    .onConflict(['user_id', 'research_id']).ignore()
    .returning('research_id');
  return rows.map((r) => Number(r.research_id)).sort((a, b) => a - b);
}

/**
 * Science points queued in the account's villages and not delivered yet (queue items of kind science),
 * with the instant the last one that has started is due: what the research page counts as science on
 * its way while no building produces any.
 */
export async function queuedScience(db: Conn, userId: number): Promise<{ amount: number; until: Date | null }> {
  const row = await db('queue_items as q').join('villages as v', 'v.id', 'q.village_id')
    .where({ 'v.user_id': userId, 'q.kind': 'science' })
    .first(db.raw('coalesce(sum(q.amount), 0)::int AS amount'), db.raw('max(q.due_at) AS until'));
  const r = row as { amount: number | string; until: Date | string | null } | undefined;
  return { amount: Number(r?.amount ?? 0), until: r?.until ? new Date(r.until) : null };
}
