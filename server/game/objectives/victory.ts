import { VICTORY_POINTS_START } from '../data/objectives';

/**
 * The end of a world (GAME.md section 8): the first Empire to reach the required prestige wins. Ties
 * (two Empires past the line in one settle) go to the earlier instant, then to the lower Empire id.
 */
export interface PrestigeStanding {
  empireId: number;
  prestige: number;
  /** When it reached its current prestige (epoch ms). */
  reachedAt: number;
}

/** Whether an award takes an Empire from below the line to at or above it (the one award that can finish the world). */
export function crossesVictory(before: number, after: number, required: number = VICTORY_POINTS_START): boolean {
  return before < required && after >= required;
}

/** The winner among the standings, or null when none has reached `required`. */
export function victoryWinner(standings: readonly PrestigeStanding[], required: number = VICTORY_POINTS_START): PrestigeStanding | null {
  let best: PrestigeStanding | null = null;
  for (const s of standings) {
    if (s.prestige < required) continue;
    if (!best || s.reachedAt < best.reachedAt || (s.reachedAt === best.reachedAt && s.empireId < best.empireId)) best = s;
  }
  return best;
}
