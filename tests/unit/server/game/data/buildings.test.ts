import { describe, expect, it } from 'vitest';
import { BUILDINGS, buildingOf, CORE_BUILDING_KEYS, findBuilding } from '../../../../../server/game/data/buildings';
import { DISTRICT_KEYS } from '../../../../../server/game/data/districts';
import { TIERS, tierOf } from '../../../../../server/game/data/tiers';
import { UNITS } from '../../../../../server/game/data/units';
import { costAt, maxLevelFor, storageAmount, workAt } from '../../../../../server/game/economy/levels';

// SPEC.md section 3, "Buildings by key", in its order (display names with spaces -> snake_case keys).
const SPEC_BUILDINGS = ['farm', 'quarry', 'iron mine', 'forester', 'town hall', 'mineshaft', 'crane engineer', 'rafters',
  'water mill', 'library', 'theater', 'marketplace', 'stables', 'barracks', 'workshop', 'walls', 'warehouse', 'food cellar',
  'bakery', 'archery range', 'workers guild', 'shift office', 'armory', 'public gardens', 'university', 'observatory',
  'windmill', 'seedvault', 'temple', 'museum', 'wool factory', 'military academy', 'siege workshop', 'preservary',
  'draining engines', 'mining guild', 'rolling mill', 'blast furnace', 'sawmill', 'sustainability office', 'monastery',
  'cartwright', 'engineering school', 'school', 'bookbinder', 'crafters guild', 'siege academy', 'saddlemaker'];

