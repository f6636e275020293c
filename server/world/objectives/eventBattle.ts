import type { ArmyMovement } from '../../db/movements';
import { lockObjective, saveObjective, type ObjectiveRow } from '../../db/objectives';
import { earlierArrivalAt, upsertScouted } from '../../db/objectiveTroops';
import { stagePayouts, type StagePayout } from '../../db/eventBattles';
import { buildingLevels } from '../../db/arrivals';
import { groupArmies } from '../../db/units';
import type { NewReport } from '../../db/reports';
import type { ArrivalIO } from '../arrival/io';
import type { Done } from '../arrival/done';
import { ArrivalBlocked } from '../arrival/blocked';
import { battle, rollLuck, scoutBattle, SCOUT_KEY, unitCount, type DefenderGroup } from '../../game/battle';
import { distance, eventHasNatives, movementDuration } from '../../game/movement';
import { defenceContributions, killValue } from '../../game/events';
import { seededRng } from '../../game/world/rng';
import * as titles from '../../game/reports/titles';
import { settleEvent, stepEvent } from './lifecycle';
import { countBattle } from '../arrival/earned';
import type { Earned } from '../statistics/count';

/**
 * Armies at native events (GAME.md section 8, issue 16), inside the arrival's transaction:
 * - armyAtEvent: attacks, sieges and scouts arriving at an event's tile (objective row locked by the
 *   caller). The event is first brought to just before the arrival (a battle at a stage's last instant
 *   counts for that stage); an earlier pending arrival at the same event goes first (ArrivalBlocked).
 *   An attack fights the natives (one defender group, no wall, seeded luck); its kills (killValue) count
 *   for the stage: the garrison wiped -> BATTLE_WON (pays the stage once, next stage or cleared), else
 *   BATTLE_LOST. A camp wiped leaves the map (no rewards: the event ended). Survivors go home, no loot.
 * - nativesAtVillage: a defend event's native army (kind attack, user_id null, objective_id set)
 *   arriving at its target village: no troops there or no village -> TICK (camp); otherwise a battle
 *   with the village's wall and every group standing there; held -> DEFENCE_WON (rewards by each
 *   owner's defence), fallen -> DEFENCE_LOST (camp). The natives take no loot: they come to destroy
 *   the defence, and their camp is what a lost defence leaves behind.
 */

/** Kinds that arrive at an event's tile (server/world/objectives/arrival.ts): an earlier one goes first. */
const AT_TILE_KINDS = ['attack', 'siege', 'scout', 'reinforce', 'supplies', 'aether_supplies'] as const;

const positive = (u: Record<string, number>) => Object.fromEntries(Object.entries(u).filter(([, n]) => n > 0));
const reportKind = (m: ArmyMovement) => (m.kind === 'scout' ? 'scout' : m.kind === 'reinforce' ? 'reinforce' : 'battle');

/** Sends the survivors home from the event's tile (or deletes the movement when none survived or the home is gone). */
async function goHome(io: ArrivalIO, m: ArmyMovement, units: Record<string, number>, at: Date): Promise<void> {
  const home = m.from_village_id === null ? undefined : await io.village(m.from_village_id);
  units = positive(units);
  if (!home || unitCount(units) === 0) return io.deleteMovement(m.id);
  const ms = movementDuration(units, distance({ x: m.to_x, y: m.to_y }, home), io.deps.config.gameSpeed);
  await io.turnHome(m, { units, resources: {}, at, dueAt: new Date(at.getTime() + ms), fromX: m.to_x, fromY: m.to_y, homeX: home.x, homeY: home.y });
}

async function nothingThere(io: ArrivalIO, m: ArmyMovement, at: Date, row?: ObjectiveRow): Promise<void> {
  await goHome(io, m, m.units, at);
  const to = { x: m.to_x, y: m.to_y };
  if (m.user_id !== null) {
    await io.reports([{ userId: m.user_id, kind: reportKind(m), title: titles.atTile('nothingThere', to.x, to.y), data: { to, objective_id: row?.id ?? m.objective_id ?? null, units: m.units }, at }]);
  }
}

const objectiveOf = (row: ObjectiveRow, stage = row.stage) => ({ id: row.id, type: row.type, name: row.name, x: row.x, y: row.y, stage, difficulty: row.difficulty });

