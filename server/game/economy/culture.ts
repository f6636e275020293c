import { CULTURE_THRESHOLDS } from '../data/constants';

/**
 * Culture needed for the next village, town and city (GAME.md section 3; culture is never spent, so
 * the thresholds rise with what the kingdom owns). `counts` are the kingdom's settlements by their
 * current tier. With s = villages + towns + cities, t = towns + cities (every city was a town) and
 * c = cities (k = CULTURE_THRESHOLDS.exponent, 2.5):
 *   village = round(10000 x s^k)        settle the next village; 0 for a kingdom without a village
 *   town    = round(5000 x (t + 1)^k)   tier a village up to a town
 *   city    = round(50000 x (c + 1)^k)  tier a town up to a city
 */
export function cultureThresholds(counts: { villages: number; towns: number; cities: number }): { village: number; town: number; city: number } {
  const n = (x: number) => Math.max(0, Math.floor(x));
  const s = n(counts.villages) + n(counts.towns) + n(counts.cities);
  const t = n(counts.towns) + n(counts.cities);
  const c = n(counts.cities);
  const k = CULTURE_THRESHOLDS.exponent;
  return {
    village: Math.round(CULTURE_THRESHOLDS.village * Math.pow(s, k)),
    town: Math.round(CULTURE_THRESHOLDS.town * Math.pow(t + 1, k)),
    city: Math.round(CULTURE_THRESHOLDS.city * Math.pow(c + 1, k)),
  };
}
