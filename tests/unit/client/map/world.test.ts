import { describe, expect, it } from 'vitest';
import { decodeWorld, tileInfo, tileTypeAt, TILE_TYPES } from '../../../../client/map/world';
import { buildTerrainGrid } from '../../../../client/map/paint/terrainGrid';
import { paintGround } from '../../../../client/map/paint/ground';
import { tileFromTerrain } from '../../../../server/game/world/tileCodes';
import { fixtureWorld } from '../../../../stories/map/fixtures';

describe('decodeWorld', () => {
  const res = fixtureWorld(20, 'decode-test');
  const w = decodeWorld(res);

  it('reads the terrain string with north (+y) first, exactly as the server encodes it', () => {
    for (const [x, y] of [[-20, 20], [20, 20], [-20, -20], [20, -20], [0, 0], [3, -7], [-11, 5]]) {
      expect(tileTypeAt(w, x, y)).toBe(tileFromTerrain(res.terrain, 20, x, y));
    }
    expect(tileTypeAt(w, 21, 0)).toBeUndefined();
  });

  it('indexes villages and claims by tile', () => {
    const v = res.villages[0];
    const info = tileInfo(w, v.x, v.y)!;
    expect(info.village?.name).toBe(v.name);
    const claim = res.claimed[0];
    expect(tileInfo(w, claim.x, claim.y)!.claimedBy?.id).toBe(claim.village_id);
  });

  it('handles a 401 x 401 continent', () => {
    const big = decodeWorld({ maxCoord: 200, terrain: 'p'.repeat(401 * 401 - 1) + '~', villages: [], claimed: [] });
    expect(big.types.length).toBe(401 * 401);
    expect(tileTypeAt(big, 200, -200)).toBe('water');
    expect(tileTypeAt(big, -200, 200)).toBe('plains');
  });
});

describe('terrain painting', () => {
  it('paints every tile type in its own colour, and leaves the outside of the map transparent', () => {
    // A strip of one tile per type, each 3 tiles wide so the centre is away from the warped borders.
    const m = 13;
    const side = 2 * m + 1;
    const types = new Uint8Array(side * side);
    for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) types[y * side + x] = Math.min(8, Math.floor(x / 3));
    const grid = buildTerrainGrid(m, types);
    const res = 8;
    const colours = TILE_TYPES.map((_, i) => {
      const out = new Uint8ClampedArray(res * res * 4);
      paintGround(grid, { x0: -m + i * 3 + 1, y0: 0, w: 1, h: 1 }, res, out);
      let r = 0, g = 0, b = 0;
      for (let p = 0; p < out.length; p += 4) { r += out[p]; g += out[p + 1]; b += out[p + 2]; }
      const n = out.length / 4;
      return [r / n, g / n, b / n];
    });
    for (let i = 0; i < colours.length; i++) {
      for (let j = i + 1; j < colours.length; j++) {
        const d = Math.hypot(colours[i][0] - colours[j][0], colours[i][1] - colours[j][1], colours[i][2] - colours[j][2]);
        expect(d, `${TILE_TYPES[i]} vs ${TILE_TYPES[j]}`).toBeGreaterThan(6);
      }
    }
    const outside = new Uint8ClampedArray(4 * 4 * 4);
    paintGround(grid, { x0: m + 2, y0: 0, w: 1, h: 1 }, 4, outside);
    expect(outside.every((v, i) => i % 4 !== 3 || v === 0)).toBe(true);
  });
});
