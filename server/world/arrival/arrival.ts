import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { isOrdered, merchantsHome, type ArmyMovement } from '../../db/movements';
import {
  buildingLevels, deleteArmiesFrom, deleteTroopsOf, deleteVillage, homesStandingAt, lockArmiesFrom, lockVillagesWithStanding,
  ownersInOrder, waitOrderedLock, writeLoyalty, writeStockAt,
} from '../../db/arrivals';
import { groupArmies } from '../../db/units';
import type { NewReport } from '../../db/reports';
import { insertVillage, tierCounts, tileTaken, villageDistricts } from '../../db/villages';
import { setBuildingLevel } from '../../db/queue';
import { loyaltyAt, NOBLE_KEY, siegeSlots, starvesAt, unitCount, type DefenderGroup } from '../../game/battle';
import { cultureAllowsVillage, distance, movementDuration } from '../../game/movement';
import { resolveAttack, resolveScout, resolveSettle, unloadLoot } from '../../game/arrival';
import { unload } from '../../game/trade';
import { noteRouteArrival, ROUTE_ORIGIN } from '../../db/tradeRoutes';
import { newVillageSetup } from '../../game/economy';
import { seededRng } from '../../game/world/rng';
import { terrainLookup } from '../terrain';
import { settleAccount } from '../account';
import { refreshStarvations, type PendingStock } from '../economy/starvesAt';
import { immediateIO, type ArrivalIO } from './io';
import { queueAfterSiege } from './siege';
import { tellArrived, tellDisbanded } from './told';
import { settledVillageName } from './villageName';
import { noteConquest, noteSettled } from '../empireNotes';
import * as titles from '../../game/reports/titles';
import { arriveAtObjective } from '../objectives/arrival';
import { liveObjectiveAt } from '../../db/objectives';
import { disbandTroopsAtObjectives } from '../../db/objectiveTroops';
import { nativesAtVillage } from '../objectives/eventBattle';
import { killValue } from '../../game/events';
import type { Done } from './done';
import { countBattle, ownersOfGroups } from './earned';
export type { Done } from './done';
import type { ReportTitle } from '../../game/reports/titles';

/**
 * One army movement arriving at its due instant T, inside the caller's transaction (movement row
 * locked): the state of the villages involved is brought to T, the pure rule of
 * server/game/arrival decides, and the result is written. The movement row is deleted or turned into
 * its return trip in this same transaction, so no arrival is applied twice.
 */

const levelOf = (b: Array<{ type: string; level: number }>, type: string) => b.find((x) => x.type === type)?.level ?? 0;


async function report(io: ArrivalIO, userId: number | null, kind: string, title: ReportTitle, data: Record<string, unknown>, at: Date) {
  if (userId !== null) await io.reports([{ userId, kind, title, data, at }]);
}

/** Sends the survivors home from the target (or deletes the movement when none survived). */
async function goHome(io: ArrivalIO, m: ArmyMovement, units: Record<string, number>, resources: Record<string, number>, at: Date, known?: { x: number; y: number }): Promise<void> {
  // `known`: the home row the caller already holds (touchVillage), so it is not read again.
  const home = m.from_village_id === null ? undefined : known ?? await io.village(m.from_village_id);
  units = Object.fromEntries(Object.entries(units).filter(([, n]) => n > 0));
  resources = Object.fromEntries(Object.entries(resources).filter(([, n]) => n > 0));
  if (!home || unitCount(units) === 0) return io.deleteMovement(m.id);
  const ms = movementDuration(units, distance({ x: m.to_x, y: m.to_y }, home), io.deps.config.gameSpeed);
  await io.turnHome(m, { units, resources, at, dueAt: new Date(at.getTime() + ms), fromX: m.to_x, fromY: m.to_y, homeX: home.x, homeY: home.y });
}

async function cultureAllows(trx: Trx, deps: Deps, userId: number | null, at: Date): Promise<{ allows: boolean; culture: number }> {
  if (userId === null) return { allows: false, culture: 0 };
  const acc = await settleAccount(trx, deps, userId, at);
  const culture = acc?.state.culture ?? 0;
  return { allows: cultureAllowsVillage(culture, await tierCounts(trx, userId)), culture };
}

