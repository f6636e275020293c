import { preparedStatement, type Conn } from './knex';
import type { UserRow } from './users';
import type { AccountRow, AccountVillageRow } from './account';
import { ATTACK_KINDS } from './villages';
import { DUE_KINDS } from './movements';
import type { TierKey } from '../game/data/tiers';
import { TOKEN_CTE, type TokenRow } from './tokens';

/**
 * Everything GET profiles/user shows, read in one statement (one round trip, one consistent snapshot)
 * instead of ten: the user row (which is also the account row), its villages with their building
 * levels (the account's rates) and incoming attacks, and the settle-on-read probes as flags.
 */
export interface ProfileSnapshot {
  user: UserRow;
  /** The account's beginner protection end in ms (null: none), whether or not it has passed. */
  protectedUntil: number | null;
  account: AccountRow;
  /** The account's villages, oldest first, with building levels and incoming attacks. */
  villages: Array<AccountVillageRow & { name: string; x: number; y: number; incomings: number }>;
  /** The kingdom's Empire with its latest feed message (the right sidebar's), null outside an Empire. */
  empire: SnapshotEmpire | null;
  /** The kingdom's open Empire invites. */
  empireInvites: number;
  due: {
    /** A started queue item of one of its villages is due (settleAccountsOnRead's probe). */
    queue: boolean;
    /** Its research is due. */
    research: boolean;
    /** An army movement from or to one of its villages is due (processDueMovements' probe). */
    movements: boolean;
    /** One of its villages starves by now (processDueStarvation's probe). */
    starvation: boolean;
    /** A trade route of one of its villages is due (shipDueRoutes' probe). */
    routes: boolean;
  };
}

export interface SnapshotEmpire {
  id: number;
  name: string;
  name_short: string;
  message: { created_at: string; type: string; value1: string | null; value2: string | null; value3: string | null; value4: string | null } | null;
}

const sql = (userId: string) => `SELECT u.id, u.username, u.aether, u.builders, u.culture, u.science, u.researching,
  u.unread_reports, u.unread_messages, u.protected_until, u.account_updated_at, u.research_due_at, u.research_snapshot,
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
  EXISTS (SELECT 1 FROM villages v WHERE v.user_id = u.id AND v.starves_at <= :cutoff) AS snap_due_starvation,
  EXISTS (SELECT 1 FROM trade_routes r JOIN villages v ON v.id = r.village_id
     WHERE v.user_id = u.id AND r.next_at <= :cutoff) AS snap_due_routes,
  (SELECT json_build_object('id', e.id, 'name', e.name, 'name_short', e.name_short,
       'message', (SELECT json_build_object('created_at', em.created_at, 'type', em.type, 'value1', em.value1,
           'value2', em.value2, 'value3', em.value3, 'value4', em.value4)
         FROM empire_messages em WHERE em.empire_id = e.id ORDER BY em.created_at DESC, em.id DESC LIMIT 1))
     FROM empire_members mm JOIN empires e ON e.id = mm.empire_id WHERE mm.user_id = u.id) AS snap_empire,
  (SELECT count(*)::int FROM empire_invites i WHERE i.user_id = u.id AND i.status = 'invited') AS snap_empire_invites
FROM users u WHERE u.id = ${userId}`;
const SQL = sql(':id');
/** The token row (TOKEN_CTE) and, in the same statement, the snapshot of the token's account. */
const SQL_WITH_TOKEN = `WITH ${TOKEN_CTE}
SELECT tok.*, s.* FROM tok LEFT JOIN LATERAL (${sql('tok.tok_user_id')}) s ON true`;

const snapshotRows = preparedStatement('profile_snapshot', SQL, ['id', 'cutoff', 'attack', 'army']);
const snapshotWithTokenRows = preparedStatement('profile_snapshot_token', SQL_WITH_TOKEN, ['tok_hash', 'tok_now', 'cutoff', 'attack', 'army']);
const DUE_KINDS_LIST = [...DUE_KINDS];

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** The account `userId` as GET profiles/user needs it, with its due-work flags at `cutoff`; undefined when unknown. */
export async function profileSnapshot(db: Conn, userId: number, cutoff: Date): Promise<ProfileSnapshot | undefined> {
  return snapshotOf((await snapshotRows(db, { id: userId, cutoff, attack: ATTACK_KINDS, army: DUE_KINDS_LIST }))[0]);
}

/**
 * The live token row for the bindings of tokenBindings (undefined when the token is unknown, revoked or
 * expired) and, when it is live, profileSnapshot of its account, read in one statement.
 */
export async function profileSnapshotWithToken(db: Conn, bind: { tok_hash: string; tok_now: Date }, cutoff: Date): Promise<{
  token: TokenRow | undefined;
  snap: ProfileSnapshot | undefined;
}> {
  const row = (await snapshotWithTokenRows(db, { ...bind, cutoff, attack: ATTACK_KINDS, army: DUE_KINDS_LIST }))[0];
  if (!row) return { token: undefined, snap: undefined };
  const token = { tok_id: row.tok_id, tok_user_id: row.tok_user_id, tok_actor_id: row.tok_actor_id, tok_is_sitter: row.tok_is_sitter } as TokenRow;
  return { token, snap: row.id == null ? undefined : snapshotOf(row) };
}

function snapshotOf(row: Record<string, unknown> | undefined): ProfileSnapshot | undefined {
  if (!row) return undefined;
  const villages = json<Array<{ id: number; name: string; tier: TierKey; x: number; y: number; buildings: AccountVillageRow['buildings']; incomings: number }>>(row.snap_villages);
  return {
    user: {
      id: row.id, username: row.username, aether: row.aether, builders: row.builders, culture: row.culture,
      science: row.science, researching: row.researching, unread_reports: row.unread_reports, unread_messages: row.unread_messages,
    } as UserRow,
    protectedUntil: row.protected_until == null ? null : new Date(row.protected_until as string | Date).getTime(),
    account: {
      id: row.id, culture: row.culture, science: row.science, researching: row.researching,
      account_updated_at: row.account_updated_at, research_due_at: row.research_due_at, research_snapshot: row.research_snapshot,
    } as AccountRow,
    villages: villages.map((v) => ({ ...v, id: Number(v.id), incomings: Number(v.incomings) })),
    empire: row.snap_empire == null ? null : json<SnapshotEmpire>(row.snap_empire),
    empireInvites: Number(row.snap_empire_invites ?? 0),
    due: { queue: row.snap_due_queue === true, research: row.snap_due_research === true, movements: row.snap_due_movements === true,
      starvation: row.snap_due_starvation === true, routes: row.snap_due_routes === true },
  };
}
