import { UNITS } from '../data/units';
import { battle, type BattleResult, type DefenderGroup } from './battle';
import { armySize, type Army } from './army';

/** The scout unit key (cav2): the only unit with `scout: true` in data/units.ts. */
export const SCOUT_KEY: string = UNITS.find((u) => u.scout)!.key;

export interface ScoutInput {
  /** Scouts sent. */
  scouts: number;
  /** Everything standing in the target village; only its scouts fight. */
  defenders: readonly DefenderGroup[];
  wallLevel: number;
  luck: number;
}

export interface ScoutResult extends BattleResult {
  /** The scouts won (or met no scouts): the survivors bring a report home. */
  success: boolean;
}

/** Only the scouts of an army (possibly empty). */
export function scoutsOnly(army: Army): Record<string, number> {
  const n = army[SCOUT_KEY] ?? 0;
  return n > 0 ? { [SCOUT_KEY]: n } : {};
}

/**
 * A scout mission (GAME.md section 6): scouts fight only scouts. It is `battle` with the attacking
 * scouts against the defenders' scouts alone (same luck, walls and loss rule); other troops neither
 * fight nor lose anything. A village without scouts is scouted without a fight. Throws like `battle`.
 */
export function scoutBattle(input: ScoutInput): ScoutResult {
  const result = battle({
    attackers: { [SCOUT_KEY]: input.scouts },
    defenders: input.defenders.map((g) => ({ owner: g.owner, units: scoutsOnly(g.units) })),
    wallLevel: input.wallLevel,
    luck: input.luck,
  });
  return { ...result, success: result.winner === 'attacker' };
}

export interface ScoutReport {
  wallLevel: number;
  /** Army size (count x size) of every unit in the village, its own and reinforcements. */
  armySize: number;
  food: number;
  districts: string[];
}

/** What a successful scout mission reports (SPEC.md section 3): walls level, army size, food (whole units) and districts. */
export function scoutReport(v: { wallLevel: number; defenders: readonly DefenderGroup[]; food: number; districts: readonly string[] }): ScoutReport {
  return {
    wallLevel: v.wallLevel,
    armySize: v.defenders.reduce((s, g) => s + armySize(g.units), 0),
    food: Math.floor(Math.max(0, v.food)),
    districts: [...v.districts],
  };
}
