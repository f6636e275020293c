import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onPostgres } from '../support/db';
import { chromiumAvailable } from '../e2e/support/browser';
import { API_ROUTES, BENCHMARKS, NOT_BUILT, TICK_SOURCES, isPending, problems, type BenchResults } from '../bench/results';
import { START, END, updateDoc } from '../bench/report';
import type { PushFigures } from '../bench/pushReport';

/**
 * The benchmark harness never rots: `npm run bench -- --quick` runs every benchmark at a tiny size and
 * must produce a well-formed results object. Only the shape is checked, never a timing (benchmarks are
 * not timed tests). The harness needs PostgreSQL (production-like pools and a server child process):
 * skipped on the PGlite fallback outside CI, where a missing server fails instead.
 */
describe('npm run bench -- --quick', () => {
  it.skipIf(!onPostgres)('runs every benchmark and writes well-formed results without touching docs/PERFORMANCE.md', () => {
    const out = path.join(os.tmpdir(), `ak-bench-quick-${process.pid}.json`);
    const doc = path.resolve('docs/PERFORMANCE.md');
    const docBefore = fs.readFileSync(doc, 'utf8');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/run.ts', '--quick', `--out=${out}`], { encoding: 'utf8', timeout: 440_000 });
    expect(r.status, r.stderr.slice(-3000)).toBe(0);
    const results = JSON.parse(fs.readFileSync(out, 'utf8')) as BenchResults;
    fs.rmSync(out, { force: true });

    expect(problems(results)).toEqual([]);
    expect(results.quick).toBe(true);
    expect(results.machine.cpus).toBeGreaterThan(0);
    expect(results.machine.memoryBytes).toBeGreaterThan(0);
    // Every benchmark is built: each carries figures (the map's only with Chromium: skipped without it outside CI).
    for (const b of BENCHMARKS) expect(isPending(results[b]), b).toBe(b === 'mapFrames' && !chromiumAvailable && !process.env.CI);
    if (isPending(results.api) || isPending(results.tick) || isPending(results.world) || isPending(results.bundle) || isPending(results.statistics)) throw new Error('unreachable');
    for (const route of API_ROUTES) {
      expect(results.api[route].requests, route).toBeGreaterThan(0);
      expect(results.api[route].failures, route).toBe(0);
      // Where the CPU went: the load generator's own count is exact; the server's and PostgreSQL's come from /proc.
      const cpu = results.api[route].cpuUsPerRequest!;
      expect(cpu.load, route).toBeGreaterThan(0);
      expect(cpu.total, route).toBe(cpu.server + cpu.postgres + cpu.load);
    }
    expect(results.tick.items).toBeGreaterThan(0);
    expect(results.tick.burst.failed).toBe(0);
    expect(results.tick.stream.applied).toBe(results.tick.stream.items);
    // Every source of the burst (issue 14: merchant trips, deliveries, route shipments beside queue items and armies)
    // is seeded, applied once (trips come home too: twice) and has its own items per second.
    for (const k of TICK_SOURCES) {
      const src = results.tick.sources[k];
      expect(src, k).toBeDefined();
      if (isPending(src)) throw new Error(`tick source ${k} is pending`);
      expect(src.items, k).toBeGreaterThan(0);
      expect(src.itemsPerSecond, k).toBeGreaterThan(0);
      if (k !== 'queueCompletions') expect(src.alone?.applied, k).toBeGreaterThanOrEqual(src.items);
    }
    const trips = results.tick.sources.merchantTrips;
    const deliveries = results.tick.sources.deliveries;
    if (isPending(trips) || isPending(deliveries)) throw new Error('unreachable');
    expect(trips.applied).toBe(2 * trips.items);
    expect(trips.homeTrips).toBe(trips.items);
    expect(deliveries.applied).toBe(deliveries.items);
    // Every route's slot is shipped once in the burst; what a slot sends arrives in the burst too.
    const routes = results.tick.sources.routeShipments;
    if (isPending(routes)) throw new Error('unreachable');
    expect(routes.shipped).toBe(routes.items);
    expect(routes.applied).toBeGreaterThan(routes.items);
    expect(Object.values(results.world.calls).every((c) => c.requests > 0)).toBe(true);
    // The world: every kind of row seeded, the sample read back through the API, every call answered, nothing failed in the tick.
    for (const table of ['users', 'villages', 'village_buildings', 'village_tiles', 'village_units', 'user_research', 'queue_items', 'movements', 'reports']) {
      expect(results.world.rows[table], table).toBeGreaterThan(0);
    }
    expect(results.world.rows.villages).toBe(results.world.villages);
    expect(Object.values(results.world.spawnDistances).reduce((a, b) => a + b, 0)).toBe(results.world.players);
    expect(results.world.checked).toBeGreaterThan(0);
    for (const [name, c] of Object.entries(results.world.calls)) expect(c.failures, name).toBe(0);
    expect(results.world.tick.queueItems).toBeGreaterThan(0);
    expect(results.world.tick.movements).toBeGreaterThanOrEqual(results.world.rows.movements);
    expect(results.world.tick.failed).toBe(0);
    // The map: the small map measured on both pages, with WebGL (SwiftShader) really on.
    const map = results.mapFrames;
    const scenarios = isPending(map) ? [] : Object.values(map.scenarios);
    if (!isPending(map)) {
      expect(Object.keys(map.scenarios)).toEqual(['103 x 103']);
      expect(map.renderer).toMatch(/SwiftShader/i);
      expect(r.stdout).toContain('| 103 x 103 |');
    }
    for (const s of scenarios) {
      expect(s.side).toBe(103);
      expect(s.interactiveMs).toBeGreaterThan(0);
      expect(s.baselineFirstFrameMs.cold).toBeGreaterThan(0);
      expect(s.baselineFirstFrameMs.warm).toBeGreaterThan(0);
      for (const page of [s.map, s.baseline]) {
        expect(page.frames).toBeGreaterThan(0);
        expect(page.meanMs).toBeGreaterThan(0);
        expect(page.p95Ms).toBeGreaterThanOrEqual(0);
        expect(page.maxMs).toBeGreaterThanOrEqual(page.p95Ms);
      }
      expect(s.map.drawn).toBeGreaterThan(0);
      expect(s.baseline.meanSprites).toBeGreaterThan(0);
      expect(s.baseline.maxSprites).toBeGreaterThanOrEqual(s.baseline.meanSprites);
      expect(s.ratio).toBeGreaterThan(0);
      expect(s.met).toBe(s.frameMet && s.interactiveMet);
    }
    expect(r.stdout).toContain('### 4. The map in Chromium');
    expect(results.bundle.initialJsFiles).toBeGreaterThan(0);
    expect(results.bundle.initialJsGzipBytes).toBeLessThanOrEqual(results.bundle.totalJsGzipBytes);
    // Statistics (issue 17): the counters the triggers keep match the seeded map, the rank table holds every
    // ranking of every kingdom and Empire, every read answered, the week's medals awarded once.
    const st = results.statistics;
    expect(st.rows.kingdom_stats).toBe(st.players);
    expect(st.rows.villages).toBe(st.villages);
    expect(st.rows.empires).toBe(st.empires);
    expect(st.members).toBeGreaterThanOrEqual(st.empires);
    expect(st.refresh.rankRows).toBe(10 * st.players + 12 * st.empires);
    expect(st.refresh.changedKingdoms).toBeGreaterThan(0);
    expect(st.refresh.duringReads).toBeGreaterThan(0);
    for (const name of ['koa-select1', 'GET profiles?type=overall', 'GET profiles?type=pvp_att', 'GET profiles/top10', 'GET empires?type=prestige', 'GET statistics', 'GET profiles?type=overall during refreshes']) {
      expect(st.calls[name]?.requests, name).toBeGreaterThan(0);
      expect(st.calls[name].failures, name).toBe(0);
    }
    expect(st.medals.weeks).toBe(1);
    expect(st.medals.medals).toBeGreaterThan(0);
    expect(st.medals.medals).toBeLessThanOrEqual(2 * 4 * 10);
    expect(st.rows.medals).toBe(st.medals.medals);
    expect(r.stdout).toContain('### 6. Statistics at world scale');
    // Push (issue 18): every committed event reached the page it was addressed to, once, on both buses
    // (Redis only when the machine has one); every connection of each step opened and heard the broadcast.
    const push = (results as BenchResults & { push: PushFigures }).push;
    expect(isPending(push)).toBe(false);
    for (const [bus, f] of Object.entries(push.fanout)) {
      if (isPending(f)) { expect(bus).toMatch(/^Redis pub\/sub/); continue; }
      expect(f.produced, bus).toBeGreaterThan(0);
      expect(f.failedTransactions, bus).toBe(0);
      expect({ lost: f.lost, duplicates: f.duplicates, misdelivered: f.misdelivered, received: f.received }, bus)
        .toEqual({ lost: 0, duplicates: 0, misdelivered: 0, received: f.produced });
      for (const v of [f.latency.p50Ms, f.latency.p99Ms, f.baseline.getRtt.p50Ms, f.ratio.p50OverGet]) expect(Number.isFinite(v), bus).toBe(true);
    }
    expect(push.connections.steps.length).toBeGreaterThan(0);
    for (const s of push.connections.steps) expect({ open: s.open, reached: s.broadcast.reached }).toEqual({ open: s.wanted, reached: s.wanted });
    expect(push.connections.held).toBe(push.connections.steps[push.connections.steps.length - 1].wanted);
    expect(push.connections.bare).toMatchObject({ open: push.connections.held, broadcast: { reached: push.connections.held } });
    expect(r.stdout).toContain('### 7. Push fan-out and connections');
    expect(r.stdout).toContain('### 1. API throughput and latency');
    expect(fs.readFileSync(doc, 'utf8')).toBe(docBefore);
  }, 450_000);

  it('the results check names what is missing or not a number', () => {
    const ok = { quick: true, date: new Date().toISOString(), api: { status: NOT_BUILT, note: 'x' }, tick: { status: 'skipped', note: 'y' }, world: { status: NOT_BUILT, note: '' }, mapFrames: { status: NOT_BUILT, note: '' }, bundle: { initialJsGzipBytes: 1 }, statistics: { status: 'skipped', note: 'z' } };
    expect(problems(ok)).toEqual([]);
    expect(problems({ ...ok, tick: undefined })).toEqual(['tick: missing']);
    expect(problems({ ...ok, bundle: { initialJsGzipBytes: Number.NaN } })).toEqual(['bundle.initialJsGzipBytes: NaN']);
    expect(problems({ ...ok, api: { 'koa-json': { rps: 1 } } })).toContain('api.GET villages/{id}: missing');
    expect(problems({ ...ok, bundle: { status: 'later' } })).toEqual([]);
  });

  it('a full run rewrites only the generated section of the document', () => {
    const file = path.join(os.tmpdir(), `ak-bench-doc-${process.pid}.md`);
    fs.writeFileSync(file, `# Title\nhand text\n${START}\nold figures\n${END}\nmore hand text\n`);
    const pending = { status: NOT_BUILT, note: 'later' } as const;
    updateDoc(file, {
      quick: false, date: '2026-11-22T00:00:00.000Z', seconds: 1, server: 'test',
      machine: { cpus: 2, cpuModel: 'cpu', memoryBytes: 1024 ** 3, platform: 'linux', node: 'v20', postgres: 'PostgreSQL 16' },
      api: pending, tick: pending, world: pending, mapFrames: pending, bundle: pending, statistics: pending,
    });
    const text = fs.readFileSync(file, 'utf8');
    fs.rmSync(file, { force: true });
    expect(text.startsWith('# Title\nhand text\n')).toBe(true);
    expect(text.endsWith(`${END}\nmore hand text\n`)).toBe(true);
    expect(text).not.toContain('old figures');
    expect(text).toContain('2 cores');
    expect(text).toContain('2026-11-22');
  });
});
