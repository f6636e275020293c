import type { ArmyMovement } from '../../db/movements';
import { empireOf, saveObjective, type ObjectiveRow } from '../../db/objectives';
import { addTroopsAt, earlierArrivalAt, lockTroopsAt, setTroopsAt, upsertScouted } from '../../db/objectiveTroops';
import type { NewReport } from '../../db/reports';
import type { ArrivalIO } from '../arrival/io';
import type { Done } from '../arrival/done';
import { ArrivalBlocked } from '../arrival/blocked';
import { battle, rollLuck, scoutBattle, SCOUT_KEY, unitCount, type DefenderGroup } from '../../game/battle';
import { distance, movementDuration } from '../../game/movement';
import { seededRng } from '../../game/world/rng';
import * as titles from '../../game/reports/titles';
import { captureObjective } from './holding';
import { countBattle } from '../arrival/earned';

/** Kinds that arrive at an event's or objective's tile (as server/world/objectives/arrival.ts lists them): an earlier one goes first. */
const AT_TILE_KINDS = ['attack', 'siege', 'scout', 'reinforce', 'supplies', 'aether_supplies'] as const;

const positive = (u: Record<string, number>) => Object.fromEntries(Object.entries(u).filter(([, n]) => n > 0));

/** Sends the survivors home from the objective's tile (or deletes the movement when none survived or the home is gone). */
async function goHome(io: ArrivalIO, m: ArmyMovement, units: Record<string, number>, at: Date): Promise<void> {
  const home = m.from_village_id === null ? undefined : await io.village(m.from_village_id);
  units = positive(units);
  if (!home || unitCount(units) === 0) return io.deleteMovement(m.id);
  const ms = movementDuration(units, distance({ x: m.to_x, y: m.to_y }, home), io.deps.config.gameSpeed);
  await io.turnHome(m, { units, resources: {}, at, dueAt: new Date(at.getTime() + ms), fromX: m.to_x, fromY: m.to_y, homeX: home.x, homeY: home.y });
}

/** Who defends the objective: its natives while it is native-held, else each kingdom group standing there (owner: its home village). */
async function defendersOf(io: ArrivalIO, row: ObjectiveRow): Promise<{ natives: boolean; groups: DefenderGroup[]; owners: Map<number, number> }> {
  if (row.holder_user_id === null) return { natives: true, groups: [{ owner: 'home', units: positive(row.garrison) }], owners: new Map() };
  const troops = await lockTroopsAt(io.trx, row.id);
  return {
    natives: false,
    groups: troops.map((t) => ({ owner: t.village_id, units: t.units })),
    owners: new Map(troops.map((t) => [t.village_id, t.user_id])),
  };
}

/**
 * Armies arriving at an objective (GAME.md section 8), with the objective row locked inside the arrival's
 * transaction: an attack or siege fights whoever stands there (natives while native-held, else every
 * kingdom group there; no walls) and a won battle captures it (holding.ts); scouts look and report;
 * reinforcements of the holder or its Empire join the garrison. An earlier pending arrival at the same
 * objective (by (due_at, id)) goes first: this one waits (ArrivalBlocked).
 */
export async function armyAtObjective(io: ArrivalIO, m: ArmyMovement, row: ObjectiveRow | undefined, at: Date, _done: Done): Promise<void> {
  const where = { x: m.to_x, y: m.to_y };
  if (!row || row.removed_at !== null || row.category !== 'objective') {
    await goHome(io, m, m.units, at);
    if (m.user_id !== null) await io.reports([{ userId: m.user_id, kind: m.kind === 'scout' ? 'scout' : m.kind === 'reinforce' ? 'reinforce' : 'battle', title: titles.atTile('nothingThere', where.x, where.y), data: { to: where }, at }]);
    return;
  }
  if (await earlierArrivalAt(io.trx, row.id, m, AT_TILE_KINDS)) throw new ArrivalBlocked(`movement ${m.id} waits for an earlier arrival at objective ${row.id}`);
  // The army ate for its home under way; whatever stays at the objective or dies eats nothing from T on.
  if (m.from_village_id !== null) await io.touch(m.from_village_id, at);
  if (m.kind === 'reinforce') return reinforce(io, m, row, at);
  if (m.kind === 'scout') return scout(io, m, row, at);
  return attack(io, m, row, at);
}

