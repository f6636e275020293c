import { BATTLE, WALLS } from '../data/constants';
import { unitOf } from '../data/units';
import type { Rng } from '../world/rng';
import { normalizeArmy, type Army, type AttackShares } from './army';
import { refusalsOf, type Said } from '../texts';

/**
 * The battle of GAME.md section 6. One function serves the arrival of an attack and
 * POST units/simulate, so a simulation with the same luck gives exactly the arrival's result.
 *
 * - attack strength A = sum(attack x count) x (1 + luck), luck in [-0.1, +0.1]
 * - shares: each attack type's part of sum(attack x count) (melee, cav, ranged)
 * - defence strength D = sum over every defending unit of count x (share_melee x def_melee
 *   + share_cav x def_cav + share_ranged x def_ranged), x (1 + 0.025 x min(wall level, 20))
 * - the attacker wins when A > D, or when nothing defends (D = 0); otherwise the defender wins
 *   (a tie A = D > 0 goes to the defender, and then both sides lose everything, see below)
 * - the loser loses every unit; the winner loses r = (loser strength / winner strength)^1.5 of each
 *   unit type, rounded down: floor(count x r). Rounding down means a crushing win (count x r < 1)
 *   loses nothing, and the winner's lost strength never exceeds r x its strength <= the loser's.
 */

export type DefenderOwner = 'home' | number;

/** One group of defenders: the village's own troops ('home') or a reinforcement (its owner's village id). */
export interface DefenderGroup {
  owner: DefenderOwner;
  units: Army;
}

export interface BattleInput {
  attackers: Army;
  defenders: readonly DefenderGroup[];
  /** Level of the defending village's walls (0 for none); levels above 20 count as 20. */
  wallLevel: number;
  /** In [-0.1, 0.1]; drawn with rollLuck at arrival, given by the player in a simulation. */
  luck: number;
}

export interface GroupResult {
  owner: DefenderOwner;
  /** Count per unit type of the group (every type it had, 0 allowed). */
  units: Record<string, number>;
}

export interface BattleResult {
  winner: 'attacker' | 'defender';
  luck: number;
  /** The wall level that counted (min(level, 20)) and its bonus (0.025 per level). */
  wallLevel: number;
  wallBonus: number;
  shares: AttackShares;
  attackStrength: number;
  defenceStrength: number;
  /** Fraction of each unit type the winner lost before rounding: (loser / winner)^1.5 (0 when the loser had 0). */
  lossRatio: number;
  attackerLosses: Record<string, number>;
  attackerSurvivors: Record<string, number>;
  defenderLosses: GroupResult[];
  defenderSurvivors: GroupResult[];
}

const say = refusalsOf('battle');
export const BATTLE_TEXT = {
  luck: say('luck', `Luck must be between -${BATTLE.luckMax} and ${BATTLE.luckMax}`, { max: BATTLE.luckMax }),
  wall: say('wall', 'The wall level must be a whole number of at least 0'),
} as const;

/** Why the luck or wall level is not acceptable, or null (handlers answer 400; battle throws). */
export function battleParamsError(luck: number, wallLevel: number): Said | null {
  if (!Number.isFinite(luck) || Math.abs(luck) > BATTLE.luckMax) return BATTLE_TEXT.luck;
  if (!Number.isSafeInteger(wallLevel) || wallLevel < 0) return BATTLE_TEXT.wall;
  return null;
}

/** Luck for a battle at arrival: uniform in [-0.1, 0.1) from one draw of `rng` (values in [0, 1)). */
export function rollLuck(rng: Rng): number {
  return -BATTLE.luckMax + 2 * BATTLE.luckMax * rng();
}

/** The counted wall level and its defence bonus: 0.025 x min(level, 20). */
export function wallBonus(wallLevel: number): { level: number; bonus: number } {
  const level = Math.min(Math.max(0, wallLevel), WALLS.maxLevel);
  return { level, bonus: WALLS.perLevel * level };
}

/** sum(attack x count), the attack before luck. */
export function baseAttack(army: Army): number {
  return Object.entries(army).reduce((s, [k, n]) => s + unitOf(k).attack * n, 0);
}

