/**
 * Allies (GAME.md section 9): kingdoms of one Empire may send each other resources and reinforcements,
 * and attacking one is a friendly target. The world reads each kingdom's Empire (server/db/allies.ts)
 * and these rules decide on the plain values.
 */

/** A kingdom as the ally rules see it: its user id (null: a village without owner) and its Empire (null or absent: none). */
export interface KingdomSide {
  user_id: number | null;
  empire_id?: number | null;
}

/** Whether two kingdoms are members of one Empire (a kingdom without an Empire has no allies). */
export function sameEmpire(a: KingdomSide, b: KingdomSide): boolean {
  return a.user_id !== null && b.user_id !== null && a.empire_id != null && a.empire_id === b.empire_id;
}

/** Whether `b` is `a` itself or an ally of `a`: resources may go there, and attacking it is a friendly target. */
export function isFriendly(a: KingdomSide, b: KingdomSide): boolean {
  return a.user_id !== null && (b.user_id === a.user_id || sameEmpire(a, b));
}
