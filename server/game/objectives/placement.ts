import type { Quadrant, TileType } from '../../contract/world';
import { OBJECTIVE_PLACEMENT, objectiveDef, type ObjectiveType } from '../data/objectives';
import { chebyshev, quadrantBounds, quadrantOf, ringOf, type Point } from '../world/coords';
import { isLand } from '../world/terrain';
import type { Rng } from '../world/rng';

/**
 * Where objectives appear at their timeline date (GAME.md section 8): the data table's count in every
 * quadrant (spread fairly), each on a random free land tile of its type's ring band, at least
 * OBJECTIVE_PLACEMENT.spacing tiles from every village and objective; a quadrant whose band is full
 * takes the nearest free tiles outside it (ring nearest the band first), so every quadrant gets its share.
 */

const QUADRANTS: readonly Quadrant[] = ['NE', 'NW', 'SE', 'SW'];

export interface ObjectivePlacementInput {
  type: ObjectiveType;
  maxCoord: number;
  /** Player villages (kept at the spacing). */
  villages: readonly Point[];
  /** Objectives already on the map, of every type (kept at the spacing; those of `type` count toward the quadrant's share). */
  objectives: readonly (Point & { type: ObjectiveType })[];
  /** Other tiles that are not free: claimed tiles, events, camps. */
  blocked: readonly Point[];
  tileType: (x: number, y: number) => TileType;
  rng: Rng;
}

export interface PlacedObjective extends Point {
  type: ObjectiveType;
  quadrant: Quadrant;
}

/** The ring band of a type on a map of maxCoord: [min, max] rings, inclusive. */
export function objectiveRings(type: ObjectiveType, maxCoord: number): [number, number] {
  const [a, b] = OBJECTIVE_PLACEMENT[type].rings;
  return [Math.floor(a * maxCoord), Math.max(Math.floor(a * maxCoord), Math.ceil(b * maxCoord))];
}

/** The objectives of `type` to create now so every quadrant holds the table's perQuadrant. */
export function placeObjectives(input: ObjectivePlacementInput): PlacedObjective[] {
  const { maxCoord, type } = input;
  const spacing = OBJECTIVE_PLACEMENT.spacing;
  const [r0, r1] = objectiveRings(type, maxCoord);
  const taken = new Set(input.blocked.map((p) => `${p.x},${p.y}`));
  const keepAway: Point[] = [...input.villages, ...input.objectives];
  const out: PlacedObjective[] = [];
  const free = (p: Point) => !taken.has(`${p.x},${p.y}`) && isLand(input.tileType(p.x, p.y)) && keepAway.every((v) => chebyshev(v, p) >= spacing);
  // How far outside the band a ring lies (0 inside): the fallback takes the nearest rings first.
  const offBand = (p: Point) => { const r = ringOf(p); return r < r0 ? r0 - r : r > r1 ? r - r1 : 0; };
  for (const q of QUADRANTS) {
    let missing = objectiveDef(type).perQuadrant - input.objectives.filter((o) => o.type === type && quadrantOf(o.x, o.y) === q).length;
    if (missing <= 0) continue;
    const b = quadrantBounds(q, maxCoord);
    const tiles: Point[] = [];
    for (let y = b.y0; y <= b.y1; y++) for (let x = b.x0; x <= b.x1; x++) tiles.push({ x, y });
    // Computed once per quadrant (villages can be thousands); each pick then removes its neighbourhood.
    let ok = tiles.filter(free);
    while (missing > 0 && ok.length > 0) {
      const best = Math.min(...ok.map(offBand));
      const pool = ok.filter((p) => offBand(p) === best);
      const p = pool[Math.min(pool.length - 1, Math.floor(input.rng() * pool.length))];
      out.push({ x: p.x, y: p.y, type, quadrant: q });
      keepAway.push(p);
      ok = ok.filter((t) => chebyshev(t, p) >= spacing);
      missing--;
    }
  }
  return out;
}