/** Armies arriving at an event (attack, siege, scout), with the event row locked: see the module comment. */
export async function armyAtEvent(io: ArrivalIO, m: ArmyMovement, row: ObjectiveRow | undefined, at: Date, _done: Done): Promise<void> {
  // A defend event's natives whose target village is gone (its row deleted: to_village_id set null) find no village: camp.
  if (m.user_id === null && (m.kind === 'attack' || m.kind === 'siege')) return nativesAtVillage(io, m, at);
  if (!row || row.removed_at !== null || row.category !== 'event') return nothingThere(io, m, at, row);
  if (await earlierArrivalAt(io.trx, row.id, m, AT_TILE_KINDS)) throw new ArrivalBlocked(`movement ${m.id} waits for an earlier arrival at event ${row.id}`);
  // Every stage timer due before the arrival first (a stage's end is inclusive: one at `at` waits).
  await settleEvent(io.trx, io.deps, row, new Date(at.getTime() - 1));
  if (row.removed_at !== null || !eventHasNatives(row.type, row.state) || m.kind === 'reinforce') return nothingThere(io, m, at, row);
  // The army ate for its home under way; what dies eats nothing from T on.
  if (m.from_village_id !== null) await io.touch(m.from_village_id, at);
  if (m.kind === 'scout') return scoutEvent(io, m, row, at);
  return attackEvent(io, m, row, at);
}

async function scoutEvent(io: ArrivalIO, m: ArmyMovement, row: ObjectiveRow, at: Date): Promise<void> {
  const { trx, deps } = io;
  const garrison = positive(row.garrison);
  const out = scoutBattle({ scouts: m.units[SCOUT_KEY] ?? 0, defenders: [{ owner: 'home', units: garrison }], wallLevel: 0, luck: rollLuck(seededRng(`${deps.world.seed}:arrival:${m.id}`)) });
  // Only scouts fight scouts: the natives keep their other troops.
  const after = positive({ ...garrison, ...(out.defenderSurvivors[0]?.units ?? {}) });
  await saveObjective(trx, row.id, { garrison: after });
  row.garrison = after;
  if (out.success && m.user_id !== null) await upsertScouted(trx, row.id, m.user_id, after, at);
  await countBattle(io, { attacker: { userId: m.user_id, lost: out.attackerLosses }, groups: [{ owner: 'home', units: garrison }], lost: out.defenderLosses, ownerOf: () => null }, at);
  await goHome(io, m, { ...m.units, [SCOUT_KEY]: out.attackerSurvivors[SCOUT_KEY] ?? 0 }, at);
  const data = {
    objective: { ...objectiveOf(row), state: row.state }, success: out.success, sent: m.units, lost: out.attackerLosses,
    natives: true, seen: out.success ? after : null,
  };
  if (m.user_id !== null) await io.reports([{ userId: m.user_id, kind: 'scout', title: titles.atTile('eventScouted', row.x, row.y), data, at }]);
}

