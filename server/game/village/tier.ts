import { nextTier, type TierKey } from '../data/tiers';
import { cultureThresholds } from '../economy';
import { VILLAGE_TEXT, type Outcome } from '../queue/texts';

export interface TierCounts {
  villages: number;
  towns: number;
  cities: number;
}

/**
 * The culture a village of `tier` needs to tier up (account-wide, never spent): the town threshold
 * for a village, the city threshold for a town, null for a city. `counts` are the kingdom's
 * settlements by tier now (this village included).
 */
export function tierUpThreshold(tier: TierKey, counts: TierCounts): number | null {
  const t = cultureThresholds(counts);
  if (tier === 'village') return t.town;
  if (tier === 'town') return t.city;
  return null;
}

/**
 * "Tier up" (GAME.md section 3): village -> town -> city when the account's culture is at least the
 * next threshold. The new tier raises the maximum building level, the queue length, the district
 * slots, the merchant capacity and the claim radius (data/tiers.ts).
 */
export function tierUp(tier: TierKey, culture: number, counts: TierCounts): Outcome<{ tier: TierKey; threshold: number }> {
  const next = nextTier(tier);
  const threshold = tierUpThreshold(tier, counts);
  if (next === null || threshold === null) return { ok: false, error: VILLAGE_TEXT.maxTier };
  if (culture < threshold) return { ok: false, error: VILLAGE_TEXT.notEnoughCulture };
  return { ok: true, tier: next, threshold };
}
