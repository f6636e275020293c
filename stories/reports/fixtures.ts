/** Reports shaped as GET reports/{page} and GET reports/report/{id} answer (titles and data as server/world/arrival writes them). */
import type { ReportDetail, ReportsPage, ReportTitleView } from '../../server/contract/reports';
import * as titles from '../../server/game/reports/titles';

const at = '2026-03-14T09:30:00.000Z';

/** A title whose key this client's catalogue lacks (a newer server): shown as its key, never blank. */
const newerServerTitle: ReportTitleView = { key: 'reports.titles.suppliesDelivered', params: { location: 'Mining' } };

export const reportsPage: ReportsPage = {
  page: 0, total: 23, unread: 2,
  reports: [
    { id: 91, kind: 'battle', title: titles.attackResult('Ravensford', true, 'lowered'), read: false, created_at: at },
    { id: 90, kind: 'scout', title: titles.scouting('Ravensford', true), read: false, created_at: at },
    { id: 89, kind: 'return', title: titles.troopsReturned('Highmoor'), read: true, created_at: at },
    { id: 88, kind: 'reinforce', title: titles.reinforcementsArrived('Stonecross'), read: true, created_at: at },
  ],
};

export const emptyPage: ReportsPage = { page: 0, total: 0, unread: 0, reports: [] };

export const battleReport: ReportDetail = {
  id: 91, kind: 'battle', title: titles.attackResult('Ravensford', true, 'lowered'), read: true, created_at: at,
  data: {
    attacker: { user_id: 7, village_id: 11, units: { melee1: 50, cav1: 10, special2: 1 }, lost: { melee1: 12, cav1: 2 } },
    defender: { user_id: 9, village_id: 12, name: 'Ravensford', x: 15, y: -3,
      groups: [{ owner: 'home', units: { melee2: 30 } }, { owner: 31, units: { ranged1: 10 } }],
      lost: [{ owner: 'home', units: { melee2: 30 } }, { owner: 31, units: { ranged1: 10 } }] },
    movement_id: 503, winner: 'attacker', luck: -0.04, wall: 3, attackStrength: 4800, defenceStrength: 2100,
    loot: { wood: 300, stone: 120, iron: 0, food: 90 },
    siege: [{ building: 'walls', points: 40, from: 3, to: 2 }],
    loyalty: { from: 100, to: 78, result: 'lowered' }, moveType: 'siege',
  },
};

export const scoutReport: ReportDetail = {
  id: 90, kind: 'scout', title: titles.scouting('Ravensford', true), read: true, created_at: at,
  data: { village_id: 12, name: 'Ravensford', x: 15, y: -3, success: true, sent: { cav2: 5 }, lost: { cav2: 1 },
    report: { wallLevel: 3, armySize: 140, food: 2210, districts: ['military'] } },
};

export const returnReport: ReportDetail = {
  id: 89, kind: 'return', title: titles.troopsReturned('Highmoor'), read: true, created_at: at,
  data: { village_id: 11, units: { melee1: 38, cav1: 8 }, resources: { wood: 300, stone: 120, food: 90 }, lost: {}, from: { x: 15, y: -3 }, origin: 'attack' },
};

export const settleFailed: ReportDetail = {
  id: 87, kind: 'settle', title: titles.settleRefused(), read: true, created_at: at,
  data: { x: 20, y: 4, reason: 'Your culture is too low' },
};

/** A siege with two targets and the walls rolled, and Nobles that conquered the village. */
export const conquestReport: ReportDetail = {
  id: 95, kind: 'battle', title: titles.attackResult('Ravensford', true, 'conquered'), read: true, created_at: at,
  data: {
    attacker: { user_id: 7, village_id: 11, units: { melee1: 80, cav3: 20, special2: 1 }, lost: { melee1: 9 } },
    defender: { user_id: 9, village_id: 12, name: 'Ravensford', x: 15, y: -3, groups: [{ owner: 'home', units: { melee2: 12 } }], lost: [{ owner: 'home', units: { melee2: 12 } }] },
    movement_id: 610, winner: 'attacker', luck: 0.07, wall: 2, attackStrength: 6900, defenceStrength: 610,
    loot: { wood: 1200, stone: 800, iron: 400, food: 0 },
    siege: [{ building: 'barracks', points: 9, from: 6, to: 2 }, { building: 'warehouse', points: 1, from: 8, to: 8 }, { building: 'walls', points: 6, from: 2, to: 0 }],
    loyalty: { from: 22, to: 0, result: 'conquered' }, moveType: 'siege',
  },
};

/** The old owner's copy of a conquest: what the conquest disbanded of the village's own troops. */
export const conquestLostReport: ReportDetail = {
  id: 98, kind: 'battle', title: titles.defenceResult('Ravensford', true), read: false, created_at: at,
  data: {
    ...(conquestReport.data as Record<string, unknown>),
    disbanded: {
      home: {},
      abroad: [{ village_id: 31, units: { melee2: 8 } }],
      moving: [{ movement_id: 700, kind: 'return', units: { melee2: 4, cav1: 3 }, resources: { wood: 120 } }],
    },
  },
};

export const destructionReport: ReportDetail = {
  id: 96, kind: 'battle', title: titles.attackResult('Ashfield', true, 'destroyed'), read: true, created_at: at,
  data: {
    attacker: { user_id: 7, village_id: 11, units: { melee1: 60, special2: 1 }, lost: {} },
    defender: { user_id: 9, village_id: 14, name: 'Ashfield', x: 9, y: 2, groups: [], lost: [] },
    movement_id: 611, winner: 'attacker', luck: 0, wall: 0, attackStrength: 1800, defenceStrength: 0,
    loot: { wood: 0, stone: 0, iron: 0, food: 0 }, siege: [],
    loyalty: { from: 18, to: 0, result: 'destroyed' }, moveType: 'attack',
  },
};

