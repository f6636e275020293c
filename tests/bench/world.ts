import { createTestDb } from '../support/db';
import type { Db } from '../../server/db/knex';
import { issueToken } from '../../server/db/tokens';
import { BUILDINGS } from '../../server/game/data/buildings';
import { processDueQueue } from '../../server/jobs/dueQueue';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { PROCESSORS } from '../../server/jobs/index';
import { seedEventsAndObjectives } from './worldEvents';
import { seedRealWorld, type SeededPlayer } from './worldSeed';
import { startServerChild } from './children';
import { BENCH_DISTRICT } from './api';
import { bootWith } from './tick';
import { statementCounter } from './statements';
import { percentile, round, type SingleClient, type WorldFigures } from './results';

/**
 * Benchmark 3: a played-looking world on a 401 x 401 map (MAX_COORD 200), seeded by tests/bench/worldSeed.ts
 * (terrain-aware placement, developed villages, claimed tiles, units, running queues, movements in flight,
 * research, reports). Measures bulk seed time and database size, checks a sample of seeded villages reads
 * back through the API, then times:
 * - single-client latency (one request at a time, from this process, against the production server in a
 *   child process) of the calls of benchmark 1;
 * - the tick at scale: the processors of benchmark 2 (in this process, the server booted with the clock
 *   moved forward to the due time of the `tickItems`-th active queue item) draining the queue completions
 *   that fell due (and the chained ones they start), then up to `tickMovements` movement arrivals in
 *   passes at their instant that each complete the queue work due by then first, as the cron tick does.
 * The full size is the issue's 50,000 players and 100,000 villages (`--world=small`: 5,000 / 10,000).
 */
export interface WorldSize {
  players: number; villages: number; maxCoord: number; calls: number;
  /** Queue items made due for the tick at scale, and at most this many movements (arrivals are slow: see docs/PERFORMANCE.md). */
  tickItems: number; tickMovements: number;
}

export const WORLD_SIZES: Record<'quick' | 'small' | 'full', WorldSize> = {
  quick: { players: 200, villages: 400, maxCoord: 200, calls: 10, tickItems: 100, tickMovements: 1_000 },
  small: { players: 5_000, villages: 10_000, maxCoord: 200, calls: 100, tickItems: 10_000, tickMovements: 1_000 },
  full: { players: 50_000, villages: 100_000, maxCoord: 200, calls: 100, tickItems: 10_000, tickMovements: 10_000 },
};

/** The server's default world seed (server/config.ts): the seed is stored in the world row the seeder writes. */
export const WORLD_SEED = 'aether';

/** Research-free village-tier buildings of the benchmark district: what a POST queue/building may add as new. */
const NEW_TYPES = BUILDINGS.filter((b) => b.tier === 'village' && !b.research && b.district === BENCH_DISTRICT).map((b) => b.key);

async function absentType(db: Db, villageId: number): Promise<string> {
  const have = new Set<string>((await db('village_buildings').where({ village_id: villageId }).where('level', '>', 0).pluck('type')));
  const queued = new Set<string>(await db('queue_items').where({ village_id: villageId }).pluck('target'));
  const t = NEW_TYPES.find((k) => !have.has(k) && !queued.has(k));
  if (!t) throw new Error(`village ${villageId}: no new building to queue`);
  return t;
}

async function get(url: string, token: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: res.ok ? await res.json() : await res.text() };
}

/**
 * Reads seeded villages back through the API: GET villages/{id} answers 200 with the seeded buildings
 * (levels at least the seeded ones: settle-on-read may complete a due item), the queue rows and every
 * movement touching the village as the database holds them after the read; GET map answers 200 with the
 * village and its claimed tiles. Throws on any difference. Returns how many villages were checked.
 */
