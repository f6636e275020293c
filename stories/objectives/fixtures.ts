import type { MapObjective, ObjectiveDetail, ObjectiveIncomings } from '../../client/api/objectives';

/** Events and objectives as GET map/objectives and GET objectives/{id}?full=true answer them (issue 16). */
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const agoMinutes = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const base = { incomings: 0, holder: null, difficulty: null, stage: null, stages: null, ends_at: null } as const;

export const attackEvent: MapObjective = { ...base, id: 11, category: 'event', type: 'attack1', name: 'events.attack1', x: 4, y: -3, state: 'active', difficulty: 2, stage: 2, stages: 3, ends_at: inMinutes(95), incomings: 2 };
export const outpostEvent: MapObjective = { ...base, id: 12, category: 'event', type: 'attack2', name: 'events.attack2', x: -12, y: 8, state: 'camp', difficulty: 3, stage: 3, stages: 3 };
export const defendEvent: MapObjective = { ...base, id: 13, category: 'event', type: 'defend1', name: 'events.defend1', x: 2, y: 6, state: 'active', difficulty: 1, stage: 1, stages: 1, ends_at: inMinutes(25) };
export const supplyEvent: MapObjective = { ...base, id: 14, category: 'event', type: 'supply1', name: 'events.supply1', x: 9, y: 9, state: 'active', difficulty: 1, stage: 1, stages: 1, ends_at: inMinutes(600) };
export const aetherEvent: MapObjective = { ...base, id: 15, category: 'event', type: 'supply2', name: 'events.supply2', x: -5, y: -5, state: 'active', difficulty: 2, stage: 1, stages: 1, ends_at: inMinutes(300) };
export const heldLandmark: MapObjective = {
  ...base, id: 21, category: 'objective', type: 'landmark', name: 'objectives.landmark', x: 20, y: -18, state: 'held', incomings: 1,
  holder: { user_id: 7, username: 'Aldric', empire_id: 3, empire_name: 'Iron Pact', empire_name_short: 'IRP' },
};
export const nativeArtifact: MapObjective = { ...base, id: 22, category: 'objective', type: 'artifact', name: 'objectives.artifact', x: -30, y: 25, state: 'native' };
export const monumentSite: MapObjective = {
  ...base, id: 23, category: 'objective', type: 'monument', name: 'objectives.monument', x: 1, y: 40, state: 'held',
  holder: { user_id: 1, username: 'You', empire_id: null, empire_name: null, empire_name_short: null },
};

export const everyObjective: MapObjective[] = [heldLandmark, supplyEvent, attackEvent, nativeArtifact, defendEvent, outpostEvent, aetherEvent, monumentSite];

const detailBase: Omit<ObjectiveDetail, keyof MapObjective> = {
  created_at: agoMinutes(300), stage_started_at: null, ended_at: null, garrison: null, garrison_seen_at: null, rewards: null, outpost_aether: null,
  supplies: null, target_village: null, arrival: null, monument: null, prestige: null, contributions: [], history: [],
};

