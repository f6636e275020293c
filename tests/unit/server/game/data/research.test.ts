import { describe, expect, it } from 'vitest';
import { findResearch, RESEARCH, researchByTier, researchOf, unlockedBuildings } from '../../../../../server/game/data/research';
import { BUILDINGS, findBuilding } from '../../../../../server/game/data/buildings';

// SPEC.md section 3, the 21 technologies in order.
const SPEC_NAMES = ['town defenses', 'apprenticeship', 'riding training', 'organised labour', 'smithing', 'divine inspiration',
  'bureaucracy', 'celestial charting', 'mechanical saw', 'prospecting', 'stirrups', 'precision mining', 'literary craft',
  'craftsmanship', 'crop rotations', 'deep excavation', 'blast furnace', 'forestry', 'theological scholarship',
  'pedal-driven loom', 'food preservation'];

describe('the research table', () => {
  it('numbers the 21 technologies of SPEC.md 1..21 in its order', () => {
    expect(RESEARCH).toHaveLength(21);
    expect(RESEARCH.map((r) => r.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(RESEARCH.map((r) => r.name.toLowerCase())).toEqual(SPEC_NAMES);
    expect(RESEARCH.map((r) => r.key)).toEqual(SPEC_NAMES.map((n) => n.replace(/[ -]/g, '_')));
  });

  it('finds by id and key', () => {
    expect(researchOf(10).key).toBe('prospecting');
    expect(researchOf('stirrups').id).toBe(11);
    expect(findResearch(22)).toBeUndefined();
    expect(() => researchOf('nothing')).toThrow();
    expect(Object.keys(researchByTier())).toEqual(['1', '2', '3']);
    expect(researchByTier()[2].map((r) => r.id)).toEqual([8, 9, 10, 11, 12, 13, 14]);
  });

  it('requires only earlier technologies of a lower or equal tier (so the tree has no cycle)', () => {
    for (const r of RESEARCH) {
      for (const k of r.requires) {
        const p = researchOf(k);
        expect(p.id, `${r.key} needs ${k}`).toBeLessThan(r.id);
        expect(p.tier).toBeLessThanOrEqual(r.tier);
      }
    }
  });

  it('costs more science in every higher tier', () => {
    for (const r of RESEARCH) {
      for (const q of RESEARCH) if (q.tier > r.tier) expect(q.science_base).toBeGreaterThan(r.science_base);
    }
  });

  it('unlocks real buildings; every building that needs research is unlocked by exactly the one it names', () => {
    const unlockers = new Map<string, string[]>();
    for (const r of RESEARCH) {
      expect(unlockedBuildings(r).length, r.key).toBeGreaterThan(0);
      expect(r.unlocks_building).toBe(unlockedBuildings(r).join(','));
      for (const k of unlockedBuildings(r)) {
        expect(findBuilding(k), `${r.key} unlocks ${k}`).toBeDefined();
        unlockers.set(k, [...(unlockers.get(k) ?? []), r.key]);
      }
    }
    for (const b of BUILDINGS) {
      if (b.research === null) expect(unlockers.has(b.key), b.key).toBe(false);
      else expect(unlockers.get(b.key), b.key).toEqual([b.research]);
    }
  });
});
