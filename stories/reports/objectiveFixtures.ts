/** Reports of native events and objectives (issue 16) as server/world/objectives writes them (eventBattle, objectiveBattle, supplies, lifecycle). */
import type { ReportDetail } from '../../server/contract/reports';
import * as titles from '../../server/game/reports/titles';

const at = '2026-03-14T09:30:00.000Z';
const attacker = { user_id: 7, username: 'Aldric', village_id: 11, name: 'Highmoor', x: 2, y: -1 };
const eventObjective = { id: 41, type: 'attack1', name: 'events.attack1', x: 4, y: -3, stage: 2, difficulty: 2 };

/** A stage cleared: the natives wiped, kills counted, the stage's rewards paid. */
export const eventVictory: ReportDetail = {
  id: 201, kind: 'battle', title: titles.atTile('eventBattleVictory', 4, -3), read: true, created_at: at,
  data: {
    attacker: { ...attacker, units: { melee1: 80, cav1: 20 }, lost: { melee1: 18 } },
    defender: null,
    natives: { units: { melee1: 40, melee2: 20 }, lost: { melee1: 40, melee2: 20 }, survivors: {} },
    objective: { ...eventObjective, state: 'active', camp: false, outcome: 'cleared' },
    contribution: { kills: 620, stage: 820, total: 1100, share: 0.745 },
    value: 620,
    rewards: { wood: 900, stone: 750, iron: 600, food: 450, aether: 11 },
    movement_id: 77, winner: 'attacker', luck: 0.06, wall: 0, attackStrength: 5200, defenceStrength: 2300, loot: {}, siege: [], moveType: 'attack',
  },
};

/** An attack that did not wipe the natives: kills still count, no rewards yet. */
export const eventDefeat: ReportDetail = {
  id: 202, kind: 'battle', title: titles.atTile('eventBattleDefeat', 4, -3), read: true, created_at: at,
  data: {
    ...eventVictory.data as Record<string, unknown>,
    attacker: { ...attacker, units: { melee1: 20 }, lost: { melee1: 20 } },
    natives: { units: { melee1: 40, melee2: 20 }, lost: { melee1: 6 }, survivors: { melee1: 34, melee2: 20 } },
    objective: { ...eventObjective, state: 'active', camp: false, outcome: null },
    contribution: { kills: 60, stage: 60, total: 500, share: 0.12 }, value: 60, rewards: null, winner: 'defender', luck: -0.04,
  },
};

/** Another contributor's share of a cleared stage. */
export const eventRewards: ReportDetail = {
  id: 203, kind: 'battle', title: titles.atTile('eventRewards', 4, -3), read: true, created_at: at,
  data: { objective: eventObjective, rewards: { wood: 300, stone: 250, iron: 200, food: 150, aether: 4 }, share: 0.255 },
};

/** A defend event held: the natives attacked the village, the defenders' share of the defence and the rewards. */
export const defenceHeld: ReportDetail = {
  id: 204, kind: 'battle', title: titles.eventDefence('Stonecross', true), read: true, created_at: at,
  data: {
    objective: { id: 42, type: 'defend1', name: 'events.defend1', x: 6, y: 8, stage: 1, difficulty: 1 },
    natives: { units: { melee1: 30, cav1: 10 }, lost: { melee1: 30, cav1: 10 }, survivors: {} },
    defender: { user_id: 7, village_id: 12, name: 'Stonecross', x: 3, y: 8, groups: [{ owner: 'home', units: { melee2: 40 } }, { owner: 31, units: { ranged1: 15 } }],
      lost: [{ owner: 'home', units: { melee2: 9 } }] },
    winner: 'defender', luck: 0.02, wall: 3, attackStrength: 1500, defenceStrength: 2600, value: 410, held: true,
    contribution: { defence: 1800, total: 2400, share: 0.75 }, rewards: { wood: 500, stone: 500, iron: 500, food: 500, aether: 5 },
  },
};

/** Nobody defended: the natives made camp. */
export const undefended: ReportDetail = {
  id: 205, kind: 'battle', title: titles.eventDefence('Stonecross', false), read: true, created_at: at,
  data: { objective: { id: 42, type: 'defend1', name: 'events.defend1', x: 6, y: 8, stage: 1, difficulty: 1 }, natives: { units: { melee1: 30 }, lost: {} }, village_id: 12, undefended: true },
};

/** A native camp left by an event nobody cleared in time. */
export const campReport: ReportDetail = {
  id: 206, kind: 'battle', title: titles.atTile('nativeCamp', 4, -3), read: true, created_at: at,
  data: { objective_id: 41, type: 'attack1', x: 4, y: -3, camp: true },
};