export const attackDetail: ObjectiveDetail = {
  ...detailBase, ...attackEvent, stage_started_at: agoMinutes(145),
  garrison: { melee1: 60, melee2: 30, ranged1: 12 },
  rewards: { wood: 1200, stone: 1000, iron: 800, food: 600, aether: 15 },
  contributions: [{ user_id: 1, username: 'You', value: 340 }, { user_id: 7, username: 'Aldric', value: 120 }],
  history: [{ stage: 1, result: 'cleared', at: agoMinutes(145) }],
};
export const outpostDetail: ObjectiveDetail = {
  ...detailBase, ...outpostEvent, garrison: { melee1: 120, melee3: 60, cav4: 10 }, outpost_aether: 250,
  history: [{ stage: 1, result: 'cleared', at: agoMinutes(600) }, { stage: 2, result: 'expired', at: agoMinutes(300) }, { stage: 3, result: 'expired', at: agoMinutes(60) }],
};
export const defendDetail: ObjectiveDetail = {
  ...detailBase, ...defendEvent, stage_started_at: agoMinutes(35), garrison: { melee1: 40, melee2: 20 },
  rewards: { wood: 500, stone: 500, iron: 500, food: 500, aether: 5 },
  target_village: { id: 31, name: 'Stonecross', x: 3, y: 8, user_id: 1, username: 'You' }, arrival: { key: 'events.underMinutes', count: 30 },
};
export const supplyDetail: ObjectiveDetail = {
  ...detailBase, ...supplyEvent, stage_started_at: agoMinutes(120),
  rewards: { wood: 0, stone: 0, iron: 0, food: 0, aether: 20 }, supplies: { of: 'resources', required: 20000, delivered: 7350 },
  contributions: [{ user_id: 1, username: 'You', value: 5000 }, { user_id: 9, username: 'Brenna', value: 2350 }],
};
export const aetherDetail: ObjectiveDetail = {
  ...detailBase, ...aetherEvent, stage_started_at: agoMinutes(60),
  rewards: { wood: 3000, stone: 3000, iron: 3000, food: 3000, aether: 0 }, supplies: { of: 'aether', required: 400, delivered: 390 },
};
export const heldLandmarkDetail: ObjectiveDetail = {
  ...detailBase, ...heldLandmark, garrison: { melee2: 80, ranged1: 40 }, garrison_seen_at: agoMinutes(90),
  prestige: { on_capture: 1, on_completion: 0, per_period: 1, period_seconds: 7 * 24 * 3600, next_at: inMinutes(60 * 50) },
};
export const nativeArtifactDetail: ObjectiveDetail = {
  ...detailBase, ...nativeArtifact, garrison: { melee1: 200, cav4: 25 },
  prestige: { on_capture: 0, on_completion: 0, per_period: 1, period_seconds: 24 * 3600, next_at: null },
};
export const notScoutedDetail: ObjectiveDetail = { ...heldLandmarkDetail, garrison: null, garrison_seen_at: null };
export const damagedMonumentDetail: ObjectiveDetail = {
  ...detailBase, ...monumentSite, garrison: { melee2: 150 },
  prestige: { on_capture: 0, on_completion: 10, per_period: 5, period_seconds: 7 * 24 * 3600, next_at: null },
  monument: {
    target: { wood: 100000, stone: 150000, iron: 80000, food: 50000 }, delivered: { wood: 100000, stone: 90000, iron: 12000, food: 50000 },
    completed_at: null, completable_from: 'monument_activation', damaged: true, repair: { wood: 20000, stone: 30000, iron: 10000, food: 0 },
  },
};

const move = (id: number, kind: string, own: boolean, minutes: number, extra: Partial<ObjectiveIncomings['items'][number]> = {}): ObjectiveIncomings['items'][number] => ({
  id, kind, own, origin_kind: null, from: { village_id: 100 + id, x: 10 + id, y: -4 }, to: { village_id: null, x: 4, y: -3 },
  units: own ? { melee1: 20 + id, melee2: 5 } : null, resources: null, started_at: agoMinutes(30), due_at: inMinutes(minutes), ...extra,
});
export const incomingsFilled: ObjectiveIncomings = {
  page: 0, total: 13,
  items: [
    move(1, 'attack', true, 12), move(2, 'attack', false, 18), move(3, 'scout', true, 20),
    move(4, 'supplies', true, 33, { units: null, resources: { wood: 500, stone: 400, iron: 0, food: 0 } }),
    move(5, 'attack', false, 40), move(6, 'reinforce', false, 55), move(7, 'attack', true, 61), move(8, 'attack', false, 70),
    move(9, 'attack', false, 75), move(10, 'attack', false, 90),
  ],
};
export const incomingsEmpty: ObjectiveIncomings = { page: 0, total: 0, items: [] };
