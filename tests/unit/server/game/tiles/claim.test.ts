import { describe, expect, it } from 'vitest';
import { said } from '../../../../support/said';
import fc from 'fast-check';
import {
  CLAIM_TEXT, checkClaim, claimThreshold, nextClaimNeed, parseTileId, tileIdOf, villagePopulation, type ClaimInput,
} from '../../../../../server/game/tiles';
import { newVillageSetup } from '../../../../../server/game/economy';
import { TIERS } from '../../../../../server/game/data/tiers';

const base = (over: Partial<ClaimInput> = {}): ClaimInput => ({
  village: { x: 10, y: 10, tier: 'village' },
  claimed: 0,
  population: 0,
  tile: { x: 11, y: 10 },
  terrain: 'plains',
  hasVillage: false,
  isClaimed: false,
  thresholds: [600],
  ...over,
});

describe('claim thresholds', () => {
  it('the n-th claim needs tileThresholds[min(n, len - 1)] x n', () => {
    expect([1, 2, 3, 4].map((n) => claimThreshold(n, [600]))).toEqual([600, 1200, 1800, 2400]);
    expect([1, 2, 3, 4].map((n) => claimThreshold(n, [100, 200, 300]))).toEqual([200, 600, 900, 1200]);
    expect(claimThreshold(3, [])).toBe(0);
  });

  it('the tier\'s free claims need no population; the next one does', () => {
    expect(nextClaimNeed('village', 0, [600])).toEqual({ n: 1, free: true, population: 0 });
    expect(nextClaimNeed('village', 1, [600])).toEqual({ n: 2, free: true, population: 0 });
    expect(nextClaimNeed('village', 2, [600])).toEqual({ n: 3, free: false, population: 1800 });
    expect(nextClaimNeed('town', 2, [600])).toEqual({ n: 3, free: true, population: 0 });
    expect(nextClaimNeed('city', 6, [600])).toEqual({ n: 7, free: false, population: 4200 });
  });

  it('property: a claim beyond the free ones passes exactly when the population reaches the threshold; thresholds never fall', () => {
    fc.assert(fc.property(
      fc.constantFrom(...TIERS.map((t) => t.key)), fc.nat(20), fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 5 }),
      fc.nat(100_000),
      (tier, claimed, raw, population) => {
        const thresholds = [...raw].sort((a, b) => a - b);
        const need = nextClaimNeed(tier, claimed, thresholds);
        const free = claimed < TIERS.find((t) => t.key === tier)!.freeClaims;
        expect(need.free).toBe(free);
        expect(need.population).toBe(free ? 0 : claimThreshold(claimed + 1, thresholds));
        expect(claimThreshold(claimed + 2, thresholds)).toBeGreaterThanOrEqual(claimThreshold(claimed + 1, thresholds));
        const r = checkClaim(base({ village: { x: 0, y: 0, tier }, claimed, population, tile: { x: 1, y: 1 }, thresholds }));
        expect(r.ok).toBe(free || population >= need.population);
      },
    ));
  });
});

describe('checkClaim', () => {
  it('accepts a free land tile in the radius', () => {
    expect(checkClaim(base())).toEqual({ ok: true, need: { n: 1, free: true, population: 0 } });
    expect(checkClaim(base({ tile: { x: 9, y: 9 } })).ok).toBe(true);
  });

  it('refuses in order: outside the map, own tile, out of radius, water, a village, claimed, population', () => {
    expect(checkClaim(base({ terrain: undefined }))).toEqual({ ok: false, error: CLAIM_TEXT.outside });
    expect(checkClaim(base({ tile: { x: 10, y: 10 } }))).toEqual({ ok: false, error: CLAIM_TEXT.ownTile });
    expect(checkClaim(base({ tile: { x: 12, y: 10 } }))).toEqual({ ok: false, error: CLAIM_TEXT.tooFar });
    expect(checkClaim(base({ tile: { x: 12, y: 10 }, village: { x: 10, y: 10, tier: 'town' } })).ok).toBe(true);
    expect(checkClaim(base({ tile: { x: 13, y: 7 }, village: { x: 10, y: 10, tier: 'city' } })).ok).toBe(true);
    expect(checkClaim(base({ tile: { x: 14, y: 10 }, village: { x: 10, y: 10, tier: 'city' } })).ok).toBe(false);
    expect(checkClaim(base({ terrain: 'water', isClaimed: true }))).toEqual({ ok: false, error: CLAIM_TEXT.water });
    expect(checkClaim(base({ hasVillage: true, isClaimed: true }))).toEqual({ ok: false, error: CLAIM_TEXT.village });
    expect(checkClaim(base({ isClaimed: true }))).toEqual({ ok: false, error: CLAIM_TEXT.claimed });
    expect(checkClaim(base({ claimed: 2, population: 1799 }))).toEqual({ ok: false, error: said('Requires a population of 1800 or a higher tier village') });
    expect(checkClaim(base({ claimed: 2, population: 1800 })).ok).toBe(true);
  });

  it('population is the sum of building levels x 13 (13 inhabitants per level)', () => {
    expect(villagePopulation(newVillageSetup().buildings)).toBe(91);
    expect(villagePopulation([{ type: 'farm', level: 10 }, { type: 'nonsense', level: 5 }])).toBe(130);
  });
});

describe('tileId', () => {
  it('reads "x|y", {x, y} and the integer id', () => {
    expect(parseTileId('3|-4', 51)).toEqual({ x: 3, y: -4 });
    expect(parseTileId(' -51 | 51 ', 51)).toEqual({ x: -51, y: 51 });
    expect(parseTileId({ x: 0, y: 0 }, 51)).toEqual({ x: 0, y: 0 });
    expect(parseTileId(0, 51)).toEqual({ x: -51, y: -51 });
    expect(parseTileId(103 * 103 - 1, 51)).toEqual({ x: 51, y: 51 });
    expect(parseTileId((0 + 51) * 103 + (2 + 51), 51)).toEqual({ x: 2, y: 0 });
  });

  it('names no tile for anything else', () => {
    for (const v of ['52|0', '0|-52', '1.5|2', '1|', 'x|y', '', '1|2|3', 103 * 103, -1, 1.5, NaN, null, undefined, true, [], [1, 2], { x: 1 }, { x: '1', y: 2 }, { x: 1.5, y: 0 }, { x: 99, y: 0 }]) {
      expect(parseTileId(v, 51), JSON.stringify(v)).toBeUndefined();
    }
  });

  it('property: the integer id and the "x|y" text round-trip every tile', () => {
    fc.assert(fc.property(fc.integer({ min: 5, max: 60 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (m, a, b) => {
      const p = { x: Math.round(-m + a * 2 * m), y: Math.round(-m + b * 2 * m) };
      expect(parseTileId(tileIdOf(p, m), m)).toEqual(p);
      expect(parseTileId(`${p.x}|${p.y}`, m)).toEqual(p);
    }));
  });
});
