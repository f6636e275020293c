import type { Said } from '../game/texts';
import { STATUS_TEXT } from '../game/refusals';

/**
 * A refusal the player should read: status, the call group's key (SPEC.md section 8) and its text, a
 * catalogue key with parameters that carries SPEC.md's English. Every refused call answers
 * `{ error, message, text }` (GAME.md section 10; `text` is what the client renders).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly text: Said,
    readonly details?: unknown,
  ) {
    super(text.message);
  }
}

export const refused = (status: number, key: string, text: Said, details?: unknown) => new AppError(status, key, text, details);
export const badRequest = (key: string, text: Said, details?: unknown) => new AppError(400, key, text, details);
export const unauthorized = () => new AppError(401, 'error_401', STATUS_TEXT.expired);
export const forbidden = (key = 'error_403') => new AppError(403, key, STATUS_TEXT.forbidden);
export const notFound = (key: string, text: Said) => new AppError(404, key, text);
export const tooManyRequests = () => new AppError(429, 'error_429', STATUS_TEXT.tooFast);
export const methodNotAllowed = () => new AppError(405, 'error_405', STATUS_TEXT.method);

export const gameFinished = () => new AppError(551, 'error_game_finished', STATUS_TEXT.finished);