async function checkSeeded(db: Db, baseUrl: string, sample: Array<{ token: string; village: number }>): Promise<number> {
  for (const { token, village } of sample) {
    const seededLevels = new Map<string, number>((await db('village_buildings').where({ village_id: village })).map((b: { type: string; level: number }) => [b.type, b.level]));
    const v = await get(`${baseUrl}/api/villages/${village}`, token);
    if (v.status !== 200) throw new Error(`GET villages/${village}: ${v.status} ${JSON.stringify(v.body).slice(0, 300)}`);
    const levels = new Map<string, number>(v.body.village.buildings.map((b: { type: string; level: number }) => [b.type, b.level]));
    for (const [type, level] of seededLevels) {
      if (!((levels.get(type) ?? -1) >= level)) throw new Error(`village ${village}: ${type} seeded at ${level}, read ${levels.get(type)}`);
    }
    const queueIds: number[] = (await db('queue_items').where({ village_id: village }).orderBy('id').pluck('id')).map(Number);
    const readQueue = v.body.buildQueue.map((q: { id: number }) => q.id);
    if (JSON.stringify(queueIds) !== JSON.stringify(readQueue)) throw new Error(`village ${village}: queue ${queueIds} read as ${readQueue}`);
    const moves: number[] = (await db('movements').where({ from_village_id: village }).orWhere({ to_village_id: village }).pluck('id')).map(Number).sort((a, b) => a - b);
    const readMoves = v.body.movements.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b);
    if (JSON.stringify(moves) !== JSON.stringify(readMoves)) throw new Error(`village ${village}: movements ${moves} read as ${readMoves}`);
    const tiles: Array<{ x: number; y: number }> = await db('village_tiles').where({ village_id: village }).select('x', 'y');
    const m = await get(`${baseUrl}/api/map?villageId=${village}&viewSize=9`, token);
    if (m.status !== 200) throw new Error(`GET map for village ${village}: ${m.status} ${JSON.stringify(m.body).slice(0, 300)}`);
    const at = (x: number, y: number) => m.body.tiles.find((t: { x: number; y: number }) => t.x === x && t.y === y);
    const { x, y } = v.body.village;
    if (at(x, y)?.village?.id !== village) throw new Error(`map: village ${village} not at (${x}, ${y})`);
    for (const t of tiles) if (at(t.x, t.y) && at(t.x, t.y).claimedBy !== village) throw new Error(`map: tile (${t.x}, ${t.y}) not shown as claimed by ${village}`);
    if (v.body.village.tiles.length !== tiles.length) throw new Error(`village ${village}: ${tiles.length} claimed tiles, read ${v.body.village.tiles.length}`);
  }
  return sample.length;
}

