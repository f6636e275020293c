import type { Deps, AuthInfo } from '../deps';
import { villageById } from '../../db/villages';
import { insertMovement } from '../../db/movements';
import { lockObjective } from '../../db/objectives';
import { takeTroopsAt, troopsOfVillageAtObjectives } from '../../db/objectiveTroops';
import { returnTripFrom, TRIP_TEXT } from '../../game/movement';
import { OBJECTIVES_TEXT } from '../../game/objectives/texts';
import type { ObjectiveRecallResponse, ObjectiveTroopsResponse } from '../../contract/objectiveTroops';
import { ownVillage } from '../access';
import { AppError, notFound } from '../refusal';
import { transaction } from '../transaction';
import { touchVillage } from '../touch';
import { refreshStarvation } from '../economy/starvesAt';
import { settle } from '../settle';
import { objectivesChanged } from '../push/publish';

const KEY = 'error_objectives';

/**
 * GET objectives/village/{id}/troops: the village's troops standing at objectives (its owner or sitter),
 * settled to now first (arrivals that brought or killed them applied), by objective id.
 */
export async function villageTroopsAtObjectives(deps: Deps, auth: AuthInfo, villageId: number): Promise<ObjectiveTroopsResponse> {
  const v = ownVillage(await villageById(deps.db, villageId), auth, KEY);
  await settle(deps, { villages: [villageId] }, deps.now());
  const rows = await troopsOfVillageAtObjectives(deps.db, villageId, v.user_id!);
  return {
    items: rows.map((r) => ({
      objective_id: r.objective_id, type: r.type as ObjectiveTroopsResponse['items'][number]['type'], x: r.x, y: r.y, units: r.units,
      since: new Date(r.since).toISOString(),
    })),
  };
}

/**
 * POST objectives/{id}/recall/{villageId}: the village's group at the objective goes home as a return trip
 * from the objective's tile (it eats for its home again from now: the village is brought to now first and
 * its starves_at follows). Lock order: the village, then the objective row, then the group's row: two
 * calls never send the same troops (the second finds none: 404). Recalling the last troops leaves the
 * objective held, with no garrison.
 */
export async function recallFromObjective(deps: Deps, auth: AuthInfo, objectiveId: number, villageId: number): Promise<ObjectiveRecallResponse> {
  const now = deps.now();
  ownVillage(await villageById(deps.db, villageId), auth, KEY); // refused before anything is locked
  return transaction(deps, async (trx) => {
    const home = await touchVillage(trx, deps, villageId, now);
    const v = ownVillage(home?.v, auth, KEY);
    const row = await lockObjective(trx, objectiveId);
    if (!row) throw notFound(KEY, OBJECTIVES_TEXT.notFound);
    // A group left by the village's former owner (a conquest) is not the new owner's to call home.
    const group = await takeTroopsAt(trx, objectiveId, v.id, v.user_id!);
    if (!group || Object.keys(group.units).length === 0) throw new AppError(404, KEY, TRIP_TEXT.noTroops);
    const { dueAt } = returnTripFrom(group.units, row, v, now.getTime(), deps.config.gameSpeed);
    const id = await insertMovement(trx, {
      kind: 'returning', userId: v.user_id, from: { villageId: v.id, x: row.x, y: row.y }, to: { villageId: v.id, x: v.x, y: v.y },
      units: group.units, startedAt: now, dueAt: new Date(dueAt), originKind: 'reinforce',
    });
    await refreshStarvation(trx, deps, v.id);
    // The objective's garrison as its holder and Empire see it.
    objectivesChanged(trx, deps, row.id);
    return { movement_id: id, units: group.units, due_at: new Date(dueAt).toISOString() };
  });
}
