import { createTestDb } from '../support/db';
import { BUILDINGS } from '../../server/game/data/buildings';
import { STARTING_BUILDINGS } from '../../server/game/data/constants';
import { tierOf } from '../../server/game/data/tiers';
import { seedWorld, type Seeded } from './seed';
import { runLoad, startServerChild } from './children';
import { loadFigures, measurer, type Measured } from './loadFigures';
import type { LoadSpec } from './load-child';
import { round, type LoadFigures } from './results';
import type { Db } from '../../server/db/knex';

/**
 * Benchmark 1: throughput and latency at `connections` connections, load from a separate process
 * (autocannon) against the production server in another process, on a fresh PostgreSQL database.
 * Baselines: a bare Koa JSON route and a bare Koa route doing SELECT 1 through the app's pool.
 */
export interface ApiSize {
  players: number;
  connections: number;
  /** Measured seconds per GET route (after `warmup` seconds of the same load, not counted). */
  seconds: number;
  warmup: number;
  /** POST runs: each sends one request per (village, new building type) pair, refilled in between; the last is reported. */
  postRuns: number;
}

export const API_SIZES: Record<'quick' | 'full', ApiSize> = {
  quick: { players: 30, connections: 10, seconds: 1, warmup: 0, postRuns: 1 },
  full: { players: 1000, connections: 100, seconds: 10, warmup: 3, postRuns: 2 },
};

/** Starting buildings at a level above 0 (a level-0 row, like the marketplace, may still be queued as new). */
const STANDING = new Set(STARTING_BUILDINGS.filter((b) => b.level > 0).map((b) => b.type));
/** The district the benchmark villages have commissioned, so its research-free buildings may be queued. */
export const BENCH_DISTRICT = 'economy';
/** Buildings a benchmark village may queue as new (village tier, no research), as many as its queue holds. */
export function newBuildingTypes(): string[] {
  return BUILDINGS.filter((b) => b.tier === 'village' && !b.research && (!b.district || b.district === BENCH_DISTRICT) && !STANDING.has(b.key))
    .map((b) => b.key)
    .slice(0, tierOf('village').queueLength);
}

/** Empties every queue and refills stocks, so each POST of the next run is an accepted one. */
async function refill(db: Db): Promise<void> {
  await db('queue_items').delete();
  const start = new Map(STARTING_BUILDINGS.map((b) => [b.type, b.level]));
  await db('village_buildings').whereNotIn('type', [...start.keys()]).delete();
  await db('village_buildings').where({ type: 'marketplace' }).update({ level: start.get('marketplace') ?? 0 });
  await db('villages').update({ wood: 1e7, stone: 1e7, iron: 1e7, food: 1e7, resources_updated_at: new Date() });
}

export async function benchApi(size: ApiSize, log: (s: string) => void): Promise<Record<string, LoadFigures>> {
  const testDb = await createTestDb();
  if (!testDb.url) throw new Error('the API benchmark needs PostgreSQL');
  let server: Awaited<ReturnType<typeof startServerChild>> | undefined;
  try {
    const seeded: Seeded = await seedWorld(testDb.db, { players: size.players, villages: size.players, maxCoord: 51, withTokens: size.players, now: new Date() });
    await testDb.db.raw(`INSERT INTO village_districts (village_id, district) SELECT id, ? FROM villages`, [BENCH_DISTRICT]);
    server = await startServerChild(testDb.url);
    const players = seeded.players.filter((p) => p.villages.length > 0);
    const pid = server.pid;
    // The measured run with the CPU time the server and PostgreSQL spent meanwhile.
    const measure = measurer(pid);
    const load = async (url: string, method: LoadSpec['method'], targets: LoadSpec['targets'], amount?: number) => {
      const spec: LoadSpec = { url, method, connections: size.connections, targets };
      if (amount !== undefined) return measure({ ...spec, amount });
      if (size.warmup > 0) await runLoad({ ...spec, duration: size.warmup });
      return measure({ ...spec, duration: size.seconds });
    };
    const out: Record<string, LoadFigures> = {};
    log('api: koa-json');
    const json = await load(server.baselineUrl, 'GET', [{ path: '/json' }]);
    log('api: koa-select1');
    const select1 = await load(server.baselineUrl, 'GET', [{ path: '/select1' }]);
    out['koa-json'] = loadFigures(json, select1.rps, undefined);
    out['koa-select1'] = loadFigures(select1, select1.rps, undefined);
    const gets: Array<[string, (p: (typeof players)[number]) => string]> = [
      ['GET villages/{id}', (p) => `/api/villages/${p.villages[0]}`],
      ['GET map viewSize 9', (p) => `/api/map?villageId=${p.villages[0]}&viewSize=9`],
      ['GET map viewSize 25', (p) => `/api/map?villageId=${p.villages[0]}&viewSize=25`],
      ['GET profiles/user', () => '/api/profiles/user'],
    ];
    for (const [name, path] of gets) {
      log(`api: ${name}`);
      const r = await load(server.url, 'GET', players.map((p) => ({ path: path(p), token: p.token })));
      out[name] = loadFigures(r, select1.rps, 0.4);
    }
    const types = newBuildingTypes();
    if (types.length === 0) throw new Error('no building type a fresh village may queue as new');
    // Type-major order: consecutive requests go to different villages (no two connections wait on one village's lock).
    const posts = types.flatMap((buildingType) => players.map((p) => ({
      path: `/api/villages/${p.villages[0]}/queue/building`, token: p.token, body: { buildingType },
    })));
    let post: Measured | undefined;
    for (let run = 0; run < size.postRuns; run++) {
      log(`api: POST villages/{id}/queue/building (run ${run + 1} of ${size.postRuns}, ${posts.length} requests)`);
      await refill(testDb.db);
      post = await load(server.url, 'POST', posts, posts.length);
    }
    out['POST villages/{id}/queue/building'] = loadFigures(post!, select1.rps, 0.25);
    return out;
  } finally {
    await server?.stop();
    await testDb.drop();
  }
}
