import { LOYALTY } from '../data/constants';
import { randomInt, type Rng } from '../world/rng';
import { refusalsOf } from '../texts';

/**
 * Loyalty of a village (GAME.md section 6): it starts at 100 and regenerates 1 per hour x world
 * speed, up to 100. A won attack whose survivors include at least one Noble (special2) lowers it by a
 * whole number from 20 to 35 (one draw per attack, however many Nobles), but only if the attacker's
 * culture allows another village at that moment. At 0 the village is conquered (it changes owner and
 * its loyalty restarts at 100) or destroyed, as the attacker chose when sending.
 */

export const NOBLE_KEY = 'special2';

const say = refusalsOf('loyalty');
export const LOYALTY_TEXT = {
  /** The send warning of SPEC.md section 5. */
  culture: say('culture', 'Your culture is too low to lower loyalty'),
} as const;

const HOUR_MS = 3600_000;
const ms = (t: Date | number) => (typeof t === 'number' ? t : t.getTime());

/** Loyalty at `now` from `loyalty` stored at `since`: min(100, loyalty + 1 x hours x speed); a `now` before `since` changes nothing. */
export function loyaltyAt(loyalty: number, since: Date | number, now: Date | number, speed: number): number {
  const hours = Math.max(0, (ms(now) - ms(since)) / HOUR_MS);
  const base = Math.min(LOYALTY.max, Math.max(0, loyalty));
  return Math.min(LOYALTY.max, base + LOYALTY.regenPerHour * hours * Math.max(0, speed));
}

/** A whole number uniform in [20, 35] from one draw. */
export function rollLoyaltyDrop(rng: Rng): number {
  const span = LOYALTY.nobleDropMax - LOYALTY.nobleDropMin + 1;
  return LOYALTY.nobleDropMin + Math.min(span - 1, randomInt(rng, span));
}

export type LoyaltyChoice = 'conquer' | 'destroy';

export interface NobleInput {
  /** The village's loyalty at the battle instant (loyaltyAt first). */
  loyalty: number;
  attackWon: boolean;
  /** Nobles among the attack's survivors. */
  nobles: number;
  /** The attacker's culture allows another village now (cultureAllowsVillage). */
  cultureAllows: boolean;
  choice: LoyaltyChoice;
  rng: Rng;
}

export interface NobleResult {
  from: number;
  to: number;
  /** Points lowered (0 when nothing happened). */
  drop: number;
  result: 'unchanged' | 'lowered' | 'conquered' | 'destroyed';
  /** Why nothing happened. */
  reason?: 'lost' | 'no_nobles' | 'culture';
  /** Loyalty the village keeps after this: `to`, or 100 under its new owner when conquered. */
  next: number;
}

/**
 * The Nobles' effect after a battle. Draws from `rng` only when it applies (won, a Noble survived,
 * culture allows). `to` = max(0, loyalty - drop); at 0 the result is the attacker's choice.
 */
export function nobleAttack(input: NobleInput): NobleResult {
  const from = Math.min(LOYALTY.max, Math.max(0, input.loyalty));
  const unchanged = (reason: NobleResult['reason']): NobleResult => ({ from, to: from, drop: 0, result: 'unchanged', reason, next: from });
  if (!input.attackWon) return unchanged('lost');
  if (!(input.nobles > 0)) return unchanged('no_nobles');
  if (!input.cultureAllows) return unchanged('culture');
  const drop = rollLoyaltyDrop(input.rng);
  const to = Math.max(0, from - drop);
  if (to > 0) return { from, to, drop, result: 'lowered', next: to };
  if (input.choice === 'conquer') return { from, to, drop, result: 'conquered', next: LOYALTY.start };
  return { from, to, drop, result: 'destroyed', next: 0 };
}
