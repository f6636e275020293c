import { findBuilding } from '../data/buildings';
import { tierOf, type TierKey } from '../data/tiers';
import { tileOf } from '../data/tiles';
import { populationAt } from '../economy';
import { chebyshev, type Point } from '../world/coords';
import type { TileType } from '../../contract/world';
import { refusalsOf, type Said } from '../texts';

/**
 * Claiming a tile (GAME.md section 3, `PUT map/tile`): a free land tile within the tier's claim radius
 * (Chebyshev distance 1..claimRadius from the village). The village's n-th claim (n = tiles claimed
 * before + 1) is free while fewer than the tier's `freeClaims` tiles are claimed; otherwise it needs
 * population >= tileThresholds[min(n, len - 1)] x n.
 */

const say = refusalsOf('tiles');
export const CLAIM_TEXT = {
  outside: say('outside', 'That tile lies outside the map'),
  ownTile: say('ownTile', 'The village stands on that tile'),
  tooFar: say('tooFar', 'That tile lies outside the claim radius of the village'),
  water: say('water', 'Water cannot be claimed'),
  village: say('village', 'A village stands on that tile'),
  claimed: say('claimed', 'That tile is already claimed'),
  population: (need: number) => say('population', `Requires a population of ${need} or a higher tier village`, { population: need }),
} as const;

/** Population a village's n-th claim needs when it is not free: tileThresholds[min(n, len - 1)] x n. */
export function claimThreshold(n: number, thresholds: readonly number[]): number {
  if (thresholds.length === 0 || n <= 0) return 0;
  return thresholds[Math.min(n, thresholds.length - 1)] * n;
}

export interface ClaimNeed {
  /** 1-based number of the next claim of the village. */
  n: number;
  /** The next claim is one of the tier's free claims. */
  free: boolean;
  /** Population the next claim needs (0 when free). */
  population: number;
}

/** What the village's next claim needs, with `claimed` tiles claimed so far. */
export function nextClaimNeed(tier: TierKey, claimed: number, thresholds: readonly number[]): ClaimNeed {
  const n = Math.max(0, Math.floor(claimed)) + 1;
  const free = n <= tierOf(tier).freeClaims;
  return { n, free, population: free ? 0 : claimThreshold(n, thresholds) };
}

/** Inhabitants of a village: the sum over its buildings of population per level x level. */
export function villagePopulation(buildings: ReadonlyArray<{ type: string; level: number }>): number {
  let total = 0;
  for (const row of buildings) {
    const b = findBuilding(row.type);
    if (b) total += populationAt(b, Math.max(0, Math.floor(row.level)));
  }
  return total;
}

export interface ClaimInput {
  village: Point & { tier: TierKey };
  /** Tiles the village has claimed so far. */
  claimed: number;
  population: number;
  tile: Point;
  /** Terrain at the tile; undefined outside the map. */
  terrain: TileType | undefined;
  /** A village (any) stands on the tile. */
  hasVillage: boolean;
  /** A village (any, this one included) has claimed the tile. */
  isClaimed: boolean;
  thresholds: readonly number[];
}

export type ClaimOutcome = { ok: true; need: ClaimNeed } | { ok: false; error: Said };

/** The checks of a claim, in this order: map, own tile, radius, water, village, claimed, population. */
export function checkClaim(i: ClaimInput): ClaimOutcome {
  if (i.terrain === undefined) return { ok: false, error: CLAIM_TEXT.outside };
  const d = chebyshev(i.village, i.tile);
  if (d === 0) return { ok: false, error: CLAIM_TEXT.ownTile };
  if (d > tierOf(i.village.tier).claimRadius) return { ok: false, error: CLAIM_TEXT.tooFar };
  if (!tileOf(i.terrain).buildable) return { ok: false, error: CLAIM_TEXT.water };
  if (i.hasVillage) return { ok: false, error: CLAIM_TEXT.village };
  if (i.isClaimed) return { ok: false, error: CLAIM_TEXT.claimed };
  const need = nextClaimNeed(i.village.tier, i.claimed, i.thresholds);
  if (!need.free && i.population < need.population) return { ok: false, error: CLAIM_TEXT.population(need.population) };
  return { ok: true, need };
}
