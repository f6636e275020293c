import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { idParam } from '../../http/validate';
import { REPORTS_PAGE_SIZE, type ReportDetail, type ReportsPage } from '../../contract/reports';
import { markAllRead, markRead, reportById, reportsPage } from '../../db/reports';
import { userById } from '../../db/users';
import { settle } from '../../world/settle';
import { INPUT_TEXT, NOT_FOUND_TEXT } from '../../game/refusals';

const K = 'error_reports';
const iso = (d: Date | string) => new Date(d).toISOString();

/** GET reports/{page}, GET reports/report/{id} (marks it read), POST reports/markallread. */
export function register(router: Router, deps: Deps): void {
  router.get('/reports/report/:id', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, K);
    ctx.body = await deps.db.transaction(async (trx) => {
      const r = await reportById(trx, id, true);
      if (!r) throw notFound(K, NOT_FOUND_TEXT.report);
      if (r.user_id !== auth.userId) throw forbidden(K);
      await markRead(trx, r);
      const out: ReportDetail = { id: r.id, kind: r.kind, title: { key: r.title_key, params: r.title_params }, read: true, created_at: iso(r.created_at), data: r.data };
      return out;
    });
  });

  router.post('/reports/markallread', async (ctx) => {
    const auth = requireAuth(ctx);
    await deps.db.transaction((trx) => markAllRead(trx, auth.userId));
    ctx.body = { unread: 0 };
  });

  router.get('/reports/:page', async (ctx) => {
    const auth = requireAuth(ctx);
    const raw = ctx.params.page ?? '';
    if (!/^\d{1,6}$/.test(raw)) throw badRequest(K, INPUT_TEXT.page);
    const page = Number(raw);
    // Settle-on-read: the account's due work (arrivals, starvation) writes its reports first.
    await settle(deps, { accounts: [auth.userId] }, deps.now());
    const { rows, total } = await reportsPage(deps.db, auth.userId, page, REPORTS_PAGE_SIZE);
    const user = await userById(deps.db, auth.userId);
    const out: ReportsPage = {
      reports: rows.map((r) => ({ id: r.id, kind: r.kind, title: { key: r.title_key, params: r.title_params }, read: r.read, created_at: iso(r.created_at) })),
      page, total, unread: user?.unread_reports ?? 0,
    };
    ctx.body = out;
  });
}
