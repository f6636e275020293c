import type { Trx } from '../../db/knex';
import type { Deps } from '../../http/context';
import { deleteMovement, turnHome, type ArmyMovement } from '../../db/movements';
import { addUnits, groupArmies, setUnits, unitsAt } from '../../db/units';
import { insertReport } from '../../db/reports';
import { insertVillage, tierCounts, villageById, villageDistricts } from '../../db/villages';
import { setBuildingLevel } from '../../db/queue';
import { loyaltyAt, siegeSlots, unitCount, type DefenderGroup } from '../../game/battle';
import { cultureAllowsVillage, distance, movementDuration } from '../../game/movement';
import { resolveAttack, resolveScout, resolveSettle, unloadLoot } from '../../game/arrival';
import { newVillageSetup } from '../../game/economy';
import { seededRng } from '../../game/world/rng';
import { terrainLookup } from '../map/terrainCache';
import { settleAccount } from '../research/account';
import { touchVillage } from './touch';
import { refreshStarvation } from './starvation';
import { queueAfterSiege } from './siege';

/**
 * One army movement arriving at its due instant T, inside the caller's transaction (movement row
 * locked): the state of the villages involved is brought to T, the pure rule of
 * server/game/arrival decides, and the result is written. The movement row is deleted or turned into
 * its return trip in this same transaction, so no arrival is applied twice.
 */

const levelOf = (b: Array<{ type: string; level: number }>, type: string) => b.find((x) => x.type === type)?.level ?? 0;

async function buildingsOf(trx: Trx, id: number): Promise<Array<{ type: string; level: number }>> {
  return trx('village_buildings').where({ village_id: id }).select('type', 'level');
}

async function report(trx: Trx, userId: number | null, kind: string, title: string, data: Record<string, unknown>, at: Date) {
  if (userId !== null) await insertReport(trx, { userId, kind, title, data, at });
}

/** Sends the survivors home from the target (or deletes the movement when none survived). */
async function goHome(trx: Trx, deps: Deps, m: ArmyMovement, units: Record<string, number>, resources: Record<string, number>, at: Date): Promise<void> {
  const home = m.from_village_id === null ? undefined : await villageById(trx, m.from_village_id);
  units = Object.fromEntries(Object.entries(units).filter(([, n]) => n > 0));
  resources = Object.fromEntries(Object.entries(resources).filter(([, n]) => n > 0));
  if (!home || unitCount(units) === 0) return deleteMovement(trx, m.id);
  const ms = movementDuration(units, distance({ x: m.to_x, y: m.to_y }, home), deps.config.gameSpeed);
  await turnHome(trx, m, { units, resources, at, dueAt: new Date(at.getTime() + ms), fromX: m.to_x, fromY: m.to_y, homeX: home.x, homeY: home.y });
}

async function cultureAllows(trx: Trx, deps: Deps, userId: number | null, at: Date): Promise<{ allows: boolean; culture: number }> {
  if (userId === null) return { allows: false, culture: 0 };
  const acc = await settleAccount(trx, deps, userId, at);
  const culture = acc?.state.culture ?? 0;
  return { allows: cultureAllowsVillage(culture, await tierCounts(trx, userId)), culture };
}

/**
 * Locks every village the arrival may change in id order (its home, its target and the villages
 * whose troops stand at the target), so an arrival and a player's call never wait on each other in a cycle.
 */
async function lockInvolved(trx: Trx, m: ArmyMovement): Promise<number[]> {
  const ids = new Set<number>();
  for (const id of [m.from_village_id, m.to_village_id]) if (id !== null) ids.add(id);
  if (m.to_village_id !== null && (m.kind === 'attack' || m.kind === 'siege' || m.kind === 'scout')) {
    const owners: Array<{ village_id: number }> = await trx('village_units').where({ location_village_id: m.to_village_id }).distinct('village_id');
    for (const o of owners) ids.add(o.village_id);
  }
  const sorted = [...ids].sort((a, b) => a - b);
  for (const id of sorted) await trx('villages').where({ id }).forUpdate().first('id');
  return sorted;
}

/**
 * Applies the arrival, then recomputes starves_at of every village it may have changed (units lost,
 * added or moved, loot unloaded, buildings lowered, a new village): each was brought to T before the
 * change (touchVillage), so its stock is exact at T and the new rates hold from T on.
 */
