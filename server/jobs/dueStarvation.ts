import type { Deps } from '../world/deps';
import { starveDue } from '../world/starvation';

export interface DueStarvationResult {
  applied: number;
  failed: number;
}

/** The tick's starvation step: every village whose starves_at is due (world/starvation.ts starveDue). */
export function processDueStarvation(deps: Deps, opts: { now?: Date; maxItems?: number } = {}): Promise<DueStarvationResult> {
  return starveDue(deps, opts);
}
