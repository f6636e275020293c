import { describe, expect, it } from 'vitest';
import { gameData } from '../../../../server/game/data/gamedata';
import { checkClaim as serverCheck, claimThreshold as serverThreshold } from '../../../../server/game/tiles/claim';
import { checkClaim, claimThreshold, type ClaimTarget } from '../../../../client/routes/village/tileClaim';

const g = gameData({ speed: 1, maxCoord: 51, tileThresholds: [600], startTime: new Date(0) });
const village = { x: 10, y: 10, tier: 'village' as const, population: 0, tiles: [] as Array<{ x: number; y: number }> };
const tile = (over: Partial<ClaimTarget> = {}): ClaimTarget => ({ x: 11, y: 10, type: 'forest', hasVillage: false, claimed: false, ...over });

describe('claiming a tile from the map', () => {
  it('offers a free land tile next to the village, free while the tier has free claims', () => {
    expect(checkClaim(village, tile(), g)).toEqual({ offer: true, ok: true, free: true, n: 1 });
  });

  it('offers nothing for the village tile, far tiles, water, villages and claimed tiles', () => {
    expect(checkClaim(village, tile({ x: 10, y: 10 }), g)).toEqual({ offer: false });
    expect(checkClaim(village, tile({ x: 12, y: 10 }), g)).toEqual({ offer: false });
    expect(checkClaim({ ...village, tier: 'town' }, tile({ x: 12, y: 8 }), g).offer).toBe(true);
    expect(checkClaim(village, tile({ type: 'water' }), g)).toEqual({ offer: false });
    expect(checkClaim(village, tile({ hasVillage: true }), g)).toEqual({ offer: false });
    expect(checkClaim(village, tile({ claimed: true }), g)).toEqual({ offer: false });
  });

  it('needs the population threshold once the free claims are used', () => {
    const two = { ...village, tiles: [{ x: 9, y: 9 }, { x: 9, y: 10 }] };
    expect(checkClaim(two, tile(), g)).toEqual({ offer: true, ok: false, population: 1800, n: 3 });
    expect(checkClaim({ ...two, population: 1800 }, tile(), g)).toEqual({ offer: true, ok: true, free: false, n: 3 });
  });

  it('agrees with the server rule', () => {
    for (const n of [0, 1, 2, 5]) expect(claimThreshold(n, [600, 700])).toBe(serverThreshold(n, [600, 700]));
    for (const [dx, dy, pop, claimed] of [[1, 0, 0, 0], [2, 2, 0, 0], [1, 1, 100, 3], [0, 1, 5000, 4]] as const) {
      const v = { ...village, population: pop, tiles: Array.from({ length: claimed }, (_, i) => ({ x: -i, y: 0 })) };
      const client = checkClaim(v, tile({ x: 10 + dx, y: 10 + dy }), g);
      const server = serverCheck({
        village: v, claimed, population: pop, tile: { x: 10 + dx, y: 10 + dy }, terrain: 'forest', hasVillage: false, isClaimed: false, thresholds: [600],
      });
      expect(client.offer && client.ok).toBe(server.ok);
    }
  });
});
