import { hostname } from 'node:os';
import { VICTORY_POINTS_START } from './game/prestige';

/** Server configuration, read once from the environment (documented in README.md). */
export interface Config {
  port: number;
  databaseUrl: string | undefined;
  /** Most connections the PostgreSQL pool opens (DB_POOL_MAX); PGlite has one. */
  dbPoolMax: number;
  dataDir: string;
  gameSpeed: number;
  /**
   * Hours at speed 1 a new kingdom cannot be attacked, scouted or besieged (BEGINNER_PROTECTION_HOURS,
   * default 72; divided by the game speed; 0 turns beginner protection off).
   */
  beginnerProtectionHours: number;
  /**
   * Prestige an Empire needs to win the world (VICTORY_POINTS, default VICTORY_POINTS_START of
   * server/game/prestige.ts): the first to reach it finishes the world at that instant.
   */
  victoryPoints: number;
  /** ISO time of game start; when absent the first start of the world fixes it. */
  gameStart: string | undefined;
  maxCoord: number;
  tileThresholds: number[];
  worldSeed: string;
  testingTools: boolean;
  /** Keep native events at their density (EVENT_SPAWNS, default on); off: only the testing tools place events. */
  eventSpawns: boolean;
  production: boolean;
  /** Run the cron tick (off in API tests, which drive time themselves). */
  tick: boolean;
  /** Due-work passes per cron second (TICK_PASSES, 1-10): more passes, less lateness, more idle probes. */
  tickPasses: number;
  /** Concurrent army-arrival runners of the tick (ARRIVAL_RUNNERS, 1-8; one on PGlite's single connection). */
  arrivalRunners: number;
  /** Trust X-Forwarded-For (only behind a reverse proxy that sets it; else clients could pick their IP). */
  trustProxy: boolean;
  rateLimits: RateLimits;
  /**
   * Redis (REDIS_URL, e.g. redis://127.0.0.1:6379): when set, rate limits are counted there and push events
   * fan out through its pub/sub, so several instances share one world (docs/OPERATIONS.md). Unset: one
   * instance, limits and fan-out in memory.
   */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel (REDIS_PREFIX, default 'ak:'): worlds or test runs sharing a Redis keep apart. */
  redisPrefix: string;
  /** This instance's name in logs and the push hello (INSTANCE_ID, default host name and process id). */
  instanceId: string;
  /** Milliseconds a graceful shutdown waits for requests in flight before closing them (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
}

/**
 * Requests allowed per window (token buckets in memory, server/auth/rateLimit.ts; with REDIS_URL a fixed
 * window counted in Redis and shared by every instance, server/auth/redisLimit.ts); 0 turns a limit off.
 * The API and browser tests register and log in many users from 127.0.0.1, so the per-IP defaults
 * leave room for a whole test file.
 */
export interface RateLimits {
  windowMs: number;
  loginPerIp: number;
  loginPerUsername: number;
  registerPerIp: number;
  registerPerUsername: number;
  /** Every API call made with one token. */
  perToken: number;
}

/**
 * Pool size when DB_POOL_MAX is not set. Every API call is a few short statements, so a handful of
 * connections per CPU core of the database keeps it busy; more only queue inside PostgreSQL.
 */
export const DEFAULT_POOL_MAX = 20;

function num(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new Error(`${name} must be a number between ${min} and ${max}, got "${value}"`);
  }
  return n;
}

/** A whole number (prestige comes in whole points, so a line of 1.5 would be a typo). */
function wholeNum(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  const n = num(name, value, fallback, min, max);
  if (!Number.isInteger(n)) throw new Error(`${name} must be a whole number between ${min} and ${max}, got "${value}"`);
  return n;
}

function bool(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'on', 'yes'].includes(value.toLowerCase());
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const thresholds = (env.TILE_THRESHOLDS ?? '600')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => num('TILE_THRESHOLDS', s, 600, 1, 1e9));
  if (env.GAME_START && Number.isNaN(Date.parse(env.GAME_START))) {
    throw new Error(`GAME_START must be an ISO time, got "${env.GAME_START}"`);
  }
  const production = env.NODE_ENV === 'production';
  const testingTools = bool(env.TESTING_TOOLS);
  if (production && testingTools) {
    throw new Error('TESTING_TOOLS cannot be on when NODE_ENV=production');
  }
  return {
    port: num('PORT', env.PORT, 3000, 0, 65535),
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolMax: Math.floor(num('DB_POOL_MAX', env.DB_POOL_MAX, DEFAULT_POOL_MAX, 1, 1000)),
    dataDir: env.DATA_DIR || './data',
    gameSpeed: num('GAME_SPEED', env.GAME_SPEED, 1, 0.01, 100000),
    beginnerProtectionHours: num('BEGINNER_PROTECTION_HOURS', env.BEGINNER_PROTECTION_HOURS, 72, 0, 100000),
    victoryPoints: wholeNum('VICTORY_POINTS', env.VICTORY_POINTS, VICTORY_POINTS_START, 1, 1e9),
    gameStart: env.GAME_START || undefined,
    maxCoord: Math.floor(num('MAX_COORD', env.MAX_COORD, 51, 5, 1000)),
    tileThresholds: thresholds.length ? thresholds : [600],
    worldSeed: env.WORLD_SEED || 'aether',
    testingTools,
    eventSpawns: env.EVENT_SPAWNS === undefined ? true : bool(env.EVENT_SPAWNS),
    production,
    tick: env.TICK === undefined ? true : bool(env.TICK),
    tickPasses: Math.floor(num('TICK_PASSES', env.TICK_PASSES, 4, 1, 10)),
    arrivalRunners: Math.floor(num('ARRIVAL_RUNNERS', env.ARRIVAL_RUNNERS, 3, 1, 8)),
    trustProxy: bool(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'ak:',
    instanceId: env.INSTANCE_ID || `${hostname()}-${process.pid}`,
    shutdownGraceMs: num('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000, 0, 600_000),
    rateLimits: {
      windowMs: num('RATE_LIMIT_WINDOW_SECONDS', env.RATE_LIMIT_WINDOW_SECONDS, 60, 1, 86400) * 1000,
      loginPerIp: Math.floor(num('RATE_LIMIT_LOGIN_IP', env.RATE_LIMIT_LOGIN_IP, 60, 0, 1e6)),
      loginPerUsername: Math.floor(num('RATE_LIMIT_LOGIN_USERNAME', env.RATE_LIMIT_LOGIN_USERNAME, 20, 0, 1e6)),
      registerPerIp: Math.floor(num('RATE_LIMIT_REGISTER_IP', env.RATE_LIMIT_REGISTER_IP, 60, 0, 1e6)),
      registerPerUsername: Math.floor(num('RATE_LIMIT_REGISTER_USERNAME', env.RATE_LIMIT_REGISTER_USERNAME, 10, 0, 1e6)),
      perToken: Math.floor(num('RATE_LIMIT_TOKEN', env.RATE_LIMIT_TOKEN, 1200, 0, 1e6)),
    },
  };
}
