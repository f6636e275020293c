import { building, type BuildingDef } from './types';

/** Core buildings (GAME.md section 3): every village may build them without a district. */
export const CORE_BUILDINGS: BuildingDef[] = [
  building(null, {
    key: 'town_hall', name: 'Town Hall', tier: 'village', research: null, work: 30,
    cost: [90, 110, 60, 40],
    description: 'The seat of the village. Its clerks organise the work: every level raises the village production (work points per hour).',
    effects: [{ kind: 'base', rate: 'production', perLevel: 60, growth: 1.08 }, { kind: 'trains', units: ['special1'] }],
  }),
  building(null, {
    key: 'farm', name: 'Farm', tier: 'village', research: null, work: 20,
    cost: [50, 40, 20, 0],
    description: 'Fields and herds that feed the inhabitants and the army.',
    effects: [{ kind: 'base', rate: 'food', perLevel: 92, growth: 1.08 }],
  }),
  building(null, {
    key: 'forester', name: 'Forester', tier: 'village', research: null, work: 20,
    cost: [30, 45, 20, 15],
    description: 'Woodcutters fell and replant the nearby trees.',
    effects: [{ kind: 'base', rate: 'wood', perLevel: 30, growth: 1.08 }],
  }),
  building(null, {
    key: 'quarry', name: 'Quarry', tier: 'village', research: null, work: 20,
    cost: [50, 25, 25, 15],
    description: 'Stonecutters break blocks from the bedrock.',
    effects: [{ kind: 'base', rate: 'stone', perLevel: 30, growth: 1.08 }],
  }),
  building(null, {
    key: 'iron_mine', name: 'Iron Mine', tier: 'village', research: null, work: 20,
    cost: [60, 50, 15, 15],
    description: 'Miners dig ore and smelt it into iron.',
    effects: [{ kind: 'base', rate: 'iron', perLevel: 30, growth: 1.08 }],
  }),
  building(null, {
    key: 'warehouse', name: 'Warehouse', tier: 'village', research: null, work: 25,
    cost: [60, 50, 30, 0],
    description: 'Stores wood, stone and iron. Production stops at its capacity.',
    effects: [{ kind: 'storage', store: 'res', base: 1000, growth: 1.25 }],
  }),
  building(null, {
    key: 'food_cellar', name: 'Food Cellar', tier: 'village', research: null, work: 25,
    cost: [60, 60, 20, 0],
    description: 'Stores food. The farms stop filling it at its capacity.',
    effects: [{ kind: 'storage', store: 'food', base: 1000, growth: 1.25 }],
  }),
  building(null, {
    key: 'walls', name: 'Walls', tier: 'village', research: 'town_defenses', work: 40,
    cost: [40, 150, 40, 0],
    description: 'Stone walls around the village: every level adds 2.5% to the defence of the troops inside, 50% at level 20.',
    effects: [{ kind: 'defence', perLevel: 0.025 }],
  }),
  building(null, {
    key: 'marketplace', name: 'Marketplace', tier: 'village', research: null, work: 40,
    cost: [100, 80, 40, 40],
    description: 'Home of the merchants who carry resources to other villages and exchange them. Every level adds one merchant.',
    effects: [{ kind: 'merchants', perLevel: 1 }],
  }),
];
