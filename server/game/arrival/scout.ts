import { rollLuck, scoutBattle, scoutReport, SCOUT_KEY, type Army, type DefenderGroup, type ScoutReport, type ScoutResult } from '../battle';
import type { Rng } from '../world/rng';

/**
 * Scouts arriving (GAME.md section 6): they fight only the target's scouts; on success the
 * survivors bring home walls, army size, food and districts. One rng draw (luck).
 */
export interface ScoutArrival {
  scouts: Army;
  defenders: DefenderGroup[];
  wallLevel: number;
  food: number;
  districts: string[];
  rng: Rng;
}

export interface ScoutOutcome {
  battle: ScoutResult;
  survivors: Record<string, number>;
  report: ScoutReport | null;
}

export function resolveScout(s: ScoutArrival): ScoutOutcome {
  const luck = rollLuck(s.rng);
  const result = scoutBattle({ scouts: s.scouts[SCOUT_KEY] ?? 0, defenders: s.defenders, wallLevel: s.wallLevel, luck });
  const report = result.success
    ? scoutReport({ wallLevel: s.wallLevel, defenders: s.defenders, food: s.food, districts: s.districts })
    : null;
  return { battle: result, survivors: result.attackerSurvivors, report };
}
