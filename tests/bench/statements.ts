import type { Db } from '../../server/db/knex';
import { round } from './results';

/**
 * BENCH_COUNT_STATEMENTS=1 (profiling): counts the statements a phase sends through knex (its `query`
 * events; the hot GET and POST paths that bypass knex are not seen) and their wall time, by statement
 * text. `on()` / `off()` bracket the phase; `report(n, what)` logs the totals per `what` (arrival, item).
 */
export function statementCounter(db: Db, log: (s: string) => void) {
  const enabled = !!process.env.BENCH_COUNT_STATEMENTS;
  const c = { on: false, statements: 0, sql: new Map<string, number>(), ms: new Map<string, number>(), started: new Map<string, number>() };
  const keyOf = (sql: string) => sql.replace(/\s+/g, ' ').replace(/trx\d+/g, 'trxN').slice(0, 90);
  if (enabled) {
    db.on('query', (q: { sql: string; __knexQueryUid: string }) => {
      if (!c.on) return;
      c.statements += 1;
      const key = keyOf(q.sql);
      c.sql.set(key, (c.sql.get(key) ?? 0) + 1);
      c.started.set(q.__knexQueryUid, performance.now());
    });
    const done = (_r: unknown, q: { sql: string; __knexQueryUid: string }) => {
      const t = c.started.get(q.__knexQueryUid);
      if (t === undefined) return;
      c.started.delete(q.__knexQueryUid);
      const key = keyOf(q.sql);
      c.ms.set(key, (c.ms.get(key) ?? 0) + performance.now() - t);
    };
    db.on('query-response', done);
    db.on('query-error', done);
  }
  return {
    on: () => { c.on = enabled; },
    off: () => { c.on = false; },
    report: (n: number, what: string, busyMs: number) => {
      if (!enabled) return;
      log(`${c.statements} statements for ${n} ${what}s (${round(c.statements / Math.max(1, n))} each)`);
      for (const [sql, k] of [...c.sql].sort((a, b) => (c.ms.get(b[0]) ?? 0) - (c.ms.get(a[0]) ?? 0)).slice(0, 30)) {
        const ms = c.ms.get(sql) ?? 0;
        log(`  ${k} statements (${round(k / Math.max(1, n), 3)} per ${what}), ${round(ms)} ms (${round(ms / Math.max(1, n), 3)} ms per ${what})  ${sql}`);
      }
      log(`  total statement wall time ${round([...c.ms.values()].reduce((a, b) => a + b, 0) / 1000)} s of ${round(busyMs / 1000)} s`);
    },
  };
}