async function attackEvent(io: ArrivalIO, m: ArmyMovement, row: ObjectiveRow, at: Date): Promise<void> {
  const { trx, deps } = io;
  const garrison = positive(row.garrison);
  const out = battle({ attackers: m.units, defenders: [{ owner: 'home', units: garrison }], wallLevel: 0, luck: rollLuck(seededRng(`${deps.world.seed}:arrival:${m.id}`)) });
  const lost = positive(out.defenderLosses[0]?.units ?? {});
  const left = positive(out.defenderSurvivors[0]?.units ?? {});
  const kills = killValue(lost);
  const wiped = unitCount(left) === 0;
  const stage = row.stage;
  const camp = row.state === 'camp';
  // This stage's contributions so far and the player's share with this battle (before the step resets them).
  const before = camp ? {} : { ...(row.snapshot?.context.contributions ?? {}) };
  const mine = m.user_id === null ? 0 : (before[String(m.user_id)] ?? 0) + kills;
  const total = Object.values(before).reduce((a, b) => a + b, 0) + (m.user_id === null ? 0 : kills);
  // Rewards go to the village the player fought from (payout.ts reads contributors), recorded before the step.
  const contributors = m.user_id !== null && m.from_village_id !== null && !camp
    ? { ...row.contributors, [String(m.user_id)]: m.from_village_id } : row.contributors;
  await saveObjective(trx, row.id, { garrison: left, contributors });
  Object.assign(row, { garrison: left, contributors });
  let payouts: StagePayout[] = [];
  let outcome: string | null = null;
  // What the step earns (a stage's rewards, an event completed), counted with the battle in one call.
  const earned: Earned[] = [];
  if (camp) {
    if (wiped) {
      await saveObjective(trx, row.id, { removed_at: at, ended_at: at, garrison: {} });
      Object.assign(row, { removed_at: at, ended_at: at, garrison: {} });
      outcome = 'destroyed';
    }
  } else {
    const now = at.getTime();
    const step = await stepEvent(trx, deps, row, m.user_id === null
      ? (wiped ? { type: 'GARRISON_DESTROYED', now } : { type: 'TICK', now })
      : wiped ? { type: 'BATTLE_WON', now, userId: m.user_id, kills } : { type: 'BATTLE_LOST', now, userId: m.user_id, kills }, earned);
    if (step.paid) payouts = await stagePayouts(trx, row.id, step.paid.stage);
    outcome = step.outcome;
  }
  // The natives' kills count as pve for the attacker (statistics), with its losses and the step's earnings.
  await countBattle(io, { attacker: { userId: m.user_id, lost: out.attackerLosses }, groups: [{ owner: 'home', units: garrison }], lost: out.defenderLosses, ownerOf: () => null }, at, earned);
  await goHome(io, m, out.attackerSurvivors, at);

  const home = m.from_village_id === null ? undefined : await io.village(m.from_village_id);
  const names = m.user_id === null ? new Map<number, string>() : await io.usernames([m.user_id]);
  const mineRewards = payouts.find((p) => p.userId === m.user_id)?.rewards ?? null;
  const data: Record<string, unknown> = {
    attacker: {
      user_id: m.user_id, username: m.user_id === null ? null : names.get(m.user_id) ?? null, village_id: m.from_village_id,
      name: home?.name ?? null, x: home?.x ?? m.from_x, y: home?.y ?? m.from_y, units: m.units, lost: out.attackerLosses,
    },
    defender: null,
    natives: { units: garrison, lost, survivors: left },
    objective: { ...objectiveOf(row, stage), state: row.state, camp, outcome },
    contribution: { kills, stage: mine, total, share: total > 0 ? mine / total : 0 },
    value: kills,
    rewards: mineRewards,
    movement_id: m.id, winner: out.winner, luck: out.luck, wall: 0,
    attackStrength: out.attackStrength, defenceStrength: out.defenceStrength, loot: {}, siege: [], moveType: m.kind,
  };
  const reports: NewReport[] = [];
  if (m.user_id !== null) reports.push({ userId: m.user_id, kind: 'battle', title: titles.atTile(wiped ? 'eventBattleVictory' : 'eventBattleDefeat', row.x, row.y), data, at });
  // The stage's other contributors learn what it paid them (the winner reads it in its battle report).
  for (const p of payouts) {
    if (p.userId === m.user_id) continue;
    reports.push({ userId: p.userId, kind: 'battle', title: titles.atTile('eventRewards', row.x, row.y), data: { objective: objectiveOf(row, stage), rewards: p.rewards, share: p.share }, at });
  }
  await io.reports(reports);
}

/**
 * A defend event's native army arriving at its target village (arrival.ts, kind attack with user_id
 * null and objective_id set), with the village and the homes of troops standing there locked by the
 * arrival (lock order: villages, then the event row, then accounts). See the module comment.
 */
