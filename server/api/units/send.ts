import type { Trx } from '../../db/knex';
import type { Deps } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { SendRequest } from '../../contract/units';
import type { VillageRow } from '../../db/villages';
import { insertMovement } from '../../db/movements';
import { takeUnits } from '../../db/units';
import { tierCounts } from '../../db/villages';
import { findBuilding } from '../../game/data/buildings';
import { armyError, normalizeArmy, NOBLE_KEY, SCOUT_KEY, siegeSlots, siegeTargetsError, LOYALTY_TEXT, SIEGE_TEXT } from '../../game/battle';
import { cultureAllowsVillage, distance, movementDuration } from '../../game/movement';
import { inBounds } from '../../game/world/coords';
import { SETTLER_KEY } from '../../game/arrival';
import { accountAt } from '../../world/account';
import { UNITS_KEY } from './train';

/**
 * POST units/village/{id}/send: checks the army and the target; with validate:true answers the
 * warnings and the travel time only, otherwise takes the units from home and creates the movement
 * in the same transaction (the village and unit rows locked: the same troops cannot leave twice).
 */
export async function sendArmy(trx: Trx, deps: Deps, v: VillageRow, req: SendRequest, now: Date) {
  const err = armyError(req.units);
  if (err) throw badRequest(UNITS_KEY, err);
  const units = normalizeArmy(req.units);
  if (Object.keys(units).length === 0) throw badRequest(UNITS_KEY, 'No units selected');
  if (!inBounds(req.x, req.y, deps.config.maxCoord)) throw badRequest(UNITS_KEY, 'The target is off the map');
  if (req.x === v.x && req.y === v.y) throw badRequest(UNITS_KEY, 'The target is this village');
  const target: VillageRow | undefined = await trx('villages').where({ x: req.x, y: req.y }).first();
  const mt = req.moveType;
  if (mt === 'settle') {
    if (target) throw badRequest(UNITS_KEY, 'You cannot settle a village right now');
    if (!units[SETTLER_KEY]) throw badRequest(UNITS_KEY, 'Settling needs Settlers');
  } else if (!target) throw badRequest(UNITS_KEY, 'There is no village there');
  if (mt === 'move' && target!.user_id !== v.user_id) throw badRequest(UNITS_KEY, 'Troops can only move between your own villages');
  if (mt === 'scout' && Object.keys(units).some((k) => k !== SCOUT_KEY)) throw badRequest(UNITS_KEY, 'Only Scouts can scout');
  const targets = req.targets ?? [];
  if (mt !== 'siege' && targets.length) throw badRequest(UNITS_KEY, 'Only a siege names targets');
  const warnings: string[] = [];
  if (target && target.user_id === v.user_id && ['attack', 'siege', 'scout'].includes(mt)) warnings.push('The target is a friendly village');
  if (mt === 'siege') {
    const own = await trx('village_buildings').where({ village_id: v.id, type: 'siege_workshop' }).first('level');
    const slots = siegeSlots(own?.level ?? 0);
    if (slots === 0) warnings.push(SIEGE_TEXT.noWorkshop);
    const e = siegeTargetsError(targets, slots, (k) => !!findBuilding(k));
    if (e && !(req.validate && slots === 0)) throw badRequest(UNITS_KEY, e);
    if (!req.validate && slots === 0) throw badRequest(UNITS_KEY, SIEGE_TEXT.noWorkshop);
  }
  if ((mt === 'attack' || mt === 'siege') && units[NOBLE_KEY]) {
    const acc = await accountAt(trx, deps, v.user_id!, now);
    if (!cultureAllowsVillage(acc?.state.culture ?? 0, await tierCounts(trx, v.user_id!))) warnings.push(LOYALTY_TEXT.culture);
  }
  const ms = movementDuration(units, distance(v, { x: req.x, y: req.y }), deps.config.gameSpeed);
  const dueAt = new Date(now.getTime() + ms);
  const travel = { duration_ms: ms, arrival: dueAt.toISOString(), warnings };
  if (req.validate) {
    const have = await trx('village_units').where({ village_id: v.id, location_village_id: v.id });
    const missing = Object.entries(units).filter(([k, n]) => (have.find((h: { unit: string }) => h.unit === k)?.amount ?? 0) < n).map(([k]) => k);
    return { valid: missing.length === 0, missing, ...travel };
  }
  if (!(await takeUnits(trx, v.id, v.id, units))) throw badRequest(UNITS_KEY, 'The village does not have these units');
  const id = await insertMovement(trx, {
    kind: mt, userId: v.user_id!, from: { villageId: v.id, x: v.x, y: v.y },
    to: { villageId: target?.id ?? null, x: req.x, y: req.y }, units, startedAt: now, dueAt,
    choice: units[NOBLE_KEY] ? (req.choice ?? 'conquer') : null, targets,
  });
  return { movement_id: id, kind: mt, units, ...travel };
}
