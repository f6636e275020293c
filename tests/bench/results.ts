/**
 * The shape of bench-results.json. Every benchmark of issue 5 has an entry: either figures (numbers)
 * or an explicit marker saying it is not built yet or was skipped, so a reader (and the quick-mode
 * test) can tell "missing" from "zero".
 */

export const NOT_BUILT = 'not built yet' as const;

export interface Pending {
  status: typeof NOT_BUILT | 'skipped';
  note: string;
}

export interface LoadFigures {
  /** Completed requests per second over the measured run. */
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Responses that were not 2xx, plus socket errors and timeouts. */
  failures: number;
  /** rps / the Koa + SELECT 1 baseline's rps (1 for the baselines themselves). */
  ratio: number;
  /**
   * CPU time per request over the measured run, microseconds (user + system, from /proc; 0 where there
   * is none): the server process, every PostgreSQL process, the load generator. Throughput on a machine
   * the three share is bounded by their sum.
   */
  cpuUsPerRequest?: { server: number; postgres: number; load: number; total: number };
  /** The goal for this route (ratio and p95), and whether it was met. */
  goal: string;
  met: boolean;
}

export interface LatencyFigures {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The tick burst's due-work sources (tests/bench/tick.ts, tickSources.ts); each is reported apart. */
export const TICK_SOURCES = ['queueCompletions', 'movementArrivals', 'merchantTrips', 'deliveries', 'routeShipments'] as const;
export type TickSourceName = (typeof TICK_SOURCES)[number];

/** One due-work source of the tick's burst: seeded, applied by its processor, its share of the drain. */
export interface TickSource {
  items: number;
  applied: number;
  /**
   * The source's own rate: the queue's over the time in its processor's calls in the burst; a movement
   * source's (armies, merchant trips, deliveries: one processor applies them together) over its run alone.
   */
  seconds: number;
  itemsPerSecond: number;
  /** A movement source's run alone: as many items again, applied (with the trips they spawn) in `seconds`. */
  alone?: { items: number; applied: number; seconds: number };
  /** From the drain's start to the item's application. */
  lateness: LatencyFigures;
  [extra: string]: unknown;
}

export interface TickFigures {
  items: number;
  villages: number;
  /** Queue completions, movement arrivals, ...: each due-work source the tick drains. */
  sources: Record<string, TickSource | Pending>;
  burst: { itemsPerSecond: number; seconds: number; lateness: LatencyFigures; failed: number };
  baseline: { updatesPerSecond: number; seconds: number };
  stream: { ratePerSecond: number; seconds: number; items: number; applied: number; lateness: LatencyFigures };
  goal: string;
  met: boolean;
}

export interface SingleClient {
  p50Ms: number;
  p95Ms: number;
  requests: number;
  failures: number;
}

export interface WorldFigures {
  players: number;
  villages: number;
  maxCoord: number;
  seedSeconds: number;
  databaseBytes: number;
  calls: Record<string, SingleClient>;
  /** Rows per table after seeding. */
  rows: Record<string, number>;
  /** Capitals placed at each minimum distance ("3": the spawn rule; "2", "1": where the map was full). */
  spawnDistances: Record<string, number>;
  /** Seeded villages read back through GET villages/{id} and GET map before the timings. */
  checked: number;
  /**
   * The tick at scale, drained in-process: queue completions, then tick passes at the movements' instant
   * (each pass: the queue work due by then, then the arrivals, as the cron tick runs them).
   */
  tick: {
    queueItems: number; queueSeconds: number; queuePerSecond: number;
    /** Arrivals applied in the second phase, and the queue items its passes completed before them. */
    movements: number; movementQueueItems: number; movementSeconds: number; movementsPerSecond: number;
    /** Of movementSeconds: the queue passes and the arrival passes. */
    movementQueueSeconds?: number; arrivalSeconds?: number;
    itemsPerSecond: number; failed: number;
    /** Passes at the movements' instant, and each processor of server/jobs PROCESSORS in them: time, items applied, failed, calls. */
    passes?: number;
    processors?: Record<string, { seconds: number; maxCallSeconds: number; applied: number; failed: number; calls: number }>;
    /** Issue 16's processors (events, prestige, spawns: those registered after the five before it), their time and share. */
    objectiveProcessors?: string[];
    objectiveSeconds?: number;
    objectiveShareOfPasses?: number;
    objectiveShareOfTick?: number;
  };
  /** Issue 16's rows seeded (tests/bench/worldEvents.ts) and what of them the tick found due. */
  events?: {
    events: number; inBand: number; byType: Record<string, number>; defendArmies: number; objectives: number; held: number; seedSeconds: number;
    dueEvents: number; duePrestige: number;
  };
  note: string;
}

export interface BundleFigures {
  /** Scripts index.html loads at start (entry and modulepreloads), gzipped. */
  initialJsGzipBytes: number;
  initialJsFiles: number;
  /** Every JavaScript file of the build, gzipped (lazy chunks included). */
  totalJsGzipBytes: number;
  buildSeconds: number;
  goal: string;
  met: boolean;
}

/** Benchmark 4 (tests/bench/map.ts). */
export interface FrameStats {
  /** Display frames (requestAnimationFrame intervals) during the script. */
  frames: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
  /** Frames the page actually drew (the map draws on demand; the baseline every frame). */
  drawn: number;
}

export interface MapScenarioFigures {
  side: number;
  villages: number;
  movements: number;
  /** Movement markers the map drew in its first settled frame (0 without movements). */
  markersAtStart: number;
  /** From navigation start to window.__akMap reporting the terrain on screen and a frame drawn. */
  interactiveMs: number;
  /**
   * From navigation to the baseline page's first frame: `cold` in a browser of its own (measured before
   * the map), `warm` in the map's browser right after the map (its GPU process running).
   */
  baselineFirstFrameMs: { cold: number; warm: number };
  map: FrameStats;
  baseline: FrameStats & { meanSprites: number; maxSprites: number };
  /** Mean frame time of the map / of the baseline. */
  ratio: number;
  ratioP95: number;
  goal: string;
  frameMet: boolean;
  interactiveMet: boolean;
  met: boolean;
}

export interface MapFigures {
  browser: string;
  /** The WebGL renderer string of the map page (SwiftShader expected). */
  renderer: string;
  seconds: number;
  viewport: string;
  scenarios: Record<string, MapScenarioFigures>;
  note: string;
}

/** Benchmark 6 (tests/bench/statistics.ts, issue 17): statistics at world scale. */
export interface StatisticsFigures {
  players: number;
  villages: number;
  empires: number;
  members: number;
  /** The ended week whose medals were awarded. */
  week: number;
  seed: {
    seconds: number;
    /** Seconds per insert, each with the statistics triggers it fires. */
    steps: Record<string, number>;
    buildingRows: number;
    /** The village_buildings insert again with the user triggers disabled (rolled back). */
    buildingsWithoutTriggersSeconds: number;
    weekSeconds: number;
  };
  rows: Record<string, number>;
  refresh: {
    rankRows: number;
    coldSeconds: number; warmSeconds: number; changedSeconds: number; changedKingdoms: number;
    milestoneCheckSeconds: number; milestoneCatchUp: number; milestoneCatchUpSeconds: number;
    milestonesCold: number; milestonesChanged: number;
    /** Refreshes run back to back during the readers' run, and their mean duration. */
    duringReads: number; duringReadsMeanSeconds: number;
  };
  calls: Record<string, LoadFigures>;
  medals: { seconds: number; medals: number; weeks: number };
  note: string;
}

export interface BenchResults {
  quick: boolean;
  date: string;
  machine: { cpus: number; cpuModel: string; memoryBytes: number; platform: string; node: string; postgres: string };
  server: string;
  api: Record<string, LoadFigures> | Pending;
  tick: TickFigures | Pending;
  world: WorldFigures | Pending;
  mapFrames: MapFigures | Pending;
  bundle: BundleFigures | Pending;
  statistics: StatisticsFigures | Pending;
  seconds: number;
}

export const BENCHMARKS = ['api', 'tick', 'world', 'mapFrames', 'bundle', 'statistics'] as const;

/** The API routes benchmark 1 measures, in table order. */
export const API_ROUTES = [
  'koa-json', 'koa-select1', 'GET villages/{id}', 'GET map viewSize 9', 'GET map viewSize 25', 'GET profiles/user',
  'POST villages/{id}/queue/building',
] as const;

export function isPending(x: unknown): x is Pending {
  return typeof x === 'object' && x !== null && ((x as Pending).status === NOT_BUILT || (x as Pending).status === 'skipped')
    && typeof (x as Pending).note === 'string';
}

/**
 * Problems with a results object (empty when well-formed): every benchmark present, each either a
 * Pending marker or figures whose leaves are finite numbers (strings and booleans allowed for labels).
 */
export function problems(r: unknown): string[] {
  const out: string[] = [];
  if (typeof r !== 'object' || r === null) return ['not an object'];
  const o = r as Record<string, unknown>;
  if (typeof o.quick !== 'boolean') out.push('quick: not a boolean');
  if (typeof o.date !== 'string' || Number.isNaN(Date.parse(o.date))) out.push('date: not an ISO time');
  const walk = (path: string, v: unknown) => {
    if (typeof v === 'number') { if (!Number.isFinite(v)) out.push(`${path}: ${v}`); return; }
    if (typeof v === 'string' || typeof v === 'boolean') return;
    if (typeof v !== 'object' || v === null) { out.push(`${path}: ${String(v)}`); return; }
    for (const [k, x] of Object.entries(v)) walk(`${path}.${k}`, x);
  };
  for (const b of BENCHMARKS) {
    const v = o[b];
    if (v === undefined) { out.push(`${b}: missing`); continue; }
    if (isPending(v)) continue;
    walk(b, v);
  }
  if (!isPending(o.api) && typeof o.api === 'object' && o.api) {
    for (const route of API_ROUTES) if (!(route in o.api)) out.push(`api.${route}: missing`);
  }
  return out;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
