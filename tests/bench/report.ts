import fs from 'node:fs';
import { isPending, round, type BenchResults, type LoadFigures, type TickSource } from './results';

/** The printed table and the generated part of docs/PERFORMANCE.md (between the bench markers). */

export const START = '<!-- bench:results:start -->';
export const END = '<!-- bench:results:end -->';

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
const yes = (b: boolean) => (b ? 'yes' : 'no');

/** Markdown tables of every benchmark (also what the terminal shows). */
export function markdown(r: BenchResults): string {
  const lines: string[] = [];
  const m = r.machine;
  lines.push(`Run of ${r.date}${r.quick ? ' (quick mode: tiny sizes, figures not meaningful)' : ''} on ${m.cpus} cores (${m.cpuModel}), ${mib(m.memoryBytes)} memory, ${m.platform}, Node ${m.node}, ${m.postgres}. Server: ${r.server}. Took ${r.seconds.toFixed(0)} s.`, '');
  lines.push('### 1. API throughput and latency', '');
  if (isPending(r.api)) lines.push(`${r.api.status}: ${r.api.note}`);
  else {
    lines.push('| route | req/s | x SELECT 1 | p50 ms | p95 ms | p99 ms | requests | failures | CPU us/request: server + PostgreSQL + load = total | goal | met |', '|---|---|---|---|---|---|---|---|---|---|---|');
    for (const [name, f] of Object.entries(r.api) as Array<[string, LoadFigures]>) {
      const c = f.cpuUsPerRequest;
      const cpu = c ? `${c.server} + ${c.postgres} + ${c.load} = ${c.total}` : 'n/a';
      lines.push(`| ${name} | ${f.rps} | ${f.ratio} | ${f.p50Ms} | ${f.p95Ms} | ${f.p99Ms} | ${f.requests} | ${f.failures} | ${cpu} | ${f.goal} | ${yes(f.met)} |`);
    }
  }
  lines.push('', '### 2. The tick', '');
  if (isPending(r.tick)) lines.push(`${r.tick.status}: ${r.tick.note}`);
  else {
    const t = r.tick;
    // A movement source's rate comes from its run alone (`alone`); the queue's from its processor's calls in the burst.
    const rate = (v: TickSource) => (v.alone ? `alone ${v.alone.applied} applied at ${v.itemsPerSecond}/s over ${v.seconds} s` : `applied by its processor at ${v.itemsPerSecond}/s over ${v.seconds} s`);
    const sources = Object.entries(t.sources).map(([k, v]) => `${k}: ${isPending(v) ? v.status : `${v.items} seeded, ${v.applied} applied in the burst, ${rate(v)}, lateness p50/p99/max ${v.lateness.p50Ms}/${v.lateness.p99Ms}/${v.lateness.maxMs} ms`}`).join('; ');
    lines.push(`${t.items} due items over ${t.villages} villages (${sources}).`, '');
    lines.push('| measure | value |', '|---|---|');
    lines.push(`| burst: items applied per second | ${t.burst.itemsPerSecond} (${t.burst.seconds} s, ${t.burst.failed} failed) |`);
    lines.push(`| burst: lateness p50 / p99 / max (from the instant all fell due) | ${t.burst.lateness.p50Ms} / ${t.burst.lateness.p99Ms} / ${t.burst.lateness.maxMs} ms |`);
    lines.push(`| baseline: single-row UPDATE transactions per second | ${t.baseline.updatesPerSecond} (${t.baseline.seconds} s) |`);
    lines.push(`| stream: ${t.stream.ratePerSecond} items/s for ${t.stream.seconds} s, applied | ${t.stream.applied} of ${t.stream.items} |`);
    lines.push(`| stream: lateness p50 / p99 / max | ${t.stream.lateness.p50Ms} / ${t.stream.lateness.p99Ms} / ${t.stream.lateness.maxMs} ms |`);
    lines.push(`| goal (${t.goal}) met | ${yes(t.met)} |`);
  }
  lines.push('', '### 3. World scale', '');
  if (isPending(r.world)) lines.push(`${r.world.status}: ${r.world.note}`);
  else {
    const w = r.world;
    lines.push(`${w.players} players, ${w.villages} villages, MAX_COORD ${w.maxCoord}: seeded in ${w.seedSeconds} s, database ${mib(w.databaseBytes)}. ${w.note}.`, '');
    lines.push('| call (one client) | p50 ms | p95 ms | requests | failures |', '|---|---|---|---|---|');
    for (const [name, c] of Object.entries(w.calls)) lines.push(`| ${name} | ${c.p50Ms} | ${c.p95Ms} | ${c.requests} | ${c.failures} |`);
    lines.push('', `Rows: ${Object.entries(w.rows).map(([t, n]) => `${t} ${n}`).join(', ')}.`, '');
    const t = w.tick;
    const b2 = isPending(r.tick) ? 'benchmark 2 not run' : `benchmark 2's burst: ${r.tick.burst.itemsPerSecond}/s`;
    lines.push(`Tick at scale: ${t.queueItems} queue items in ${t.queueSeconds} s (${t.queuePerSecond}/s), then passes at the movements' instant: ${t.movementQueueItems ?? 0} queue items and ${t.movements} movements in ${t.movementSeconds} s (${t.movementQueueSeconds ?? '?'} s in the queue passes, ${t.arrivalSeconds ?? '?'} s in the arrival passes), ${t.itemsPerSecond} items/s overall, ${t.failed} failed (${b2}).`);
    if (w.events && t.processors) {
      const e = w.events;
      const pct = (x: number | undefined) => `${round((x ?? 0) * 100, 1)}%`;
      lines.push('', `Events and objectives (issue 16): ${e.events} events (${e.inBand} in EVENT_BAND; ${Object.entries(e.byType).map(([k, n]) => `${k} ${n}`).join(', ')}; ${e.defendArmies} native armies marching), ${e.objectives} objectives (${e.held} held), seeded in ${e.seedSeconds} s; due at the passes: ${e.dueEvents} stage timers, ${e.duePrestige} prestige periods. ${t.passes} passes of every processor; ${(t.objectiveProcessors ?? []).join(', ')} took ${t.objectiveSeconds} s: ${pct(t.objectiveShareOfPasses)} of the passes, ${pct(t.objectiveShareOfTick)} of the tick at scale.`, '');
      lines.push('| processor | seconds | longest call s | applied | failed | calls |', '|---|---|---|---|---|---|');
      for (const [name, p] of Object.entries(t.processors)) lines.push(`| ${name} | ${p.seconds} | ${p.maxCallSeconds} | ${p.applied} | ${p.failed} | ${p.calls} |`);
    }
  }
  lines.push('', '### 4. The map in Chromium', '');
  if (isPending(r.mapFrames)) lines.push(`${r.mapFrames.status}: ${r.mapFrames.note}`);
  else {
    const f = r.mapFrames;
    lines.push(`Chromium ${f.browser}, renderer ${f.renderer}; window ${f.viewport}; ${f.seconds} s of pan and zoom per page. ${f.note}.`, '');
    lines.push('| map | villages | movements (on screen at start) | interactive ms | baseline first frame ms (cold / warm) | map frame ms mean / p95 | map frames (drawn) | baseline frame ms mean / p95 | baseline frames | baseline sprites mean / max | x baseline (mean / p95) | goal | met |', '|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const [name, s] of Object.entries(f.scenarios)) {
      lines.push(`| ${name} | ${s.villages} | ${s.movements} (${s.markersAtStart}) | ${s.interactiveMs} (${s.interactiveMet ? 'met' : 'not met'}) | ${s.baselineFirstFrameMs.cold} / ${s.baselineFirstFrameMs.warm} | ${s.map.meanMs} / ${s.map.p95Ms} | ${s.map.frames} (${s.map.drawn}) | ${s.baseline.meanMs} / ${s.baseline.p95Ms} | ${s.baseline.frames} | ${s.baseline.meanSprites} / ${s.baseline.maxSprites} | ${s.ratio} / ${s.ratioP95} (${s.frameMet ? 'met' : 'not met'}) | ${s.goal} | ${yes(s.met)} |`);
    }
  }
  lines.push('', '### 5. The client bundle', '');
  if (isPending(r.bundle)) lines.push(`${r.bundle.status}: ${r.bundle.note}`);
  else {
    const b = r.bundle;
    lines.push(`Initial JavaScript gzipped: **${kib(b.initialJsGzipBytes)}** in ${b.initialJsFiles} files (goal ${kib(350 * 1024)}: ${b.met ? 'met' : 'not met'}); all JavaScript gzipped ${kib(b.totalJsGzipBytes)}; build ${b.buildSeconds} s.`);
  }
  lines.push('', '### 6. Statistics at world scale', '');
  if (!r.statistics || isPending(r.statistics)) lines.push(r.statistics ? `${r.statistics.status}: ${r.statistics.note}` : 'not run');
  else {
    const s = r.statistics;
    const f = s.refresh;
    lines.push(`${s.players} kingdoms, ${s.villages} villages (${s.seed.buildingRows} buildings), ${s.empires} Empires with ${s.members} members: seeded in ${s.seed.seconds} s (${Object.entries(s.seed.steps).map(([k, v]) => `${k} ${v} s`).join(', ')}; the buildings' insert without the statistics triggers ${s.seed.buildingsWithoutTriggersSeconds} s); week ${s.week}'s counters ${s.seed.weekSeconds} s. ${s.note}.`, '');
    lines.push('| measure | value |', '|---|---|');
    lines.push(`| rank refresh, cold (first build, ${f.rankRows} rank rows) | ${f.coldSeconds} s |`);
    lines.push(`| rank refresh, warm (nothing changed) | ${f.warmSeconds} s |`);
    lines.push(`| rank refresh after ${f.changedKingdoms} kingdoms changed | ${f.changedSeconds} s |`);
    lines.push(`| of which the milestone check (every Empire's counters, nothing new) | ${f.milestoneCheckSeconds} s |`);
    lines.push(`| refreshes back to back during the readers' run | ${f.duringReads}, ${f.duringReadsMeanSeconds} s each |`);
    lines.push(`| milestones 1% of the Empires' seeded counters reached, paid at once before (the others' written to the ledger) | ${f.milestoneCatchUp} in ${f.milestoneCatchUpSeconds} s |`);
    lines.push(`| the week's medals (awardDueMedals, ${s.medals.weeks} week) | ${s.medals.medals} medals in ${s.medals.seconds} s |`);
    lines.push('', '| route | req/s | x SELECT 1 | p50 ms | p95 ms | p99 ms | requests | failures | CPU us/request: server + PostgreSQL + load = total |', '|---|---|---|---|---|---|---|---|---|');
    for (const [name, c] of Object.entries(s.calls)) {
      const u = c.cpuUsPerRequest;
      lines.push(`| ${name} | ${c.rps} | ${c.ratio} | ${c.p50Ms} | ${c.p95Ms} | ${c.p99Ms} | ${c.requests} | ${c.failures} | ${u ? `${u.server} + ${u.postgres} + ${u.load} = ${u.total}` : 'n/a'} |`);
    }
  }
  return lines.join('\n');
}

/** Replaces the generated section of the document (the rest is written by hand). */
export function updateDoc(file: string, r: BenchResults): void {
  const doc = fs.readFileSync(file, 'utf8');
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${file} has no ${START} ... ${END} section`);
  fs.writeFileSync(file, `${doc.slice(0, a + START.length)}\n${markdown(r)}\n${doc.slice(b)}`);
}