/** Whether the villages whose troops stand at the target take part (a battle or scouting there). */
const fightsAtTarget = (m: ArmyMovement) => m.to_village_id !== null && (m.kind === 'attack' || m.kind === 'siege' || m.kind === 'scout');
const carriesNobles = (m: ArmyMovement) => m.to_village_id !== null && (m.kind === 'attack' || m.kind === 'siege') && (m.units?.[NOBLE_KEY] ?? 0) > 0;
const endsOf = (m: ArmyMovement) => [m.from_village_id, m.to_village_id].filter((id): id is number => id !== null);

/**
 * Locks every village the arrival may change in id order (its home, its target and the villages
 * whose troops stand at the target), so an arrival and a player's call never wait on each other in a
 * cycle. Waiting (settle-on-read): the set of villages with troops at the target was read before the
 * wait, so it is read again once the locks are held and any newcomer locked too.
 */
async function lockInvolved(trx: Trx, m: ArmyMovement): Promise<Involved> {
  if (carriesNobles(m)) {
    // A conquest disbands the target's armies on the move (disbandConquered): their rows are locked
    // now, before the villages, in the order a call-back takes them (movement, then village).
    await lockArmiesFrom(trx, m.to_village_id!);
  }
  let want = new Set(endsOf(m));
  for (;;) {
    // One statement: PostgreSQL locks the rows in the order the ORDER BY returns them (ascending id).
    const rows = await lockVillagesWithStanding(trx, [...want], fightsAtTarget(m) ? m.to_village_id : null);
    const held = rows.map((r) => r.id);
    const locked = { ids: held, owners: new Map(rows.map((r) => [r.id, r.user_id])) };
    if (!fightsAtTarget(m)) return locked;
    const missing = (await homesStandingAt(trx, m.to_village_id!)).filter((id) => !held.includes(id));
    if (missing.length === 0) return locked;
    want = new Set([...held, ...missing]);
  }
}

/** Why a tick runner passes over a movement for now (claimForRunner in server/db/movements.ts); see ./blocked.ts. */
export { ArrivalBlocked } from './blocked';

/**
 * Applies the arrival, then recomputes starves_at of every village it may have changed (units lost,
 * added or moved, loot unloaded, buildings lowered, a new village): each was brought to T before the
 * change (touchVillage), so its stock is exact at T and the new rates hold from T on. `involved`: the
 * villages the caller locked already (a tick runner's claimForRunner); otherwise they are locked here, waiting.
 */
export async function applyArrival(trx: Trx, deps: Deps, m: ArmyMovement, locked?: Involved): Promise<void> {
  if (!locked) {
    // Settle-on-read: an arrival reading account-wide state waits for the tick's runner holding it.
    if (isOrdered(m)) await waitOrderedLock(trx);
    locked = await lockInvolved(trx, m);
  }
  const done: Done = { stocks: new Map(), settled: new Set() };
  const founded = await arrive(immediateIO(trx, deps), m, done, locked);
  await refreshStarvations(trx, deps, toRefresh(locked, done, founded), done.stocks);
  tellArrived(trx, deps, m, locked.owners);
}

/** The villages whose starves_at an arrival leaves to refresh (every involved one it did not settle, and one it founded). */
export function toRefresh(locked: Involved, done: Done, founded: number | undefined): number[] {
  const refresh = locked.ids.filter((id) => !done.settled.has(id));
  return founded === undefined ? refresh : [...refresh, founded];
}


/** The villages an arrival holds locked, ascending, with their owners (as locked). */
export interface Involved {
  ids: number[];
  owners: Map<number, number | null>;
}


/**
 * The arrival itself with the reads and writes of `io` (one by one: immediateIO; a tick batch collects
 * them, see arrivalBatch.ts), leaving starves_at to the caller: `done` says what to refresh (toRefresh).
 * Returns the id of a village it founded.
 */
