import { RESOURCES, type Cost } from '../data/resources';
import { merchantsData } from '../data/constants';
import type { Said } from '../texts';
import { cargoTotal } from './cargo';
import { TRADE_TEXT } from './texts';

/**
 * The totals a marketplace request may have for an offer (GAME.md section 7): within [offer / cap,
 * offer x cap] of the offer's total (*start* cap 1.5), both ways, so a lopsided offer cannot gift
 * resources past every limit. Whole resources: the bounds round inwards.
 */
export function requestBounds(offerTotal: number): { low: number; high: number } {
  const cap = merchantsData.requestCap;
  return { low: Math.ceil(offerTotal / cap - 1e-9), high: Math.floor(offerTotal * cap + 1e-9) };
}

/**
 * Whether an offer may be made: resources on both sides, the request of other resources than the offer
 * (a resource offered is never also asked for), and the request's total within requestBounds.
 */
export function checkOffer(offer: Cost, request: Cost): Said | null {
  const given = cargoTotal(offer);
  const asked = cargoTotal(request);
  if (given <= 0 || asked <= 0) return TRADE_TEXT.offerEmpty;
  if (RESOURCES.some((r) => offer[r] > 0 && request[r] > 0)) return TRADE_TEXT.offerOverlap;
  const { low, high } = requestBounds(given);
  if (asked < low || asked > high) return TRADE_TEXT.offerRatio(low, high);
  return null;
}

/** Request per offered resource, for the marketplace list (1 = even; above 1 the offerer asks more than it gives). */
export function offerRatio(offer: Cost, request: Cost): number {
  const given = cargoTotal(offer);
  return given > 0 ? cargoTotal(request) / given : 0;
}