/** Attack strength: sum(attack x count) x (1 + luck). */
export function attackStrength(army: Army, luck: number): number {
  return baseAttack(army) * (1 + luck);
}

/**
 * Each attack type's share of sum(attack x count). An army without attack (only Settlers, say) gets
 * equal thirds, so the defence it meets is still defined.
 */
export function attackShares(army: Army): AttackShares {
  const by: AttackShares = { melee: 0, cav: 0, ranged: 0 };
  for (const [k, n] of Object.entries(army)) {
    const u = unitOf(k);
    by[u.attackType] += u.attack * n;
  }
  const total = by.melee + by.cav + by.ranged;
  if (total <= 0) return { melee: 1 / 3, cav: 1 / 3, ranged: 1 / 3 };
  return { melee: by.melee / total, cav: by.cav / total, ranged: by.ranged / total };
}

/** One army's defence against these shares, before walls: sum(count x share-weighted defence). */
export function groupDefence(army: Army, shares: AttackShares): number {
  return Object.entries(army).reduce((s, [k, n]) => {
    const d = unitOf(k).defence;
    return s + n * (shares.melee * d.melee + shares.cav * d.cav + shares.ranged * d.ranged);
  }, 0);
}

/** Defence strength of all groups: sum of groupDefence x (1 + wall bonus). */
export function defenceStrength(groups: readonly DefenderGroup[], shares: AttackShares, wallLevel: number): number {
  const sum = groups.reduce((s, g) => s + groupDefence(g.units, shares), 0);
  return sum * (1 + wallBonus(wallLevel).bonus);
}

/** floor(count x ratio) per unit type, never above the count (a tiny epsilon absorbs float error at ratio 1). */
function lose(army: Record<string, number>, ratio: number): { losses: Record<string, number>; survivors: Record<string, number> } {
  const losses: Record<string, number> = {};
  const survivors: Record<string, number> = {};
  for (const [k, n] of Object.entries(army)) {
    const l = Math.min(n, Math.max(0, Math.floor(n * ratio + 1e-9)));
    losses[k] = l;
    survivors[k] = n - l;
  }
  return { losses, survivors };
}

/**
 * Fights one battle (see the file comment for every formula). Pure and deterministic: the same input
 * gives the same result. Throws a RangeError on unknown units, bad counts, luck outside [-0.1, 0.1]
 * or a negative / fractional wall level (check with armyError and battleParamsError first).
 */
export function battle(input: BattleInput): BattleResult {
  const err = battleParamsError(input.luck, input.wallLevel);
  if (err) throw new RangeError(err.message);
  const attackers = normalizeArmy(input.attackers);
  const groups = input.defenders.map((g) => ({ owner: g.owner, units: normalizeArmy(g.units) }));
  const shares = attackShares(attackers);
  const wall = wallBonus(input.wallLevel);
  const A = attackStrength(attackers, input.luck);
  const D = defenceStrength(groups, shares, wall.level);
  const attackerWins = A > D || D === 0;
  const [winnerStrength, loserStrength] = attackerWins ? [A, D] : [D, A];
  const lossRatio = loserStrength <= 0 ? 0 : Math.min(1, Math.pow(loserStrength / winnerStrength, BATTLE.lossExponent));
  const att = lose(attackers, attackerWins ? lossRatio : 1);
  const def = groups.map((g) => ({ owner: g.owner, ...lose(g.units, attackerWins ? 1 : lossRatio) }));
  return {
    winner: attackerWins ? 'attacker' : 'defender',
    luck: input.luck,
    wallLevel: wall.level,
    wallBonus: wall.bonus,
    shares,
    attackStrength: A,
    defenceStrength: D,
    lossRatio,
    attackerLosses: att.losses,
    attackerSurvivors: att.survivors,
    defenderLosses: def.map((g) => ({ owner: g.owner, units: g.losses })),
    defenderSurvivors: def.map((g) => ({ owner: g.owner, units: g.survivors })),
  };
}