export async function applyArrival(trx: Trx, deps: Deps, m: ArmyMovement): Promise<void> {
  const involved = await lockInvolved(trx, m);
  const founded = await arrive(trx, deps, m);
  for (const id of founded === undefined ? involved : [...involved, founded]) await refreshStarvation(trx, deps, id);
}

/** The arrival itself; returns the id of a village it founded. */
async function arrive(trx: Trx, deps: Deps, m: ArmyMovement): Promise<number | undefined> {
  const at = new Date(m.due_at);
  const units = m.units ?? {};
  const where = { x: m.to_x, y: m.to_y };
  switch (m.kind) {
    case 'returning': {
      const home = m.to_village_id === null ? undefined : await touchVillage(trx, deps, m.to_village_id, at);
      await deleteMovement(trx, m.id);
      if (!home) return;
      const { stock, lost } = unloadLoot(home.stock, m.resources ?? {}, home.rates);
      await trx('villages').where({ id: home.v.id }).update({ ...stock, resources_updated_at: home.at });
      await addUnits(trx, home.v.id, home.v.id, units);
      await report(trx, m.user_id, 'return', `Troops returned to ${home.v.name}`, { village_id: home.v.id, units, resources: m.resources, lost, from: where, origin: m.origin_kind }, at);
      return;
    }
    case 'reinforce':
    case 'move': {
      const host = m.to_village_id === null ? undefined : await villageById(trx, m.to_village_id);
      const ok = host && (m.kind === 'reinforce' || host.user_id === m.user_id);
      if (!host || !ok) {
        await goHome(trx, deps, m, units, {}, at);
        await report(trx, m.user_id, m.kind, 'Your troops found no village to join and turned back', { units, to: where }, at);
        return;
      }
      await deleteMovement(trx, m.id);
      if (m.kind === 'move') {
        // Moved units belong to the target village from now on (they eat there).
        if (m.from_village_id !== null) await touchVillage(trx, deps, m.from_village_id, at);
        await touchVillage(trx, deps, host.id, at);
        await addUnits(trx, host.id, host.id, units);
        await report(trx, m.user_id, 'move', `Troops arrived in ${host.name}`, { village_id: host.id, units }, at);
        return;
      }
      await addUnits(trx, m.from_village_id!, host.id, units);
      await report(trx, m.user_id, 'reinforce', `Your reinforcements arrived in ${host.name}`, { village_id: host.id, units }, at);
      if (host.user_id !== m.user_id) await report(trx, host.user_id, 'reinforce', `Reinforcements arrived in ${host.name}`, { village_id: host.id, from_village_id: m.from_village_id, units }, at);
      return;
    }
    case 'settle':
      return arriveSettle(trx, deps, m, at);
    case 'scout':
      await arriveScout(trx, deps, m, at);
      return;
    case 'attack':
    case 'siege':
      await arriveAttack(trx, deps, m, at);
      return;
    default:
      await deleteMovement(trx, m.id);
  }
}

async function defendersAt(trx: Trx, villageId: number): Promise<DefenderGroup[]> {
  const groups = groupArmies(await unitsAt(trx, villageId, true), 'village_id');
  return [...groups].map(([owner, army]) => ({ owner: owner === villageId ? 'home' : owner, units: army }));
}

