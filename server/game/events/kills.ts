import { KILL_VALUE } from '../data/kills';
import { unitOf } from '../data/units';
import { attackShares, defenceStrength, type DefenderGroup } from '../battle';
import type { Contribution } from './rewards';

/**
 * The value of the units a battle killed (GAME.md section 8, KILL_VALUE): the resources they cost
 * (wood + stone + iron + food) / KILL_VALUE.resourcesPerPoint, summed, rounded to a whole number.
 * Unknown unit keys count nothing. What an attack on an event contributes to its stage.
 */
export function killValue(killed: Readonly<Record<string, number>>): number {
  let resources = 0;
  for (const [k, n] of Object.entries(killed)) {
    if (!(n > 0)) continue;
    let c;
    try { c = unitOf(k).cost; } catch { continue; }
    resources += n * (c.wood + c.stone + c.iron + c.food);
  }
  return Math.round(resources / KILL_VALUE.resourcesPerPoint);
}

/**
 * A won defence's contributions (GAME.md section 8): each defending group's defence against the natives'
 * attack mix (no wall: the wall helps everyone alike), added up per owner (`ownerOf` names the kingdom of
 * a group: the village owner for 'home', the reinforcing village's owner for the others); groups with
 * no owner count nothing. Rounded to whole numbers; a positive defence counts at least 1.
 */
export function defenceContributions(
  attackers: Readonly<Record<string, number>>, groups: readonly DefenderGroup[], ownerOf: (g: DefenderGroup) => number | null,
): Contribution[] {
  const shares = attackShares(attackers);
  const by = new Map<number, number>();
  for (const g of groups) {
    const u = ownerOf(g);
    if (u === null) continue;
    const d = defenceStrength([g], shares, 0);
    if (d > 0) by.set(u, (by.get(u) ?? 0) + d);
  }
  return [...by].map(([userId, v]) => ({ userId, value: Math.max(1, Math.round(v)) }));
}
