import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { unauthorized } from '../../http/errors';
import { hubFor } from './hub';

/**
 * GET push: the page's push connection (Server-Sent Events; issue 18, docs/API.md "Live updates"), opened
 * with the session's token in the Authorization header like every call. A sitter's token follows the sat
 * account. A dead token is a 401 here and closes the stream later (server/api/push/hub.ts).
 */
export function register(router: Router, deps: Deps): void {
  router.get('/push', async (ctx) => {
    const auth = requireAuth(ctx);
    if (!(await hubFor(deps).open(ctx.req, ctx.res, auth))) throw unauthorized();
    // The session wrote the response head and keeps the stream: Koa must not answer it again.
    ctx.respond = false;
  });
}
