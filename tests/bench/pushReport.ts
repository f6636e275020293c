import type { Pending } from './results';
import { isPending } from './results';

/** Benchmark 7's figures (tests/bench/push.ts) in bench-results.json under `push`, and its table. */

export interface Latency { p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number; meanMs: number }

/** One fan-out run: the producer's events from commit to the pages, beside the same run's round trips. */
export interface FanoutFigures {
  bus: 'redis' | 'memory';
  /** 2: the producer in a second instance, the pages on the first (the fan-out crosses Redis between them). */
  instances: number;
  pages: number;
  targetRate: number;
  /** Events committed a second over the measured run (the producer may fall behind the target). */
  ratePerSecond: number;
  seconds: number;
  produced: number;
  received: number;
  lost: number;
  duplicates: number;
  /** Events received by a page of another account than the one addressed. */
  misdelivered: number;
  failedTransactions: number;
  latency: Latency;
  baseline: { getRtt: Latency; redisPing?: Latency };
  /** Latency percentiles over the GET round trip's p50 (and Redis PING's): the figures as ratios. */
  ratio: { p50OverGet: number; p99OverGet: number; p50OverPing?: number };
  /** CPU per event (user + system, microseconds, /proc): the server instances (with the producer), pages, PostgreSQL, Redis. */
  cpuUsPerEvent: { server: number; pages: number; postgres: number; redis: number };
}

/** One step of open connections on one instance. */
export interface ConnectionStep {
  wanted: number;
  /** Connections the server held after the step (its hub), and still after the idle period. */
  open: number;
  openAfterIdle: number;
  /** Connections the pages' processes still had open after the idle period. */
  pagesOpen: number;
  openErrors: Record<string, number>;
  openSeconds: number;
  rssBytes: number;
  heapUsedBytes: number;
  externalBytes: number;
  fds: number;
  /** (this step's memory - the memory with no connection) / open connections. */
  rssPerConnection: number;
  heapPerConnection: number;
  broadcast: { reached: number; allReached: boolean; ms: number };
  /** The server's CPU while the connections sit idle (keep-alives, the token recheck), percent of one core. */
  idleCpuPercent: number;
}

export interface ConnectionFigures {
  fdLimit: number;
  listenerProcesses: number;
  base: { rssBytes: number; heapUsedBytes: number; externalBytes: number; fds: number };
  steps: ConnectionStep[];
  /** The last step every connection of which opened and heard the broadcast; what stopped the next (if any). */
  held: number;
  stoppedBy: string;
  /** The baseline: as many bare Node SSE streams (http.createServer, res.write) in the same process. */
  bare: { open: number; rssPerConnection: number; heapPerConnection: number; broadcast: { reached: number; ms: number } };
}

export interface PushFigures {
  fanout: Record<string, FanoutFigures | Pending>;
  connections: ConnectionFigures;
  loadAverage: number[];
  note: string;
}

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function pushMarkdown(p: PushFigures | Pending): string {
  const lines = ['### 7. Push fan-out and connections', ''];
  if (isPending(p)) return [...lines, `${p.status}: ${p.note}`].join('\n');
  lines.push(`${p.note}. Load average at the start: ${p.loadAverage.map((x) => x.toFixed(2)).join(', ')}.`, '');
  lines.push('| bus | pages | events/s (target) | produced | lost | dup | latency p50 / p95 / p99 / max ms | GET rtt p50 / p99 ms | Redis PING p50 ms | p50 / p99 x GET p50 | CPU us/event: server + pages + PostgreSQL + Redis |', '|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, f] of Object.entries(p.fanout)) {
    if (isPending(f)) { lines.push(`| ${name} | ${f.status}: ${f.note} |||||||||| `); continue; }
    const l = f.latency;
    const c = f.cpuUsPerEvent;
    lines.push(`| ${name} | ${f.pages} | ${f.ratePerSecond} (${f.targetRate}) | ${f.produced} | ${f.lost} | ${f.duplicates} | ${l.p50Ms} / ${l.p95Ms} / ${l.p99Ms} / ${l.maxMs} | ${f.baseline.getRtt.p50Ms} / ${f.baseline.getRtt.p99Ms} | ${f.baseline.redisPing?.p50Ms ?? 'n/a'} | ${f.ratio.p50OverGet} / ${f.ratio.p99OverGet} | ${c.server} + ${c.pages} + ${c.postgres} + ${c.redis} |`);
  }
  const c = p.connections;
  lines.push('', `Connections on one instance (in-memory bus), pages in ${c.listenerProcesses} process(es), open-file limit ${c.fdLimit}; with none: RSS ${mib(c.base.rssBytes)}, heap ${mib(c.base.heapUsedBytes)}. Held: ${c.held}${c.stoppedBy ? `; stopped by ${c.stoppedBy}` : ''}.`, '');
  lines.push('| connections wanted | open (after idle; pages) | open s | errors | RSS | heap | RSS / connection | heap / connection | descriptors | broadcast reached (ms) | idle CPU % |', '|---|---|---|---|---|---|---|---|---|---|---|');
  for (const s of c.steps) {
    const errs = Object.entries(s.openErrors).map(([k, n]) => `${k} ${n}`).join(', ') || '0';
    lines.push(`| ${s.wanted} | ${s.open} (${s.openAfterIdle}; ${s.pagesOpen}) | ${s.openSeconds} | ${errs} | ${mib(s.rssBytes)} | ${mib(s.heapUsedBytes)} | ${kib(s.rssPerConnection)} | ${kib(s.heapPerConnection)} | ${s.fds} | ${s.broadcast.reached} (${s.broadcast.ms}) | ${s.idleCpuPercent} |`);
  }
  const b = c.bare;
  lines.push(`| baseline: bare Node SSE streams | ${b.open} | | | | | ${kib(b.rssPerConnection)} | ${kib(b.heapPerConnection)} | | ${b.broadcast.reached} (${b.broadcast.ms}) | |`);
  return lines.join('\n');
}
