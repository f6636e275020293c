import type { Said } from '../texts';
import { TRADE_TEXT } from './texts';
import { sameEmpire, type KingdomSide } from '../empire/allies';

/**
 * Who may accept a marketplace offer (GAME.md sections 7 and 9): anyone but its offerer; an Empire-only
 * offer only a member of the offerer's Empire (as it is when accepting: the world passes both sides'
 * Empire). The listing's matching filter is db/offers.ts marketOffers. Answers the refusal, or null.
 */
export function mayAcceptOffer(offer: { user_id: number; empire_only: boolean; empire_id?: number | null }, accepter: KingdomSide): Said | null {
  if (accepter.user_id === null || accepter.user_id === offer.user_id) return TRADE_TEXT.offerOwn;
  if (offer.empire_only && !sameEmpire(offer, accepter)) return TRADE_TEXT.offerEmpireOnly;
  return null;
}