export async function nativesAtVillage(io: ArrivalIO, m: ArmyMovement, at: Date): Promise<void> {
  const { trx, deps } = io;
  const row = m.objective_id == null ? undefined : await lockObjective(trx, m.objective_id);
  await io.deleteMovement(m.id);
  if (!row || row.category !== 'event' || row.state !== 'active' || row.removed_at !== null) return;
  const target = m.to_village_id === null ? undefined : await io.touch(m.to_village_id, at);
  const groups = target ? groupArmies(await io.standingAt(target.v.id), 'village_id') : new Map<number, Record<string, number>>();
  const defenders: DefenderGroup[] = [...groups].map(([owner, units]): DefenderGroup => ({ owner: owner === target!.v.id ? 'home' : owner, units: positive(units) }))
    .filter((g) => unitCount(g.units) > 0);
  const now = at.getTime();
  if (!target || defenders.length === 0) {
    // Undefended (or the village is gone): the natives make camp at the event's tile.
    await endDefence(io, row, now);
    if (target && target.v.user_id !== null) {
      await io.reports([{ userId: target.v.user_id, kind: 'battle', title: titles.eventDefence(target.v.name, false), data: { objective: objectiveOf(row), natives: { units: m.units, lost: {} }, village_id: target.v.id, undefended: true }, at }]);
    }
    return;
  }
  const tv = target.v;
  for (const g of defenders) if (g.owner !== 'home') await io.touch(g.owner, at);
  const walls = (target.buildings ?? await buildingLevels(trx, tv.id)).find((b) => b.type === 'walls')?.level ?? 0;
  const out = battle({ attackers: m.units, defenders, wallLevel: walls, luck: rollLuck(seededRng(`${deps.world.seed}:arrival:${m.id}`)) });
  for (const g of out.defenderSurvivors) await io.setUnits(g.owner === 'home' ? tv.id : g.owner, tv.id, g.units);
  // Each defending group's kingdom: the village owner for its own troops, the reinforcing village's owner for the others.
  const helpers = defenders.flatMap((g) => (g.owner === 'home' ? [] : [g.owner]));
  const ownerOfVillage = new Map<number, number | null>();
  for (const id of helpers) ownerOfVillage.set(id, (await io.village(id))?.user_id ?? null);
  const ownerOf = (g: DefenderGroup): number | null => (g.owner === 'home' ? tv.user_id : ownerOfVillage.get(g.owner) ?? null);
  const held = out.winner === 'defender';
  let payouts: StagePayout[] = [];
  const contributions = held ? defenceContributions(m.units, defenders, ownerOf) : [];
  const earned: Earned[] = [];
  if (held) {
    // Rewards go to the village each kingdom defended from (its own village for the host, else its reinforcing village).
    const contributors = { ...row.contributors };
    for (const g of defenders) {
      const u = ownerOf(g);
      if (u !== null) contributors[String(u)] = g.owner === 'home' ? tv.id : g.owner;
    }
    await saveObjective(trx, row.id, { contributors });
    row.contributors = contributors;
    const step = await stepEvent(trx, deps, row, { type: 'DEFENCE_WON', now, contributions }, earned);
    if (step.paid) payouts = await stagePayouts(trx, row.id, step.paid.stage);
    if (step.refused) await endDefence(io, row, now);
  } else {
    const step = await stepEvent(trx, deps, row, { type: 'DEFENCE_LOST', now }, earned);
    if (step.refused) await endDefence(io, row, now);
  }
  // Statistics: the natives killed count as pve_def, split by each kingdom's defence (its share of the
  // defence's strength against this attack, as the rewards are, won or lost), with each one's losses.
  const shares = new Map(defenceContributions(m.units, defenders, ownerOf).map((c) => [c.userId, c.value]));
  const firstOf = new Map<number, DefenderGroup>();
  for (const g of defenders) { const u = ownerOf(g); if (u !== null && !firstOf.has(u)) firstOf.set(u, g); }
  await countBattle(io, {
    attacker: { userId: null, lost: out.attackerLosses }, groups: defenders, lost: out.defenderLosses, ownerOf,
    // One kingdom's weight on its first group (battleEarnings adds up a kingdom's groups).
    weightOf: (g) => { const u = ownerOf(g); return u !== null && firstOf.get(u) === g ? shares.get(u) ?? 0 : 0; },
  }, at, earned);
  const users = new Set<number>();
  for (const g of defenders) { const u = ownerOf(g); if (u !== null) users.add(u); }
  const total = contributions.reduce((a, c) => a + c.value, 0);
  const base = {
    objective: objectiveOf(row, row.snapshot?.context.history.at(-1)?.stage ?? row.stage),
    natives: { units: m.units, lost: out.attackerLosses, survivors: positive(out.attackerSurvivors) },
    defender: { user_id: tv.user_id, village_id: tv.id, name: tv.name, x: tv.x, y: tv.y, groups: defenders, lost: out.defenderLosses },
    winner: out.winner, luck: out.luck, wall: out.wallLevel, attackStrength: out.attackStrength, defenceStrength: out.defenceStrength,
    value: killValue(out.attackerLosses), held,
  };
  await io.reports([...users].map((u) => {
    const c = contributions.find((x) => x.userId === u)?.value ?? 0;
    const p = payouts.find((x) => x.userId === u);
    return {
      userId: u, kind: 'battle', title: titles.eventDefence(tv.name, held),
      data: { ...base, contribution: { defence: c, total, share: total > 0 ? c / total : 0 }, rewards: p?.rewards ?? null },
      at,
    };
  }));
}

/**
 * The natives' arrival without a defence that counts (undefended, no village, or a defence the machine
 * refused because the army came after the stage's end): the stage timer's TICK at its instant or later,
 * so a defend event (which has no timer row of its own) always ends in camp and never stays active.
 */
async function endDefence(io: ArrivalIO, row: ObjectiveRow, now: number): Promise<void> {
  if (row.state !== 'active') return;
  await stepEvent(io.trx, io.deps, row, { type: 'TICK', now: Math.max(now, row.snapshot?.context.stageEndsAt ?? now) });
}
