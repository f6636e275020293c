import type { DistrictKey } from './districts';
import { CORE_BUILDINGS } from './buildings/core';
import { ECONOMY_BUILDINGS } from './buildings/economy';
import { INDUSTRIAL_BUILDINGS } from './buildings/industrial';
import { MILITARY_BUILDINGS } from './buildings/military';
import { ACADEMIC_BUILDINGS } from './buildings/academic';
import { CULTURE_BUILDINGS } from './buildings/culture';
import type { BuildingDef } from './buildings/types';

export type { BuildingDef, Effect } from './buildings/types';
export { COST_GROWTH, WORK_GROWTH, POPULATION_GROWTH } from './buildings/types';

/**
 * All 48 buildings of SPEC.md section 3: 9 core, 9 economy, 10 industrial, 8 military, 7 academic,
 * 5 culture. The single source for the server rules, GET user/gamedata, /help and docs/RULES.md.
 */
export const BUILDINGS: readonly BuildingDef[] = [
  ...CORE_BUILDINGS,
  ...ECONOMY_BUILDINGS,
  ...INDUSTRIAL_BUILDINGS,
  ...MILITARY_BUILDINGS,
  ...ACADEMIC_BUILDINGS,
  ...CULTURE_BUILDINGS,
];

/** Core buildings (need no district): SPEC's list in GAME.md section 3. */
export const CORE_BUILDING_KEYS = CORE_BUILDINGS.map((b) => b.key);

/** The four primary buildings whose levels give base production (economy page redirects, SPEC.md section 2). */
export const PRIMARY_BUILDING_KEYS = ['farm', 'forester', 'quarry', 'iron_mine'] as const;

const BY_KEY = new Map(BUILDINGS.map((b) => [b.key, b]));

/** The building with this key, or undefined. */
export function findBuilding(key: string): BuildingDef | undefined {
  return BY_KEY.get(key);
}

/** The building with this key; throws for an unknown key (a programming error). */
export function buildingOf(key: string): BuildingDef {
  const b = BY_KEY.get(key);
  if (!b) throw new Error(`unknown building ${key}`);
  return b;
}

export function buildingsOfDistrict(district: DistrictKey | null): BuildingDef[] {
  return BUILDINGS.filter((b) => b.district === district);
}
