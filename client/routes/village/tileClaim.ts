import type { GamedataResponse, VillageState } from '../../../server/contract';

/**
 * Whether the current village may claim a map tile (GAME.md section 3; the server's checks in
 * server/game/tiles/claim.ts, in its order): free land within the tier's claim radius (Chebyshev
 * distance 1..radius), no village on it, not claimed; the village's n-th claim is free while the tier's
 * free claims last, otherwise it needs population >= tileThresholds[min(n, len-1)] x n. Pure, so the
 * map's tile panel and the tests agree; the server decides.
 */
export interface ClaimTarget {
  x: number;
  y: number;
  type: string;
  hasVillage: boolean;
  claimed: boolean;
}

export type ClaimCheck =
  | { offer: false }
  | { offer: true; ok: true; free: boolean; n: number }
  | { offer: true; ok: false; population: number; n: number };

type Village = Pick<VillageState, 'x' | 'y' | 'tier' | 'population' | 'tiles'>;
type Tables = Pick<GamedataResponse, 'tiers' | 'tiles' | 'tileThresholds'>;

export function chebyshev(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** Population the n-th claim needs when it is not free. */
export function claimThreshold(n: number, thresholds: readonly number[]): number {
  if (!thresholds.length || n <= 0) return 0;
  return thresholds[Math.min(n, thresholds.length - 1)] * n;
}

/** `offer: false` when the tile is not the village's to claim at all (no button); else whether the population allows it. */
export function checkClaim(village: Village, tile: ClaimTarget, g: Tables): ClaimCheck {
  const tier = g.tiers.find((t) => t.key === village.tier);
  if (!tier) return { offer: false };
  const d = chebyshev(village, tile);
  if (d === 0 || d > tier.claimRadius) return { offer: false };
  const land = g.tiles.find((t) => t.type === tile.type)?.buildable ?? tile.type !== 'water';
  if (!land || tile.hasVillage || tile.claimed) return { offer: false };
  const n = village.tiles.length + 1;
  if (n <= tier.freeClaims) return { offer: true, ok: true, free: true, n };
  const population = claimThreshold(n, g.tileThresholds);
  return village.population >= population
    ? { offer: true, ok: true, free: false, n }
    : { offer: true, ok: false, population, n };
}
