import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { badRequest } from '../../http/errors';
import { idParam } from '../../http/validate';
import { REPORTS_PAGE_SIZE, type ReportsPage } from '../../contract/reports';
import { reportsPage } from '../../db/reports';
import { markAllReportsRead, openReport } from '../../world/reports';
import { userById } from '../../db/users';
import { settle } from '../../world/settle';
import { INPUT_TEXT } from '../../game/refusals';

const K = 'error_reports';
const iso = (d: Date | string) => new Date(d).toISOString();

/** GET reports/{page}, GET reports/report/{id} (marks it read), POST reports/markallread. */
export function register(router: Router, deps: Deps): void {
  router.get('/reports/report/:id', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await openReport(deps, auth, idParam(ctx.params.id, K));
  });

  router.post('/reports/markallread', async (ctx) => {
    const auth = requireAuth(ctx);
    await markAllReportsRead(deps, auth.userId);
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
