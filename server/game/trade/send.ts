import { merchantsData } from '../data/constants';
import { distance, travelMs } from '../movement/duration';
import { isFriendly, type KingdomSide } from '../empire/allies';

/**
 * Where merchants and trade routes may go (GAME.md sections 7 and 9): the player's own villages and its
 * allies' (members of its Empire). The world passes each side's Empire (server/db/allies.ts withEmpires).
 */
export function mayTradeWith(from: KingdomSide, to: KingdomSide): boolean {
  return isFriendly(from, to);
}

/** A merchants' trip one way: distance / merchantsData.speed tiles an hour / world speed (the way back takes as long). */
export function merchantTravelMs(from: { x: number; y: number }, to: { x: number; y: number }, worldSpeed: number): number {
  return travelMs(distance(from, to), merchantsData.speed, worldSpeed);
}
