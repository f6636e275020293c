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

/** Records completed research; a research recorded already stays as it is (applying twice is harmless). */
export async function insertResearchDone(trx: Conn, userId: number, done: readonly ResearchDone[]): Promise<void> {
  if (done.length === 0) return;
  await trx('user_research')
    .insert(done.map((d) => ({ user_id: userId, research_id: d.researchId, completed_at: new Date(d.at) })))
    .onConflict(['user_id', 'research_id']).ignore();
}
