import type { Trx } from '../db/knex';
import type { Deps } from './deps';
import type { AuthInfo } from '../db/tokens';
import type { ReportDetail } from '../contract/reports';
import { insertReports, markAllRead, markRead, reportById, type NewReport } from '../db/reports';
import { NOT_FOUND_TEXT } from '../game/refusals';
import { countersChanged, publish } from './push/publish';
import { forbidden, notFound } from './refusal';

/**
 * Reports written and read. Every system that writes reports goes through addReports, so each new report
 * reaches its owner's open pages (push `report`, with their counters) once the transaction commits.
 */

/** Inserts the reports (and raises the unread counters) and tells their owners. Returns the ids in the order given. */
export async function addReports(trx: Trx, deps: Deps, list: readonly NewReport[]): Promise<number[]> {
  const ids = await insertReports(trx, list);
  list.forEach((r, i) => publish(trx, deps, r.userId, { type: 'report', report_id: ids[i], report_type: r.kind }));
  return ids;
}

const REPORTS_KEY = 'error_reports';
const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * GET reports/report/{id}: the report, marked read. The account's other pages hear the lower unread
 * count (push `counters`) when it was unread.
 */
export async function openReport(deps: Deps, auth: AuthInfo, id: number): Promise<ReportDetail> {
  return deps.db.transaction(async (trx) => {
    const r = await reportById(trx, id, true);
    if (!r) throw notFound(REPORTS_KEY, NOT_FOUND_TEXT.report);
    if (r.user_id !== auth.userId) throw forbidden(REPORTS_KEY);
    if (!r.read) {
      await markRead(trx, r);
      countersChanged(trx, deps, r.user_id);
    }
    return { id: r.id, kind: r.kind, title: { key: r.title_key, params: r.title_params }, read: true, created_at: iso(r.created_at), data: r.data };
  });
}

/** POST reports/markallread: every report of the account read; its pages hear the counter at 0. */
export async function markAllReportsRead(deps: Deps, userId: number): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await markAllRead(trx, userId);
    countersChanged(trx, deps, userId);
  });
}
