import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TileType } from '../../../../../server/contract/world';
import { EVENT_BAND } from '../../../../../server/game/data/events';
import { difficultyFromStrength, eventsWanted, pickEventType, placeEvents, type StrengthPoint } from '../../../../../server/game/events';
import { chebyshev, quadrantOf, type Point } from '../../../../../server/game/world/coords';
import { mulberry32, seededRng } from '../../../../../server/game/world/rng';
import { tileAt } from '../../../../../server/game/world/terrain';

const key = (p: Point) => `${p.x},${p.y}`;

describe('event density and difficulty', () => {
  it('one per 25 villages of a quadrant, at least 2', () => {
    expect([0, 1, 25, 50, 51, 100].map(eventsWanted)).toEqual([2, 2, 2, 2, 3, 4]);
  });

  it('difficulty from the mean strength around: Easy below 300, Moderate below 1000, else Hard', () => {
    expect(difficultyFromStrength([])).toBe(1);
    expect(difficultyFromStrength([100, 200])).toBe(1);
    expect(difficultyFromStrength([100, 500])).toBe(2);
    expect(difficultyFromStrength([900, 1200])).toBe(3);
  });

  it('types are drawn by weight: every type comes up', () => {
    const rng = seededRng('types');
    const seen = new Set(Array.from({ length: 200 }, () => pickEventType(rng)));
    expect([...seen].sort()).toEqual(['attack1', 'attack2', 'defend1', 'supply1', 'supply2']);
  });
});

describe('placeEvents', () => {
  const maxCoord = 20;
  const seed = 'events-test';
  const plainsAndLakes = (x: number, y: number): TileType => ((x * 7 + y * 3) % 5 === 0 ? 'water' : 'plains');

  it('fills each quadrant to the density within the band of its villages, with the nearest village as target', () => {
    const villages: StrengthPoint[] = [{ x: 5, y: 5, strength: 100 }, { x: -8, y: 6, strength: 2000 }, { x: 6, y: -9, strength: 500 }, { x: -10, y: -10, strength: 0 }];
    const out = placeEvents({ maxCoord, villages, blocked: [], events: [{ x: 9, y: 9 }], tileType: plainsAndLakes, rng: seededRng('a') });
    const per = { NE: 0, NW: 0, SE: 0, SW: 0 };
    for (const e of out) per[e.quadrant]++;
    expect(per).toEqual({ NE: 1, NW: 2, SE: 2, SW: 2 });
    for (const e of out) {
      expect(quadrantOf(e.x, e.y)).toBe(e.quadrant);
      const d = Math.min(...villages.map((v) => chebyshev(v, e)));
      expect(chebyshev(e.near, e)).toBe(d);
    }
    expect(out.filter((e) => e.quadrant === 'NW').every((e) => e.difficulty === 3)).toBe(true);
  });

  it('places nothing where no village is near (no free tile in the band) and nothing when the density is met', () => {
    expect(placeEvents({ maxCoord, villages: [], blocked: [], events: [], tileType: plainsAndLakes, rng: seededRng('b') })).toEqual([]);
    const full = placeEvents({
      maxCoord, villages: [{ x: 5, y: 5, strength: 0 }], blocked: [],
      events: [{ x: 1, y: 1 }, { x: 2, y: 1 }, { x: -1, y: 1 }, { x: -2, y: 1 }, { x: 1, y: -1 }, { x: 2, y: -1 }, { x: -1, y: -1 }, { x: -2, y: -1 }],
      tileType: plainsAndLakes, rng: seededRng('c'),
    });
    expect(full).toEqual([]);
  });

  it('property: never on water, a village, a blocked tile or an event; always within the band; no tile twice', () => {
    const pt = fc.record({ x: fc.integer({ min: -maxCoord, max: maxCoord }), y: fc.integer({ min: -maxCoord, max: maxCoord }) });
    fc.assert(fc.property(
      fc.array(fc.record({ x: pt.map((p) => p.x), y: pt.map((p) => p.y), strength: fc.integer({ min: 0, max: 3000 }) }), { maxLength: 40 }),
      fc.array(pt, { maxLength: 60 }),
      fc.array(pt, { maxLength: 8 }),
      fc.integer(),
      (villages, blocked, events, s) => {
        const tileType = (x: number, y: number) => tileAt(seed, x, y);
        const out = placeEvents({ maxCoord, villages, blocked, events, tileType, rng: mulberry32(s) });
        const taken = new Set([...villages, ...blocked, ...events].map(key));
        const placed = new Set<string>();
        for (const e of out) {
          expect(tileType(e.x, e.y)).not.toBe('water');
          expect(taken.has(key(e))).toBe(false);
          expect(placed.has(key(e))).toBe(false);
          placed.add(key(e));
          const d = Math.min(...villages.map((v) => chebyshev(v, e)));
          expect(d).toBeGreaterThanOrEqual(EVENT_BAND.min);
          expect(d).toBeLessThanOrEqual(EVENT_BAND.max);
          expect(Math.abs(e.x) <= maxCoord && Math.abs(e.y) <= maxCoord).toBe(true);
        }
      },
    ), { numRuns: 60 });
  });
});
