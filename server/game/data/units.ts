import type { Cost } from './resources';

/**
 * The 15 units of SPEC.md section 3 (GAME.md section 6). `building`/`level` is where a unit is
 * trained and from which level; `requires` are the extra building levels of SPEC.md section 9.
 * SPEC notes that some descriptions give other armory levels; this table follows section 9's list
 * exactly (Swordsman armory 5, Lancer armory 10, Longbow armory 1, Crossbow armory 15).
 * Research is needed only through the buildings (stables need riding training, and so on).
 */
export type UnitType = 'melee' | 'cav' | 'ranged' | 'special';
export type AttackType = 'melee' | 'cav' | 'ranged';

export interface UnitDef {
  key: string;
  name: string;
  description: string;
  type: UnitType;
  /** Which defence value of the defenders its attack meets. */
  attackType: AttackType;
  attack: number;
  defence: { melee: number; cav: number; ranged: number };
  /** Tiles per hour at speed 1. */
  speed: number;
  /** Food eaten per hour. */
  consumption: number;
  /** Resources carried home after a won attack. */
  carry: number;
  /** Counts toward army size. */
  size: number;
  cost: Cost;
  /** Work points per unit. */
  work: number;
  building: string;
  level: number;
  requires: { building: string; level: number }[];
  research: string | null;
  /** Scouts fight only scouts and report what they saw (GAME.md section 6). */
  scout: boolean;
}

type Row = [
  key: string, name: string, type: UnitType, attackType: AttackType, attack: number,
  defMelee: number, defCav: number, defRanged: number, speed: number, consumption: number,
  carry: number, size: number, cost: [number, number, number, number], work: number,
  building: string, level: number, requires: [string, number][], description: string,
];

const ROWS: Row[] = [
  ['melee1', 'Militia', 'melee', 'melee', 10, 15, 10, 15, 5, 1, 20, 1, [40, 25, 15, 20], 30, 'barracks', 1, [],
    'Armed villagers: cheap, slow to win a fight, useful on the walls.'],
  ['melee2', 'Spearman', 'melee', 'melee', 15, 25, 55, 20, 4.5, 1, 25, 1, [50, 30, 30, 25], 45, 'barracks', 5, [],
    'A wall of spears: the answer to cavalry.'],
  ['melee3', 'Swordsman', 'melee', 'melee', 40, 50, 25, 45, 4, 1, 20, 1, [40, 30, 80, 30], 70, 'barracks', 10, [['armory', 5]],
    'Armoured infantry, strong against infantry and archers.'],
  ['melee4', 'Halberdier', 'melee', 'melee', 55, 60, 80, 40, 3.5, 2, 25, 1, [70, 40, 110, 40], 110, 'barracks', 15, [['military_academy', 5]],
    'Elite infantry with a long axe-spear, at home in attack and defence.'],
  ['cav1', 'Horseman', 'cav', 'cav', 40, 20, 15, 25, 10, 2, 60, 2, [90, 30, 50, 60], 90, 'stables', 1, [],
    'Light rider: fast raids, carries a good load home.'],
  ['cav2', 'Scout', 'cav', 'cav', 5, 2, 2, 2, 15, 1, 0, 1, [50, 40, 30, 40], 45, 'stables', 5, [],
    'Rides ahead unseen; fights only scouts and reports walls, army, food and districts.'],
  ['cav3', 'Lancer', 'cav', 'cav', 90, 30, 40, 30, 9, 3, 80, 3, [120, 40, 140, 80], 160, 'stables', 10, [['armory', 10]],
    'Charging rider with a lance: a strong attacker.'],
  ['cav4', 'Knight', 'cav', 'cav', 130, 70, 50, 60, 8, 4, 100, 4, [160, 60, 220, 100], 240, 'stables', 10, [['saddlemaker', 10]],
    'Heavily armed noble rider, as useful in defence as in attack.'],
  ['cav5', 'Cataphract', 'cav', 'cav', 160, 110, 90, 130, 7, 5, 60, 5, [220, 120, 320, 120], 340, 'stables', 15, [['military_academy', 10]],
    'Horse and rider in full armour: the strongest cavalry.'],
  ['ranged1', 'Archer', 'ranged', 'ranged', 15, 30, 10, 35, 5, 1, 15, 1, [60, 20, 25, 20], 40, 'archery_range', 1, [],
    'Shoots from behind the walls: a good defender against infantry.'],
  ['ranged2', 'Longbow', 'ranged', 'ranged', 30, 45, 15, 55, 4.5, 1, 15, 1, [90, 30, 40, 30], 65, 'archery_range', 5, [['armory', 1]],
    'Longer bows, longer range.'],
  ['ranged3', 'Cavalry Archer', 'ranged', 'ranged', 65, 30, 40, 55, 9, 3, 50, 3, [130, 40, 90, 70], 150, 'archery_range', 10, [['saddlemaker', 5]],
    'Shoots from the saddle: fast ranged attacker.'],
  ['ranged4', 'Crossbow', 'ranged', 'ranged', 75, 60, 55, 75, 4, 1, 20, 1, [100, 50, 130, 40], 120, 'archery_range', 15, [['armory', 15]],
    'Bolts that pierce armour: strong in attack and defence.'],
  ['special1', 'Settlers', 'special', 'melee', 0, 10, 10, 10, 3, 5, 0, 10, [5000, 5000, 5000, 5000], 6000, 'town_hall', 5, [],
    'Found a new village on a free land tile when the kingdom has enough culture.'],
  ['special2', 'Noble', 'special', 'melee', 30, 50, 50, 50, 3, 10, 0, 10, [20000, 25000, 25000, 10000], 20000, 'military_academy', 1, [],
    'Lowers the loyalty of a village after a won attack; at 0 the village is conquered or destroyed.'],
];

export const UNITS: readonly UnitDef[] = ROWS.map(
  ([key, name, type, attackType, attack, dm, dc, dr, speed, consumption, carry, size, [wood, stone, iron, food], work, building, level, requires, description]) => ({
    key, name, description, type, attackType, attack,
    defence: { melee: dm, cav: dc, ranged: dr },
    speed, consumption, carry, size,
    cost: { wood, stone, iron, food },
    work, building, level,
    requires: requires.map(([b, l]) => ({ building: b, level: l })),
    research: null,
    scout: key === 'cav2',
  }),
);

const BY_KEY = new Map(UNITS.map((u) => [u.key, u]));

export function findUnit(key: string): UnitDef | undefined {
  return BY_KEY.get(key);
}

export function unitOf(key: string): UnitDef {
  const u = BY_KEY.get(key);
  if (!u) throw new Error(`unknown unit ${key}`);
  return u;
}

/** Every building level a unit needs: its training building first, then the extras. */
export function unitRequirements(u: UnitDef): { building: string; level: number }[] {
  return [{ building: u.building, level: u.level }, ...u.requires];
}

/** The Settlers' unit key: they found villages (GAME.md section 6). */
export const SETTLER_KEY = 'special1';
