import { unitOf } from '../data/units';
import { normalizeArmy, UNIT_KEYS, type Army } from './army';
import { effectiveRates, type ResourceRates } from '../economy/rates';

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

const HOUR_MS = 3_600_000;

/**
 * The instant (epoch ms) a village starts to starve: when its stored food, exact at `stockAt`, reaches
 * 0 at the net food rate of `rates` (the stock is clamped at 0, so the instant is rounded up to the
 * millisecond: settling to it reads exactly 0). Already at 0: `stockAt`. Null while net food is >= 0,
 * and for a village whose own units eat nothing (no consumption: there is nothing to starve).
 * `extraConsumption`: food per hour of units joining at `stockAt` that `rates` does not count yet.
 */
export function starvesAt(food: number, stockAt: number, rates: ResourceRates, extraConsumption = 0): number | null {
  const consumption = rates.consumption + Math.max(0, extraConsumption);
  const net = effectiveRates({ ...rates, consumption }).food;
  if (net >= 0 || consumption <= 0) return null;
  if (!(food > 0)) return stockAt;
  return stockAt + Math.ceil((food / -net) * HOUR_MS);
}

/** A village's own units standing at one place: `location` is the village itself (home) or its host. */
export interface StandingGroup {
  location: number;
  units: Army;
}

/**
 * Starvation of a village's own standing troops (GAME.md section 3, docs/RULES.md section 12): the
 * troops at home starve first, hungriest first (`starve`); only if net food is still negative do the
 * village's troops reinforcing other villages starve, host by host in ascending village id, with the
 * same order inside each group. Troops on the move are not touched (they are not standing anywhere a
 * starvation can reach; they keep eating and starve when they are home or arrive at their host).
 * Returns the removals per location (only non-empty ones), the total lost per unit type and the net
 * food after the removals.
 */
export function starveStanding(home: number, groups: readonly StandingGroup[], netFood: number): {
  removed: StandingGroup[];
  lost: Record<string, number>;
  netFood: number;
} {
  const ordered = [...groups].sort((a, b) => (a.location === home ? -1 : b.location === home ? 1 : a.location - b.location));
  const removed: StandingGroup[] = [];
  const lost: Record<string, number> = {};
  let net = netFood;
  for (const g of ordered) {
    if (net >= 0) break;
    const r = starve(g.units, net);
    net = r.netFood;
    if (Object.keys(r.removed).length === 0) continue;
    removed.push({ location: g.location, units: r.removed });
    for (const [k, n] of Object.entries(r.removed)) lost[k] = (lost[k] ?? 0) + n;
  }
  return { removed, lost: normalizeArmy(lost), netFood: net };
}
