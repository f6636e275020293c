import type { Deps } from '../world/deps';
import { settleDueEvents, type DueEventsResult } from '../world/objectives/due';

/** The tick's event step: every event whose stage timer is due (world/objectives/due.ts). */
export function processDueEvents(deps: Deps, opts: { now?: Date; maxItems?: number } = {}): Promise<DueEventsResult> {
  return settleDueEvents(deps, opts);
}
