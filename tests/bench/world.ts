import { createTestDb } from '../support/db';
import { seedWorld } from './seed';
import { startServerChild } from './children';
import { BENCH_DISTRICT, newBuildingTypes } from './api';
import { percentile, round, type SingleClient, type WorldFigures } from './results';

/**
 * Benchmark 3 (skeleton): a large world on a 401 x 401 map (MAX_COORD 200): bulk seed time, database
 * size, and single-client latency (one request at a time, from this process, against the production
 * server in a child process) of the calls of benchmark 1. The default full size is reduced (issue 5
 * asks for 50,000 players and 100,000 villages: `--world=issue`).
 */
export interface WorldSize { players: number; villages: number; maxCoord: number; calls: number }

export const WORLD_SIZES: Record<'quick' | 'full' | 'issue', WorldSize> = {
  quick: { players: 200, villages: 400, maxCoord: 200, calls: 10 },
  full: { players: 5_000, villages: 10_000, maxCoord: 200, calls: 100 },
  issue: { players: 50_000, villages: 100_000, maxCoord: 200, calls: 100 },
};

export async function benchWorld(size: WorldSize, log: (s: string) => void): Promise<WorldFigures> {
  const testDb = await createTestDb();
  if (!testDb.url) throw new Error('the world benchmark needs PostgreSQL');
  let server: Awaited<ReturnType<typeof startServerChild>> | undefined;
  try {
    log(`world: seeding ${size.players} players, ${size.villages} villages`);
    const t0 = performance.now();
    const seeded = await seedWorld(testDb.db, { ...size, withTokens: Math.min(size.players, size.calls + 1), now: new Date() });
    const seedSeconds = (performance.now() - t0) / 1000;
    const databaseBytes = Number((await testDb.db.raw('SELECT pg_database_size(current_database()) AS n')).rows[0].n);
    await testDb.db.raw(`INSERT INTO village_districts (village_id, district) SELECT id, ? FROM villages`, [BENCH_DISTRICT]);
    server = await startServerChild(testDb.url, { MAX_COORD: String(size.maxCoord) });
    const players = seeded.players;
    const buildingType = newBuildingTypes()[0];
    const calls: Array<[string, (p: (typeof players)[number]) => { method: string; path: string; body?: unknown }]> = [
      ['GET villages/{id}', (p) => ({ method: 'GET', path: `/api/villages/${p.villages[0]}` })],
      ['GET map viewSize 9', (p) => ({ method: 'GET', path: `/api/map?villageId=${p.villages[0]}&viewSize=9` })],
      ['GET map viewSize 25', (p) => ({ method: 'GET', path: `/api/map?villageId=${p.villages[0]}&viewSize=25` })],
      ['GET profiles/user', () => ({ method: 'GET', path: '/api/profiles/user' })],
      ['POST villages/{id}/queue/building', (p) => ({ method: 'POST', path: `/api/villages/${p.villages[0]}/queue/building`, body: { buildingType } })],
    ];
    const out: Record<string, SingleClient> = {};
    for (const [name, make] of calls) {
      log(`world: ${name}`);
      const times: number[] = [];
      let failures = 0;
      // The first call of each route warms it (lazy imports, JIT) and is not counted.
      for (let i = -1; i < size.calls; i++) {
        const p = players[(i + 1) % players.length];
        const c = make(p);
        const s = performance.now();
        const res = await fetch(`${server.url}${c.path}`, {
          method: c.method,
          headers: { authorization: `Bearer ${p.token}`, ...(c.body ? { 'content-type': 'application/json' } : {}) },
          body: c.body ? JSON.stringify(c.body) : undefined,
        });
        await res.arrayBuffer();
        if (i < 0) continue;
        times.push(performance.now() - s);
        if (!res.ok) failures += 1;
      }
      times.sort((a, b) => a - b);
      out[name] = { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), requests: times.length, failures };
    }
    return {
      players: size.players, villages: size.villages, maxCoord: size.maxCoord, seedSeconds: round(seedSeconds, 2), databaseBytes, calls: out,
      note: 'skeleton: villages placed on an even grid (terrain not consulted); no queues, units, tiles or movements seeded yet',
    };
  } finally {
    await server?.stop();
    await testDb.drop();
  }
}
