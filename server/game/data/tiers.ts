/**
 * Village tiers (GAME.md section 3): "Tier up" moves a village to the next one, which raises the
 * maximum building level, the queue length, the district slots, the merchant capacity and the claim
 * radius. `freeClaims` is how many tiles a village of the tier may claim before the population
 * threshold (`tileThresholds`) applies (*start* value, tune with the map).
 */
export const TIER_KEYS = ['village', 'town', 'city'] as const;
export type TierKey = (typeof TIER_KEYS)[number];

export interface Tier {
  key: TierKey;
  name: string;
  /** 1, 2, 3: village, town, city. */
  rank: number;
  /** Highest level any building may reach in a village of this tier. */
  maxLevel: number;
  /** Items the production queue holds at once. */
  queueLength: number;
  /** Districts that can be commissioned in total. */
  districtSlots: number;
  /** Resources one merchant carries. */
  merchantCapacity: number;
  /** Tiles claimable up to this distance (Chebyshev) from the village. */
  claimRadius: number;
  /** Claims that need no population. */
  freeClaims: number;
}

export const TIERS: readonly Tier[] = [
  { key: 'village', name: 'Village', rank: 1, maxLevel: 10, queueLength: 3, districtSlots: 1, merchantCapacity: 1000, claimRadius: 1, freeClaims: 2 },
  { key: 'town', name: 'Town', rank: 2, maxLevel: 15, queueLength: 4, districtSlots: 2, merchantCapacity: 3000, claimRadius: 2, freeClaims: 4 },
  { key: 'city', name: 'City', rank: 3, maxLevel: 20, queueLength: 5, districtSlots: 3, merchantCapacity: 10000, claimRadius: 3, freeClaims: 6 },
];

const BY_KEY = new Map(TIERS.map((t) => [t.key, t]));

export function tierOf(key: TierKey): Tier {
  const t = BY_KEY.get(key);
  if (!t) throw new Error(`unknown tier ${key}`);
  return t;
}

/** The tier a "Tier up" leads to, or null for a city. */
export function nextTier(key: TierKey): TierKey | null {
  const i = TIER_KEYS.indexOf(key);
  return i >= 0 && i < TIER_KEYS.length - 1 ? TIER_KEYS[i + 1] : null;
}

/** True when a village of tier `have` satisfies a requirement of tier `need`. */
export function tierAtLeast(have: TierKey, need: TierKey): boolean {
  return tierOf(have).rank >= tierOf(need).rank;
}
