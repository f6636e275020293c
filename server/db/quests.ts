import type { Conn } from './knex';
import type { Cost } from '../game/data/resources';
import type { QuestFacts } from '../game/quests';

/**
 * The first-hour quests (server/game/quests): the account facts they read, in one statement, and the
 * rewards claimed (table quest_rewards, migration 014).
 */

/**
 * Everything `questDone` reads of an account, in one round trip. The report counts stop at 1 (whether
 * one exists is all a quest asks), so an old account's thousands of reports are not counted.
 */
export async function questFacts(db: Conn, userId: number): Promise<QuestFacts> {
  const r = await db.raw(
    `WITH v AS (SELECT id FROM villages WHERE user_id = :u)
     SELECT
       (SELECT count(*)::int FROM v) AS villages,
       (SELECT coalesce(json_agg(json_build_object('type', b.type, 'level', b.level)), '[]'::json)
          FROM village_buildings b WHERE b.village_id IN (SELECT id FROM v) AND b.level > 0) AS buildings,
       (SELECT count(*)::int FROM village_districts d WHERE d.village_id IN (SELECT id FROM v)) AS districts,
       (SELECT count(*)::int FROM village_tiles t WHERE t.village_id IN (SELECT id FROM v)) AS tiles,
       ((SELECT researching IS NOT NULL FROM users WHERE id = :u)
         OR EXISTS (SELECT 1 FROM user_research WHERE user_id = :u)) AS research_started,
       ((SELECT coalesce(sum(amount), 0)::int FROM village_units WHERE village_id IN (SELECT id FROM v) AND amount > 0)
         + (SELECT count(*)::int FROM movements WHERE user_id = :u AND units <> '{}'::jsonb)) AS units,
       (SELECT count(*)::int FROM (SELECT 1 FROM reports WHERE user_id = :u AND kind = 'scout' AND data -> 'sent' IS NOT NULL LIMIT 1) s) AS scout_reports,
       (SELECT count(*)::int FROM (SELECT 1 FROM reports WHERE user_id = :u AND kind = 'battle'
          AND (data -> 'attacker' ->> 'user_id') = :us LIMIT 1) a) AS attack_reports`,
    { u: userId, us: String(userId) },
  );
  const row = r.rows[0] as {
    villages: number; buildings: Array<{ type: string; level: number }> | string; districts: number; tiles: number;
    research_started: boolean | null; units: number; scout_reports: number; attack_reports: number;
  };
  const buildings = typeof row.buildings === 'string' ? JSON.parse(row.buildings) : row.buildings;
  return {
    villages: Number(row.villages),
    buildings: buildings.map((b: { type: string; level: number }) => ({ type: b.type, level: Number(b.level) })),
    districts: Number(row.districts),
    tiles: Number(row.tiles),
    researchStarted: row.research_started === true,
    units: Number(row.units),
    scoutReports: Number(row.scout_reports),
    attackReports: Number(row.attack_reports),
  };
}

/** The quests whose reward the account was paid. */
export async function claimedQuests(db: Conn, userId: number): Promise<Set<string>> {
  const rows: Array<{ quest_id: string }> = await db('quest_rewards').where({ user_id: userId }).select('quest_id');
  return new Set(rows.map((q) => q.quest_id));
}

/**
 * Records the claim of a reward; false when the account claimed it already (the primary key decides:
 * of concurrent claims exactly one inserts, the others wait for it and then insert nothing).
 */
export async function insertQuestClaim(trx: Conn, row: { userId: number; questId: string; villageId: number; at: Date }): Promise<boolean> {
  const rows = await trx('quest_rewards')
    .insert({ user_id: row.userId, quest_id: row.questId, village_id: row.villageId, claimed_at: row.at })
    .onConflict(['user_id', 'quest_id']).ignore()
    .returning('quest_id');
  return rows.length > 0;
}

/** What the claim paid and lost, written on its row once known. */
export async function recordQuestPayment(trx: Conn, userId: number, questId: string, paid: Cost, lost: Cost): Promise<void> {
  await trx('quest_rewards').where({ user_id: userId, quest_id: questId }).update({ paid: JSON.stringify(paid), lost: JSON.stringify(lost) });
}
