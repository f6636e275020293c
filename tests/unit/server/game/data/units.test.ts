import { describe, expect, it } from 'vitest';
import { findUnit, UNITS, unitOf, unitRequirements } from '../../../../../server/game/data/units';
import { buildingOf } from '../../../../../server/game/data/buildings';
import { tierOf, TIERS } from '../../../../../server/game/data/tiers';
import { storageAmount } from '../../../../../server/game/economy/levels';

describe('the unit table', () => {
  it('has the 15 units of SPEC.md with their names', () => {
    expect(UNITS.map((u) => [u.key, u.name])).toEqual([
      ['melee1', 'Militia'], ['melee2', 'Spearman'], ['melee3', 'Swordsman'], ['melee4', 'Halberdier'],
      ['cav1', 'Horseman'], ['cav2', 'Scout'], ['cav3', 'Lancer'], ['cav4', 'Knight'], ['cav5', 'Cataphract'],
      ['ranged1', 'Archer'], ['ranged2', 'Longbow'], ['ranged3', 'Cavalry Archer'], ['ranged4', 'Crossbow'],
      ['special1', 'Settlers'], ['special2', 'Noble'],
    ]);
    expect(findUnit('cav9')).toBeUndefined();
    expect(() => unitOf('cav9')).toThrow();
  });

  it('follows the unlock levels of SPEC.md section 9', () => {
    const req = (k: string) => unitRequirements(unitOf(k)).map((r) => `${r.building} ${r.level}`);
    expect(req('melee1')).toEqual(['barracks 1']);
    expect(req('melee2')).toEqual(['barracks 5']);
    expect(req('melee3')).toEqual(['barracks 10', 'armory 5']);
    expect(req('melee4')).toEqual(['barracks 15', 'military_academy 5']);
    expect(req('cav1')).toEqual(['stables 1']);
    expect(req('cav2')).toEqual(['stables 5']);
    expect(req('cav3')).toEqual(['stables 10', 'armory 10']);
    expect(req('cav4')).toEqual(['stables 10', 'saddlemaker 10']);
    expect(req('cav5')).toEqual(['stables 15', 'military_academy 10']);
    expect(req('ranged1')).toEqual(['archery_range 1']);
    expect(req('ranged2')).toEqual(['archery_range 5', 'armory 1']);
    expect(req('ranged3')).toEqual(['archery_range 10', 'saddlemaker 5']);
    expect(req('ranged4')).toEqual(['archery_range 15', 'armory 15']);
  });

  it('has sane stats: positive speed, size and work, non-negative everything else, one scout', () => {
    for (const u of UNITS) {
      expect(u.speed, u.key).toBeGreaterThan(0);
      expect(u.size).toBeGreaterThan(0);
      expect(u.work).toBeGreaterThan(0);
      expect(u.consumption).toBeGreaterThan(0);
      for (const v of [u.attack, u.carry, u.defence.melee, u.defence.cav, u.defence.ranged]) expect(v).toBeGreaterThanOrEqual(0);
    }
    expect(UNITS.filter((u) => u.scout).map((u) => u.key)).toEqual(['cav2']);
    // Cavalry is faster than infantry, which is what makes it cavalry.
    const slowestCav = Math.min(...UNITS.filter((u) => u.type === 'cav').map((u) => u.speed));
    const fastestMelee = Math.max(...UNITS.filter((u) => u.type === 'melee').map((u) => u.speed));
    expect(slowestCav).toBeGreaterThan(fastestMelee);
  });

  it('is trainable where it can be afforded: each requirement level exists in some tier and the cost fits its store', () => {
    for (const u of UNITS) {
      // The lowest tier where every requirement can be met.
      const need = Math.max(...unitRequirements(u).map((r) => {
        const b = buildingOf(r.building);
        return TIERS.find((t) => t.maxLevel >= r.level && t.rank >= tierOf(b.tier).rank)!.rank;
      }));
      const tier = TIERS.find((t) => t.rank === need)!;
      const cap = storageAmount(1000, 1.25, tier.maxLevel);
      for (const r of ['wood', 'stone', 'iron', 'food'] as const) expect(u.cost[r], `${u.key} ${r}`).toBeLessThanOrEqual(cap);
    }
  });
});