export async function arrive(io: ArrivalIO, m: ArmyMovement, done: Done, locked: Involved): Promise<number | undefined> {
  const { stocks } = done;
  const at = new Date(m.due_at);
  const units = m.units ?? {};
  const where = { x: m.to_x, y: m.to_y };
  // Armies and merchants heading for an event or objective (server/world/objectives/arrival.ts).
  if (await arriveAtObjective(io, m, done)) return;
  switch (m.kind) {
    case 'returning': {
      // Its stock is written once, below, with the loot (starves_at follows in applyArrival).
      const home = m.to_village_id === null ? undefined : await io.touch(m.to_village_id, at, { writeStock: false });
      await io.deleteMovement(m.id);
      if (!home) return;
      const { stock, lost } = unloadLoot(home.stock, m.resources ?? {}, home.rates);
      if (m.user_id === home.v.user_id) {
        // Its units counted in the home's consumption under way (own armies) and count standing now:
        // the rates stay, so starves_at follows from them and the new stock, written together.
        const starves = starvesAt(stock.food, home.at.getTime(), home.rates);
        await io.saveStock(home.v.id, stock, home.at, starves === null ? null : new Date(starves));
        done.settled.add(home.v.id);
      } else {
        // Written with starves_at by applyArrival's refreshStarvations (the home is among the involved).
        stocks.set(home.v.id, { stock, at: home.at });
      }
      await io.addUnits(home.v.id, home.v.id, units);
      // `where` is the home (a return trip heads there); the troops came from the trip's start, where they turned back.
      const from = { x: m.from_x, y: m.from_y };
      await report(io, m.user_id, 'return', titles.troopsReturned(home.v.name), { village_id: home.v.id, units, resources: m.resources, lost, from, origin: m.origin_kind }, at);
      return;
    }
    case 'event_defending':
      // Troops defending the village a defend event marches on (issue 16): they station there like reinforcements.
      return arrive(io, { ...m, kind: 'reinforce' }, done, locked);
    case 'reinforce':
    case 'move': {
      const host = m.to_village_id === null ? undefined : await io.village(m.to_village_id);
      const ok = host && (m.kind === 'reinforce' || host.user_id === m.user_id);
      if (m.kind === 'reinforce' && m.from_village_id !== null && locked.owners.get(m.from_village_id) === m.user_id) {
        // The troops eat for their home under way, standing at the host or turned back alike, and
        // the host's rates count its own troops only: no village's rates or stock change.
        for (const id of locked.ids) done.settled.add(id);
      }
      if (!host || !ok) {
        await goHome(io, m, units, {}, at);
        await report(io, m.user_id, m.kind, titles.noVillageToJoin(), { units, to: where }, at);
        return;
      }
      if (m.kind === 'move') {
        // Moved units belong to the target village from now on (they eat there). Up to T they ate for
        // their home under way: the home is settled while their movement still counts.
        if (m.from_village_id !== null) await io.touch(m.from_village_id, at);
        await io.touch(host.id, at);
        await io.deleteMovement(m.id);
        await io.addUnits(host.id, host.id, units);
        await report(io, m.user_id, 'move', titles.troopsArrived(host.name), { village_id: host.id, units }, at);
        return;
      }
      await io.deleteMovement(m.id);
      await io.addUnits(m.from_village_id!, host.id, units);
      await io.station(m.id, m.from_village_id!, host.id);
      // Both reports in one statement.
      const reps: NewReport[] = [];
      if (m.user_id !== null) reps.push({ userId: m.user_id, kind: 'reinforce', title: titles.reinforcementsArrived(host.name), data: { village_id: host.id, units }, at });
      if (host.user_id !== m.user_id && host.user_id !== null) reps.push({ userId: host.user_id, kind: 'reinforce', title: titles.reinforcementsReceived(host.name), data: { village_id: host.id, from_village_id: m.from_village_id, units }, at });
      await io.reports(reps);
      return;
    }
    case 'delivery': {
      // An exchange or a purchase: the resources land in the village, what its storage cannot hold is
      // lost. The stock is written with starves_at by applyArrival (the village is among the involved).
      const home = m.to_village_id === null ? undefined : await io.touch(m.to_village_id, at, { writeStock: false });
      await io.deleteMovement(m.id);
      if (!home) return;
      const r = unload(home.stock, m.resources ?? {}, home.rates);
      stocks.set(home.v.id, { stock: r.stock, at: home.at });
      // An event's rewards (server/world/objectives/payout.ts) come from the event's tile (from_x, from_y).
      const origin = m.origin_kind === 'purchase' ? 'purchase' : m.origin_kind === 'event' ? 'event' : 'exchange';
      const title = origin === 'event' ? titles.atTile('eventRewards', m.from_x, m.from_y) : titles.delivered(home.v.name, origin);
      await report(io, m.user_id, 'merchants', title,
        { village_id: home.v.id, name: home.v.name, origin, resources: m.resources, delivered: r.delivered, lost: r.lost, ...(origin === 'event' ? { from: { x: m.from_x, y: m.from_y } } : {}) }, at);
      return;
    }
    case 'merchants':
      await arriveMerchants(io, m, at, stocks);
      return;
    case 'merchants_home': {
      // Home: free again. A load they could not deliver goes into the home's stores (what fits).
      await io.deleteMovement(m.id);
      const cargo = Object.values(m.resources ?? {}).some((n) => n > 0);
      const home = cargo && m.to_village_id !== null ? await io.touch(m.to_village_id, at, { writeStock: false }) : undefined;
      if (home) stocks.set(home.v.id, { stock: unload(home.stock, m.resources ?? {}, home.rates).stock, at: home.at });
      return;
    }
    case 'settle':
      return arriveSettle(io, m, at);
    case 'scout':
      await arriveScout(io, m, at, locked);
      return;
    case 'attack':
    case 'siege':
      // A defend event's native army (no owner, objective_id set) at the village it marches on (issue 16).
      if (m.user_id === null && m.objective_id != null) await nativesAtVillage(io, m, at);
      else await arriveAttack(io, m, at, stocks, locked);
      return;
    default:
      await io.deleteMovement(m.id);
  }
}

