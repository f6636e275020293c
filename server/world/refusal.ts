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
