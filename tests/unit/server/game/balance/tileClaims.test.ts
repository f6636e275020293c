import { describe, expect, it } from 'vitest';
import { fullVillage, tileClaimReach } from '../../../../../server/game/balance/tileClaims';
import { TIERS } from '../../../../../server/game/data/tiers';

/**
 * Paid tile claims within reach (issue 13 point 5; docs/RULES.md "Tile claims within reach"): per tier, a village
 * fully built at the tier's maximum level with the food-improving districts houses the population its first paid
 * claim needs (tileThresholds [600], SPEC.md's default: 600 x n for n = free claims + 1) and feeds it (net food >= 0).
 * Failed before the rebalance: a building level housed 1 inhabitant, so a fully built village held 140 of 1,800.
 */
describe('paid tile claims at the default tileThresholds [600]', () => {
  const reach = tileClaimReach([600]);

  it.each(TIERS.map((t) => t.key))('a fully built %s with a food district holds its first paid claim\'s population', (tier) => {
    const r = reach.find((x) => x.tier === tier)!;
    expect(r.threshold).toBe(600 * (TIERS.find((t) => t.key === tier)!.freeClaims + 1));
    expect(r.fed.population).toBeGreaterThanOrEqual(r.threshold);
    expect(r.fed.foodNet).toBeGreaterThanOrEqual(0);
    expect(r.fed.food - r.threshold).toBeGreaterThanOrEqual(0);
    expect(r.reachable).toBe(true);
  });

  it('the village needs the Economy district (its Water Mill): the fed village of each tier improves food', () => {
    expect(reach[0].fed.districts).toEqual(['economy']);
    for (const r of reach) expect(r.fed.foodImprovement).toBeGreaterThan(0);
  });

  it('any fully built village feeds its own inhabitants, whatever its districts (no village starves by building)', () => {
    for (const r of reach) expect(r.hungriest.foodNet).toBeGreaterThanOrEqual(0);
  });

  it('computes population and food from the tables: 13 per building level, food = floor(base x (1 + improvement))', () => {
    const v = fullVillage('village', ['economy']);
    expect(v.population).toBe(v.buildings * 13 * 10);
    expect(v.food).toBe(Math.floor(v.foodBase * (1 + v.foodImprovement)));
    expect(v.foodNet).toBe(v.food - v.population);
  });
});