async function defendersAt(io: ArrivalIO, villageId: number): Promise<DefenderGroup[]> {
  const groups = groupArmies(await io.standingAt(villageId), 'village_id');
  return [...groups].map(([owner, army]) => ({ owner: owner === villageId ? 'home' : owner, units: army }));
}

/** The attacker's village (name, x, y, from the row already loaded) and both usernames (one query). */
async function reportSides(io: ArrivalIO, m: ArmyMovement, home: { name: string; x: number; y: number } | undefined, defenderId: number | null) {
  const names = await io.usernames([m.user_id, defenderId].filter((id): id is number => id !== null));
  const nameOf = (id: number | null) => (id === null ? null : names.get(id) ?? null);
  return {
    attacker: { user_id: m.user_id, username: nameOf(m.user_id), village_id: m.from_village_id, name: home?.name ?? null, x: home?.x ?? null, y: home?.y ?? null },
    defender: nameOf(defenderId),
  };
}

async function arriveScout(io: ArrivalIO, m: ArmyMovement, at: Date, locked: Involved): Promise<void> {
  const { trx, deps } = io;
  const target = m.to_village_id === null ? undefined : await io.touch(m.to_village_id, at);
  if (!target) {
    await goHome(io, m, m.units, {}, at);
    return report(io, m.user_id, 'scout', titles.noVillageToScout(), { to: { x: m.to_x, y: m.to_y } }, at);
  }
  const defenders = await defendersAt(io, target.v.id);
  // Scouts may die on both sides: the villages whose troops eat less afterwards are brought to T first.
  const from = m.from_village_id === null ? undefined : await io.touch(m.from_village_id, at);
  for (const g of defenders) if (g.owner !== 'home') await io.touch(g.owner, at);
  const buildings = target.buildings;
  const out = resolveScout({
    scouts: m.units, defenders, wallLevel: levelOf(buildings, 'walls'), food: target.stock.food,
    districts: await villageDistricts(trx, target.v.id), rng: seededRng(`${deps.world.seed}:arrival:${m.id}`),
  });
  for (const g of out.battle.defenderSurvivors) {
    const before = defenders.find((d) => d.owner === g.owner)!.units;
    await io.setUnits(g.owner === 'home' ? target.v.id : g.owner, target.v.id, { ...before, ...g.units });
  }
  // Scouts killed count as kills and losses like any unit (statistics), in one call with all parties.
  const scoutOwners = await ownersOfGroups(io, defenders, locked.owners);
  await countBattle(io, {
    attacker: { userId: m.user_id, lost: out.battle.attackerLosses }, groups: defenders, lost: out.battle.defenderLosses,
    ownerOf: (g) => (g.owner === 'home' ? target.v.user_id : scoutOwners.get(g.owner) ?? null),
  }, at);
  await goHome(io, m, out.survivors, {}, at, from?.v);
  // Names as they are now, so the report stays readable after a rename, conquest or destruction.
  const sides = await reportSides(io, m, from?.v, target.v.user_id);
  const data = { village_id: target.v.id, name: target.v.name, x: target.v.x, y: target.v.y, username: sides.defender, attacker: sides.attacker, success: out.battle.success, sent: m.units, lost: out.battle.attackerLosses, report: out.report };
  await report(io, m.user_id, 'scout', titles.scouting(target.v.name, out.battle.success), data, at);
  if (target.v.user_id !== m.user_id) {
    await report(io, target.v.user_id, 'scout', titles.scoutsSeen(target.v.name), { village_id: target.v.id, name: target.v.name, x: target.v.x, y: target.v.y, username: sides.defender, attacker: sides.attacker, success: out.battle.success, defenderLosses: out.battle.defenderLosses }, at);
  }
}

