import type { GamedataBuilding, GamedataResponse, VillageResponse } from '../../../server/contract';

/**
 * Whether a building's next level can be queued, and why not (SPEC.md section 4: blocked when resources
 * are missing, a required district is missing or the tier is too low; plus a full queue, the maximum
 * level and missing research). The checks and their order are the server's (docs/API.md, POST
 * /villages/{id}/queue/building): tier, district, research, maximum level, queue full, resources.
 * The client uses this to explain and to disable buttons; the server decides.
 */
export type BlockReason =
  | { key: 'tier'; tier: string }
  | { key: 'district'; district: string }
  | { key: 'research'; research: string }
  | { key: 'maxLevel' }
  | { key: 'queueFull' }
  | { key: 'resources'; missing: Partial<Record<Resource, number>> };

export type Resource = 'wood' | 'stone' | 'iron' | 'food';
export const RESOURCES: readonly Resource[] = ['wood', 'stone', 'iron', 'food'];
export type Cost = Record<Resource, number>;

type Tier = GamedataResponse['tiers'][number];
type VillageState = VillageResponse['village'];
type QueueEntry = VillageResponse['buildQueue'][number];

export interface BuildingStatus {
  key: string;
  /** The village's row of this building (absent: never queued). */
  id: number | undefined;
  /** Level standing now. */
  level: number;
  /** Levels already in the queue. */
  queued: number;
  /** The level the next queue item would build (level + queued + 1). */
  nextLevel: number;
  /** Highest level in this village's tier. */
  maxLevel: number;
  /** Price and work of `nextLevel` (null past the maximum). */
  cost: Cost | null;
  work: number | null;
  /** POST queue/building by type (nothing stands or is queued) or by the row id. */
  isNew: boolean;
  reasons: BlockReason[];
}

export interface AvailabilityInput {
  building: GamedataBuilding;
  village: Pick<VillageState, 'tier' | 'districts' | 'buildings'>;
  queue: QueueEntry[];
  tiers: Tier[];
  /** Resources in store now. */
  stock: Cost;
  /** Technologies completed by the account; undefined when not known (the research check is skipped). */
  researched?: ReadonlySet<string>;
}

const rank = (tiers: Tier[], key: string) => tiers.find((t) => t.key === key)?.rank ?? 0;

/** The shortfall of `stock` against `cost` (only the resources that are short). */
export function missingResources(cost: Cost, stock: Cost): Partial<Record<Resource, number>> {
  const out: Partial<Record<Resource, number>> = {};
  for (const r of RESOURCES) if (cost[r] > stock[r]) out[r] = Math.ceil(cost[r] - stock[r]);
  return out;
}

export function buildingStatus({ building: b, village, queue, tiers, stock, researched }: AvailabilityInput): BuildingStatus {
  const row = village.buildings.find((x) => x.type === b.key);
  const level = row?.level ?? 0;
  const queued = queue.filter((q) => q.kind === 'building' && q.target === b.key).length;
  const nextLevel = level + queued + 1;
  const tierMax = tiers.find((t) => t.key === village.tier)?.maxLevel ?? b.maxLevel;
  const maxLevel = Math.min(b.maxLevel, tierMax);
  const next = nextLevel <= b.maxLevel ? b.levels[nextLevel - 1] : undefined;
  const reasons: BlockReason[] = [];
  if (rank(tiers, village.tier) < rank(tiers, b.tier)) reasons.push({ key: 'tier', tier: b.tier });
  if (b.district && !village.districts.includes(b.district)) reasons.push({ key: 'district', district: b.district });
  if (b.research && researched && !researched.has(b.research)) reasons.push({ key: 'research', research: b.research });
  if (nextLevel > maxLevel) reasons.push({ key: 'maxLevel' });
  const capacity = tiers.find((t) => t.key === village.tier)?.queueLength;
  if (capacity !== undefined && queue.length >= capacity) reasons.push({ key: 'queueFull' });
  if (next) {
    const missing = missingResources(next.cost, stock);
    if (Object.keys(missing).length) reasons.push({ key: 'resources', missing });
  }
  return {
    key: b.key,
    id: row?.id,
    level,
    queued,
    nextLevel,
    maxLevel,
    cost: next && nextLevel <= maxLevel ? next.cost : null,
    work: next && nextLevel <= maxLevel ? next.work : null,
    isNew: level + queued === 0,
    reasons,
  };
}

/** Reasons that come from the village itself (not from a passing shortage): the building is locked. */
export function isLocked(s: Pick<BuildingStatus, 'reasons'>): boolean {
  return s.reasons.some((r) => r.key === 'tier' || r.key === 'district' || r.key === 'research');
}

/** The alert key and values that explain a reason (client/i18n/en-US.json, SPEC.md section 8 texts). */
export function reasonText(r: BlockReason): { key: string; vars?: Record<string, string> } {
  switch (r.key) {
    case 'tier': return { key: 'notice_requires_tier' };
    case 'district': return { key: 'notice_requires_district', vars: { district: r.district } };
    case 'research': return { key: 'error_requirements' };
    case 'maxLevel': return { key: 'notice_max_level' };
    case 'queueFull': return { key: 'notice_queue_full' };
    case 'resources': return { key: 'notice_resources' };
  }
}

/**
 * The town hall's groups (issue 13): what can be built now (nothing of the village's own is missing;
 * a passing shortage of resources or a full queue does not count), what needs exactly one step (one of
 * tier, district, research; a level cap of the tier counts as the tier step), and the rest: two steps or
 * more, or a building already at its highest level.
 */
export type TownGroup = 'now' | 'oneStep' | 'later';

/** The requirements a building still misses in this village; null when it stands at its highest level. */
export function stepsMissing(s: Pick<BuildingStatus, 'reasons' | 'maxLevel'>, b: Pick<GamedataBuilding, 'maxLevel'>): number | null {
  const keys = new Set(s.reasons.map((r) => r.key));
  if (keys.has('maxLevel') && s.maxLevel >= b.maxLevel) return null;
  const tier = keys.has('tier') || keys.has('maxLevel');
  return (tier ? 1 : 0) + (keys.has('district') ? 1 : 0) + (keys.has('research') ? 1 : 0);
}

export function townGroupOf(s: Pick<BuildingStatus, 'reasons' | 'maxLevel'>, b: Pick<GamedataBuilding, 'maxLevel'>): TownGroup {
  const steps = stepsMissing(s, b);
  return steps === 0 ? 'now' : steps === 1 ? 'oneStep' : 'later';
}

/** The town hall's district filter: every building, the core ones (no district), or one district's. */
export type DistrictFilter = 'all' | 'core' | NonNullable<GamedataBuilding['district']>;

export function inDistrict(b: Pick<GamedataBuilding, 'district'>, filter: DistrictFilter): boolean {
  return filter === 'all' || (filter === 'core' ? b.district === null : b.district === filter);
}
