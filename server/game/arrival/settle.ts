import { canSettle, SETTLE_TEXT, type Owned, type SettleTarget } from '../movement';
import { subtractArmy, type Army } from '../battle';

/** The Settlers unit key. */
/** The Settlers' unit key (data/units.ts). */
export { SETTLER_KEY } from '../data/units';
import { SETTLER_KEY } from '../data/units';
import type { Said } from '../texts';

/**
 * Settlers arriving (GAME.md section 6): with enough culture at a free land tile one Settlers unit
 * founds the village and is used up; the rest of the army stays there as the new village's own
 * troops. Otherwise everyone returns with 'You cannot settle a village right now'.
 */
export function resolveSettle(input: { units: Army; culture: number; owned: Owned; target: SettleTarget }):
  | { ok: true; garrison: Record<string, number> }
  | { ok: false; error: Said; reason: 'culture' | 'tile' | 'no_settlers' } {
  if (!((input.units[SETTLER_KEY] ?? 0) > 0)) return { ok: false, error: SETTLE_TEXT.cannotSettle, reason: 'no_settlers' };
  const check = canSettle({ culture: input.culture, owned: input.owned, target: input.target });
  if (!check.ok) return check;
  return { ok: true, garrison: subtractArmy(input.units, { [SETTLER_KEY]: 1 }) };
}
