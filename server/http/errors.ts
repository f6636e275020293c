import type { Context, Next } from 'koa';
import { ZodError } from 'zod';

export {
  AppError, badRequest, unauthorized, forbidden, notFound, tooManyRequests, methodNotAllowed, gameFinished,
} from '../world/refusal';
import { AppError, badRequest, methodNotAllowed } from '../world/refusal';

/** Readable text for the first problem of a zod error, e.g. "amount: Expected number". */
export function zodMessage(err: ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'The server did not accept your input';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** Never a stack trace, never a 500 for bad input; a 500 only for a real fault, logged. */
export function errorMiddleware(log: { error: (o: unknown, msg?: string) => void }) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.path.startsWith('/api')) {
        if (ctx.status === 404 && ctx.body === undefined) throw new AppError(404, 'error_404', 'There is nothing at this address');
        // The router's answer to a method a known path does not take (405 with its Allow header; 501 for a
        // method no route takes at all): bad input, so a 405 as JSON like every refusal.
        if ((ctx.status === 405 || ctx.status === 501) && typeof ctx.body !== 'object') throw methodNotAllowed();
      }
    } catch (err) {
      let e: AppError;
      if (err instanceof AppError) e = err;
      else if (err instanceof ZodError) e = badRequest(String(ctx.state.errorKey ?? 'error_400'), zodMessage(err));
      else if (isHttpError(err) && err.status < 500) {
        e = new AppError(err.status, err.status === 413 ? 'error_400' : `error_${err.status}`,
          err.status === 400 ? 'The server did not accept your input' : err.message);
      } else {
        log.error({ err, path: ctx.path, method: ctx.method }, 'unhandled error');
        e = new AppError(500, 'error_500', 'Something went wrong on our end');
      }
      ctx.status = e.status;
      ctx.body = e.details === undefined
        ? { error: e.key, message: e.message }
        : { error: e.key, message: e.message, details: e.details };
    }
  };
}

function isHttpError(err: unknown): err is { status: number; message: string } {
  return typeof err === 'object' && err !== null && typeof (err as { status?: unknown }).status === 'number';
}
