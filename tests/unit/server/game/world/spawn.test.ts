import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chooseSpawn, spawnCandidates, spawnMinRing, SPAWN_FULL, SPAWN_MIN_DISTANCE } from '../../../../../server/game/world/spawn';
import { chebyshev, quadrantOf, ringOf, type Point } from '../../../../../server/game/world/coords';
import { tileAt } from '../../../../../server/game/world/terrain';
import { mulberry32 } from '../../../../../server/game/world/rng';
import { quadrant as quadrantSchema } from '../../../../../server/contract/world';

const QUADRANTS = quadrantSchema.options;
const SEED = 'spawn-test';

describe('spawn choice', () => {
  it('lands on land in the asked quadrant, far enough from every village', () => {
    fc.assert(fc.property(
      fc.constantFrom(...QUADRANTS),
      fc.array(fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -20, max: 20 }) }), { maxLength: 30 }),
      fc.integer(),
      (q, villages, seed) => {
        const r = chooseSpawn({ quadrant: q, villages, maxCoord: 20, seed: SEED, rng: mulberry32(seed) });
        if (!r.ok) return true; // a crowded quadrant may be full; checked below
        expect(quadrantOf(r.x, r.y)).toBe(q);
        expect(tileAt(SEED, r.x, r.y)).not.toBe('water');
        for (const v of villages) expect(chebyshev(v, r)).toBeGreaterThanOrEqual(SPAWN_MIN_DISTANCE);
        return true;
      },
    ), { numRuns: 200 });
  });

  it('does not stand on a claimed tile', () => {
    const first = chooseSpawn({ quadrant: 'NE', villages: [], maxCoord: 10, seed: SEED, rng: () => 0 });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const again = chooseSpawn({ quadrant: 'NE', villages: [], claimed: [first], maxCoord: 10, seed: SEED, rng: () => 0 });
    expect(again.ok && (again.x !== first.x || again.y !== first.y)).toBe(true);
  });

  it('fills a quadrant from the inner band outward, then says it is full', () => {
    const maxCoord = 15;
    const villages: Point[] = [];
    const rng = mulberry32(7);
    const rings: number[] = [];
    for (;;) {
      const r = chooseSpawn({ quadrant: 'SW', villages, maxCoord, seed: SEED, rng });
      if (!r.ok) {
        expect(r.error).toBe(SPAWN_FULL);
        break;
      }
      villages.push(r);
      rings.push(ringOf(r));
      expect(villages.length).toBeLessThan(500);
    }
    expect(villages.length).toBeGreaterThan(5);
    expect(spawnCandidates({ quadrant: 'SW', villages, maxCoord, seed: SEED })).toEqual([]);
    // Early villages start outside the centre; later ones sit nearer the rim on average.
    expect(rings[0]).toBeGreaterThanOrEqual(spawnMinRing(maxCoord));
    const half = Math.floor(rings.length / 2);
    const avg = (a: number[]) => a.reduce((s, v) => s + v, 0) / a.length;
    expect(avg(rings.slice(half))).toBeGreaterThan(avg(rings.slice(0, Math.min(half, 5))));
    // Every pair keeps its distance.
    for (let i = 0; i < villages.length; i++) {
      for (let j = i + 1; j < villages.length; j++) expect(chebyshev(villages[i], villages[j])).toBeGreaterThanOrEqual(SPAWN_MIN_DISTANCE);
    }
  });

  it('uses the centre only when the rest of the quadrant is full', () => {
    const maxCoord = 10;
    const minRing = spawnMinRing(maxCoord);
    // Block every tile at or beyond minRing by claims; only the centre stays free.
    const claimed: Point[] = [];
    for (let y = 0; y <= maxCoord; y++) for (let x = 0; x <= maxCoord; x++) if (Math.max(x, y) >= minRing) claimed.push({ x, y });
    const r = chooseSpawn({ quadrant: 'NE', villages: [], claimed, maxCoord, seed: SEED, rng: () => 0.5, tileType: () => 'plains' });
    expect(r.ok && ringOf(r) < minRing).toBe(true);
  });

  it('refuses a quadrant of water', () => {
    const r = chooseSpawn({ quadrant: 'NW', villages: [], maxCoord: 8, seed: SEED, rng: Math.random, tileType: () => 'water' });
    expect(r).toEqual({ ok: false, error: SPAWN_FULL });
  });

  it('is repeatable with the same rng seed', () => {
    const a = chooseSpawn({ quadrant: 'SE', villages: [{ x: 5, y: -5 }], maxCoord: 30, seed: SEED, rng: mulberry32(42) });
    const b = chooseSpawn({ quadrant: 'SE', villages: [{ x: 5, y: -5 }], maxCoord: 30, seed: SEED, rng: mulberry32(42) });
    expect(a).toEqual(b);
  });
});
