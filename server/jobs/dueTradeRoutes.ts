import type { Deps } from '../world/deps';
import { shipDueRoutes, type DueRoutesResult } from '../world/trade/routeRun';

/**
 * The tick's trade-route step: every route whose hourly shipment is due (next_at <= now), claimed with
 * FOR UPDATE SKIP LOCKED and shipped by the world function reads use too (world/trade/routeRun.ts).
 */
export function processDueTradeRoutes(deps: Deps, opts: { now?: Date; maxItems?: number; perTransaction?: number } = {}): Promise<DueRoutesResult> {
  return shipDueRoutes(deps, opts);
}
