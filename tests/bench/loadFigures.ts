import { cpuTimeUs, runLoad, type LoadResult } from './children';
import type { LoadSpec } from './load-child';
import { round, type LoadFigures } from './results';

/** A load run with the CPU time the server process and PostgreSQL spent meanwhile (microseconds). */
export type Measured = LoadResult & { cpuUs: { server: number; postgres: number } };

/** Runs loads against the server process `pid`, each with the CPU it and PostgreSQL spent during it. */
export function measurer(pid: number): (spec: LoadSpec) => Promise<Measured> {
  return async (spec) => {
    const s0 = cpuTimeUs({ pid });
    const p0 = cpuTimeUs({ name: 'postgres' });
    const r = await runLoad(spec);
    return { ...r, cpuUs: { server: cpuTimeUs({ pid }) - s0, postgres: cpuTimeUs({ name: 'postgres' }) - p0 } };
  };
}

/**
 * A route's figures beside the same run's baseline (Koa + SELECT 1): requests a second and their ratio to
 * the baseline's, latencies, CPU per request (server, PostgreSQL, load generator) and whether the goal
 * (`goalRatio` x the baseline, p95 within 50 ms, no failures) is met. PostgreSQL processes of other sessions
 * that exit during the run can make its CPU sum negative: 0 then.
 */
export function loadFigures(r: Measured, baselineRps: number, goalRatio: number | undefined): LoadFigures {
  const ratio = baselineRps > 0 ? r.rps / baselineRps : 0;
  const per = (us: number) => round(Math.max(0, us) / Math.max(1, r.requests), 0);
  return {
    rps: round(r.rps), p50Ms: round(r.p50Ms), p95Ms: round(r.p95Ms), p99Ms: round(r.p99Ms), maxMs: round(r.maxMs),
    requests: r.requests, failures: r.failures, ratio: round(ratio, 3),
    cpuUsPerRequest: {
      server: per(r.cpuUs.server), postgres: per(r.cpuUs.postgres), load: per(r.loadCpuUs),
      total: per(r.cpuUs.server) + per(r.cpuUs.postgres) + per(r.loadCpuUs),
    },
    goal: goalRatio === undefined ? 'baseline' : `>= ${goalRatio} x Koa+SELECT 1 rps, p95 <= 50 ms, no failures`,
    met: goalRatio === undefined ? r.failures === 0 : ratio >= goalRatio && r.p95Ms <= 50 && r.failures === 0,
  };
}
