import { sayText } from '../i18n';

/**
 * The one way the client calls the server: JSON under /api with the current user's bearer token.
 * A failure becomes an ApiError carrying the status, the server's key and text; client/api/errors.ts
 * maps it to the toast of SPEC.md section 8.
 */
export class ApiError extends Error {
  constructor(readonly status: number, readonly key: string, message: string, readonly body?: unknown) {
    super(message);
  }
}

type TokenSource = () => string | undefined;
let tokenSource: TokenSource = () => undefined;
let onUnauthorized: () => void = () => {};

/** The session layer tells the API which token to send and what to do on a 401. */
export function configureApi(opts: { token: TokenSource; onUnauthorized: () => void }): void {
  tokenSource = opts.token;
  onUnauthorized = opts.onUnauthorized;
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenSource();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api/${path.replace(/^\//, '')}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'error_network', 'Could not make a connection to the server');
  }
  const text = await res.text();
  let data: unknown;
  try { data = text ? JSON.parse(text) : undefined; } catch { data = text; }
  if (!res.ok) {
    if (res.status === 401 && token) onUnauthorized();
    const d = (data ?? {}) as { error?: string; message?: string; text?: { key?: unknown; params?: Record<string, string | number> } };
    // The refusal in the player's language: its catalogue text, else the server's English.
    const said = typeof d.text?.key === 'string' ? sayText({ key: d.text.key, params: d.text.params, message: d.message }) : undefined;
    throw new ApiError(res.status, d.error ?? `error_${res.status}`, said ?? d.message ?? res.statusText, data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  del: <T>(path: string) => request<T>('DELETE', path),
};