async function arriveScout(trx: Trx, deps: Deps, m: ArmyMovement, at: Date): Promise<void> {
  const target = m.to_village_id === null ? undefined : await touchVillage(trx, deps, m.to_village_id, at);
  if (!target) {
    await goHome(trx, deps, m, m.units, {}, at);
    return report(trx, m.user_id, 'scout', 'Your scouts found no village', { to: { x: m.to_x, y: m.to_y } }, at);
  }
  const defenders = await defendersAt(trx, target.v.id);
  // Scouts may die on both sides: the villages whose troops eat less afterwards are brought to T first.
  if (m.from_village_id !== null) await touchVillage(trx, deps, m.from_village_id, at);
  for (const g of defenders) if (g.owner !== 'home') await touchVillage(trx, deps, g.owner, at);
  const buildings = await buildingsOf(trx, target.v.id);
  const out = resolveScout({
    scouts: m.units, defenders, wallLevel: levelOf(buildings, 'walls'), food: target.stock.food,
    districts: await villageDistricts(trx, target.v.id), rng: seededRng(`${deps.world.seed}:arrival:${m.id}`),
  });
  for (const g of out.battle.defenderSurvivors) {
    const before = defenders.find((d) => d.owner === g.owner)!.units;
    await setUnits(trx, g.owner === 'home' ? target.v.id : g.owner, target.v.id, { ...before, ...g.units });
  }
  await goHome(trx, deps, m, out.survivors, {}, at);
  const data = { village_id: target.v.id, name: target.v.name, x: target.v.x, y: target.v.y, success: out.battle.success, sent: m.units, lost: out.battle.attackerLosses, report: out.report };
  await report(trx, m.user_id, 'scout', out.battle.success ? `Scouting ${target.v.name} succeeded` : `Scouting ${target.v.name} failed`, data, at);
  if (target.v.user_id !== m.user_id) {
    await report(trx, target.v.user_id, 'scout', `Scouts were seen near ${target.v.name}`, { village_id: target.v.id, success: out.battle.success, defenderLosses: out.battle.defenderLosses }, at);
  }
}

async function arriveSettle(trx: Trx, deps: Deps, m: ArmyMovement, at: Date): Promise<number | undefined> {
  // The settlers stop eating for their home village at T (they found a village or come back eating).
  if (m.from_village_id !== null) await touchVillage(trx, deps, m.from_village_id, at);
  const x = m.to_x;
  const y = m.to_y;
  const village = await trx('villages').where({ x, y }).first('id');
  const claimed = await trx('village_tiles').where({ x, y }).first('x');
  const { culture } = await cultureAllows(trx, deps, m.user_id, at);
  const owned = m.user_id === null ? { villages: 0, towns: 0, cities: 0 } : await tierCounts(trx, m.user_id);
  const type = terrainLookup(deps.world.seed, deps.config.maxCoord)(x, y);
  const r = resolveSettle({ units: m.units, culture, owned, target: { type, village: !!village, claimed: !!claimed, objective: false } });
  let newId: number | undefined;
  if (r.ok && m.user_id !== null) {
    const setup = newVillageSetup();
    newId = await insertVillage(trx, { userId: m.user_id, name: `New village (${x}|${y})`, x, y, stock: setup.stock, buildings: setup.buildings, now: at });
  }
  if (!r.ok || newId === undefined) {
    await goHome(trx, deps, m, m.units, {}, at);
    await report(trx, m.user_id, 'settle', 'You cannot settle a village right now', { x, y, reason: r.ok ? 'tile' : r.reason }, at);
    return undefined;
  }
  await deleteMovement(trx, m.id);
  if (r.ok) await addUnits(trx, newId, newId, r.garrison);
  // The new village adds its culture and science rates to the account from T on.
  await settleAccount(trx, deps, m.user_id!, at);
  await report(trx, m.user_id, 'settle', `A new village was founded at (${x}|${y})`, { village_id: newId, x, y }, at);
  return newId;
}

