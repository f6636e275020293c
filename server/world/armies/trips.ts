import type { Deps, AuthInfo } from '../deps';
import { lockVillage, villageAt, villageById } from '../../db/villages';
import { insertMovement, lockMovement, turnHome } from '../../db/movements';
import { groupArmies, takeUnits, unitsAt } from '../../db/units';
import { closeStation, stationById } from '../../db/stations';
import { callBackTrip, returnTripFrom, TRIP_TEXT } from '../../game/movement';
import { ownVillage } from '../access';
import { AppError, badRequest, notFound } from '../refusal';
import { NOT_FOUND_TEXT } from '../../game/refusals';
import { transaction } from '../transaction';
import { HOSTILE_KINDS, sendArmy } from './send';
import { objectivesChanged, publish } from '../push/publish';
import type { Trx } from '../../db/knex';
import type { ArmyMovement } from '../../db/movements';

/**
 * POST units/village/{id}/sendBack/{movementId}: a group standing at another village goes home as a
 * return trip. The group is named by the movement that brought it (db/stations.ts): its host {id} sends
 * it back, or its owner {id} recalls it. Both villages are locked in id order; the group's rows are taken
 * under their locks, so two calls never send the same troops.
 */
export async function sendBackTroops(deps: Deps, auth: AuthInfo, villageId: number, stationId: number, key: string) {
  const now = deps.now();
  return transaction(deps, async (trx) => {
    ownVillage(await villageById(trx, villageId), auth, key);
    const st = await stationById(trx, stationId);
    if (!st || (st.village_id !== villageId && st.location_village_id !== villageId)) throw new AppError(404, key, TRIP_TEXT.noTroops);
    const [a, b] = st.village_id < st.location_village_id ? [st.village_id, st.location_village_id] : [st.location_village_id, st.village_id];
    await lockVillage(trx, a);
    await lockVillage(trx, b);
    // Read again under the locks: a conquest or a deletion may have changed them.
    const v = ownVillage(await villageById(trx, villageId), auth, key);
    const owner = st.village_id === v.id ? v : await villageById(trx, st.village_id);
    const host = st.location_village_id === v.id ? v : await villageById(trx, st.location_village_id);
    if (!owner || !host) throw new AppError(404, key, TRIP_TEXT.noTroops);
    const units = groupArmies(await unitsAt(trx, host.id, true), 'village_id').get(owner.id);
    if (!units) throw new AppError(404, key, TRIP_TEXT.noTroops);
    if (!(await takeUnits(trx, owner.id, host.id, units))) throw badRequest(key, TRIP_TEXT.troopsGone);
    await closeStation(trx, st.id);
    const { dueAt } = returnTripFrom(units, host, owner, now.getTime(), deps.config.gameSpeed);
    const mid = await insertMovement(trx, {
      kind: 'returning', userId: owner.user_id!, from: { villageId: owner.id, x: host.x, y: host.y },
      to: { villageId: owner.id, x: owner.x, y: owner.y }, units, startedAt: now, dueAt: new Date(dueAt), originKind: 'reinforce',
    });
    return { movement_id: mid, units, due_at: new Date(dueAt).toISOString() };
  });
}

/**
 * POST units/village/{id}/callBack/{movementId}: an outgoing army turns around (game/movement
 * callBackTrip). The movement row is locked first, then the village: the arrival takes them in that
 * order too (no deadlock); a racing arrival holds the row until it commits, and then the row is no
 * longer callable back: exactly one outcome.
 */
export async function callBackArmy(deps: Deps, auth: AuthInfo, villageId: number, movementId: number, key: string) {
  const now = deps.now();
  return transaction(deps, async (trx) => {
    const m = await lockMovement(trx, movementId);
    const v = ownVillage(await lockVillage(trx, villageId), auth, key);
    if (!m || m.from_village_id !== v.id) throw notFound(key, NOT_FOUND_TEXT.movement);
    const trip = callBackTrip({
      kind: m.kind, startedAt: new Date(m.started_at).getTime(), dueAt: new Date(m.due_at).getTime(),
      from: { x: m.from_x, y: m.from_y }, to: { x: m.to_x, y: m.to_y },
    }, now.getTime());
    if (!trip.ok) throw badRequest(key, trip.error);
    await turnHome(trx, m, {
      units: m.units, resources: m.resources ?? {}, at: now, dueAt: new Date(trip.dueAt),
      fromX: trip.turnedAt.x, fromY: trip.turnedAt.y, homeX: v.x, homeY: v.y,
    });
    await tellCancelled(trx, deps, m);
    if (m.objective_id != null) objectivesChanged(trx, deps, m.objective_id);
    return { movement_id: m.id, due_at: new Date(trip.dueAt).toISOString() };
  });
}

/**
 * POST units/village/{id}/send: the sending village and the village on the target tile locked in id
 * order, then sendArmy (send.ts) in the same transaction. The target is locked too because the new
 * movement row's foreign key takes a key-share lock on it: two kingdoms attacking each other at once
 * would otherwise each hold their own village and wait for the other's (a deadlock, retried, then a 500).
 */
export async function sendFromVillage(deps: Deps, auth: AuthInfo, villageId: number, ask: Parameters<typeof sendArmy>[3], key: string) {
  const now = deps.now();
  return transaction(deps, async (trx) => {
    ownVillage(await villageById(trx, villageId), auth, key); // refused before anything is locked
    const target = await villageAt(trx, ask.x, ask.y);
    if (target && target.id < villageId) await lockVillage(trx, target.id);
    const v = ownVillage(await lockVillage(trx, villageId), auth, key);
    if (target && target.id > villageId) await lockVillage(trx, target.id);
    return sendArmy(trx, deps, v, ask, now, key);
  });
}

/** The defender whose alert the called-back army raised hears that it is off (push `attack_cancelled`). */
async function tellCancelled(trx: Trx, deps: Deps, m: ArmyMovement): Promise<void> {
  if (!deps.push || m.to_village_id === null || !HOSTILE_KINDS.has(m.kind)) return;
  const target = await villageById(trx, m.to_village_id);
  if (target?.user_id == null || target.user_id === m.user_id) return;
  publish(trx, deps, target.user_id, { type: 'attack_cancelled', village_id: target.id, movement_id: m.id });
}
