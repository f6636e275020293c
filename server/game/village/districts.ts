import { DISTRICT_KEYS, type DistrictKey } from '../data/districts';
import { tierOf, type TierKey } from '../data/tiers';
import { QUEUE_TEXT, VILLAGE_TEXT, type Outcome } from '../queue/texts';

/** True for one of the five district keys (economy, military, research, industrial, culture). */
export function isDistrictKey(x: string): x is DistrictKey {
  return (DISTRICT_KEYS as readonly string[]).includes(x);
}

/**
 * Commissioning a district (GAME.md section 3): free, permanent, one per kind, into a free slot of the
 * village's tier (1 / 2 / 3). Without a free slot: 'Requires a higher tier village'.
 */
export function commissionDistrict(tier: TierKey, districts: readonly string[], district: string): Outcome<{ districts: DistrictKey[] }> {
  if (!isDistrictKey(district)) return { ok: false, error: VILLAGE_TEXT.unknownDistrict };
  if (districts.includes(district)) return { ok: false, error: VILLAGE_TEXT.districtExists };
  if (districts.length >= tierOf(tier).districtSlots) return { ok: false, error: QUEUE_TEXT.higherTier };
  return { ok: true, districts: [...(districts as DistrictKey[]), district] };
}

/** Free district slots of a village of this tier. */
export function freeDistrictSlots(tier: TierKey, districts: readonly string[]): number {
  return Math.max(0, tierOf(tier).districtSlots - districts.length);
}
