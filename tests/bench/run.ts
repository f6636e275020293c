import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminUrl } from '../support/db';
import { API_SIZES, benchApi } from './api';
import { TICK_SIZES, benchTick } from './tick';
import { WORLD_SIZES, benchWorld } from './world';
import { benchBundle } from './bundle';
import { STATISTICS_SIZES, benchStatistics } from './statistics';
import { markdown, updateDoc } from './report';
import { BENCHMARKS, type BenchResults, type MapFigures, type Pending } from './results';
import { PUSH_SIZES, benchPush } from './push';
import { pushMarkdown, type PushFigures } from './pushReport';

/**
 * `npm run bench` (issue 5): runs every benchmark, prints a table, writes bench-results.json and
 * updates docs/PERFORMANCE.md. Options:
 *   --quick          tiny sizes (the harness check; never touches docs/PERFORMANCE.md)
 *   --only=a,b       only these of api, tick, world, mapFrames (or map), bundle, statistics, push (the others are marked
 *                    skipped; docs untouched unless --docs is given too)
 *   --out=FILE       where to write the results (default bench-results.json)
 *   --world=small    benchmark 3 at 5,000 players / 10,000 villages (default: the 50,000 / 100,000)
 */
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.split('=')[1];
const quick = args.includes('--quick');
const only = flag('only')?.split(',').map((s) => s.trim()).filter(Boolean).map((s) => (s === 'map' ? 'mapFrames' : s));
// Benchmark 7 (push, issue 18) has its own figures and table (tests/bench/pushReport.ts), written by hand into the docs.
const ALL = [...BENCHMARKS, 'push'];
for (const o of only ?? []) if (!ALL.includes(o)) throw new Error(`--only: unknown benchmark ${o} (${ALL.join(', ')})`);
const out = path.resolve(flag('out') ?? 'bench-results.json');
const mode = quick ? 'quick' : 'full';
const log = (s: string) => process.stderr.write(`[bench] ${s}\n`);

const started = performance.now();
const wanted = (b: string) => !only || only.includes(b);
const skipped = (b: string): Pending => ({ status: 'skipped', note: `not selected (--only=${only?.join(',')}); run without --only for ${b}` });

async function postgresVersion(): Promise<string> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try { return String((await c.query('SHOW server_version')).rows[0].server_version).replace(/^/, 'PostgreSQL '); } finally { await c.end(); }
}

/**
 * Benchmark 4, loaded only when it runs: playwright-core and esbuild are large, and loading them next to
 * tests/support/db.ts's start-up check can stall it past its connect timeout on a busy machine.
 */
async function mapBenchmark(): Promise<MapFigures | Pending> {
  const { chromiumAvailable, chromiumPath } = await import('../e2e/support/browser');
  if (!chromiumAvailable && !process.env.CI) return { status: 'skipped', note: `Chromium not found at ${chromiumPath} (set CHROMIUM_PATH)` };
  const { MAP_SIZES, benchMap } = await import('./map');
  return benchMap(MAP_SIZES[mode], log);
}

const cpus = os.cpus();
const results: BenchResults & { push: PushFigures | Pending } = {
  quick,
  date: new Date().toISOString(),
  machine: {
    cpus: cpus.length, cpuModel: cpus[0]?.model ?? 'unknown', memoryBytes: os.totalmem(),
    platform: `${os.platform()} ${os.release()}`, node: process.version, postgres: await postgresVersion(),
  },
  server: 'server/boot.ts in a child process, NODE_ENV=production, run by tsx (TypeScript transpiled on load), TICK off, RATE_LIMIT_TOKEN=0',
  api: wanted('api') ? await benchApi(API_SIZES[mode], log) : skipped('api'),
  tick: wanted('tick') ? await benchTick(TICK_SIZES[mode], log) : skipped('tick'),
  world: wanted('world') ? await benchWorld(quick ? WORLD_SIZES.quick : flag('world') === 'small' ? WORLD_SIZES.small : WORLD_SIZES.full, log) : skipped('world'),
  mapFrames: wanted('mapFrames') ? await mapBenchmark() : skipped('mapFrames'),
  bundle: wanted('bundle') ? benchBundle(log) : skipped('bundle'),
  statistics: wanted('statistics') ? await benchStatistics(STATISTICS_SIZES[mode], log) : skipped('statistics'),
  push: wanted('push') ? await benchPush(PUSH_SIZES[mode], log) : skipped('push'),
  seconds: 0,
};
results.seconds = Math.round((performance.now() - started) / 100) / 10;

fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`${markdown(results)}\n\n${pushMarkdown(results.push)}\n\nResults written to ${out}\n`);
if (!quick && (!only || args.includes('--docs'))) {
  const doc = path.resolve('docs/PERFORMANCE.md');
  updateDoc(doc, results);
  process.stdout.write(`Updated ${doc}\n`);
}
process.exit(0);
