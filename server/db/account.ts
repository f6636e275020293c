import type { Conn } from './knex';
import type { TierKey } from '../game/data/tiers';
import type { AccountState } from '../game/account/accrual';
import type { PersistedResearch } from '../../machines/research';

/** Queries of the account-wide culture and science (GAME.md sections 3 and 5; server/game/account). */

export interface AccountRow {
  id: number;
  culture: number;
  science: number;
  researching: number | null;
  account_updated_at: Date;
  research_due_at: Date | null;
  /** The research run (machines/research.ts, migration 006); the columns above mirror it. */
  research_snapshot: PersistedResearch | string | null;
}

const COLUMNS = ['id', 'culture', 'science', 'researching', 'account_updated_at', 'research_due_at', 'research_snapshot'];

/** The stored research run, or null (a row from before migration 006). */
export function researchSnapshot(row: AccountRow): PersistedResearch | null {
  const v = row.research_snapshot;
  return typeof v === 'string' ? (JSON.parse(v) as PersistedResearch) : v;
}

export function accountState(row: AccountRow): AccountState {
  return {
    culture: Number(row.culture),
    science: Number(row.science),
    researching: row.researching === null ? null : Number(row.researching),
    updatedAt: new Date(row.account_updated_at).getTime(),
  };
}

export async function accountRow(db: Conn, userId: number): Promise<AccountRow | undefined> {
  return db('users').where({ id: userId }).first(COLUMNS);
}

/** The account row locked for the rest of the transaction (lock order: villages first, then the account). */
export async function lockAccount(trx: Conn, userId: number): Promise<AccountRow | undefined> {
  return trx('users').where({ id: userId }).forUpdate().first(COLUMNS);
}

/** Writes the account and its research run; `dueAt` (the run's due instant) mirrors it for the tick's index. */
export async function saveAccount(trx: Conn, userId: number, s: AccountState, dueAt: number | null, run: PersistedResearch): Promise<void> {
  await trx('users').where({ id: userId }).update({
    research_snapshot: JSON.stringify(run),
    culture: s.culture,
    science: s.science,
    researching: s.researching,
    account_updated_at: new Date(s.updatedAt),
    research_due_at: dueAt === null ? null : new Date(dueAt),
  });
}

export interface AccountVillageRow {
  id: number;
  tier: TierKey;
  buildings: Array<{ type: string; level: number }>;
}

/** Every village of the account with its building levels, in one round trip (oldest first). */
export async function accountVillages(db: Conn, userId: number): Promise<AccountVillageRow[]> {
  const r = await db.raw(
    `SELECT v.id, v.tier,
       (SELECT coalesce(json_agg(json_build_object('type', b.type, 'level', b.level)), '[]'::json)
          FROM village_buildings b WHERE b.village_id = v.id) AS buildings
     FROM villages v WHERE v.user_id = ? ORDER BY v.id`,
    [userId],
  );
  const rows = (r.rows ?? r) as Array<{ id: number; tier: TierKey; buildings: unknown }>;
  return rows.map((row) => ({
    id: Number(row.id),
    tier: row.tier,
    buildings: (typeof row.buildings === 'string' ? JSON.parse(row.buildings) : row.buildings) as AccountVillageRow['buildings'],
  }));
}

/**
 * Claims the account whose research is due first (by research_due_at, id), skipping accounts another
 * transaction holds (a second tick runner, a player's request). Returns its id, locked.
 */
export async function claimDueResearch(trx: Conn, cutoff: Date, skip: readonly number[] = []): Promise<number | undefined> {
  const q = trx('users').where('research_due_at', '<=', cutoff).whereNotNull('research_due_at')
    .orderBy([{ column: 'research_due_at' }, { column: 'id' }]).limit(1).forUpdate().skipLocked().select('id');
  if (skip.length > 0) q.whereNotIn('id', skip);
  const rows: Array<{ id: number }> = await q;
  return rows[0]?.id;
}

/** Accounts among `userIds` whose research is due by `cutoff` (the read path's cheap probe). */
export async function dueResearchAmong(db: Conn, userIds: number[], cutoff: Date): Promise<number[]> {
  if (userIds.length === 0) return [];
  return db('users').whereIn('id', userIds).where('research_due_at', '<=', cutoff).orderBy('id').pluck('id');
}
