import { z } from 'zod';
import { textRef } from './text';

/**
 * The buildings calls: GET /buildings/village/{id}/, /resources, /{type}/ and /{type}/{id}
 * (SPEC.md section 7, Buildings; docs/API.md "Research, tiles and buildings").
 */

const int = z.number().int();
const tierKey = z.enum(['village', 'town', 'city']);
const cost = z.object({ wood: z.number(), stone: z.number(), iron: z.number(), food: z.number() });

/** One effect of a building at a level: its kind, what it acts on, the number and a readable text. */
export const effectView = z.object({
  kind: z.string(),
  /** The rate, store or units it acts on (e.g. 'wood', 'res', 'production'), or null. */
  target: z.string().nullable(),
  value: z.number(),
  text: z.string(),
});
export type EffectView = z.infer<typeof effectView>;

/** A level of a building as queueing it would build it. */
export const levelView = z.object({
  level: int,
  cost,
  work: z.number(),
  /** Seconds at the village's production today (no builders), null without production. */
  seconds: z.number().nullable(),
  /** Inhabitants at that level. */
  population: z.number(),
  effects: z.array(effectView),
  /** Lowest village tier whose maximum building level allows it. */
  tier: tierKey,
});
export type LevelView = z.infer<typeof levelView>;

export const buildingView = z.object({
  /** village_buildings row id (for POST queue/building/{id}); null when the village has no row yet. */
  id: int.nullable(),
  type: z.string(),
  name: z.string(),
  description: z.string(),
  district: z.string().nullable(),
  core: z.boolean(),
  /** Lowest village tier that may build it. */
  tier: tierKey,
  research: z.object({ id: int, key: z.string(), name: z.string(), done: z.boolean() }).nullable(),
  level: int,
  /** Levels of it waiting in the queue. */
  queued: int,
  /** Highest level in this village's tier. */
  maxLevel: int,
  population: z.number(),
  effects: z.array(effectView),
  /** The level queueing it now would build (level + queued + 1), or null when the building's maximum is reached. */
  next: levelView.nullable(),
  /** Whether queueing it now would be accepted; else the refusal of the queue call. */
  canUpgrade: z.boolean(),
  /** Why the next level cannot be queued now, as a catalogue text (server/game/texts.ts). */
  reason: textRef.nullable(),
});
export type BuildingView = z.infer<typeof buildingView>;

const villageSummary = z.object({
  id: int,
  tier: tierKey,
  districts: z.array(z.string()),
  production: z.number(),
  population: z.number(),
  queue: z.object({ used: int, length: int }),
  wood: z.number(), stone: z.number(), iron: z.number(), food: z.number(),
  computed_at: z.string(),
});

/** GET /buildings/village/{id}/: built (or queued) buildings sorted by type, and the ones that could be commissioned. */
export const buildingsResponse = z.object({
  village: villageSummary,
  buildings: z.array(buildingView),
  available: z.array(buildingView),
});
export type BuildingsResponse = z.infer<typeof buildingsResponse>;

const source = z.object({
  /** 'village' (the base every village has), 'building' or 'tile'. */
  source: z.enum(['village', 'building', 'tile']),
  key: z.string(),
  name: z.string(),
  amount: z.number(),
  x: int.optional(),
  y: int.optional(),
});

export const resourceBreakdown = z.object({
  /** Per hour before improvements (world speed applied). */
  base: z.number(),
  base_sources: z.array(source),
  /** Fraction (0.15 = +15%) and its sources (buildings and claimed tiles). */
  improvement: z.number(),
  improvement_percent: z.number(),
  improvement_sources: z.array(source),
  /** floor(base x (1 + improvement)). */
  production: z.number(),
  /** Food only: inhabitants and unit consumption per hour, and the net. */
  deductions: z.object({ population: z.number(), consumption: z.number() }).optional(),
  net: z.number(),
  stock: z.number(),
  store: z.number(),
  /** Seconds until full (food: until empty when draining), 0 when full. */
  seconds_to_full: z.number(),
});
export type ResourceBreakdown = z.infer<typeof resourceBreakdown>;

/** GET /buildings/village/{id}/resources. */
export const resourcesResponse = z.object({
  village: villageSummary,
  buildings: z.array(buildingView),
  resources: z.object({ wood: resourceBreakdown, stone: resourceBreakdown, iron: resourceBreakdown, food: resourceBreakdown }),
});
export type ResourcesResponse = z.infer<typeof resourcesResponse>;

/** GET /buildings/village/{id}/{type}/ and /{type}/{id}: one building and its next levels. */
export const buildingDetailResponse = z.object({
  village: villageSummary,
  building: buildingView,
  /** The next levels up to the building's maximum (at most 10 rows). */
  levels: z.array(levelView),
});
export type BuildingDetailResponse = z.infer<typeof buildingDetailResponse>;