async function attack(io: ArrivalIO, m: ArmyMovement, row: ObjectiveRow, at: Date): Promise<void> {
  const { trx, deps } = io;
  const d = await defendersOf(io, row);
  const out = battle({ attackers: m.units, defenders: d.groups, wallLevel: 0, luck: rollLuck(seededRng(`${deps.world.seed}:arrival:${m.id}`)) });
  if (d.natives) await saveObjective(trx, row.id, { garrison: positive(out.defenderSurvivors[0]?.units ?? {}) });
  else for (const g of out.defenderSurvivors) await setTroopsAt(trx, row.id, g.owner as number, g.units);
  // Statistics, one call with all parties: pve against the natives' garrison, pvp against the kingdoms
  // holding it (each group's kingdom; their kills split by their troops' value), and each side's losses.
  await countBattle(io, {
    attacker: { userId: m.user_id, lost: out.attackerLosses }, groups: d.groups, lost: out.defenderLosses,
    ownerOf: (g) => (g.owner === 'home' ? null : d.owners.get(g.owner) ?? null),
  }, at);
  const won = out.winner === 'attacker' && m.user_id !== null && m.from_village_id !== null;
  const captured = won ? await captureObjective(trx, deps, row, { userId: m.user_id!, villageId: m.from_village_id!, at, survivors: positive(out.attackerSurvivors) }) : undefined;
  if (captured) await io.deleteMovement(m.id);
  else await goHome(io, m, out.attackerSurvivors, at);

  const home = m.from_village_id === null ? undefined : await io.village(m.from_village_id);
  const defenderOwners = [...new Set(d.owners.values())];
  const names = await io.usernames([...new Set([m.user_id, row.holder_user_id, ...defenderOwners].filter((id): id is number => id !== null))]);
  const nameOf = (id: number | null) => (id === null ? null : names.get(id) ?? null);
  const data: Record<string, unknown> = {
    attacker: {
      user_id: m.user_id, username: nameOf(m.user_id), village_id: m.from_village_id, name: home?.name ?? null, x: home?.x ?? m.from_x, y: home?.y ?? m.from_y,
      units: m.units, lost: out.attackerLosses,
    },
    defender: {
      user_id: row.holder_user_id, username: nameOf(row.holder_user_id), objective_id: row.id, type: row.type, x: row.x, y: row.y,
      groups: d.groups, lost: out.defenderLosses,
    },
    objective: { id: row.id, type: row.type, name: row.name, x: row.x, y: row.y },
    movement_id: m.id, winner: out.winner, luck: out.luck, wall: out.wallLevel,
    attackStrength: out.attackStrength, defenceStrength: out.defenceStrength, loot: {}, siege: [], moveType: m.kind,
  };
  if (d.natives) data.natives = { units: d.groups[0].units, lost: out.defenderLosses[0]?.units ?? {} };
  if (captured) data.objective_captured = { id: row.id, type: row.type, x: row.x, y: row.y };
  const reports: NewReport[] = [];
  if (m.user_id !== null) reports.push({ userId: m.user_id, kind: 'battle', title: titles.atTile(captured ? 'objectiveCaptured' : 'objectiveAttackFailed', row.x, row.y), data, at });
  // The kingdoms whose troops defended it: the holder and its allies standing there.
  const defenders = new Set(defenderOwners);
  if (row.holder_user_id !== null) defenders.add(row.holder_user_id);
  for (const u of defenders) {
    if (u === m.user_id) continue;
    reports.push({ userId: u, kind: 'battle', title: titles.atTile(captured ? 'objectiveLost' : 'objectiveHeld', row.x, row.y), data, at });
  }
  await io.reports(reports);
}

async function scout(io: ArrivalIO, m: ArmyMovement, row: ObjectiveRow, at: Date): Promise<void> {
  const { trx, deps } = io;
  const d = await defendersOf(io, row);
  const out = scoutBattle({ scouts: m.units[SCOUT_KEY] ?? 0, defenders: d.groups, wallLevel: 0, luck: rollLuck(seededRng(`${deps.world.seed}:arrival:${m.id}`)) });
  // Only scouts fight scouts: each group keeps its other troops.
  const after = d.groups.map((g) => ({ owner: g.owner, units: { ...g.units, ...(out.defenderSurvivors.find((s) => s.owner === g.owner)?.units ?? {}) } }));
  if (d.natives) await saveObjective(trx, row.id, { garrison: positive(after[0].units) });
  else for (const g of after) await setTroopsAt(trx, row.id, g.owner as number, g.units);
  await countBattle(io, {
    attacker: { userId: m.user_id, lost: out.attackerLosses }, groups: d.groups, lost: out.defenderLosses,
    ownerOf: (g) => (g.owner === 'home' ? null : d.owners.get(g.owner) ?? null),
  }, at);
  const seen: Record<string, number> = {};
  for (const g of after) for (const [u, n] of Object.entries(g.units)) if (n > 0) seen[u] = (seen[u] ?? 0) + n;
  if (out.success && m.user_id !== null) await upsertScouted(trx, row.id, m.user_id, seen, at);
  const survivors = { ...m.units, [SCOUT_KEY]: out.attackerSurvivors[SCOUT_KEY] ?? 0 };
  await goHome(io, m, survivors, at);
  const data = {
    objective: { id: row.id, type: row.type, name: row.name, x: row.x, y: row.y }, holder_user_id: row.holder_user_id,
    success: out.success, sent: m.units, lost: out.attackerLosses, natives: d.natives, seen: out.success ? seen : null,
  };
  if (m.user_id !== null) await io.reports([{ userId: m.user_id, kind: 'scout', title: titles.atTile('objectiveScouted', row.x, row.y), data, at }]);
}

async function reinforce(io: ArrivalIO, m: ArmyMovement, row: ObjectiveRow, at: Date): Promise<void> {
  const holder = row.holder_user_id;
  const allowed = m.user_id !== null && m.from_village_id !== null && holder !== null && row.state === 'held'
    && (holder === m.user_id || await (async () => { const a = await empireOf(io.trx, m.user_id!); return a !== null && a === await empireOf(io.trx, holder); })());
  if (!allowed) {
    // The objective changed hands (or natives hold it) since they left: they turn back.
    await goHome(io, m, m.units, at);
    if (m.user_id !== null) await io.reports([{ userId: m.user_id, kind: 'reinforce', title: titles.atTile('nothingThere', row.x, row.y), data: { to: { x: row.x, y: row.y }, objective_id: row.id, units: m.units }, at }]);
    return;
  }
  await io.deleteMovement(m.id);
  await addTroopsAt(io.trx, row.id, { villageId: m.from_village_id!, userId: m.user_id!, units: m.units, since: at });
  const data = { objective: { id: row.id, type: row.type, name: row.name, x: row.x, y: row.y }, from_village_id: m.from_village_id, units: m.units };
  const reps: NewReport[] = [{ userId: m.user_id!, kind: 'reinforce', title: titles.atTile('objectiveReinforced', row.x, row.y), data, at }];
  if (holder !== m.user_id) reps.push({ userId: holder, kind: 'reinforce', title: titles.atTile('objectiveReinforced', row.x, row.y), data, at });
  await io.reports(reps);
}
