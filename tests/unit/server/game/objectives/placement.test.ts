import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OBJECTIVE_PLACEMENT, OBJECTIVE_TYPES, objectiveDef, type ObjectiveType } from '../../../../../server/game/data/objectives';
import { objectiveRings, placeObjectives } from '../../../../../server/game/objectives';
import { chebyshev, quadrantOf, ringOf, type Point } from '../../../../../server/game/world/coords';
import { mulberry32, seededRng } from '../../../../../server/game/world/rng';
import { tileAt } from '../../../../../server/game/world/terrain';

const maxCoord = 51;
const seed = 'objectives-test';
const tileType = (x: number, y: number) => tileAt(seed, x, y);

describe('placeObjectives', () => {
  it('gives every quadrant the table count, inside the type band, on land, spaced from villages and each other', () => {
    const villages: Point[] = [{ x: 15, y: 15 }, { x: -20, y: 12 }, { x: 30, y: -30 }];
    for (const type of OBJECTIVE_TYPES) {
      const out = placeObjectives({ type, maxCoord, villages, objectives: [], blocked: [], tileType, rng: seededRng(type) });
      const per = { NE: 0, NW: 0, SE: 0, SW: 0 };
      for (const o of out) per[o.quadrant]++;
      const n = objectiveDef(type).perQuadrant;
      expect(per).toEqual({ NE: n, NW: n, SE: n, SW: n });
      const [r0, r1] = objectiveRings(type, maxCoord);
      for (const o of out) {
        expect(quadrantOf(o.x, o.y)).toBe(o.quadrant);
        expect(ringOf(o)).toBeGreaterThanOrEqual(r0);
        expect(ringOf(o)).toBeLessThanOrEqual(r1);
        expect(tileType(o.x, o.y)).not.toBe('water');
        for (const v of villages) expect(chebyshev(v, o)).toBeGreaterThanOrEqual(OBJECTIVE_PLACEMENT.spacing);
        for (const p of out) if (p !== o) expect(chebyshev(p, o)).toBeGreaterThanOrEqual(OBJECTIVE_PLACEMENT.spacing);
      }
    }
  });

  it('tops up only what a quadrant lacks (a restart or a moved startTime does not double them)', () => {
    const first = placeObjectives({ type: 'landmark', maxCoord, villages: [], objectives: [], blocked: [], tileType, rng: seededRng('x') });
    const again = placeObjectives({ type: 'landmark', maxCoord, villages: [], objectives: first, blocked: [], tileType, rng: seededRng('y') });
    expect(again).toEqual([]);
    const oneGone = first.filter((o) => o.quadrant !== 'SW' || o !== first.find((f) => f.quadrant === 'SW'));
    const refill = placeObjectives({ type: 'landmark', maxCoord, villages: [], objectives: oneGone, blocked: [], tileType, rng: seededRng('z') });
    expect(refill.map((o) => o.quadrant)).toEqual(['SW']);
  });

  it('property: never on water, a blocked tile or near a village or objective, whatever the map holds', () => {
    const pt = fc.record({ x: fc.integer({ min: -12, max: 12 }), y: fc.integer({ min: -12, max: 12 }) });
    fc.assert(fc.property(fc.constantFrom<ObjectiveType>(...OBJECTIVE_TYPES), fc.array(pt, { maxLength: 30 }), fc.array(pt, { maxLength: 60 }), fc.integer(),
      (type, villages, blocked, s) => {
        const out = placeObjectives({ type, maxCoord: 12, villages, objectives: [], blocked, tileType, rng: mulberry32(s) });
        const bad = new Set(blocked.map((p) => `${p.x},${p.y}`));
        for (const o of out) {
          expect(bad.has(`${o.x},${o.y}`)).toBe(false);
          expect(tileType(o.x, o.y)).not.toBe('water');
          for (const v of [...villages, ...out.filter((p) => p !== o)]) expect(chebyshev(v, o)).toBeGreaterThanOrEqual(OBJECTIVE_PLACEMENT.spacing);
        }
      }), { numRuns: 60 });
  });
});
