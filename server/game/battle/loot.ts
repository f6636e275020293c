import { RESOURCES, type Cost, type Resource } from '../data/resources';
import { carryCapacity, type Army } from './army';

/**
 * Loot of a won attack (GAME.md section 6): the survivors carry home at most their capacity,
 * capacity = sum(carry x count), taken in whole units from the defender's stock:
 * - total taken = min(floor(capacity), sum of floor(stock)) - never more than either;
 * - split evenly over wood, stone, iron and food: each resource gets the same share; a resource
 *   holding less than its share gives all it has and the rest is shared by the others ("water filling");
 * - the units that do not divide evenly go one each to wood, stone, iron, food in that order.
 * Returns the amounts taken; the caller subtracts them from the stock and adds them to the return trip.
 */
export function loot(survivors: Army, stock: Cost): Cost {
  return splitLoot(carryCapacity(survivors), stock);
}

/** The split of `loot` for a given capacity (also used for loot of natives or events). */
export function splitLoot(capacity: number, stock: Cost): Cost {
  const avail: Cost = { wood: 0, stone: 0, iron: 0, food: 0 };
  for (const r of RESOURCES) avail[r] = Math.floor(Math.max(0, Number.isFinite(stock[r]) ? stock[r] : 0));
  const cap = Math.floor(Math.max(0, Number.isFinite(capacity) ? capacity : 0));
  const taken: Cost = { wood: 0, stone: 0, iron: 0, food: 0 };
  let remaining = Math.min(cap, RESOURCES.reduce((s, r) => s + avail[r], 0));
  // Smallest stock first: each one either fits in an even share (taken whole) or caps the level.
  const order = [...RESOURCES].sort((a, b) => avail[a] - avail[b] || RESOURCES.indexOf(a) - RESOURCES.indexOf(b));
  let left = order.length;
  const rest: Resource[] = [];
  for (const r of order) {
    if (rest.length === 0 && avail[r] * left <= remaining) {
      taken[r] = avail[r];
      remaining -= avail[r];
      left--;
    } else {
      rest.push(r);
    }
  }
  if (rest.length > 0) {
    // Every resource in `rest` holds more than remaining / rest.length, so share + 1 still fits.
    const share = Math.floor(remaining / rest.length);
    let extra = remaining - share * rest.length;
    for (const r of rest) taken[r] = share;
    for (const r of RESOURCES) {
      if (extra > 0 && rest.includes(r)) {
        taken[r]++;
        extra--;
      }
    }
  }
  return taken;
}
