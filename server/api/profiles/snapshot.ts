import { prepared, type Conn } from '../../db/knex';
import type { UserRow } from '../../db/users';
import type { AccountRow, AccountVillageRow } from '../../db/account';
import { ATTACK_KINDS } from '../../db/villages';
import { ARMY_KINDS } from '../../db/movements';
import type { TierKey } from '../../game/data/tiers';

/**
 * Everything GET profiles/user shows, read in one statement (one round trip, one consistent snapshot)
 * instead of ten: the user row (which is also the account row), its villages with their building
 * levels (the account's rates) and incoming attacks, and the settle-on-read probes as flags.
 */
export interface ProfileSnapshot {
  user: UserRow;
  account: AccountRow;
  /** The account's villages, oldest first, with building levels and incoming attacks. */
  villages: Array<AccountVillageRow & { name: string; x: number; y: number; incomings: number }>;
  due: {
    /** A started queue item of one of its villages is due (settleAccountsOnRead's probe). */
    queue: boolean;
    /** Its research is due. */
    research: boolean;
    /** An army movement from or to one of its villages is due (processDueMovements' probe). */
    movements: boolean;
    /** One of its villages starves by now (processDueStarvation's probe). */
    starvation: boolean;
  };
}

const SQL = `SELECT u.id, u.username, u.aether, u.builders, u.culture, u.science, u.researching,
  u.unread_reports, u.unread_messages, u.account_updated_at, u.research_due_at, u.research_snapshot,
  (SELECT coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'tier', v.tier, 'x', v.x, 'y', v.y,
       'buildings', (SELECT coalesce(json_agg(json_build_object('type', b.type, 'level', b.level)), '[]'::json)
          FROM village_buildings b WHERE b.village_id = v.id),
       'incomings', (SELECT count(*)::int FROM movements m WHERE m.to_village_id = v.id AND m.kind = ANY(:attack))
     ) ORDER BY v.id), '[]'::json)
     FROM villages v WHERE v.user_id = u.id) AS snap_villages,
  EXISTS (SELECT 1 FROM queue_items q JOIN villages v ON v.id = q.village_id
     WHERE v.user_id = u.id AND q.started_at IS NOT NULL AND q.due_at <= :cutoff) AS snap_due_queue,
  coalesce(u.research_due_at <= :cutoff, false) AS snap_due_research,
  EXISTS (SELECT 1 FROM movements m WHERE m.kind = ANY(:army) AND m.due_at <= :cutoff
     AND (m.from_village_id IN (SELECT id FROM villages WHERE user_id = u.id)
       OR m.to_village_id IN (SELECT id FROM villages WHERE user_id = u.id))) AS snap_due_movements,
  EXISTS (SELECT 1 FROM villages v WHERE v.user_id = u.id AND v.starves_at <= :cutoff) AS snap_due_starvation
FROM users u WHERE u.id = :id`;

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** The account `userId` as GET profiles/user needs it, with its due-work flags at `cutoff`; undefined when unknown. */
export async function profileSnapshot(db: Conn, userId: number, cutoff: Date): Promise<ProfileSnapshot | undefined> {
  const r = await db.raw(SQL, { id: userId, cutoff, attack: ATTACK_KINDS, army: [...ARMY_KINDS] }).options(prepared('profile_snapshot'));
  const row = (r.rows ?? r)[0] as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const villages = json<Array<{ id: number; name: string; tier: TierKey; x: number; y: number; buildings: AccountVillageRow['buildings']; incomings: number }>>(row.snap_villages);
  return {
    user: {
      id: row.id, username: row.username, aether: row.aether, builders: row.builders, culture: row.culture,
      science: row.science, researching: row.researching, unread_reports: row.unread_reports, unread_messages: row.unread_messages,
    } as UserRow,
    account: {
      id: row.id, culture: row.culture, science: row.science, researching: row.researching,
      account_updated_at: row.account_updated_at, research_due_at: row.research_due_at, research_snapshot: row.research_snapshot,
    } as AccountRow,
    villages: villages.map((v) => ({ ...v, id: Number(v.id), incomings: Number(v.incomings) })),
    due: { queue: row.snap_due_queue === true, research: row.snap_due_research === true, movements: row.snap_due_movements === true,
      starvation: row.snap_due_starvation === true },
  };
}