/**
 * Merchants arriving with a load (GAME.md section 7): it goes into the target's stores (what does not fit
 * is lost, and the reports say how much), and they turn home empty in the time the trip took. A target
 * gone: they turn back with the load.
 */
async function arriveMerchants(io: ArrivalIO, m: ArmyMovement, at: Date, stocks: Map<number, PendingStock>): Promise<void> {
  const target = m.to_village_id === null ? undefined : await io.touch(m.to_village_id, at, { writeStock: false });
  const back = new Date(at.getTime() + Math.max(0, at.getTime() - new Date(m.started_at).getTime()));
  if (m.from_village_id === null) {
    await io.deleteMovement(m.id);
  } else if (!target) {
    await merchantsHome(io.trx, m, { resources: m.resources ?? {}, at, dueAt: back });
    await report(io, m.user_id, 'merchants', titles.merchantsNoVillage(), { to: { x: m.to_x, y: m.to_y }, from_village_id: m.from_village_id, resources: m.resources, merchants: m.merchants ?? 0 }, at);
    return;
  } else if (m.origin_kind === ROUTE_ORIGIN) {
    // A trade route's shipment uses no merchants: nobody comes home.
    await io.deleteMovement(m.id);
  } else {
    await merchantsHome(io.trx, m, { resources: {}, at, dueAt: back });
  }
  if (!target) return;
  const r = unload(target.stock, m.resources ?? {}, target.rates);
  stocks.set(target.v.id, { stock: r.stock, at: target.at });
  if (m.origin_kind === ROUTE_ORIGIN) {
    // No report each hour: the route shows its last shipment, with what arrived and what was lost.
    if (m.from_village_id !== null) await noteRouteArrival(io.trx, m.from_village_id, m.id, r.delivered, r.lost);
    return;
  }
  // Both ends named as they are now (the receiver's report says who sent them and from where).
  const sender = m.from_village_id === null ? undefined : await io.village(m.from_village_id);
  const names = await io.usernames([m.user_id, target.v.user_id].filter((id): id is number => id !== null));
  const nameOf = (id: number | null) => (id === null ? null : names.get(id) ?? null);
  const data = {
    village_id: target.v.id, name: target.v.name, x: target.v.x, y: target.v.y, username: nameOf(target.v.user_id),
    from_village_id: m.from_village_id,
    sender: { user_id: m.user_id, username: nameOf(m.user_id), village_id: m.from_village_id, name: sender?.name ?? null, x: m.from_x, y: m.from_y },
    resources: m.resources, delivered: r.delivered, lost: r.lost, merchants: m.merchants ?? 0,
  };
  const reps: NewReport[] = [];
  if (m.user_id !== null) reps.push({ userId: m.user_id, kind: 'merchants', title: titles.merchantsArrived(target.v.name), data, at });
  if (target.v.user_id !== null && target.v.user_id !== m.user_id) reps.push({ userId: target.v.user_id, kind: 'merchants', title: titles.merchantsReceived(target.v.name), data, at });
  await io.reports(reps);
}

