/** Reports shaped as GET reports/{page} and GET reports/report/{id} answer (data as server/api/units/arrival.ts writes it). */
import type { ReportDetail, ReportsPage } from '../../server/contract/reports';

const at = '2026-03-14T09:30:00.000Z';

export const reportsPage: ReportsPage = {
  page: 0, total: 23, unread: 2,
  reports: [
    { id: 91, kind: 'battle', title: 'Victory at Ravensford', read: false, created_at: at },
    { id: 90, kind: 'scout', title: 'Scouting Ravensford succeeded', read: false, created_at: at },
    { id: 89, kind: 'return', title: 'Troops returned to Highmoor', read: true, created_at: at },
    { id: 88, kind: 'reinforce', title: 'Your reinforcements arrived in Stonecross', read: true, created_at: at },
  ],
};

export const emptyPage: ReportsPage = { page: 0, total: 0, unread: 0, reports: [] };

export const battleReport: ReportDetail = {
  id: 91, kind: 'battle', title: 'Victory at Ravensford', read: true, created_at: at,
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
  id: 90, kind: 'scout', title: 'Scouting Ravensford succeeded', read: true, created_at: at,
  data: { village_id: 12, name: 'Ravensford', x: 15, y: -3, success: true, sent: { cav2: 5 }, lost: { cav2: 1 },
    report: { wallLevel: 3, armySize: 140, food: 2210, districts: ['military'] } },
};

export const returnReport: ReportDetail = {
  id: 89, kind: 'return', title: 'Troops returned to Highmoor', read: true, created_at: at,
  data: { village_id: 11, units: { melee1: 38, cav1: 8 }, resources: { wood: 300, stone: 120, food: 90 }, lost: {}, from: { x: 15, y: -3 }, origin: 'attack' },
};

export const settleFailed: ReportDetail = {
  id: 87, kind: 'settle', title: 'You cannot settle a village right now', read: true, created_at: at,
  data: { x: 20, y: 4, reason: 'Your culture is too low' },
};
