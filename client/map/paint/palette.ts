import type { TileType } from '../../../server/contract/world';
import { TILE_TYPES } from '../world';

export type RGB = readonly [number, number, number];

/**
 * How each tile type looks: ground colours (a muted, candle-lit palette that sits on the dark/gold
 * theme), relief (height and roughness feed the hill shading) and how strongly its ground is mottled.
 */
export interface TileLook {
  base: RGB;
  /** Second ground colour, mixed in by low-frequency noise (meadow patches, moss, wet mud). */
  alt: RGB;
  height: number;
  rough: number;
  mottle: number;
}

export const LOOKS: Record<TileType, TileLook> = {
  plains: { base: [114, 126, 64], alt: [140, 138, 74], height: 0.1, rough: 0.05, mottle: 0.5 },
  woodlands: { base: [84, 108, 54], alt: [104, 120, 60], height: 0.14, rough: 0.06, mottle: 0.45 },
  forest: { base: [44, 70, 40], alt: [58, 86, 46], height: 0.2, rough: 0.08, mottle: 0.5 },
  hills: { base: [128, 118, 72], alt: [108, 110, 64], height: 0.55, rough: 0.3, mottle: 0.35 },
  mountains: { base: [116, 108, 100], alt: [136, 126, 112], height: 1.1, rough: 0.65, mottle: 0.35 },
  rocky_plains: { base: [150, 128, 90], alt: [128, 112, 86], height: 0.3, rough: 0.16, mottle: 0.6 },
  marshlands: { base: [86, 104, 72], alt: [74, 96, 84], height: 0.04, rough: 0.03, mottle: 0.55 },
  swamp: { base: [62, 76, 56], alt: [50, 66, 56], height: 0.0, rough: 0.03, mottle: 0.6 },
  water: { base: [30, 60, 80], alt: [40, 76, 94], height: -0.35, rough: 0.0, mottle: 0.2 },
};

/** Looks indexed like TILE_TYPES, for the hot pixel loop. */
export const LOOK_BY_INDEX: TileLook[] = TILE_TYPES.map((t) => LOOKS[t]);

export const SHALLOW_WATER: RGB = [62, 110, 118];
export const DEEP_WATER: RGB = [22, 46, 66];
export const SAND: RGB = [170, 152, 104];

/** CSS colour of a tile type, for the tile panel's swatch. */
export function swatch(type: TileType): string {
  const [r, g, b] = LOOKS[type].base;
  return `rgb(${r}, ${g}, ${b})`;
}
