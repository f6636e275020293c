import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classify, isLand, terrainString, tileAt, TERRAIN_THRESHOLDS } from '../../../../../server/game/world/terrain';
import { CODE_TILES, TILE_CODES, tileFromTerrain } from '../../../../../server/game/world/tileCodes';
import { tileType, type TileType } from '../../../../../server/contract/world';

const ALL_TYPES = tileType.options;
const MAX = 51;

function counts(seed: string, maxCoord = MAX): Record<TileType, number> {
  const c = Object.fromEntries(ALL_TYPES.map((t) => [t, 0])) as Record<TileType, number>;
  for (let y = -maxCoord; y <= maxCoord; y++) for (let x = -maxCoord; x <= maxCoord; x++) c[tileAt(seed, x, y)]++;
  return c;
}

describe('terrain', () => {
  it('is deterministic: the same seed and tile always give the same type', () => {
    fc.assert(fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }),
      (seed, x, y) => tileAt(seed, x, y) === tileAt(seed, x, y)));
    expect(terrainString('aether', MAX)).toBe(terrainString('aether', MAX));
  });

  it('gives different maps for different seeds', () => {
    expect(terrainString('aether', MAX)).not.toBe(terrainString('aether2', MAX));
    expect(terrainString('a', 20)).not.toBe(terrainString('b', 20));
  });

  it('shows every tile type on the default 103 x 103 map, for many seeds', () => {
    for (const seed of ['aether', 'seed-1', 'seed-2', 'x', 'continent', 'alpha-1']) {
      const c = counts(seed);
      for (const t of ALL_TYPES) expect(c[t], `${t} on ${seed}`).toBeGreaterThan(0);
    }
  });

  it('keeps water around 8-15% over many seeds and within 3-25% on any one map', () => {
    let water = 0;
    let total = 0;
    for (let i = 0; i < 20; i++) {
      const c = counts(`dist-${i}`);
      const n = Object.values(c).reduce((a, b) => a + b, 0);
      expect(c.water / n).toBeGreaterThan(0.03);
      expect(c.water / n).toBeLessThan(0.25);
      water += c.water;
      total += n;
    }
    expect(water / total).toBeGreaterThan(0.08);
    expect(water / total).toBeLessThan(0.15);
  });

  it('makes regions, not static: most tiles share their type with a neighbour', () => {
    const seed = 'regions';
    let same = 0;
    let n = 0;
    for (let y = -MAX; y <= MAX; y++) {
      for (let x = -MAX; x < MAX; x++) {
        if (tileAt(seed, x, y) === tileAt(seed, x + 1, y)) same++;
        n++;
      }
    }
    expect(same / n).toBeGreaterThan(0.6);
  });

  it('classifies by elevation and moisture', () => {
    const t = TERRAIN_THRESHOLDS;
    expect(classify(t.water - 0.01, 0)).toBe('water');
    expect(classify(t.mountains + 0.01, 0.9)).toBe('mountains');
    expect(classify((t.hills + t.mountains) / 2, 0.5)).toBe('hills');
    expect(classify((t.hills + t.mountains) / 2, t.rockyDry - 0.01)).toBe('rocky_plains');
    expect(classify((t.water + t.wetLowland) / 2, t.swamp + 0.01)).toBe('swamp');
    expect(classify((t.water + t.wetLowland) / 2, (t.marsh + t.swamp) / 2)).toBe('marshlands');
    expect(classify(0, t.forest + 0.01)).toBe('forest');
    expect(classify(0, (t.woodlands + t.forest) / 2)).toBe('woodlands');
    expect(classify(0, t.woodlands - 0.01)).toBe('plains');
    expect(isLand('water')).toBe(false);
    expect(ALL_TYPES.filter((t2) => t2 !== 'water').every(isLand)).toBe(true);
  });
});

describe('terrain string', () => {
  it('holds one code per tile, rows from y = maxCoord down, x from -maxCoord up', () => {
    const m = 12;
    const s = terrainString('layout', m);
    expect(s.length).toBe(25 * 25);
    fc.assert(fc.property(fc.integer({ min: -m, max: m }), fc.integer({ min: -m, max: m }), (x, y) => {
      expect(s[(m - y) * 25 + (x + m)]).toBe(TILE_CODES[tileAt('layout', x, y)]);
      expect(tileFromTerrain(s, m, x, y)).toBe(tileAt('layout', x, y));
    }));
    expect(tileFromTerrain(s, m, m + 1, 0)).toBeUndefined();
  });

  it('uses distinct one-character codes that decode back', () => {
    const codes = Object.values(TILE_CODES);
    expect(new Set(codes).size).toBe(ALL_TYPES.length);
    for (const t of ALL_TYPES) {
      expect(TILE_CODES[t]).toHaveLength(1);
      expect(CODE_TILES[TILE_CODES[t]]).toBe(t);
    }
  });
});