describe('the building table', () => {
  it('holds exactly the 48 buildings of SPEC.md, with snake_case unique keys', () => {
    expect(SPEC_BUILDINGS).toHaveLength(48);
    expect(BUILDINGS).toHaveLength(48);
    const keys = BUILDINGS.map((b) => b.key);
    expect(new Set(keys).size).toBe(48);
    expect([...keys].sort()).toEqual(SPEC_BUILDINGS.map((s) => s.replace(/ /g, '_')).sort());
    for (const k of keys) expect(k).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('shows the rolling mill as Prospector', () => {
    expect(buildingOf('rolling_mill').name).toBe('Prospector');
    expect(findBuilding('nope')).toBeUndefined();
    expect(() => buildingOf('nope')).toThrow();
  });

  it('makes exactly the nine core buildings of GAME.md district-free, and every other one belongs to a district', () => {
    expect([...CORE_BUILDING_KEYS].sort()).toEqual(
      ['town_hall', 'farm', 'forester', 'quarry', 'iron_mine', 'warehouse', 'food_cellar', 'walls', 'marketplace'].sort());
    for (const b of BUILDINGS) {
      expect(b.core).toBe(b.district === null);
      if (!b.core) expect(DISTRICT_KEYS).toContain(b.district);
    }
  });

  it('gives every district at least one building a new village may build without research', () => {
    for (const d of DISTRICT_KEYS) {
      expect(BUILDINGS.some((b) => b.district === d && b.tier === 'village' && b.research === null), d).toBe(true);
    }
  });

  it('gives the four primary buildings base production of their resource and the stores their capacity', () => {
    const base = (k: string) => buildingOf(k).effects.find((e) => e.kind === 'base');
    expect(base('farm')).toMatchObject({ rate: 'food' });
    expect(base('forester')).toMatchObject({ rate: 'wood' });
    expect(base('quarry')).toMatchObject({ rate: 'stone' });
    expect(base('iron_mine')).toMatchObject({ rate: 'iron' });
    expect(base('town_hall')).toMatchObject({ rate: 'production' });
    expect(buildingOf('warehouse').effects).toEqual([{ kind: 'storage', store: 'res', base: 1000, growth: 1.25 }]);
    expect(buildingOf('food_cellar').effects[0]).toMatchObject({ kind: 'storage', store: 'food' });
    expect(buildingOf('walls').effects).toEqual([{ kind: 'defence', perLevel: 0.025 }]);
    expect(buildingOf('marketplace').effects).toEqual([{ kind: 'merchants', perLevel: 1 }]);
  });

  it('gives most economy buildings +10% per level to one resource (SPEC.md section 9)', () => {
    const econ = BUILDINGS.filter((b) => b.district === 'economy');
    const tenPercent = econ.filter((b) => b.effects.length === 1 && b.effects[0].kind === 'improve' && b.effects[0].perLevel === 0.1);
    expect(tenPercent.length).toBeGreaterThan(econ.length / 2);
    expect(buildingOf('sawmill').effects).toEqual([{ kind: 'improve', rate: 'wood', perLevel: 0.1 }]);
    expect(buildingOf('crane_engineer').effects).toEqual([{ kind: 'improve', rate: 'stone', perLevel: 0.1 }]);
    expect(buildingOf('mineshaft').effects).toEqual([{ kind: 'improve', rate: 'stone', perLevel: 0.1 }]);
  });

  it('names only real units in trains/unlocks effects, and each unit is trained where its table says', () => {
    for (const b of BUILDINGS) {
      for (const e of b.effects) {
        if (e.kind !== 'trains' && e.kind !== 'unlocks') continue;
        for (const k of e.units) {
          const u = UNITS.find((x) => x.key === k);
          expect(u, `${b.key} -> ${k}`).toBeDefined();
          if (e.kind === 'trains') expect(u!.building).toBe(b.key);
          else expect(u!.requires.map((r) => r.building)).toContain(b.key);
        }
      }
    }
    for (const u of UNITS) {
      const trainer = buildingOf(u.building);
      expect(trainer.effects.some((e) => e.kind === 'trains' && e.units.includes(u.key)), u.key).toBe(true);
    }
  });

  it('caps levels by tier: 10 / 15 / 20, walls at most 20', () => {
    expect(TIERS.map((t) => t.maxLevel)).toEqual([10, 15, 20]);
    expect(maxLevelFor(buildingOf('farm'), 'village')).toBe(10);
    expect(maxLevelFor(buildingOf('walls'), 'town')).toBe(15);
    expect(maxLevelFor(buildingOf('walls'), 'city')).toBe(20);
    for (const b of BUILDINGS) expect(b.maxLevel).toBeLessThanOrEqual(20);
  });

  it('never asks more of one resource than the largest store of the tier where that level becomes possible', () => {
    for (const b of BUILDINGS) {
      for (let L = 1; L <= b.maxLevel; L++) {
        // The first tier that allows level L and the building itself.
        const tier = TIERS.find((t) => t.maxLevel >= L && t.rank >= tierOf(b.tier).rank)!;
        const cap = storageAmount(1000, 1.25, tier.maxLevel);
        const c = costAt(b, L);
        for (const r of ['wood', 'stone', 'iron', 'food'] as const) {
          expect(c[r], `${b.key} level ${L} ${r}`).toBeLessThanOrEqual(cap);
        }
      }
    }
  });

  it('lets the warehouse pay each level out of the previous level', () => {
    const w = buildingOf('warehouse');
    for (let L = 1; L <= 20; L++) {
      const c = costAt(w, L);
      expect(Math.max(c.wood, c.stone, c.iron)).toBeLessThanOrEqual(storageAmount(1000, 1.25, L - 1));
    }
  });

  it('takes minutes for the first levels and days for level 20 (speed 1)', () => {
    const startProduction = 110; // base 50 + town hall level 1 (60): the starting village
    for (const b of BUILDINGS.filter((x) => x.tier === 'village')) {
      expect(workAt(b, 1) / startProduction * 60, `${b.key} level 1 minutes`).toBeLessThanOrEqual(30);
    }
    // A city with town hall, workshop and wool factory at 20 and no improvements: 50 + 5179 + 3453 + 4316 per hour.
    const cityProduction = 50 + 5179 + 3453 + 4316;
    for (const b of BUILDINGS) expect(workAt(b, 20) / cityProduction, `${b.key} level 20 hours`).toBeGreaterThanOrEqual(24);
  });
});
