import { inBounds, mapSide, type Point } from '../world/coords';

/**
 * The `tileId` of `PUT map/tile` (docs/API.md): either the text "x|y" (as the map labels tiles), an
 * object {x, y}, or the integer id = (y + maxCoord) x side + (x + maxCoord) with side = 2 x maxCoord + 1
 * (0 is the south-west corner, side^2 - 1 the north-east one).
 */
export function tileIdOf(p: Point, maxCoord: number): number {
  return (p.y + maxCoord) * mapSide(maxCoord) + (p.x + maxCoord);
}

/** The tile a tileId names, or undefined when it names none on this map. */
export function parseTileId(v: unknown, maxCoord: number): Point | undefined {
  let p: Point | undefined;
  if (typeof v === 'number') {
    const side = mapSide(maxCoord);
    if (!Number.isSafeInteger(v) || v < 0 || v >= side * side) return undefined;
    p = { x: (v % side) - maxCoord, y: Math.floor(v / side) - maxCoord };
  } else if (typeof v === 'string') {
    const m = /^\s*(-?\d{1,6})\s*\|\s*(-?\d{1,6})\s*$/.exec(v);
    if (!m) return undefined;
    p = { x: Number(m[1]), y: Number(m[2]) };
  } else if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const o = v as { x?: unknown; y?: unknown };
    if (typeof o.x !== 'number' || typeof o.y !== 'number') return undefined;
    p = { x: o.x, y: o.y };
  }
  if (!p) return undefined;
  // -0 from "-0|0" is 0.
  p = { x: p.x + 0, y: p.y + 0 };
  return inBounds(p.x, p.y, maxCoord) ? p : undefined;
}