async function arriveSettle(io: ArrivalIO, m: ArmyMovement, at: Date): Promise<number | undefined> {
  const { trx, deps } = io;
  // The settlers stop eating for their home village at T (they found a village or come back eating).
  if (m.from_village_id !== null) await io.touch(m.from_village_id, at);
  const x = m.to_x;
  const y = m.to_y;
  const taken = await tileTaken(trx, x, y);
  const { culture } = await cultureAllows(trx, deps, m.user_id, at);
  const owned = m.user_id === null ? { villages: 0, towns: 0, cities: 0 } : await tierCounts(trx, m.user_id);
  const type = terrainLookup(deps.world.seed, deps.config.maxCoord)(x, y);
  const r = resolveSettle({ units: m.units, culture, owned, target: { type, village: taken.village, claimed: taken.claimed, objective: (await liveObjectiveAt(trx, x, y)) !== undefined } });
  let newId: number | undefined;
  let name = '';
  if (r.ok && m.user_id !== null) {
    const setup = newVillageSetup();
    name = await settledVillageName(trx, m.user_id);
    newId = await insertVillage(trx, { userId: m.user_id, name, x, y, stock: setup.stock, buildings: setup.buildings, now: at });
  }
  if (!r.ok || newId === undefined) {
    await goHome(io, m, m.units, {}, at);
    await report(io, m.user_id, 'settle', titles.settleRefused(), { x, y, reason: r.ok ? 'tile' : r.reason }, at);
    return undefined;
  }
  await io.deleteMovement(m.id);
  if (r.ok) await io.addUnits(newId, newId, r.garrison);
  // The new village adds its culture and science rates to the account from T on.
  await settleAccount(trx, deps, m.user_id!, at);
  await noteSettled(trx, deps, m.user_id!, { name, x, y }, at);
  await report(io, m.user_id, 'settle', titles.villageFounded(x, y), { village_id: newId, x, y }, at);
  return newId;
}

