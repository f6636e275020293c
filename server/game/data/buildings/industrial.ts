import { building, type BuildingDef } from './types';

/**
 * Industrial district: the work rate (production) and the processing of raw goods. Work-rate
 * improvements give +5% per level (not 10%): they multiply every queue item, resources included.
 */
export const INDUSTRIAL_BUILDINGS: BuildingDef[] = [
  building('industrial', {
    key: 'workshop', name: 'Workshop', tier: 'village', research: 'apprenticeship', work: 50,
    cost: [100, 60, 80, 20],
    description: 'Carpenters and masons prepare parts for every project: adds production (work points per hour).',
    effects: [{ kind: 'base', rate: 'production', perLevel: 40, growth: 1.08 }],
  }),
  building('industrial', {
    key: 'workers_guild', name: 'Workers Guild', tier: 'village', research: 'organised_labour', work: 50,
    cost: [80, 80, 60, 60],
    description: 'Organised crews waste less time: +5% production per level.',
    effects: [{ kind: 'improve', rate: 'production', perLevel: 0.05 }],
  }),
  building('industrial', {
    key: 'cartwright', name: 'Cartwright', tier: 'village', research: null, work: 40,
    cost: [120, 40, 60, 20],
    description: 'Bigger carts for the merchants: +10% merchant capacity per level.',
    effects: [{ kind: 'improve', rate: 'merchant_capacity', perLevel: 0.1 }],
  }),
  building('industrial', {
    key: 'shift_office', name: 'Shift Office', tier: 'town', research: 'bureaucracy', work: 80,
    cost: [100, 120, 60, 60],
    description: 'Clerks plan shifts so the work never stops: +5% production per level.',
    effects: [{ kind: 'improve', rate: 'production', perLevel: 0.05 }],
  }),
  building('industrial', {
    key: 'draining_engines', name: 'Draining Engines', tier: 'town', research: null, work: 80,
    cost: [120, 100, 120, 20],
    description: 'Pumps that drain wet land: claimed marshlands and swamp give their +10% food, and every level adds +5% food.',
    effects: [{ kind: 'drains' }, { kind: 'improve', rate: 'food', perLevel: 0.05 }],
  }),
  building('industrial', {
    key: 'seedvault', name: 'Seedvault', tier: 'town', research: 'crop_rotations', work: 80,
    cost: [80, 140, 40, 60],
    description: 'Selected seed kept dry for the next sowing: +10% food per level.',
    effects: [{ kind: 'improve', rate: 'food', perLevel: 0.1 }],
  }),
  building('industrial', {
    key: 'preservary', name: 'Preservary', tier: 'city', research: 'food_preservation', work: 120,
    cost: [100, 120, 80, 60],
    description: 'Salting, smoking and drying let the cellar keep more: +10% food cellar capacity per level.',
    effects: [{ kind: 'improve', rate: 'store_food', perLevel: 0.1 }],
  }),
  building('industrial', {
    key: 'blast_furnace', name: 'Blast Furnace', tier: 'city', research: 'blast_furnace', work: 120,
    cost: [120, 160, 100, 20],
    description: 'A hotter furnace smelts poorer ore: +10% iron per level.',
    effects: [{ kind: 'improve', rate: 'iron', perLevel: 0.1 }],
  }),
  building('industrial', {
    key: 'sustainability_office', name: 'Sustainability Office', tier: 'city', research: 'forestry', work: 120,
    cost: [140, 100, 60, 60],
    description: 'Foresters plan the cutting so the woods keep growing: +10% wood per level.',
    effects: [{ kind: 'improve', rate: 'wood', perLevel: 0.1 }],
  }),
  building('industrial', {
    key: 'wool_factory', name: 'Wool Factory', tier: 'city', research: 'pedal_driven_loom', work: 120,
    cost: [150, 120, 120, 60],
    description: 'Pedal-driven looms weave cloth for the whole village: adds production (work points per hour).',
    effects: [{ kind: 'base', rate: 'production', perLevel: 50, growth: 1.08 }],
  }),
];
