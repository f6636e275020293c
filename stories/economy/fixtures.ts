/**
 * Fixtures of the economy, research and help stories: the real game tables (the same module GET
 * user/gamedata answers from), queues and research views shaped like the contracts, timed from "now".
 */
import type { ResearchResponse, ResearchView, ResourcesResponse, VillageResponse } from '../../server/contract';
import { gameData } from '../../server/game/data/gamedata';
import { RESEARCH } from '../../server/game/data/research';
import { fixtureProfile, makeVillageResponse, makeVillageState } from '../fixtures/game';

export const economyGamedata = gameData({ speed: 1, maxCoord: 51, tileThresholds: [600], startTime: new Date('2025-11-01T12:00:00.000Z') });

type QueueEntry = VillageResponse['buildQueue'][number];
const iso = (ms: number) => new Date(ms).toISOString();

/** A running queue: the farm's next level is a third done, culture and a quarry level wait behind it. */
export function makeQueue(now = Date.now()): QueueEntry[] {
  return [
    { id: 31, kind: 'building', target: 'farm', amount: 1, level: 11, work: 900, work_done: 0, started_at: iso(now - 600_000), due_at: iso(now + 1_200_000) },
    { id: 32, kind: 'culture', amount: 300, target: null, level: null, work: 300, work_done: 0, started_at: null, due_at: iso(now + 3_000_000) },
    { id: 33, kind: 'building', target: 'quarry', amount: 1, level: 9, work: 700, work_done: 0, started_at: null, due_at: iso(now + 6_500_000) },
  ];
}

/** Four items: a town's queue is full (queue length 4). */
export function makeFullQueue(now = Date.now()): QueueEntry[] {
  return [
    ...makeQueue(now),
    { id: 34, kind: 'science', amount: 150, target: null, level: null, work: 150, work_done: 0, started_at: null, due_at: iso(now + 7_400_000) },
  ];
}

/** A young village: no districts, few buildings, plenty of stock. */
export const freshVillage = makeVillageResponse(makeVillageState({
  name: 'Newhaven', tier: 'village', districts: [], population: 12, production: 50, impr_production: 0,
  wood: 900, stone: 900, iron: 900, food: 900, store_res: 1000, store_food: 1000,
  buildings: [{ id: 41, type: 'town_hall', level: 1 }, { id: 42, type: 'farm', level: 2 }, { id: 43, type: 'forester', level: 1 }],
  tiles: [],
}), { buildQueue: [], units: [] });

/**
 * The research view of a kingdom with a town: tier 1 partly done, Smithing running (40 % done). With
 * `queuedOnly` no building produces science and 150 science is queued in the villages instead.
 */
export function makeResearch(now = Date.now(), opts: { running?: boolean; queuedOnly?: boolean } = {}): ResearchResponse {
  const running = opts.running ?? true;
  const smithingBase = RESEARCH.find((r) => r.key === 'smithing')!.science_base;
  const progress = Math.round(smithingBase * 0.4);
  const done = new Set(['town_defenses', 'apprenticeship', 'organised_labour']);
  const current = running ? 'smithing' : null;
  const highest = 'town';
  const tierNeeds = (tier: number) => (tier === 1 ? 'village' : tier === 2 ? 'town' : 'city') as 'village' | 'town' | 'city';
  const rank = { village: 1, town: 2, city: 3 } as const;
  const view = (r: (typeof RESEARCH)[number]): ResearchView => {
    const requires = r.requires.map((k) => {
      const p = RESEARCH.find((x) => x.key === k)!;
      return { id: p.id, key: p.key, name: p.name, done: done.has(p.key) };
    });
    const missing = requires.filter((p) => !p.done).map(({ id, key, name }) => ({ id, key, name }));
    const needsTier = rank[highest] >= rank[tierNeeds(r.tier)] ? null : tierNeeds(r.tier);
    const state = done.has(r.key) ? 'done' : r.key === current ? 'researching' : missing.length === 0 && needsTier === null ? 'available' : 'locked';
    return {
      id: r.id, key: r.key, name: r.name, description: r.description, tier: r.tier, science_base: r.science_base,
      unlocks_building: r.unlocks_building,
      unlocks: r.unlocks_building.split(',').filter(Boolean).map((k) => ({ key: k, name: economyGamedata.buildings.find((b) => b.key === k)?.name ?? k })),
      requires, state, science: state === 'done' ? r.science_base : state === 'researching' ? progress : 0,
      missing, needsTier: state === 'done' ? null : needsTier, completed_at: state === 'done' ? iso(now - 86_400_000) : null,
    };
  };
  const smithing = RESEARCH.find((r) => r.key === 'smithing')!;
  return {
    researching: running
      ? { id: smithing.id, key: smithing.key, name: smithing.name, science: progress, science_base: smithing.science_base, percent: 40, due_at: opts.queuedOnly ? null : iso(now + 5_400_000) }
      : null,
    science_queued: opts.queuedOnly ? { amount: 150, until: iso(now + 1_800_000) } : { amount: 0, until: null },
    science_per_hour: opts.queuedOnly ? 0 : 1000,
    culture_per_hour: 240,
    culture: fixtureProfile.profile.culture,
    tiers: [1, 2, 3].map((tier) => ({ tier, needsTier: tierNeeds(tier), research: RESEARCH.filter((r) => r.tier === tier).map(view) })),
    computed_at: iso(now),
  };
}

/** GET /buildings/village/{id}/resources for a fixture village: its base, its buildings and one claimed forest. */
export function makeResourcesResponse(v: VillageResponse): ResourcesResponse {
  const s = v.village;
  const level = (type: string) => s.buildings.find((b) => b.type === type)?.level ?? 0;
  const one = (r: 'wood' | 'stone' | 'iron' | 'food', building: string, tile?: { key: string; x: number; y: number }) => {
    const base = s[`prod_${r}`];
    const villageBase = economyGamedata.baseRates[r];
    const production = Math.floor(base * (1 + s[`impr_${r}`]));
    return {
      base,
      base_sources: [
        { source: 'village' as const, key: 'base', name: 'Village', amount: villageBase },
        { source: 'building' as const, key: building, name: building, amount: base - villageBase },
      ],
      improvement: s[`impr_${r}`],
      improvement_percent: Math.round(s[`impr_${r}`] * 100),
      improvement_sources: tile ? [{ source: 'tile' as const, key: tile.key, name: tile.key, amount: s[`impr_${r}`], x: tile.x, y: tile.y }] : [],
      production,
      ...(r === 'food' ? { deductions: { population: s.population, consumption: s.consumption } } : {}),
      net: r === 'food' ? s.prod_food_net : production,
      stock: s[r],
      store: r === 'food' ? s.store_food : s.store_res,
      seconds_to_full: 0,
      level: level(building),
    };
  };
  const strip = <T extends { level: number }>({ level: _l, ...rest }: T) => rest;
  return {
    village: {
      id: s.id, tier: s.tier, districts: s.districts, production: s.production, population: s.population,
      queue: { used: v.buildQueue.length, length: 4 }, wood: s.wood, stone: s.stone, iron: s.iron, food: s.food, computed_at: s.computed_at,
    },
    buildings: [],
    resources: {
      wood: strip(one('wood', 'forester', { key: 'forest', x: 12, y: -6 })),
      stone: strip(one('stone', 'quarry')),
      iron: strip(one('iron', 'iron_mine')),
      food: strip(one('food', 'farm', { key: 'plains', x: 13, y: -7 })),
    },
  };
}
