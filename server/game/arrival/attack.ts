import type { Cost } from '../data/resources';
import {
  battle, loot, nobleAttack, rollLuck, siegeDamage, NOBLE_KEY, subtractArmy, unitCount,
  type Army, type BattleResult, type DefenderGroup, type LoyaltyChoice, type NobleResult, type SiegeHit,
} from '../battle';
import type { Rng } from '../world/rng';

/**
 * An attack (or siege) arriving (GAME.md section 6), computed from the target's state at the arrival
 * instant: one battle; the survivors take loot up to their capacity; surviving Nobles lower loyalty;
 * a siege rolls damage against its targets and the walls. Pure: the caller loads the state and
 * writes the result. Draw order from `rng`: luck, then the loyalty drop, then siege hits.
 */

export interface AttackArrival {
  attackers: Army;
  /** Defenders at the target: 'home' and one group per reinforcing village (its id). */
  defenders: DefenderGroup[];
  wallLevel: number;
  /** Target stock at the arrival instant. */
  stock: Cost;
  /** Target loyalty at the arrival instant (loyaltyAt first). */
  loyalty: number;
  choice: LoyaltyChoice;
  /** The attacker's culture allows another village now. */
  cultureAllows: boolean;
  /** Siege: slots of the attacker's Siege Workshop, its Siege Academy level, targets with their levels. */
  siege: { slots: number; academyLevel: number; targets: Array<{ building: string; level: number }> } | null;
  rng: Rng;
}

export interface AttackOutcome {
  battle: BattleResult;
  survivors: Record<string, number>;
  loot: Cost;
  noble: NobleResult;
  siege: { targets: SiegeHit[]; walls: SiegeHit | null } | null;
  /** Nothing survived: no return trip. */
  wiped: boolean;
}

const NO_LOOT: Cost = { wood: 0, stone: 0, iron: 0, food: 0 };

export function resolveAttack(a: AttackArrival): AttackOutcome {
  const luck = rollLuck(a.rng);
  const result = battle({ attackers: a.attackers, defenders: a.defenders, wallLevel: a.wallLevel, luck });
  const won = result.winner === 'attacker';
  const survivors = result.attackerSurvivors;
  // Nobles and Settlers carry nothing (carry 0), so loot depends on the fighting survivors only.
  const taken = won ? loot(survivors, a.stock) : NO_LOOT;
  const noble = nobleAttack({
    loyalty: a.loyalty, attackWon: won, nobles: survivors[NOBLE_KEY] ?? 0,
    cultureAllows: a.cultureAllows, choice: a.choice, rng: a.rng,
  });
  const siege = won && a.siege
    ? siegeDamage({ slots: a.siege.slots, targets: a.siege.targets, wallLevel: a.wallLevel, siegeAcademyLevel: a.siege.academyLevel, rng: a.rng })
    : null;
  return { battle: result, survivors, loot: taken, noble, siege, wiped: unitCount(survivors) === 0 };
}

/** Units one side lost: before minus after. */
export const lostUnits = (before: Army, after: Army) => subtractArmy(before, after);
