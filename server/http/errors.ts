import type { Context, Next } from 'koa';
import { ZodError } from 'zod';

/**
 * A refusal the player should read: status, the spec's key (SPEC.md section 8) and an English text.
 * Every refused call answers `{ error, message }` (GAME.md section 10).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (key: string, message: string, details?: unknown) => new AppError(400, key, message, details);
export const unauthorized = () => new AppError(401, 'error_401', 'Your session has expired, please log in again');
export const forbidden = (key = 'error_403') =>
  new AppError(403, key, "You seem to have gone somewhere you shouldn't");
export const notFound = (key: string, what = 'That') => new AppError(404, key, `${what} does not exist`);
export const tooManyRequests = () =>
  new AppError(429, 'error_429', 'You are too fast for the server (too many requests)');
export const methodNotAllowed = () => new AppError(405, 'error_405', 'This address does not take that method');

export const gameFinished = () => new AppError(551, 'error_game_finished', "Can't do this, the game is finished");

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
