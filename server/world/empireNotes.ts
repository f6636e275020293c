import type { Conn, Trx } from '../db/knex';
import type { Deps } from './deps';
import { usernames } from '../db/users';
import { noteForKingdom } from './empire/feed';

/**
 * The Empire feed's village messages (GAME.md section 9), written by the settle, tier-up and conquest code
 * inside its own transaction through noteForKingdom (a kingdom without an Empire writes nothing). The values
 * are what server/game/empire/messageTypes.ts documents: kingdoms by their name (username) and villages by
 * their name as it was when it happened, so the feed stays readable after a rename or a destruction.
 */

type Village = { name: string; x: number; y: number };

const nameOf = async (trx: Conn, userId: number) => (await usernames(trx, [userId])).get(userId) ?? null;

/** village_settled: [kingdom, village, x, y]. */
export async function noteSettled(trx: Trx, deps: Deps, userId: number, village: Village, at: Date): Promise<void> {
  await noteForKingdom(trx, deps, userId, 'village_settled', [await nameOf(trx, userId), village.name, village.x, village.y], at);
}

/** village_tier_up: [kingdom, village, the tier reached: 'town' | 'city' (client key tiers.<tier>)]. */
export async function noteTierUp(trx: Trx, deps: Deps, userId: number, village: { name: string }, tier: string, at: Date): Promise<void> {
  await noteForKingdom(trx, deps, userId, 'village_tier_up', [await nameOf(trx, userId), village.name, tier], at);
}

/**
 * A village conquered or destroyed by `winnerId`'s Nobles: the loser's Empire reads village_conquered /
 * village_destroyed [loser, village, 'x|y', winner], the winner's village_conqueror / village_destroyer
 * [winner, village, 'x|y', loser]. A village without owner has no loser (null, and no loser's message);
 * when both kingdoms are in one Empire it reads both.
 */
export async function noteConquest(trx: Trx, deps: Deps, fate: 'conquered' | 'destroyed', winnerId: number | null, loserId: number | null, village: Village, at: Date): Promise<void> {
  const names = await usernames(trx, [winnerId, loserId].filter((id): id is number => id !== null));
  const winner = winnerId === null ? null : names.get(winnerId) ?? null;
  const loser = loserId === null ? null : names.get(loserId) ?? null;
  const place = `${village.x}|${village.y}`;
  await noteForKingdom(trx, deps, loserId, fate === 'conquered' ? 'village_conquered' : 'village_destroyed', [loser, village.name, place, winner], at);
  await noteForKingdom(trx, deps, winnerId, fate === 'conquered' ? 'village_conqueror' : 'village_destroyer', [winner, village.name, place, loser], at);
}
