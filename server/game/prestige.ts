import type { EmpireMessageType } from './empire/messageTypes';
import { victoryPoints } from './data/constants';

/**
 * Prestige (victory points) of an Empire and the end of a world (GAME.md section 8): the pure rules that
 * server/world/prestige.ts applies in the caller's transaction. Prestige only ever grows: an award is a
 * whole number of at least 1, added to one of four kinds; the first Empire to reach the configured line
 * (VICTORY_POINTS) finishes the world at that instant.
 */

export const PRESTIGE_TYPES = ['vps', 'landmark', 'monument', 'artifact'] as const;
export type PrestigeType = (typeof PRESTIGE_TYPES)[number];

/** An Empire's prestige by kind; the total is their sum. */
export type PrestigeByType = Record<PrestigeType, number>;

export const NO_PRESTIGE: PrestigeByType = { vps: 0, landmark: 0, monument: 0, artifact: 0 };

/**
 * The start value of VICTORY_POINTS (server/config.ts reads the environment over it): the data table's
 * victoryPoints.required (server/game/data/constants.ts), one number for the rules, the config and RULES.md.
 */
export const VICTORY_POINTS_START: number = victoryPoints.required;

/** The largest single award (a typo in a caller or a testing tool must not end a world by overflow). */
export const PRESTIGE_AWARD_MAX = 1_000_000;

/**
 * The Empire messages an award of each kind may write (SPEC.md section 3): the first is the kind's own
 * 'prestige gained' message; a monument's completion bonus writes monument_completed instead.
 */
export const PRESTIGE_MESSAGES: Record<PrestigeType, readonly EmpireMessageType[]> = {
  vps: ['milestone_vp_gained'],
  landmark: ['landmark_vp_gained'],
  monument: ['monument_vp_gained', 'monument_completed'],
  artifact: ['artifact_vp_gained'],
};

export const isPrestigeType = (t: string): t is PrestigeType => (PRESTIGE_TYPES as readonly string[]).includes(t);

/**
 * Why an award is refused, or null when it is valid: prestige only grows, by whole amounts, and each kind
 * writes only its own messages. A refusal here is a programming error of the caller (server/world throws).
 */
export function invalidAward(a: { type: string; amount: number; messageType?: string }): string | null {
  if (!isPrestigeType(a.type)) return `unknown prestige type ${a.type}`;
  if (!Number.isInteger(a.amount) || a.amount < 1 || a.amount > PRESTIGE_AWARD_MAX) return `prestige amount must be a whole number from 1 to ${PRESTIGE_AWARD_MAX}, got ${a.amount}`;
  if (a.messageType !== undefined && !PRESTIGE_MESSAGES[a.type].includes(a.messageType as EmpireMessageType)) {
    return `message ${a.messageType} does not belong to prestige of type ${a.type}`;
  }
  return null;
}

/** The kind's own message when the caller names none. */
export const defaultPrestigeMessage = (type: PrestigeType): EmpireMessageType => PRESTIGE_MESSAGES[type][0]!;

/** The prestige after an award: only the award's kind grows. */
export function addPrestige(p: PrestigeByType, type: PrestigeType, amount: number): PrestigeByType {
  return { ...p, [type]: p[type] + amount };
}

export const prestigeTotal = (p: PrestigeByType): number => p.vps + p.landmark + p.monument + p.artifact;

/** Whether an Empire with this total has reached the line (a line of 0 or less is never reached: a misconfiguration). */
export const reachesVictory = (total: number, line: number): boolean => line > 0 && total >= line;

/** A claim to the win: the Empire, the instant its award reached the line, and its total then. */
export interface VictoryClaim { empireId: number; at: Date; prestige: number }

/**
 * Whether `claim` takes the win from the world's current winner (null: the world is not finished by an
 * Empire). The stated rule: the earliest instant wins; at the same instant, the higher total; at the
 * same total, the Empire founded first (the lower id). So two Empires passing the line together get
 * the same winner whatever order their transactions commit in, and the world finishes at one instant.
 * A world finished by an operator (finishedAt without a winner) is taken only by a claim before it. A
 * true answer rewrites the winner (the same Empire's: its newer total).
 */
export function claimWins(claim: VictoryClaim, current: { finishedAt: Date | null; winner: { empireId: number | null; prestige: number } | null }): boolean {
  if (current.finishedAt === null) return true;
  const d = claim.at.getTime() - current.finishedAt.getTime();
  if (d !== 0) return d < 0;
  if (current.winner === null || current.winner.empireId === null) return false;
  // The winner's own later award at that instant only refreshes its total (the ties compare the latest).
  if (claim.empireId === current.winner.empireId) return claim.prestige > current.winner.prestige;
  if (claim.prestige !== current.winner.prestige) return claim.prestige > current.winner.prestige;
  return claim.empireId < current.winner.empireId;
}
