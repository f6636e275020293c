import type { Context, Next } from 'koa';
import type { Deps, AuthInfo } from '../http/context';
import { resolveToken } from '../db/tokens';
import { forbidden, unauthorized } from '../http/errors';
import { tokenLimitKey } from './limits';

/** Reads `Authorization: Bearer <token>` into ctx.state.auth; a bad or dead token is a 401. */
export function authMiddleware(deps: Deps, readsOwnToken: (ctx: Context) => boolean) {
  return async (ctx: Context, next: Next) => {
    const header = ctx.get('authorization');
    if (header) {
      const m = /^Bearer\s+([A-Za-z0-9_-]{10,200})$/.exec(header);
      if (!m) throw unauthorized();
      // Routes declared with readsOwnToken read the token in their own statement (server/http/auth.ts).
      if (readsOwnToken(ctx)) {
        ctx.state.bearer = m[1];
        return next();
      }
      const auth = await resolveToken(deps.db, m[1], deps.now());
      if (!auth) throw unauthorized();
      ctx.state.auth = auth;
      ctx.state.tokenKey = tokenLimitKey(m[1]);
    }
    await next();
  };
}

/** The token holder, or a 401. */
export function requireAuth(ctx: Context): AuthInfo {
  const auth = ctx.state.auth;
  if (!auth) throw unauthorized();
  return auth;
}

/** Owner only: what a sitter may not do (GAME.md section 9) is a 403. */
export function requireOwner(ctx: Context): AuthInfo {
  const auth = requireAuth(ctx);
  if (auth.isSitter) throw forbidden();
  return auth;
}
