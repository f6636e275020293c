import type { Context, Next } from 'koa';
import { badRequest } from './errors';
import { STATUS_TEXT } from '../game/refusals';

/** PostgreSQL refuses U+0000 in text: a request carrying one is refused here, before any handler. */
const NUL = '\u0000';

function holdsNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes(NUL);
  if (depth > 64 || v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.some((x) => holdsNul(x, depth + 1));
  return Object.entries(v).some(([k, x]) => k.includes(NUL) || holdsNul(x, depth + 1));
}

/**
 * Refuses a request whose path, query or JSON body holds a NUL character anywhere (values and keys):
 * every text that could reach the database passes here first, on every route, so a NUL is a 400
 * with the spec's error_400 (as malformed JSON is) and never a 500 from the database.
 */
export function refuseNul() {
  return async (ctx: Context, next: Next) => {
    const raw = `${ctx.path}?${ctx.querystring}`;
    const body = (ctx.request as unknown as { body?: unknown }).body;
    if (raw.includes(NUL) || /%00/i.test(raw) || holdsNul(body)) {
      throw badRequest('error_400', STATUS_TEXT.nul);
    }
    await next();
  };
}
