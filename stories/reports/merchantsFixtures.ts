/** 'merchants' reports of trips, shaped as GET reports/report/{id} answers them (data as server/world/arrival writes it). */
import type { ReportDetail } from '../../server/contract/reports';
import * as titles from '../../server/game/reports/titles';

const at = '2026-03-14T09:30:00.000Z';
const none = { wood: 0, stone: 0, iron: 0, food: 0 };

/** The sender's report: everything fitted into the target's stores (both villages the player's own). */
export const merchantsSent: ReportDetail = {
  id: 120, kind: 'merchants', title: titles.merchantsArrived('Stonecross'), read: false, created_at: at,
  data: {
    village_id: 12, name: 'Stonecross', x: 18, y: -3, username: 'Aldric', from_village_id: 11,
    sender: { user_id: 5, username: 'Aldric', village_id: 11, name: 'Highmoor', x: 12, y: -7 },
    resources: { wood: 1200, stone: 800, iron: 0, food: 500 }, delivered: { wood: 1200, stone: 800, iron: 0, food: 500 }, lost: none, merchants: 3,
  },
};

/** The receiver's report: another player's merchants, part of the iron lost to a full warehouse. */
export const merchantsReceivedWithLoss: ReportDetail = {
  id: 121, kind: 'merchants', title: titles.merchantsReceived('Highmoor'), read: false, created_at: at,
  data: {
    village_id: 11, name: 'Highmoor', x: 12, y: -7, username: 'Aldric', from_village_id: 77,
    sender: { user_id: 9, username: 'Brenna', village_id: 77, name: 'Ashford', x: 30, y: 4 },
    resources: { wood: 0, stone: 0, iron: 2000, food: 0 }, delivered: { wood: 0, stone: 0, iron: 1350, food: 0 },
    lost: { wood: 0, stone: 0, iron: 650, food: 0 }, merchants: 2,
  },
};

/** The target village was gone: the merchants turned back with their load. */
export const merchantsNoVillage: ReportDetail = {
  id: 122, kind: 'merchants', title: titles.merchantsNoVillage(), read: true, created_at: at,
  data: { to: { x: 40, y: 22 }, from_village_id: 11, resources: { wood: 500, stone: 0, iron: 0, food: 0 }, merchants: 1 },
};

/** An older report (before the sender was stored): only the sending village's id. */
export const merchantsOlder: ReportDetail = {
  id: 123, kind: 'merchants', title: titles.merchantsArrived('Stonecross'), read: true, created_at: at,
  data: { village_id: 12, name: 'Stonecross', from_village_id: 11, resources: { wood: 300, stone: 0, iron: 0, food: 0 }, delivered: { wood: 300, stone: 0, iron: 0, food: 0 }, lost: none, merchants: 1 },
};
