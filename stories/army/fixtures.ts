/**
 * Fixtures of the army stories, shaped like the units calls' answers (docs/API.md "Units, movements
 * and reports"), timed from "now" so countdowns and call-back windows are live.
 */
import { TROOPS_PAGE_SIZE, type AllowedResponse, type Army, type Movement, type SimulateResponse, type TroopsItems, type TroopsPage, type TroopsType, type ValidateResponse, type VillageTroops } from '../../client/api/units';
import type { ObjectiveTroops } from '../../client/api/objectives';
import type { TroopsLists } from '../../client/routes/army/OverviewView';
import type { VillageResponse } from '../../server/contract';
import { economyGamedata } from '../economy/fixtures';
import { SEND_TEXT } from '../../server/game/movement/send';
import { textOf } from '../../server/game/texts';
import { makeVillageResponse, makeVillageState } from '../fixtures/game';

export const unitKeys = economyGamedata.units.map((u) => u.key);
const iso = (ms: number) => new Date(ms).toISOString();

export function makeTroops(now = Date.now()): VillageTroops {
  return {
    home: { melee1: 120, melee2: 40, cav1: 15, cav2: 6, ranged1: 30 },
    support: [{ movement_id: 531, village_id: 31, units: { melee2: 25 } }],
    abroad: [{ movement_id: 512, village_id: 12, units: { melee1: 20, ranged1: 10 } }],
    incoming: [
      { id: 501, kind: 'returning', own: true, origin_kind: 'attack', from: { village_id: 11, x: 12, y: -7 }, to: { village_id: 11, x: 12, y: -7 },
        units: { melee1: 18, cav1: 4 }, resources: { wood: 300, stone: 120, iron: 0, food: 90 }, started_at: iso(now - 900_000), due_at: iso(now + 600_000) },
      { id: 502, kind: 'attack', own: false, origin_kind: null, from: { village_id: 77, x: 22, y: -1 }, to: { village_id: 11, x: 12, y: -7 },
        units: null, resources: null, started_at: iso(now - 300_000), due_at: iso(now + 2_400_000) },
    ],
    outgoing: [
      { id: 503, kind: 'attack', own: true, origin_kind: null, from: { village_id: 11, x: 12, y: -7 }, to: { village_id: 44, x: 18, y: -10 },
        units: { melee1: 50, cav1: 10 }, resources: null, started_at: iso(now - 120_000), due_at: iso(now + 1_800_000) },
      { id: 504, kind: 'reinforce', own: true, origin_kind: null, from: { village_id: 11, x: 12, y: -7 }, to: { village_id: 12, x: 15, y: -3 },
        units: { melee2: 10 }, resources: null, started_at: iso(now - 3_600_000), due_at: iso(now + 300_000) },
    ],
  };
}

export const emptyTroops: VillageTroops = { home: {}, support: [], abroad: [], incoming: [], outgoing: [] };

/** Militia and Spearman allowed; the rest wait for buildings or research. */
export const allowed: AllowedResponse = {
  units: economyGamedata.units.map((u) => ({
    key: u.key, name: u.name, cost: u.cost, work: u.work,
    allowed: u.key === 'melee1' || u.key === 'melee2',
    missing: u.key === 'melee1' || u.key === 'melee2' ? [] : [
      { kind: 'building' as const, building: u.building, level: u.level, have: 0 },
      // Mounted units also wait for Riding training (the stable's research), as the server lists it.
      ...[u.research ?? (u.key.startsWith('cav') ? 'riding_training' : null)].filter((r): r is string => r !== null).map((research) => ({ kind: 'research' as const, research })),
    ],
  })),
};

export const simulateResult: SimulateResponse = {
  winner: 'attacker', luck: 0.05, wallLevel: 3, wallBonus: 0.15, shares: { melee: 0.6, cav: 0.4, ranged: 0 }, attackStrength: 4800, defenceStrength: 2100, lossRatio: 0.3,
  attackerLosses: { melee1: 12, cav1: 2 }, attackerSurvivors: { melee1: 38, cav1: 8 },
  defenderLosses: [{ owner: 'home', units: { melee2: 30, ranged1: 10 } }], defenderSurvivors: [{ owner: 'home', units: {} }],
};

export function makeValidation(now = Date.now()): ValidateResponse {
  return { valid: true, missing: [], duration_ms: 2_712_000, arrival: iso(now + 2_712_000), warnings: [textOf(SEND_TEXT.friendly)] };
}

/** The five lists of GET units/village/{id}/troops cut from a troops answer, 20 a page (as the server pages them). */
export function troopsItems(tr: VillageTroops): { [K in TroopsType]: Array<TroopsItems[K]> } {
  return {
    standing: Object.entries(tr.home).map(([unit, amount]) => ({ unit, amount })),
    abroad: tr.abroad, support: tr.support, incoming: tr.incoming, outgoing: tr.outgoing,
  };
}

export function troopsPageOf<T extends TroopsType>(type: T, all: Array<TroopsItems[T]>, page = 0): TroopsPage<T> {
  return { type, page, total: all.length, items: all.slice(page * TROOPS_PAGE_SIZE, (page + 1) * TROOPS_PAGE_SIZE) };
}

/** Page 0 of every list, as the overview holds them once loaded. */
export function troopsLists(tr: VillageTroops, over: Partial<TroopsLists> = {}): TroopsLists {
  const items = troopsItems(tr);
  const list = <T extends TroopsType>(type: T) => ({ data: troopsPageOf(type, items[type]), page: 0, onPage: (p: number) => console.info('page', type, p) });
  return { standing: list('standing'), abroad: list('abroad'), support: list('support'), incoming: list('incoming'), outgoing: list('outgoing'), ...over };
}

/** 45 incoming movements (3 pages): returns from many raids, each its own row. */
export function manyIncoming(now = Date.now()): Movement[] {
  return Array.from({ length: 45 }, (_, i) => ({
    id: 1000 + i, kind: 'returning', own: true, origin_kind: 'attack',
    from: { village_id: 11, x: 12, y: -7 }, to: { village_id: 11, x: 12, y: -7 },
    units: { melee1: i + 1 }, resources: null, started_at: iso(now - 600_000), due_at: iso(now + 60_000 * (i + 1)),
  }));
}

/** A village whose Siege Workshop stands at `level` (levels 1, 5, 10, 15, 20 open the slots). */
export function villageWithWorkshop(level: number, extra: Array<{ type: string; level: number }> = []): VillageResponse {
  const base = makeVillageState();
  return makeVillageResponse(makeVillageState({
    buildings: [...base.buildings, ...(level > 0 ? [{ id: 90, type: 'siege_workshop', level }] : []), ...extra.map((b, i) => ({ id: 91 + i, ...b }))],
  }));
}

/** Troops at home with Nobles among them. */
export const homeWithNobles: Army = { melee1: 120, melee2: 40, cav1: 15, special2: 2 };

/**
 * GET objectives/village/11/troops (issue 16): a group garrisoning a landmark and one at an artifact,
 * standing there since yesterday and an hour ago.
 */
export function makeObjectiveTroops(now = Date.now()): ObjectiveTroops {
  return {
    items: [
      { objective_id: 7, type: 'landmark', x: 3, y: -2, units: { melee1: 60, ranged1: 25 }, since: iso(now - 86_400_000) },
      { objective_id: 9, type: 'artifact', x: -1, y: 4, units: { melee2: 12, cav1: 3 }, since: iso(now - 3_600_000) },
    ],
  };
}