async function arriveAttack(io: ArrivalIO, m: ArmyMovement, at: Date, stocks: Map<number, PendingStock>, locked: Involved): Promise<void> {
  const { trx, deps } = io;
  // The target and the attacker's home read in one statement (held: lockInvolved), then brought to T in
  // that order. The target's stock is written once, below, after the loot (starves_at follows in applyArrival).
  const both = m.to_village_id === null ? undefined
    : await io.touchMany([{ id: m.to_village_id, writeStock: false }, ...(m.from_village_id === null ? [] : [{ id: m.from_village_id }])], at);
  const target = m.to_village_id === null ? undefined : both?.get(m.to_village_id);
  if (!target) {
    await goHome(io, m, m.units, {}, at);
    return report(io, m.user_id, 'battle', titles.noVillageToAttack(), { to: { x: m.to_x, y: m.to_y } }, at);
  }
  const tv = target.v;
  const from = m.from_village_id === null ? undefined : both?.get(m.from_village_id);
  const defenders = await defendersAt(io, tv.id);
  for (const g of defenders) if (g.owner !== 'home') await io.touch(g.owner, at);
  // Levels at T as touchVillage read them (after the due queue work), not re-read.
  const buildings = target.buildings;
  const home = from?.buildings ?? (m.from_village_id === null ? [] : await buildingLevels(trx, m.from_village_id));
  const targets = (m.targets ?? []).map((b) => ({ building: b, level: levelOf(buildings, b) }));
  const since = (tv as { loyalty_at?: Date | null }).loyalty_at ?? at;
  const loyalty = loyaltyAt(Number(tv.loyalty), since, at, deps.config.gameSpeed);
  // Culture decides only what surviving Nobles do: without Nobles sent, the account is not read.
  const { allows } = (m.units?.[NOBLE_KEY] ?? 0) > 0 ? await cultureAllows(trx, deps, m.user_id, at) : { allows: false };
  const out = resolveAttack({
    attackers: m.units, defenders, wallLevel: levelOf(buildings, 'walls'), stock: target.stock, loyalty,
    choice: m.choice === 'destroy' ? 'destroy' : 'conquer', cultureAllows: allows,
    siege: m.kind === 'siege' ? { slots: siegeSlots(levelOf(home, 'siege_workshop')), academyLevel: levelOf(home, 'siege_academy'), targets } : null,
    rng: seededRng(`${deps.world.seed}:arrival:${m.id}`),
  });
  for (const g of out.battle.defenderSurvivors) await io.setUnits(g.owner === 'home' ? tv.id : g.owner, tv.id, g.units);
  // Statistics (GAME.md section 10), one call with all parties: kills (pvp against a kingdom's troops, pve
  // against an ownerless village's), each side's losses and the loot, counted at the battle.
  const owners = await ownersOfGroups(io, defenders, locked.owners);
  await countBattle(io, {
    attacker: { userId: m.user_id, lost: out.battle.attackerLosses }, groups: defenders, lost: out.battle.defenderLosses,
    ownerOf: (g) => (g.owner === 'home' ? tv.user_id : owners.get(g.owner) ?? null), loot: out.loot,
  }, at);
  const stock = { ...target.stock };
  for (const r of ['wood', 'stone', 'iron', 'food'] as const) stock[r] = Math.max(0, stock[r] - out.loot[r]);
  const hits = out.siege ? [...out.siege.targets, ...(out.siege.walls ? [out.siege.walls] : [])] : [];
  // A plain battle leaves the stock for refreshStarvations to write (one statement with starves_at); a
  // siege (the queue is rescheduled from the stored stock) or a conquest or destruction writes it now.
  if (hits.length === 0 && out.noble.result !== 'conquered' && out.noble.result !== 'destroyed') stocks.set(tv.id, { stock, at: target.at });
  else await writeStockAt(trx, tv.id, stock, target.at);
  if (tv.user_id !== null && (hits.some((h) => h.to !== h.from) || out.noble.result === 'conquered' || out.noble.result === 'destroyed')) {
    // Culture and science accrue at the old levels and owner up to T.
    await settleAccount(trx, deps, tv.user_id, at);
  }
  for (const h of hits) if (h.to !== h.from) await setBuildingLevel(trx, tv.id, h.building, h.to);
  const fate = out.noble.result;
  if (fate !== 'destroyed' && hits.some((h) => h.to !== h.from)) await queueAfterSiege(trx, deps, tv.id, target.at);
  if (fate === 'lowered') await writeLoyalty(trx, tv.id, out.noble.to, at);
  else if (fate === 'conquered') await writeLoyalty(trx, tv.id, out.noble.next, at, m.user_id);
  else if (out.noble.drop === 0 && out.battle.winner === 'attacker' && loyalty !== Number(tv.loyalty)) await writeLoyalty(trx, tv.id, loyalty, at);
  const disbanded = fate === 'conquered' ? await disbandConquered(trx, deps, tv.id, tv.user_id) : undefined;
  await goHome(io, m, out.survivors, out.loot as unknown as Record<string, number>, at, from?.v);
  if (fate === 'destroyed') await deleteVillage(trx, tv.id);
  if (fate === 'conquered' || fate === 'destroyed') await noteConquest(trx, deps, fate, m.user_id, tv.user_id, tv, at);
  for (const u of new Set([tv.user_id, m.user_id])) if (u !== null && (hits.length || fate === 'conquered' || fate === 'destroyed')) await settleAccount(trx, deps, u, at);
  // Names as they were at the battle, so the report stays readable after a rename, conquest or destruction.
  const sides = await reportSides(io, m, from?.v, tv.user_id);
  const data = {
    attacker: { ...sides.attacker, units: m.units, lost: out.battle.attackerLosses },
    defender: { user_id: tv.user_id, username: sides.defender, village_id: tv.id, name: tv.name, x: tv.x, y: tv.y, groups: defenders, lost: out.battle.defenderLosses },
    movement_id: m.id, winner: out.battle.winner, luck: out.battle.luck, wall: out.battle.wallLevel,
    attackStrength: out.battle.attackStrength, defenceStrength: out.battle.defenceStrength,
    loot: out.loot, siege: hits, loyalty: { from: out.noble.from, to: out.noble.to, result: fate }, moveType: m.kind,
    // The kill value (game/events/kills.ts) of the defenders the attack killed.
    value: killValue(sumArmies(out.battle.defenderLosses.map((g) => g.units))),
  };
  const won = out.battle.winner === 'attacker';
  const reports: NewReport[] = [];
  const add = (userId: number | null, title: ReportTitle, d: Record<string, unknown> = data) => { if (userId !== null) reports.push({ userId, kind: 'battle', title, data: d, at }); };
  add(m.user_id, titles.attackResult(tv.name, won, fate));
  // The old owner's report lists what the conquest disbanded.
  if (tv.user_id !== m.user_id) add(tv.user_id, titles.defenceResult(tv.name, won), disbanded ? { ...data, disbanded } : data);
  // The reinforcing villages' owners, in one read.
  const helping = defenders.flatMap((g) => (g.owner === 'home' ? [] : [g.owner]));
  const helpers = new Set<number>();
  for (const o of await ownersInOrder(trx, helping)) if (o && o !== tv.user_id && o !== m.user_id) helpers.add(o);
  for (const u of helpers) add(u, titles.reinforcementsFought(tv.name));
  await io.reports(reports);
}

