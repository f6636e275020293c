import type { TileType } from '../../contract/world';

/**
 * One character per tile type, for the compact terrain string of GET map/world (shared with the
 * client, which decodes it with CODE_TILES). Changing a code changes the wire format.
 */
export const TILE_CODES: Record<TileType, string> = {
  plains: 'p',
  woodlands: 'w',
  forest: 'f',
  hills: 'h',
  mountains: 'm',
  rocky_plains: 'r',
  marshlands: 'a',
  swamp: 's',
  water: '~',
};

/** The inverse of TILE_CODES. */
export const CODE_TILES: Record<string, TileType> = Object.fromEntries(
  Object.entries(TILE_CODES).map(([type, code]) => [code, type as TileType]),
);

/** Tile type of the character at (x, y) in a terrain string for `maxCoord` (rows from y = maxCoord down). */
export function tileFromTerrain(terrain: string, maxCoord: number, x: number, y: number): TileType | undefined {
  if (Math.abs(x) > maxCoord || Math.abs(y) > maxCoord) return undefined;
  const side = 2 * maxCoord + 1;
  return CODE_TILES[terrain[(maxCoord - y) * side + (x + maxCoord)]];
}
