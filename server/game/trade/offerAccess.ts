import type { Said } from '../texts';
import { TRADE_TEXT } from './texts';

/**
 * Who may accept a marketplace offer (GAME.md section 7): anyone but its offerer; an Empire-only offer
 * only a member of the offerer's Empire. No Empires exist yet, so nobody may accept an Empire-only offer:
 * the Empire issue extends this one function (and the listing's matching filter in db/offers.ts
 * marketOffers, which hides Empire-only offers from everyone else today). Answers the refusal, or null.
 */
export function mayAcceptOffer(offer: { user_id: number; empire_only: boolean }, accepter: { user_id: number | null }): Said | null {
  if (accepter.user_id === null || accepter.user_id === offer.user_id) return TRADE_TEXT.offerOwn;
  if (offer.empire_only) return TRADE_TEXT.offerEmpireOnly;
  return null;
}
