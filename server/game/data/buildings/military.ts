import { building, type BuildingDef } from './types';

/**
 * Military district: the three training grounds, the workshops whose levels unlock stronger units
 * (SPEC.md section 9) and the siege buildings.
 */
export const MILITARY_BUILDINGS: BuildingDef[] = [
  building('military', {
    key: 'barracks', name: 'Barracks', tier: 'village', research: null, work: 40,
    cost: [120, 80, 60, 40],
    description: 'Trains infantry: Militia from level 1, Spearman 5, Swordsman 10, Halberdier 15.',
    effects: [{ kind: 'trains', units: ['melee1', 'melee2', 'melee3', 'melee4'] }],
  }),
  building('military', {
    key: 'archery_range', name: 'Archery Range', tier: 'village', research: 'town_defenses', work: 40,
    cost: [140, 60, 60, 40],
    description: 'Trains ranged units: Archer from level 1, Longbow 5, Cavalry Archer 10, Crossbow 15.',
    effects: [{ kind: 'trains', units: ['ranged1', 'ranged2', 'ranged3', 'ranged4'] }],
  }),
  building('military', {
    key: 'stables', name: 'Stables', tier: 'village', research: 'riding_training', work: 50,
    cost: [140, 100, 80, 80],
    description: 'Trains cavalry: Horseman from level 1, Scout 5, Lancer and Knight 10, Cataphract 15.',
    effects: [{ kind: 'trains', units: ['cav1', 'cav2', 'cav3', 'cav4', 'cav5'] }],
  }),
  building('military', {
    key: 'armory', name: 'Armory', tier: 'village', research: 'smithing', work: 50,
    cost: [80, 100, 150, 20],
    description: 'Smiths forge blades, points and plate. Needed for Longbow (1), Swordsman (5), Lancer (10) and Crossbow (15).',
    effects: [{ kind: 'unlocks', units: ['ranged2', 'melee3', 'cav3', 'ranged4'] }],
  }),
  building('military', {
    key: 'saddlemaker', name: 'Saddlemaker', tier: 'town', research: 'stirrups', work: 80,
    cost: [120, 60, 100, 60],
    description: 'Saddles with stirrups let riders fight from horseback. Needed for Cavalry Archer (5) and Knight (10).',
    effects: [{ kind: 'unlocks', units: ['ranged3', 'cav4'] }],
  }),
  building('military', {
    key: 'military_academy', name: 'Military Academy', tier: 'town', research: null, work: 100,
    cost: [150, 150, 150, 100],
    description: 'Officers learn tactics and command. Trains Nobles (level 1); needed for Halberdier (5) and Cataphract (10).',
    effects: [{ kind: 'trains', units: ['special2'] }, { kind: 'unlocks', units: ['melee4', 'cav5'] }],
  }),
  building('military', {
    key: 'siege_workshop', name: 'Siege Workshop', tier: 'town', research: null, work: 100,
    cost: [160, 120, 140, 40],
    description: 'Builds rams and catapults. Levels 1, 5, 10, 15 and 20 each open a siege target slot (0-5 levels of damage to a building), plus a roll against the walls.',
    effects: [{ kind: 'siege_slots', levels: [1, 5, 10, 15, 20] }],
  }),
  building('military', {
    key: 'siege_academy', name: 'Siege Academy', tier: 'city', research: null, work: 140,
    cost: [180, 160, 180, 60],
    description: 'Engineers aim the siege engines: base damage 0-10 plus 1 per 2 levels (5-15 at level 10).',
    effects: [{ kind: 'siege_damage', maxBase: 10 }],
  }),
];
