import { MONUMENT } from '../data/objectives';
import { RESOURCES, type Cost } from '../data/resources';

/**
 * A monument's supplies (GAME.md section 8): after capture the holder delivers MONUMENT.target with
 * merchants; each resource counts up to what its target still lacks and the excess is returned to the
 * sender (as for supply events). Completed when every resource has reached its target.
 */
export interface MonumentDelivery {
  accepted: Cost;
  returned: Cost;
  delivered: Cost;
  /** True only for the delivery that completes it. */
  completed: boolean;
}

export function isMonumentComplete(delivered: Cost, target: Cost = MONUMENT.target): boolean {
  return RESOURCES.every((r) => delivered[r] >= target[r]);
}

export function deliverToMonument(delivered: Cost, load: Cost, target: Cost = MONUMENT.target): MonumentDelivery {
  const accepted = {} as Cost;
  const returned = {} as Cost;
  const next = {} as Cost;
  for (const r of RESOURCES) {
    const a = Number.isFinite(load[r]) ? Math.max(0, load[r]) : 0;
    accepted[r] = Math.min(a, Math.max(0, target[r] - delivered[r]));
    returned[r] = a - accepted[r];
    next[r] = delivered[r] + accepted[r];
  }
  return { accepted, returned, delivered: next, completed: !isMonumentComplete(delivered, target) && isMonumentComplete(next, target) };
}

/** The repair a captured (damaged) monument needs before it gives prestige again. */
export function monumentRepairCost(): Cost {
  return { ...MONUMENT.repairCost };
}
