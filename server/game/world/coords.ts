import type { Quadrant } from '../../contract/world';

/** Coordinates (GAME.md section 2): x, y in [-maxCoord, maxCoord], north is +y. */
export interface Point {
  x: number;
  y: number;
}

export function inBounds(x: number, y: number, maxCoord: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && Math.abs(x) <= maxCoord && Math.abs(y) <= maxCoord;
}

/** Side of the square map in tiles (103 for the default maxCoord 51). */
export function mapSide(maxCoord: number): number {
  return 2 * maxCoord + 1;
}

/** Quadrants: NE x>=0,y>=0; NW x<0,y>=0; SE x>=0,y<0; SW x<0,y<0. */
export function quadrantOf(x: number, y: number): Quadrant {
  if (y >= 0) return x >= 0 ? 'NE' : 'NW';
  return x >= 0 ? 'SE' : 'SW';
}

/** The inclusive coordinate ranges of a quadrant. */
export function quadrantBounds(q: Quadrant, maxCoord: number): { x0: number; x1: number; y0: number; y1: number } {
  const east = q === 'NE' || q === 'SE';
  const north = q === 'NE' || q === 'NW';
  return {
    x0: east ? 0 : -maxCoord,
    x1: east ? maxCoord : -1,
    y0: north ? 0 : -maxCoord,
    y1: north ? maxCoord : -1,
  };
}

/** Chebyshev distance: the number of king moves between two tiles. */
export function chebyshev(a: Point, b: Point): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** Ring of a tile around the centre (0 at the centre, maxCoord on the rim). */
export function ringOf(p: Point): number {
  return Math.max(Math.abs(p.x), Math.abs(p.y));
}

/**
 * The tiles shown by GET map: `size` tiles on a side centred on (x, y) (an even size puts its extra
 * column to the east and its extra row to the south), then shifted to lie inside the map. A size
 * larger than the map shows the whole map.
 */
export function viewWindow(x: number, y: number, size: number, maxCoord: number): { x0: number; x1: number; y0: number; y1: number; size: number } {
  const side = mapSide(maxCoord);
  const n = Math.max(1, Math.min(size, side));
  const before = Math.floor((n - 1) / 2);
  const clampStart = (start: number) => Math.min(Math.max(start, -maxCoord), maxCoord - n + 1);
  const x0 = clampStart(x - before);
  // Rows run from north (+y) to south: the top row is y + before.
  const yTop = Math.max(Math.min(y + before, maxCoord), -maxCoord + n - 1);
  return { x0, x1: x0 + n - 1, y0: yTop - n + 1, y1: yTop, size: n };
}