/** Several armies added up per unit type. */
const sumArmies = (armies: ReadonlyArray<Record<string, number>>): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const a of armies) for (const [k, n] of Object.entries(a)) out[k] = (out[k] ?? 0) + n;
  return out;
};

export interface Disbanded {
  /** Troops of the village left standing at home after the battle (none when the attack wiped them). */
  home: Record<string, number>;
  /** Its reinforcements abroad, per village they stood in. */
  abroad: Array<{ village_id: number; units: Record<string, number> }>;
  /** Its armies on the move (any army kind, return trips included) with what they carried. */
  moving: Array<{ movement_id: number; kind: string; units: Record<string, number>; resources: Record<string, number> }>;
  /** Its troops standing at objectives (issue 16), per objective. */
  objectives: Array<{ objective_id: number; units: Record<string, number> }>;
}

/**
 * Conquest (docs/RULES.md, Armies): the old owner's troops that belong to the conquered village are
 * disbanded at T: what still stands at home, its reinforcements abroad, its troops at objectives and its
 * armies on the move (return trips included), so none of them comes back to join the new owner or eats for the village.
 * The movement rows were locked by lockInvolved; the village row is locked.
 */
async function disbandConquered(trx: Trx, deps: Deps, villageId: number, oldOwner: number | null): Promise<Disbanded> {
  const groups = groupArmies(await deleteTroopsOf(trx, villageId), 'location_village_id');
  const moved = await deleteArmiesFrom(trx, villageId, oldOwner);
  await tellDisbanded(trx, deps, moved, oldOwner);
  const atObjectives = await disbandTroopsAtObjectives(trx, villageId, oldOwner);
  return {
    home: groups.get(villageId) ?? {},
    abroad: [...groups].filter(([at]) => at !== villageId).sort((a, b) => a[0] - b[0]).map(([at, units]) => ({ village_id: at, units })),
    moving: moved.sort((a, b) => a.id - b.id).map((mv) => ({ movement_id: mv.id, kind: mv.kind, units: mv.units ?? {}, resources: mv.resources ?? {} })),
    objectives: atObjectives,
  };
}
