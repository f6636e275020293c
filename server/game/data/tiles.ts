import type { TileType } from '../../contract/world';
import type { Resource } from './resources';

/**
 * Terrain (GAME.md section 2). A claimed tile adds `bonus` to its village's improvement of one
 * resource; marshlands and swamp give their bonus only once the village has Draining Engines.
 * Water holds no village and cannot be claimed.
 */
export interface TileDef {
  type: TileType;
  name: string;
  description: string;
  /** Improvement the tile adds to its village (0.1 = +10%), or null. */
  bonus: { resource: Resource; amount: number } | null;
  /** The bonus applies only with Draining Engines in the village. */
  needsDraining: boolean;
  /** A village may stand on it and it may be claimed. */
  buildable: boolean;
  /** Colour hint for the map (terrain layer) and the legend. */
  colour: string;
}

export const TILES: readonly TileDef[] = [
  { type: 'plains', name: 'Plains', description: 'Open fertile land.', bonus: { resource: 'food', amount: 0.1 }, needsDraining: false, buildable: true, colour: '#b5c96a' },
  { type: 'woodlands', name: 'Woodlands', description: 'Scattered trees.', bonus: { resource: 'wood', amount: 0.05 }, needsDraining: false, buildable: true, colour: '#7fa650' },
  { type: 'forest', name: 'Forest', description: 'Dense timber.', bonus: { resource: 'wood', amount: 0.1 }, needsDraining: false, buildable: true, colour: '#3f6e34' },
  { type: 'hills', name: 'Hills', description: 'Rolling stony ground.', bonus: { resource: 'stone', amount: 0.05 }, needsDraining: false, buildable: true, colour: '#a89260' },
  { type: 'mountains', name: 'Mountains', description: 'Bare rock, good for quarrying.', bonus: { resource: 'stone', amount: 0.1 }, needsDraining: false, buildable: true, colour: '#8a8580' },
  { type: 'rocky_plains', name: 'Rocky plains', description: 'Flat ground with veins of ore.', bonus: { resource: 'iron', amount: 0.1 }, needsDraining: false, buildable: true, colour: '#a39a86' },
  { type: 'marshlands', name: 'Marshlands', description: 'Wet ground; drained, it grows food.', bonus: { resource: 'food', amount: 0.1 }, needsDraining: true, buildable: true, colour: '#6f8a6a' },
  { type: 'swamp', name: 'Swamp', description: 'Standing water and reeds; drained, it grows food.', bonus: { resource: 'food', amount: 0.1 }, needsDraining: true, buildable: true, colour: '#4f6650' },
  { type: 'water', name: 'Water', description: 'Lakes and sea: no village, no claim.', bonus: null, needsDraining: false, buildable: false, colour: '#3f74a8' },
];

export function tileOf(type: TileType): TileDef {
  const t = TILES.find((x) => x.type === type);
  if (!t) throw new Error(`unknown tile type ${type}`);
  return t;
}

/** Map objectives that stand on a tile (SPEC.md section 3), each guarded by natives. */
export const MARKER_KEYS = ['landmark', 'monument', 'artifact'] as const;
export type MarkerKey = (typeof MARKER_KEYS)[number];

export interface MarkerDef {
  key: MarkerKey;
  name: string;
  description: string;
  colour: string;
}

export const MARKERS: readonly MarkerDef[] = [
  { key: 'landmark', name: 'Landmark', description: 'Gives prestige to the Empire that holds it.', colour: '#e0b040' },
  { key: 'monument', name: 'Monument site', description: 'Captured, supplied until completed, then gives prestige every week.', colour: '#c070e0' },
  { key: 'artifact', name: 'Native artifact', description: 'Gives prestige every day it is held.', colour: '#40c0c0' },
];
