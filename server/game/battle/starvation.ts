import { unitOf } from '../data/units';
import { normalizeArmy, UNIT_KEYS, type Army } from './army';

/**
 * Starvation (GAME.md section 3): while a village's food is 0 and its net food is negative, the
 * hungriest units go first: highest consumption first, ties in unit-table order (melee1 before
 * melee2 ...). Of one type only as many are removed as the deficit needs: ceil(deficit / consumption).
 * Removing a unit raises net food by its consumption (consumption is not scaled by world speed).
 * If every unit is gone and net food is still negative (the population alone eats more than the
 * farms give) it stays negative: inhabitants do not starve.
 */
export function starve(units: Army, netFood: number): { removed: Record<string, number>; remaining: Record<string, number>; netFood: number } {
  const remaining = normalizeArmy(units);
  const removed: Record<string, number> = {};
  let net = netFood;
  const order = [...UNIT_KEYS]
    .filter((k) => remaining[k] > 0 && unitOf(k).consumption > 0)
    .sort((a, b) => unitOf(b).consumption - unitOf(a).consumption || UNIT_KEYS.indexOf(a) - UNIT_KEYS.indexOf(b));
  for (const k of order) {
    if (net >= 0) break;
    const c = unitOf(k).consumption;
    const n = Math.min(remaining[k], Math.ceil(-net / c));
    removed[k] = n;
    remaining[k] -= n;
    if (remaining[k] === 0) delete remaining[k];
    net += n * c;
  }
  return { removed, remaining, netFood: net };
}