export async function benchWorld(size: WorldSize, log: (s: string) => void): Promise<WorldFigures> {
  const testDb = await createTestDb({ pool: 10 });
  if (!testDb.url) throw new Error('the world benchmark needs PostgreSQL');
  const db = testDb.db;
  let server: Awaited<ReturnType<typeof startServerChild>> | undefined;
  try {
    log(`world: seeding ${size.players} players, ${size.villages} villages`);
    const t0 = performance.now();
    const seeded = await seedRealWorld(db, { ...size, seed: WORLD_SEED, withTokens: Math.min(size.players, size.calls + 1), now: new Date() });
    const seedSeconds = (performance.now() - t0) / 1000;
    const databaseBytes = Number((await db.raw('SELECT pg_database_size(current_database()) AS n')).rows[0].n);
    log(`world: seeded in ${seedSeconds.toFixed(1)} s: ${JSON.stringify(seeded.rows)}`);
    // Issue 16: native events at the data table's density and objectives at their perQuadrant count,
    // written by the world's own functions (an in-process server for their deps).
    const seeding = await bootWith(db, testDb.url, false, undefined, { MAX_COORD: String(size.maxCoord), WORLD_SEED });
    let events: Awaited<ReturnType<typeof seedEventsAndObjectives>>;
    try {
      events = await seedEventsAndObjectives(db, seeding.deps, { maxCoord: size.maxCoord, seed: WORLD_SEED, now: new Date() });
    } finally {
      await seeding.stop();
    }
    log(`world: ${events.events} events (${events.inBand} in EVENT_BAND; ${JSON.stringify(events.byType)}, ${events.defendArmies} native armies marching), ${events.objectives} objectives (${events.held} held) in ${events.seconds.toFixed(1)} s`);
    server = await startServerChild(testDb.url, { MAX_COORD: String(size.maxCoord), WORLD_SEED });

    // Villages with movements, read by their owners (tokens issued here), besides the measured players'.
    const withMoves: Array<{ user_id: number; from_village_id: number }> = await db('movements').select('user_id', 'from_village_id').orderBy('id').limit(5);
    const expiresAt = new Date(Date.now() + 86400_000);
    const sample = seeded.players.slice(0, 5).map((p) => ({ token: p.token, village: p.villages[0] }));
    for (const m of withMoves) sample.push({ token: await issueToken(db, { userId: m.user_id, actorId: m.user_id, isSitter: false, expiresAt }), village: m.from_village_id });
    const checked = await checkSeeded(db, server.url, sample);

    const players = seeded.players;
    const postType = new Map<number, string>();
    for (const p of players) postType.set(p.id, await absentType(db, p.villages[0]));
    const calls: Array<[string, (p: SeededPlayer) => { method: string; path: string; body?: unknown }]> = [
      ['GET villages/{id}', (p) => ({ method: 'GET', path: `/api/villages/${p.villages[0]}` })],
      ['GET map viewSize 9', (p) => ({ method: 'GET', path: `/api/map?villageId=${p.villages[0]}&viewSize=9` })],
      ['GET map viewSize 25', (p) => ({ method: 'GET', path: `/api/map?villageId=${p.villages[0]}&viewSize=25` })],
      ['GET profiles/user', () => ({ method: 'GET', path: '/api/profiles/user' })],
      ['POST villages/{id}/queue/building', (p) => ({ method: 'POST', path: `/api/villages/${p.villages[0]}/queue/building`, body: { buildingType: postType.get(p.id) } })],
    ];
    const out: Record<string, SingleClient> = {};
    const refusals: string[] = [];
    for (const [name, make] of calls) {
      log(`world: ${name}`);
      const times: number[] = [];
      let failures = 0;
      // The first call of each route warms it (lazy imports, JIT) and is not counted; each player is called once.
      for (let i = -1; i < size.calls; i++) {
        const p = players[(i + 1) % players.length];
        const c = make(p);
        const s = performance.now();
        const res = await fetch(`${server.url}${c.path}`, {
          method: c.method,
          headers: { authorization: `Bearer ${p.token}`, ...(c.body ? { 'content-type': 'application/json' } : {}) },
          body: c.body ? JSON.stringify(c.body) : undefined,
        });
        const text = await res.text();
        if (i < 0) continue;
        times.push(performance.now() - s);
        if (!res.ok) { failures += 1; if (refusals.length < 3) refusals.push(`${name}: ${res.status} ${text.slice(0, 200)}`); }
      }
      times.sort((a, b) => a - b);
      out[name] = { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), requests: times.length, failures };
    }
    for (const r of refusals) log(`world: refused: ${r}`);
    await server.stop();
    server = undefined;

    // The tick at scale: queue completions with the clock at the due time of the tickItems-th active item
    // (completions start the next item of their queue, which may fall due too: drained as well), then the
    // movements (all due within the hour) with the clock at the tickMovements-th one's due time (or the last's).
    const nth = await db('queue_items').whereNotNull('started_at').orderBy([{ column: 'due_at' }, { column: 'id' }])
      .offset(Math.max(0, size.tickItems - 1)).first('due_at');
    const lastHead = await db('queue_items').whereNotNull('started_at').max<{ m: Date }>({ m: 'due_at' }).first();
    const cutoff = new Date(nth?.due_at ?? lastHead!.m);
    const nthMove = await db('movements').orderBy([{ column: 'due_at' }, { column: 'id' }]).offset(size.tickMovements - 1).first('due_at');
    const lastMove = nthMove ?? await db('movements').max<{ m: Date | null }>({ m: 'due_at' }).first().then((r) => (r?.m ? { due_at: r.m } : undefined));
    const moveCutoff = new Date(Math.max(cutoff.getTime(), lastMove ? new Date(lastMove.due_at).getTime() : 0));
    const dueQueue = Number((await db('queue_items').whereNotNull('started_at').where('due_at', '<=', cutoff).count<{ n: number }>({ n: '*' }).first())!.n);
    const dueMoves = Number((await db('movements').where('due_at', '<=', moveCutoff).count<{ n: number }>({ n: '*' }).first())!.n);
    log(`world: tick at scale (${dueQueue} queue heads due by ${cutoff.toISOString()}, then ${dueMoves} movements by ${moveCutoff.toISOString()})`);
    const dueEvents = Number((await db('objectives').whereNotNull('due_at').where('due_at', '<=', moveCutoff).count<{ n: number }>({ n: '*' }).first())!.n);
    const duePrestige = Number((await db('objectives').whereNotNull('prestige_at').where('prestige_at', '<=', moveCutoff).count<{ n: number }>({ n: '*' }).first())!.n);
    log(`world: and ${dueEvents} event stage timers, ${duePrestige} held objectives' prestige due by ${moveCutoff.toISOString()}`);
    // The server's clock: the queue cutoff for the first phase, the movements' for the passes (PROCESSORS read deps.now()).
    let clock = cutoff;
    const running = await bootWith(db, testDb.url, false, () => clock, { MAX_COORD: String(size.maxCoord), WORLD_SEED });
    let queueApplied = 0; let movesApplied = 0; let failed = 0;
    // BENCH_COUNT_STATEMENTS=1: the statements of each phase, for profiling.
    const counting = statementCounter(db, (x) => log(`world: ${x}`));
    counting.on();
    const q0 = performance.now();
    let queueSeconds = 0;
    try {
      for (;;) {
        const r = await processDueQueue(running.deps);
        queueApplied += r.applied; failed += r.failed;
        if (r.applied + r.failed === 0) break;
      }
      queueSeconds = (performance.now() - q0) / 1000;
      counting.report(queueApplied, 'queue item', queueSeconds * 1000);
    } catch (e) {
      await running.stop();
      throw e;
    }
    // Then the passes as the cron tick runs them at the movements' instant: every processor of
    // server/jobs/index.ts PROCESSORS in its order (queue, research, arrivals, trade routes, events,
    // prestige, starvation, and whatever registers there), each timed, until a pass finds nothing.
    clock = moveCutoff;
    const m0 = performance.now();
    let moveSeconds = 0;
    let moveQueueApplied = 0;
    let passes = 0;
    const perProcessor: Record<string, { seconds: number; maxCallSeconds: number; applied: number; failed: number; calls: number }> = {};
    for (const p of PROCESSORS) perProcessor[p.name] = { seconds: 0, maxCallSeconds: 0, applied: 0, failed: 0, calls: 0 };
    // Items a processor's answer counts: `applied` / `failed` / `held`, or the spawns' events placed and timeline entries acted on.
    const count = (r: unknown, k: 'applied' | 'failed' | 'held') => {
      const o = r as Record<string, unknown> | null;
      const v = o?.[k];
      if (typeof v === 'number') return v;
      if (k === 'applied' && typeof o?.events === 'number') return o.events + (Array.isArray(o.timeline) ? o.timeline.length : 0);
      return 0;
    };
    try {
      for (; passes < 200; ) {
        passes += 1;
        let work = 0;
        for (const p of PROCESSORS) {
          const a = performance.now();
          const r = await p.run(running.deps);
          const f = perProcessor[p.name];
          const took = (performance.now() - a) / 1000;
          f.seconds += took;
          f.maxCallSeconds = Math.max(f.maxCallSeconds, took);
          f.calls += 1;
          f.applied += count(r, 'applied');
          f.failed += count(r, 'failed');
          work += count(r, 'applied') + count(r, 'failed') + count(r, 'held');
          if (p.name === 'queue') moveQueueApplied += count(r, 'applied');
          if (p.name === 'movement') movesApplied += count(r, 'applied');
          failed += count(r, 'failed');
        }
        if (work === 0) break;
      }
      moveSeconds = (performance.now() - m0) / 1000;
    } finally {
      await running.stop();
    }
    const moveQueueMs = (perProcessor.queue?.seconds ?? 0) * 1000;
    const arrivalMs = (perProcessor.movement?.seconds ?? 0) * 1000;
    for (const f of Object.values(perProcessor)) { f.seconds = round(f.seconds, 3); f.maxCallSeconds = round(f.maxCallSeconds, 3); }
    // Issue 16's processors (events' stage timers, held objectives' prestige, spawns): every one registered
    // after the five the tick had before it.
    const issue16 = Object.keys(perProcessor).filter((n) => !['queue', 'research', 'movement', 'tradeRoutes', 'starvation'].includes(n));
    const issue16Seconds = issue16.reduce((a, n) => a + perProcessor[n].seconds, 0);
    const tickSeconds = queueSeconds + moveSeconds;
    return {
      players: size.players, villages: size.villages, maxCoord: size.maxCoord, seedSeconds: round(seedSeconds, 2), databaseBytes, calls: out,
      rows: seeded.rows,
      spawnDistances: seeded.spawnDistances,
      checked,
      tick: {
        queueItems: queueApplied, queueSeconds: round(queueSeconds, 2), queuePerSecond: round(queueApplied / Math.max(queueSeconds, 1e-9)),
        movements: movesApplied, movementQueueItems: moveQueueApplied, movementSeconds: round(moveSeconds, 2), movementsPerSecond: round(movesApplied / Math.max(moveSeconds, 1e-9)),
        movementQueueSeconds: round(moveQueueMs / 1000, 2), arrivalSeconds: round(arrivalMs / 1000, 2),
        itemsPerSecond: round((queueApplied + moveQueueApplied + movesApplied) / Math.max(tickSeconds, 1e-9)), failed,
        passes, processors: perProcessor,
        objectiveProcessors: issue16,
        objectiveSeconds: round(issue16Seconds, 3),
        // Of the passes' time (all processors at the movements' instant) and of the whole tick at scale.
        objectiveShareOfPasses: round(issue16Seconds / Math.max(moveSeconds, 1e-9), 4),
        objectiveShareOfTick: round(issue16Seconds / Math.max(tickSeconds, 1e-9), 4),
      },
      events: { events: events.events, inBand: events.inBand, byType: events.byType, defendArmies: events.defendArmies, objectives: events.objectives, held: events.held, seedSeconds: round(events.seconds, 2), dueEvents, duePrestige },
      note: `terrain-aware world (seed ${WORLD_SEED}): capitals placed by the spawn rules (distance 3, then 2 and 1 where the map is full: ${['3', '2', '1'].filter((d) => d in seeded.spawnDistances).map((d) => `${seeded.spawnDistances[d]} at ${d}`).join(', ')}), other villages settled near them; developed buildings and districts by tier, research, claimed tiles, standing units, a running queue of 1-3 building items per village (due over the next 6 hours), movements from 5% of the villages (due within the hour), reports; issue 16: ${events.events} native events at EVENT_DENSITY (${events.inBand} of them placed in EVENT_BAND by placeEvents, the rest on free tiles nearer the villages; every stage timer due at the tick; ${events.defendArmies} defend1 armies marching) and ${events.objectives} objectives at their perQuadrant count (${events.held} held by an Empire with prestige periods due); tick at scale: queue items due first, then at most ${size.tickMovements} movements in passes of every processor of server/jobs PROCESSORS (the queue work due by their instant first); ${checked} seeded villages read back through GET villages/{id} and GET map`,
    };
  } finally {
    await server?.stop();
    await testDb.drop();
  }
}
