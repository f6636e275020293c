import { merchantsData } from '../data/constants';
import { distance, travelMs } from '../movement/duration';

/** Where merchants may go (GAME.md section 7): the player's own villages; the Empire issue widens this one function to its members. */
export function mayTradeWith(from: { user_id: number | null }, to: { user_id: number | null }): boolean {
  return from.user_id !== null && to.user_id === from.user_id;
}

/** A merchants' trip one way: distance / merchantsData.speed tiles an hour / world speed (the way back takes as long). */
export function merchantTravelMs(from: { x: number; y: number }, to: { x: number; y: number }, worldSpeed: number): number {
  return travelMs(distance(from, to), merchantsData.speed, worldSpeed);
}
