import { randomBytes } from 'node:crypto';
import { createTestDb } from '../support/db';
import { seedWorld } from './seed';
import { startServerChild } from './children';
import { measurer } from './loadFigures';
import { round } from './results';
import { slowRedis } from '../api/slowRedis';

/**
 * The queue POST with the per-token limit counted in Redis (docs/PERFORMANCE.md, "The per-token limit
 * outside the village lock"): benchmark 1's server child, but with REDIS_URL and a per-token limit no call
 * reaches, so every POST charges Redis. Two loads of POST villages/{id}/queue/culture {amount: 1} at
 * `--connections` (default 100): *spread*, `--players` villages (default 1,000) two calls each, consecutive
 * calls on different villages; *contended*, 10 villages with 100 calls each, so calls wait for each other's
 * village lock (most are refused with a 400 once the queue is full: they lock, read and decide all the same).
 * Queues are emptied between loads; `--runs` (default 2) repeats both, the first as warm-up. Prints one
 * JSON line per measured load. Run it from two checkouts in turn to compare code. `--redis-delay=ms`: the
 * server reaches Redis through a proxy (tests/api/slowRedis.ts) that holds every answer back that long.
 *   npx tsx tests/bench/queue-limit.ts [--players=1000] [--connections=100] [--runs=2] [--redis-delay=0] [--label=after]
 */
const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const players = Number(arg('players', '1000'));
const connections = Number(arg('connections', '100'));
const runs = Number(arg('runs', '2'));
const label = arg('label', 'run');
const redisDelay = Number(arg('redis-delay', '0'));
const proxy = await slowRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

const testDb = await createTestDb();
if (!testDb.url) throw new Error('needs PostgreSQL');
const seeded = await seedWorld(testDb.db, { players, villages: players, maxCoord: 51, withTokens: players, now: new Date() });
const prefix = `ak-bench:${process.pid}:${randomBytes(4).toString('hex')}:`;
const server = await startServerChild(testDb.url, { REDIS_URL: proxy.url, REDIS_PREFIX: prefix, RATE_LIMIT_TOKEN: '1000000' });
try {
  proxy.delay(redisDelay);
  const measure = measurer(server.pid);
  const owners = seeded.players.filter((p) => p.villages.length > 0);
  const post = (p: (typeof owners)[number]) => ({ path: `/api/villages/${p.villages[0]}/queue/culture`, token: p.token, body: { amount: 1 } });
  const loads = {
    spread: [...owners, ...owners].map(post),
    contended: Array.from({ length: 1000 }, (_, i) => post(owners[i % 10])),
  };
  for (let run = 0; run < runs; run++) {
    for (const [name, targets] of Object.entries(loads)) {
      await testDb.db('queue_items').delete();
      await testDb.db('villages').update({ wood: 1e7, stone: 1e7, iron: 1e7, food: 1e7, resources_updated_at: new Date() });
      const r = await measure({ url: server.url, method: 'POST', connections, targets, amount: targets.length });
      if (run === 0) continue;
      process.stdout.write(`${JSON.stringify({
        label, load: name, redisDelayMs: redisDelay, requests: r.requests, non2xx: r.failures, rps: round(r.rps), p50Ms: round(r.p50Ms), p95Ms: round(r.p95Ms), p99Ms: round(r.p99Ms),
        serverCpuUsPerRequest: round(r.cpuUs.server / Math.max(1, r.requests), 0),
      })}\n`);
    }
  }
} finally {
  proxy.delay(0);
  await server.stop();
  await proxy.close();
  await testDb.drop();
}
process.exit(0);