/** A landmark captured from the natives. */
export const objectiveCaptured: ReportDetail = {
  id: 207, kind: 'battle', title: titles.atTile('objectiveCaptured', 20, -18), read: true, created_at: at,
  data: {
    attacker: { ...attacker, units: { melee1: 120, cav4: 20 }, lost: { melee1: 30 } },
    defender: { user_id: null, username: null, objective_id: 51, type: 'landmark', x: 20, y: -18, groups: [{ owner: 'home', units: { melee2: 60 } }], lost: [{ owner: 'home', units: { melee2: 60 } }] },
    objective: { id: 51, type: 'landmark', name: 'objectives.landmark', x: 20, y: -18 },
    natives: { units: { melee2: 60 }, lost: { melee2: 60 } },
    objective_captured: { id: 51, type: 'landmark', x: 20, y: -18 },
    movement_id: 80, winner: 'attacker', luck: 0, wall: 0, attackStrength: 9000, defenceStrength: 3000, loot: {}, siege: [], moveType: 'attack',
  },
};

/** A holder's landmark lost to another kingdom. */
export const objectiveLost: ReportDetail = {
  id: 208, kind: 'battle', title: titles.atTile('objectiveLost', 20, -18), read: true, created_at: at,
  data: {
    attacker: { ...attacker, units: { melee1: 200 }, lost: { melee1: 50 } },
    defender: { user_id: 9, username: 'Brenna', objective_id: 51, type: 'landmark', x: 20, y: -18, groups: [{ owner: 14, units: { melee2: 40 } }], lost: [{ owner: 14, units: { melee2: 40 } }] },
    objective: { id: 51, type: 'landmark', name: 'objectives.landmark', x: 20, y: -18 },
    objective_captured: { id: 51, type: 'landmark', x: 20, y: -18 },
    winner: 'attacker', luck: 0.01, attackStrength: 8000, defenceStrength: 2000,
  },
};

/** Supplies at a Mining location: part taken, the rest carried home, the event's progress. */
export const supplyDelivered: ReportDetail = {
  id: 209, kind: 'event_supply', title: titles.atTile('eventSupplyDelivered', 9, 9), read: true, created_at: at,
  data: {
    objective_id: 43, type: 'supply1', x: 9, y: 9, of: 'resources', sent: { wood: 3000, stone: 2000, iron: 0, food: 0 }, aether: 0,
    delivered: 4200, returned: 800, delivered_resources: { wood: 2520, stone: 1680, iron: 0, food: 0 }, returned_resources: { wood: 480, stone: 320, iron: 0, food: 0 },
    aether_returned: 0, progress: { delivered: 20000, required: 20000 }, completed: true, from_village_id: 11,
  },
};

/** Aether at an Aether deposit, on its way to the target. */
export const aetherDelivered: ReportDetail = {
  id: 210, kind: 'event_supply', title: titles.atTile('eventSupplyDelivered', -5, -5), read: true, created_at: at,
  data: {
    objective_id: 44, type: 'supply2', x: -5, y: -5, of: 'aether', sent: { wood: 0, stone: 0, iron: 0, food: 0 }, aether: 60,
    delivered: 60, returned: 0, aether_returned: 0, progress: { delivered: 310, required: 400 }, completed: false, from_village_id: 11,
  },
};

/** The deadline passed before the target: every contribution is lost. */
export const supplyFailed: ReportDetail = {
  id: 211, kind: 'event_supply', title: titles.atTile('eventSupplyFailed', 9, 9), read: true, created_at: at,
  data: { objective_id: 43, type: 'supply1', x: 9, y: 9, failed: true, delivered: 4200, lost: 4200 },
};

/** Resources at the player's monument site, its resources delivered of the target. */
export const monumentSupplied: ReportDetail = {
  id: 212, kind: 'monument_supply', title: titles.atTile('monumentSupplied', 1, 40), read: true, created_at: at,
  data: {
    objective_id: 52, type: 'monument', x: 1, y: 40, event: 'supplied', damaged: false, sent: { wood: 10000, stone: 10000, iron: 0, food: 0 },
    delivered: 20000, returned: 0, delivered_resources: { wood: 10000, stone: 10000, iron: 0, food: 0 }, returned_resources: { wood: 0, stone: 0, iron: 0, food: 0 },
    progress: { delivered: { wood: 60000, stone: 40000, iron: 12000, food: 50000 }, required: { wood: 100000, stone: 150000, iron: 80000, food: 50000 } }, from_village_id: 11,
  },
};
