import type { Context, Next } from 'koa';
import { ZodError } from 'zod';

import { INPUT_TEXT, STATUS_TEXT } from '../game/refusals';
import type { Said } from '../game/texts';

export {
  AppError, badRequest, unauthorized, forbidden, notFound, tooManyRequests, methodNotAllowed, gameFinished, refused,
} from '../world/refusal';
import { AppError, badRequest, methodNotAllowed } from '../world/refusal';

/** The first problem of a zod error, e.g. "amount: Expected number" (the field and zod's words). */
export function zodMessage(err: ZodError): Said {
  const issue = err.issues[0];
  if (!issue) return STATUS_TEXT.badInput;
  return issue.path.length ? INPUT_TEXT.field(issue.path.join('.'), issue.message) : STATUS_TEXT.badInput;
}

/** Never a stack trace, never a 500 for bad input; a 500 only for a real fault, logged. */
export function errorMiddleware(log: { error: (o: unknown, msg?: string) => void }) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.path.startsWith('/api')) {
        if (ctx.status === 404 && ctx.body === undefined) throw new AppError(404, 'error_404', STATUS_TEXT.nothingHere);
        // The router's answer to a method a known path does not take (405 with its Allow header; 501 for a
        // method no route takes at all): bad input, so a 405 as JSON like every refusal.
        if ((ctx.status === 405 || ctx.status === 501) && typeof ctx.body !== 'object') throw methodNotAllowed();
      }
    } catch (err) {
      let e: AppError;
      if (err instanceof AppError) e = err;
      else if (err instanceof ZodError) e = badRequest(String(ctx.state.errorKey ?? 'error_400'), zodMessage(err));
      else if (isHttpError(err) && err.status < 500) {
        e = new AppError(err.status, err.status === 413 ? 'error_400' : `error_${err.status}`, STATUS_TEXT.badInput);
      } else {
        // The request's own log carries its reqId (requestLog.ts), so the stack and the request line meet.
        (ctx.state.log ?? log).error({ err, path: ctx.path, method: ctx.method }, 'unhandled error');
        e = new AppError(500, 'error_500', STATUS_TEXT.fault);
      }
      ctx.status = e.status;
      const text = { key: e.text.key, params: e.text.params };
      ctx.body = e.details === undefined
        ? { error: e.key, message: e.message, text }
        : { error: e.key, message: e.message, text, details: e.details };
    }
  };
}

function isHttpError(err: unknown): err is { status: number; message: string } {
  return typeof err === 'object' && err !== null && typeof (err as { status?: unknown }).status === 'number';
}
