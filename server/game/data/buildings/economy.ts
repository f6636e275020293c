import { building, type BuildingDef } from './types';

/** Economy district: each level adds +10% (SPEC.md section 9) to the output of one resource. */
export const ECONOMY_BUILDINGS: BuildingDef[] = [
  building('economy', {
    key: 'rafters', name: 'Rafters', tier: 'village', research: null, work: 40,
    cost: [40, 60, 30, 20],
    description: 'Raftsmen float logs down the rivers to the village: +10% wood per level.',
    effects: [{ kind: 'improve', rate: 'wood', perLevel: 0.1 }],
  }),
  building('economy', {
    key: 'sawmill', name: 'Sawmill', tier: 'village', research: 'mechanical_saw', work: 50,
    cost: [60, 60, 60, 20],
    description: 'Water-driven saws cut timber with less waste: +10% wood per level.',
    effects: [{ kind: 'improve', rate: 'wood', perLevel: 0.1 }],
  }),
  building('economy', {
    key: 'crane_engineer', name: 'Crane Engineer', tier: 'village', research: null, work: 40,
    cost: [90, 40, 40, 20],
    description: 'Treadwheel cranes lift heavier blocks out of the quarry: +10% stone per level.',
    effects: [{ kind: 'improve', rate: 'stone', perLevel: 0.1 }],
  }),
  building('economy', {
    key: 'mineshaft', name: 'Mineshaft', tier: 'city', research: 'deep_excavation', work: 120,
    cost: [130, 60, 90, 40],
    description: 'Deep shafts reach the best layers of rock: +10% stone per level.',
    effects: [{ kind: 'improve', rate: 'stone', perLevel: 0.1 }],
  }),
  building('economy', {
    key: 'rolling_mill', name: 'Prospector', tier: 'village', research: 'prospecting', work: 50,
    cost: [80, 80, 40, 20],
    description: 'Prospectors find new veins of ore for the iron mine: +10% iron per level.',
    effects: [{ kind: 'improve', rate: 'iron', perLevel: 0.1 }],
  }),
  building('economy', {
    key: 'mining_guild', name: 'Mining Guild', tier: 'town', research: 'precision_mining', work: 80,
    cost: [100, 100, 100, 40],
    description: 'The guild trains quarrymen and miners alike: +5% stone and +5% iron per level.',
    effects: [{ kind: 'improve', rate: 'stone', perLevel: 0.05 }, { kind: 'improve', rate: 'iron', perLevel: 0.05 }],
  }),
  building('economy', {
    key: 'water_mill', name: 'Water Mill', tier: 'village', research: null, work: 40,
    cost: [70, 60, 30, 0],
    description: 'A millwheel grinds the harvest into flour: +10% food per level.',
    effects: [{ kind: 'improve', rate: 'food', perLevel: 0.1 }],
  }),
  building('economy', {
    key: 'bakery', name: 'Bakery', tier: 'town', research: null, work: 80,
    cost: [80, 90, 40, 30],
    description: 'Ovens turn flour into bread that keeps: +10% food per level.',
    effects: [{ kind: 'improve', rate: 'food', perLevel: 0.1 }],
  }),
  building('economy', {
    key: 'windmill', name: 'Windmill', tier: 'town', research: 'crop_rotations', work: 80,
    cost: [110, 60, 50, 20],
    description: 'Mills on the hills grind the grain of the rotated fields: +10% food per level.',
    effects: [{ kind: 'improve', rate: 'food', perLevel: 0.1 }],
  }),
];
