import type { Conn } from './knex';
import type { KingdomSide } from '../game/empire/allies';

/**
 * Which Empire kingdoms belong to (empire_members, migration 019), for the ally rules of
 * server/game/empire/allies.ts: trade targets, Empire-only offers, the army send's friendly warning.
 */

/** Each of `userIds`' Empire: kingdoms in no Empire are absent from the map. */
export async function empireIdsOf(db: Conn, userIds: ReadonlyArray<number | null>): Promise<Map<number, number>> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows: Array<{ user_id: number; empire_id: number }> = await db('empire_members').whereIn('user_id', ids).select('user_id', 'empire_id');
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.empire_id)]));
}

/**
 * Two kingdoms as the ally rules see them (each user id with its Empire, null: none), from anything with a
 * `user_id` (villages, offers). When they are one kingdom (or one has no owner) nothing is read: a kingdom
 * is friendly to itself without an Empire (isFriendly), so one's own villages cost no query.
 */
export async function kingdomPair(db: Conn, a: { user_id: number | null }, b: { user_id: number | null }): Promise<[KingdomSide, KingdomSide]> {
  const read = a.user_id !== null && b.user_id !== null && a.user_id !== b.user_id;
  const empires = read ? await empireIdsOf(db, [a.user_id, b.user_id]) : new Map<number, number>();
  const side = (u: number | null): KingdomSide => ({ user_id: u, empire_id: u === null ? null : empires.get(u) ?? null });
  return [side(a.user_id), side(b.user_id)];
}
