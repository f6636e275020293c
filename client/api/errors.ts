import { ApiError } from './http';
import { t } from '../i18n';
import { toasts, type ToastStore } from '../app/toasts';
import { guideForRefusal } from '../app/refusalGuide';

/**
 * Failures to toasts (SPEC.md section 8). A call-specific key (the call group's default, e.g.
 * error_register) is used unless the status overrides it. Unlike the original client, a 500 really
 * shows 'Something went wrong on our end' (its mapping was tied to the 429 check and never reached).
 */
export interface ErrorToast {
  key: string;
  text: string;
  /** The guide's route for a refusal that names a rule (client/app/refusalGuide.ts): the toast links to it. */
  guide?: string;
}

/** Call groups whose failure means the server itself is unreachable (the server-state call). */
export interface ErrorContext {
  /** The call group's default key, e.g. 'error_village'. */
  group?: string;
  /** This was the server-state call: no response means the server is offline. */
  serverState?: boolean;
}

const text = (key: string) => t(key);

/** The catalogue key of the refusal an error body carries (`text.key`, e.g. refusals.send.moveOwn), if any. */
export function refusalKeyOf(err: ApiError): string | undefined {
  const body = err.body as { text?: { key?: unknown } } | undefined;
  return typeof body === 'object' && body !== null && typeof body.text?.key === 'string' ? body.text.key : undefined;
}

/** The toast for a failure, or undefined when no toast is shown (401: the session layer reloads). */
export function errorToast(err: unknown, ctx: ErrorContext = {}): ErrorToast | undefined {
  const toast = toastOf(err, ctx);
  if (!toast || !(err instanceof ApiError) || err.status >= 500) return toast;
  const guide = guideForRefusal(refusalKeyOf(err));
  return guide ? { ...toast, guide } : toast;
}

function toastOf(err: unknown, ctx: ErrorContext): ErrorToast | undefined {
  if (!(err instanceof ApiError)) {
    // A thrown non-API error (a bug in a handler): say so instead of failing silently.
    return { key: 'error_500', text: text('error_500') };
  }
  const { status } = err;
  const serverText = typeof err.message === 'string' && err.message.trim() && hasServerMessage(err) ? err.message : undefined;
  if (status === 0) {
    return ctx.serverState
      ? { key: 'error_server_offline', text: text('error_server_offline') }
      : { key: 'error_network', text: text('error_network') };
  }
  if (status === 401) return undefined;
  if (status === 400) return { key: ctx.group ?? 'error_400', text: serverText ?? text('error_400') };
  // A 403 that names a rule (an attack on a kingdom under beginner protection) says which; any other
  // 403 (someone else's village) keeps the general text.
  if (status === 403) return { key: 'error_403', text: (guideForRefusal(refusalKeyOf(err)) && serverText) || text('error_403') };
  if (status === 429) return { key: 'error_429', text: text('error_429') };
  if (status === 551) return { key: 'error_game_finished', text: text('error_game_finished') };
  // A proxy answering for a server that is down.
  if (status === 502 || status === 503 || status === 504) {
    return { key: 'error_server_offline', text: text('error_server_offline') };
  }
  if (status >= 500) return { key: 'error_500', text: text('error_500') };
  // Anything else (404, 409…): the server's own words, else the call group's text.
  const key = ctx.group ?? err.key ?? 'error_generic';
  return { key, text: serverText ?? (ctx.group ? text(ctx.group) : text('error_generic')) };
}

/** Whether the server sent its own `{ error, message }` body (not just the status line). */
function hasServerMessage(err: ApiError): boolean {
  const body = err.body as { message?: unknown } | undefined;
  return typeof body === 'object' && body !== null && typeof body.message === 'string' && body.message.trim() !== '';
}

/** Shows the failure's toast (red) and returns it. */
export function notifyError(err: unknown, ctx: ErrorContext | string = {}, store: ToastStore = toasts): ErrorToast | undefined {
  const c = typeof ctx === 'string' ? { group: ctx } : ctx;
  const toast = errorToast(err, c);
  if (toast) store.push('error', toast.text, { key: toast.key, link: toast.guide });
  return toast;
}
