import type { Deps } from './deps';
import { addUnits, homeUnits } from '../db/units';
import { badRequest } from './refusal';
import { NOT_FOUND_TEXT } from '../game/refusals';
import { touchVillage } from './touch';
import { refreshStarvation } from './economy/starvesAt';
import { transaction } from './transaction';

/**
 * POST testing/units: units added at home in a village, which is first brought to now (its stock and
 * queue: the new units eat from now on); starves_at follows the new consumption. Answers the troops at home.
 */
export async function grantUnits(deps: Deps, villageId: number, units: Record<string, number>): Promise<{ village_id: number; home: Record<string, number> }> {
  return transaction(deps, async (trx) => {
    if (!(await touchVillage(trx, deps, villageId, deps.now()))) throw badRequest('error_400', NOT_FOUND_TEXT.noSuchVillage);
    await addUnits(trx, villageId, villageId, units);
    await refreshStarvation(trx, deps, villageId);
    const rows = await homeUnits(trx, villageId);
    return { village_id: villageId, home: Object.fromEntries(rows.map((r) => [r.unit, Number(r.amount)])) };
  });
}
