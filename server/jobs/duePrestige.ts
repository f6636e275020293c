import type { Deps } from '../world/deps';
import { settleDuePrestige, type DuePrestigeResult } from '../world/objectives/prestigeDue';

/** The tick's periodic prestige step: held objectives whose next period ended (world/objectives/prestigeDue.ts). */
export function processDuePrestige(deps: Deps, opts: { now?: Date; maxItems?: number } = {}): Promise<DuePrestigeResult> {
  return settleDuePrestige(deps, opts);
}
