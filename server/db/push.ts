import type { Conn } from './knex';
import { ATTACK_KINDS } from './villages';

/** An account's counters as GET profiles/user shows them (the push `counters` event). */
export interface PushCounters {
  userId: number;
  reports: number;
  messages: number;
  empireInvites: number;
  villages: Array<{ id: number; incomings: number }>;
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** The counters of several accounts in one statement (unknown ids are absent). */
export async function readPushCounters(db: Conn, userIds: readonly number[]): Promise<PushCounters[]> {
  if (userIds.length === 0) return [];
  const r = await db.raw(`SELECT u.id, u.unread_reports, u.unread_messages,
      (SELECT count(*)::int FROM empire_invites i WHERE i.user_id = u.id AND i.status = 'invited') AS invites,
      (SELECT coalesce(json_agg(json_build_object('id', v.id,
          'incomings', (SELECT count(*)::int FROM movements m WHERE m.to_village_id = v.id AND m.kind = ANY(:attack))) ORDER BY v.id), '[]'::json)
        FROM villages v WHERE v.user_id = u.id) AS villages
    FROM users u WHERE u.id = ANY(:ids)`, { ids: [...userIds], attack: ATTACK_KINDS });
  return (r.rows as Array<Record<string, unknown>>).map((row) => ({
    userId: Number(row.id),
    reports: Number(row.unread_reports ?? 0),
    messages: Number(row.unread_messages ?? 0),
    empireInvites: Number(row.invites ?? 0),
    villages: json<Array<{ id: number; incomings: number }>>(row.villages).map((v) => ({ id: Number(v.id), incomings: Number(v.incomings) })),
  }));
}

/** Of `tokenIds`, the live ones (not revoked, not expired at `now`) with their expiry. */
export async function liveTokenExpiries(db: Conn, tokenIds: readonly number[], now: Date): Promise<Map<number, Date>> {
  if (tokenIds.length === 0) return new Map();
  const r = await db.raw(`SELECT id, expires_at FROM auth_tokens WHERE id = ANY(:ids) AND revoked_at IS NULL AND expires_at > :now`,
    { ids: [...tokenIds], now });
  return new Map((r.rows as Array<{ id: number; expires_at: string | Date }>).map((t) => [Number(t.id), new Date(t.expires_at)]));
}
