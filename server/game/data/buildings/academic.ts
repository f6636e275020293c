import { building, type BuildingDef } from './types';

/**
 * Research district (shown as Academic): science per hour and improvements to it. Science improvements
 * are +5% per level: they multiply several producers at once (not an economy building of SPEC's +10%).
 */
export const ACADEMIC_BUILDINGS: BuildingDef[] = [
  building('research', {
    key: 'library', name: 'Library', tier: 'village', research: null, work: 40,
    cost: [100, 80, 40, 40],
    description: 'Books and scribes: produces science.',
    effects: [{ kind: 'base', rate: 'science', perLevel: 20, growth: 1.08 }],
  }),
  building('research', {
    key: 'school', name: 'School', tier: 'village', research: 'apprenticeship', work: 40,
    cost: [90, 90, 30, 50],
    description: 'Children learn letters and numbers: produces science.',
    effects: [{ kind: 'base', rate: 'science', perLevel: 15, growth: 1.08 }],
  }),
  building('research', {
    key: 'bookbinder', name: 'Bookbinder', tier: 'town', research: 'literary_craft', work: 80,
    cost: [120, 60, 60, 40],
    description: 'Bound copies spread knowledge: +5% science per level.',
    effects: [{ kind: 'improve', rate: 'science', perLevel: 0.05 }],
  }),
  building('research', {
    key: 'observatory', name: 'Observatory', tier: 'town', research: 'celestial_charting', work: 80,
    cost: [80, 160, 100, 40],
    description: 'Star charts and instruments sharpen every study: +5% science per level.',
    effects: [{ kind: 'improve', rate: 'science', perLevel: 0.05 }],
  }),
  building('research', {
    key: 'university', name: 'University', tier: 'town', research: null, work: 100,
    cost: [160, 140, 80, 80],
    description: 'Scholars from all over the kingdom: produces much science.',
    effects: [{ kind: 'base', rate: 'science', perLevel: 30, growth: 1.08 }],
  }),
  building('research', {
    key: 'engineering_school', name: 'Engineering School', tier: 'city', research: null, work: 140,
    cost: [160, 160, 140, 80],
    description: 'Engineers study and then direct the builders: produces science and +5% production per level.',
    effects: [{ kind: 'base', rate: 'science', perLevel: 25, growth: 1.08 }, { kind: 'improve', rate: 'production', perLevel: 0.05 }],
  }),
  building('research', {
    key: 'monastery', name: 'Monastery', tier: 'city', research: 'theological_scholarship', work: 140,
    cost: [140, 180, 60, 100],
    description: 'Monks copy and study old texts: produces science and some culture.',
    effects: [{ kind: 'base', rate: 'science', perLevel: 25, growth: 1.08 }, { kind: 'base', rate: 'culture', perLevel: 10, growth: 1.08 }],
  }),
];