/** The defender's copy of a lost defence (its own troops and a reinforcement fell). */
export const defenceLost: ReportDetail = {
  id: 97, kind: 'battle', title: titles.defenceResult('Highmoor', true), read: false, created_at: at,
  data: { ...(battleReport.data as Record<string, unknown>), loyalty: { from: 100, to: 100, result: 'unchanged' }, siege: [] },
};

export const starvationReport: ReportDetail = {
  id: 98, kind: 'starvation', title: titles.troopsStarved('Highmoor'), read: false, created_at: at,
  data: { village_id: 11, name: 'Highmoor', x: 12, y: -7, lost: { cav4: 6, cav1: 14 } },
};

/** An exchange whose iron partly did not fit the warehouse. */
export const exchangeDelivered: ReportDetail = {
  id: 97, kind: 'merchants', title: titles.delivered('Highmoor', 'exchange'), read: false, created_at: at,
  data: { village_id: 11, name: 'Highmoor', origin: 'exchange', resources: { wood: 0, stone: 0, iron: 400, food: 0 },
    delivered: { wood: 0, stone: 0, iron: 250, food: 0 }, lost: { wood: 0, stone: 0, iron: 150, food: 0 } },
};

/** Resources bought in the aether store, all taken by the stores. */
export const purchaseDelivered: ReportDetail = {
  id: 96, kind: 'merchants', title: titles.delivered('Highmoor', 'purchase'), read: true, created_at: at,
  data: { village_id: 11, name: 'Highmoor', origin: 'purchase', resources: { wood: 0, stone: 500, iron: 0, food: 0 },
    delivered: { wood: 0, stone: 500, iron: 0, food: 0 }, lost: { wood: 0, stone: 0, iron: 0, food: 0 } },
};

export const scoutSeen: ReportDetail = {
  id: 99, kind: 'scout', title: titles.scoutsSeen('Highmoor'), read: true, created_at: at,
  data: { village_id: 11, success: false, defenderLosses: [{ owner: 'home', units: { cav2: 2 } }] },
};

export const reinforceArrived: ReportDetail = {
  id: 100, kind: 'reinforce', title: titles.reinforcementsReceived('Highmoor'), read: true, created_at: at,
  data: { village_id: 11, from_village_id: 31, units: { melee2: 25 } },
};

export const moveTurnedBack: ReportDetail = {
  id: 101, kind: 'move', title: titles.noVillageToJoin(), read: true, created_at: at,
  data: { units: { melee1: 10 }, to: { x: 30, y: 30 } },
};

export const settled: ReportDetail = {
  id: 102, kind: 'settle', title: titles.villageFounded(20, 4), read: true, created_at: at,
  data: { village_id: 40, x: 20, y: 4 },
};

/**
 * The defender's copy of a battle as the server writes it now: both villages' names and places and
 * both players' names as they were at the battle (the attacker's village is not the reader's own).
 */
export const namedBattle: ReportDetail = {
  id: 105, kind: 'battle', title: titles.defenceResult('Ravensford', true), read: true, created_at: at,
  data: {
    attacker: { user_id: 7, username: 'Aldric', village_id: 44, name: "Aldric's village", x: 3, y: 6, units: { melee1: 3 }, lost: {} },
    defender: { user_id: 9, username: 'Brenna', village_id: 12, name: 'Ravensford', x: -1, y: -5,
      groups: [{ owner: 'home', units: { melee1: 1 } }], lost: [{ owner: 'home', units: { melee1: 1 } }] },
    movement_id: 612, winner: 'attacker', luck: 0.08, wall: 0, attackStrength: 32, defenceStrength: 15,
    loot: { wood: 15, stone: 15, iron: 15, food: 15 }, siege: [], loyalty: { from: 100, to: 100, result: 'unchanged' }, moveType: 'attack',
  },
};

/** The target's copy of a scouting as written now: who sent the scouts, from where. */
export const scoutSeenNamed: ReportDetail = {
  id: 106, kind: 'scout', title: titles.scoutsSeen('Ravensford'), read: true, created_at: at,
  data: { village_id: 12, name: 'Ravensford', x: -1, y: -5, username: 'Brenna',
    attacker: { user_id: 7, username: 'Aldric', village_id: 44, name: "Aldric's village", x: 3, y: 6 },
    success: true, defenderLosses: [] },
};

/** A kind this client does not know (a newer server): shown field by field, never a crash. */
export const unknownKind: ReportDetail = {
  id: 103, kind: 'tournament', title: newerServerTitle, read: true, created_at: at,
  data: { event: 'supply1', delivered: 1200, units: { melee1: 4 }, note: { a: 1 } },
};

/** Data of a shape the battle view cannot read: still rendered. */
export const brokenBattle: ReportDetail = {
  id: 104, kind: 'battle', title: titles.legacy('A garbled battle'), read: true, created_at: at,
  data: { attacker: { units: 'x' }, defender: { groups: 'y' } },
};

export const mixedPage: ReportsPage = {
  page: 1, total: 45, unread: 3,
  reports: [
    { id: 98, kind: 'starvation', title: titles.troopsStarved('Highmoor'), read: false, created_at: at },
    { id: 95, kind: 'battle', title: titles.attackResult('Ravensford', true, 'conquered'), read: false, created_at: at },
    { id: 102, kind: 'settle', title: titles.villageFounded(20, 4), read: true, created_at: at },
    { id: 103, kind: 'tournament', title: newerServerTitle, read: true, created_at: at },
  ],
};
