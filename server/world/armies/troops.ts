import type { Deps, AuthInfo } from '../deps';
import { villageById } from '../../db/villages';
import { armyMovementsOf, type ArmyMovement } from '../../db/movements';
import { groupArmies, unitsAbroad, unitsAt } from '../../db/units';
import { stationKey, stationsOf } from '../../db/stations';
import { ownVillage } from '../access';
import { settle } from '../settle';

const iso = (d: Date | string) => new Date(d).toISOString();

function movementOut(m: ArmyMovement, ownerId: number | null) {
  const own = m.user_id === ownerId;
  return {
    id: m.id, kind: m.kind, own, origin_kind: m.origin_kind,
    from: { village_id: m.from_village_id, x: m.from_x, y: m.from_y },
    to: { village_id: m.to_village_id, x: m.to_x, y: m.to_y },
    units: own ? m.units : null, resources: own ? m.resources : null,
    started_at: iso(m.started_at), due_at: iso(m.due_at),
  };
}

/**
 * GET units/village/{id} and its pages: everything about the village's troops, settled to now first
 * (trained units home, arrivals applied, starved troops gone). A group standing between two villages
 * carries its name (`movement_id`, db/stations.ts), which POST sendBack takes.
 */
export async function villageTroops(deps: Deps, auth: AuthInfo, villageId: number, key: string) {
  ownVillage(await villageById(deps.db, villageId), auth, key);
  await settle(deps, { villages: [villageId] }, deps.now());
  const v = (await villageById(deps.db, villageId))!;
  const [here, abroad, moves, stations] = await Promise.all([
    unitsAt(deps.db, v.id), unitsAbroad(deps.db, v.id), armyMovementsOf(deps.db, v.id), stationsOf(deps.db, v.id),
  ]);
  const byOwner = groupArmies(here, 'village_id');
  const home = byOwner.get(v.id) ?? {};
  byOwner.delete(v.id);
  const abroadBy = groupArmies(abroad, 'location_village_id');
  // A return trip has from = home = to; it is incoming for the home village.
  const incoming = moves.filter((m) => m.to_village_id === v.id && (m.from_village_id !== v.id || m.kind === 'returning'));
  const outgoing = moves.filter((m) => m.from_village_id === v.id && m.kind !== 'returning');
  return {
    home,
    support: [...byOwner].map(([owner, units]) => ({ movement_id: stations.get(stationKey(owner, v.id)) ?? null, village_id: owner, units })),
    abroad: [...abroadBy].map(([location, units]) => ({ movement_id: stations.get(stationKey(v.id, location)) ?? null, village_id: location, units })),
    incoming: incoming.map((m) => movementOut(m, v.user_id)),
    outgoing: outgoing.map((m) => movementOut(m, v.user_id)),
  };
}