async function arriveAttack(trx: Trx, deps: Deps, m: ArmyMovement, at: Date): Promise<void> {
  const target = m.to_village_id === null ? undefined : await touchVillage(trx, deps, m.to_village_id, at);
  if (!target) {
    await goHome(trx, deps, m, m.units, {}, at);
    return report(trx, m.user_id, 'battle', 'Your troops found no village to attack', { to: { x: m.to_x, y: m.to_y } }, at);
  }
  const tv = target.v;
  if (m.from_village_id !== null) await touchVillage(trx, deps, m.from_village_id, at);
  const defenders = await defendersAt(trx, tv.id);
  for (const g of defenders) if (g.owner !== 'home') await touchVillage(trx, deps, g.owner, at);
  const buildings = await buildingsOf(trx, tv.id);
  const home = m.from_village_id === null ? [] : await buildingsOf(trx, m.from_village_id);
  const targets = (m.targets ?? []).map((b) => ({ building: b, level: levelOf(buildings, b) }));
  const since = (tv as { loyalty_at?: Date | null }).loyalty_at ?? at;
  const loyalty = loyaltyAt(Number(tv.loyalty), since, at, deps.config.gameSpeed);
  const { allows } = await cultureAllows(trx, deps, m.user_id, at);
  const out = resolveAttack({
    attackers: m.units, defenders, wallLevel: levelOf(buildings, 'walls'), stock: target.stock, loyalty,
    choice: m.choice === 'destroy' ? 'destroy' : 'conquer', cultureAllows: allows,
    siege: m.kind === 'siege' ? { slots: siegeSlots(levelOf(home, 'siege_workshop')), academyLevel: levelOf(home, 'siege_academy'), targets } : null,
    rng: seededRng(`${deps.world.seed}:arrival:${m.id}`),
  });
  for (const g of out.battle.defenderSurvivors) await setUnits(trx, g.owner === 'home' ? tv.id : g.owner, tv.id, g.units);
  const stock = { ...target.stock };
  for (const r of ['wood', 'stone', 'iron', 'food'] as const) stock[r] = Math.max(0, stock[r] - out.loot[r]);
  await trx('villages').where({ id: tv.id }).update({ ...stock, resources_updated_at: target.at });
  const hits = out.siege ? [...out.siege.targets, ...(out.siege.walls ? [out.siege.walls] : [])] : [];
  if (tv.user_id !== null && (hits.some((h) => h.to !== h.from) || out.noble.result === 'conquered' || out.noble.result === 'destroyed')) {
    // Culture and science accrue at the old levels and owner up to T.
    await settleAccount(trx, deps, tv.user_id, at);
  }
  for (const h of hits) if (h.to !== h.from) await setBuildingLevel(trx, tv.id, h.building, h.to);
  const fate = out.noble.result;
  if (fate !== 'destroyed' && hits.some((h) => h.to !== h.from)) await queueAfterSiege(trx, deps, tv.id, target.at);
  if (fate === 'lowered') await trx('villages').where({ id: tv.id }).update({ loyalty: out.noble.to, loyalty_at: at });
  else if (fate === 'conquered') await trx('villages').where({ id: tv.id }).update({ user_id: m.user_id, loyalty: out.noble.next, loyalty_at: at });
  else if (out.noble.drop === 0 && out.battle.winner === 'attacker' && loyalty !== Number(tv.loyalty)) {
    await trx('villages').where({ id: tv.id }).update({ loyalty, loyalty_at: at });
  }
  await goHome(trx, deps, m, out.survivors, out.loot as unknown as Record<string, number>, at);
  if (fate === 'destroyed') await trx('villages').where({ id: tv.id }).delete();
  for (const u of new Set([tv.user_id, m.user_id])) if (u !== null && (hits.length || fate === 'conquered' || fate === 'destroyed')) await settleAccount(trx, deps, u, at);
  const data = {
    attacker: { user_id: m.user_id, village_id: m.from_village_id, units: m.units, lost: out.battle.attackerLosses },
    defender: { user_id: tv.user_id, village_id: tv.id, name: tv.name, x: tv.x, y: tv.y, groups: defenders, lost: out.battle.defenderLosses },
    movement_id: m.id, winner: out.battle.winner, luck: out.battle.luck, wall: out.battle.wallLevel,
    attackStrength: out.battle.attackStrength, defenceStrength: out.battle.defenceStrength,
    loot: out.loot, siege: hits, loyalty: { from: out.noble.from, to: out.noble.to, result: fate }, moveType: m.kind,
  };
  const won = out.battle.winner === 'attacker';
  await report(trx, m.user_id, 'battle', `${won ? 'Victory' : 'Defeat'} at ${tv.name}${fate === 'conquered' ? ' - village conquered' : fate === 'destroyed' ? ' - village destroyed' : ''}`, data, at);
  if (tv.user_id !== m.user_id) await report(trx, tv.user_id, 'battle', `${tv.name} was attacked: ${won ? 'defeat' : 'victory'}`, data, at);
  const helpers = new Set<number>();
  for (const g of defenders) if (g.owner !== 'home') {
    const owner = await trx('villages').where({ id: g.owner }).first('user_id');
    if (owner?.user_id && owner.user_id !== tv.user_id && owner.user_id !== m.user_id) helpers.add(owner.user_id);
  }
  for (const u of helpers) await report(trx, u, 'battle', `Your reinforcements fought at ${tv.name}`, data, at);
}
