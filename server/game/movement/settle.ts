import type { TileType } from '../../contract/world';
import { cultureThresholds } from '../economy/culture';
import { tileOf } from '../data/tiles';
import { refusalsOf, type Said } from '../texts';

/**
 * Settling (GAME.md section 6): Settlers found a village on arrival at a free land tile if the
 * kingdom's culture then reaches the next-village threshold (culture is never spent, the threshold
 * rises with the settlements owned); otherwise they return. The same culture test decides whether
 * Nobles may lower loyalty.
 */

const say = refusalsOf('settle');
export const SETTLE_TEXT = {
  cannotSettle: say('cannotSettle', 'You cannot settle a village right now'),
} as const;

export interface Owned {
  villages: number;
  towns: number;
  cities: number;
}

/** Culture reaches the threshold for one more village: culture >= round(10000 x settlements^2.5). */
export function cultureAllowsVillage(culture: number, owned: Owned): boolean {
  return culture >= cultureThresholds(owned).village;
}

export interface SettleTarget {
  type: TileType;
  /** A village stands on the tile. */
  village: boolean;
  /** A village (any, the settler's own included) has claimed the tile. */
  claimed: boolean;
  /** A landmark, monument site, artifact or event sits on the tile. */
  objective: boolean;
}

export type SettleCheck = { ok: true } | { ok: false; error: Said; reason: 'culture' | 'tile' };

/**
 * Whether Settlers can found a village on `target` now: a land tile (not water) holding no village,
 * no claim and no objective, and culture >= the next-village threshold. Refusal text:
 * 'You cannot settle a village right now' (with the reason for the report).
 */
export function canSettle(input: { culture: number; owned: Owned; target: SettleTarget }): SettleCheck {
  const t = input.target;
  if (!tileOf(t.type).buildable || t.village || t.claimed || t.objective) {
    return { ok: false, error: SETTLE_TEXT.cannotSettle, reason: 'tile' };
  }
  if (!cultureAllowsVillage(input.culture, input.owned)) return { ok: false, error: SETTLE_TEXT.cannotSettle, reason: 'culture' };
  return { ok: true };
}
