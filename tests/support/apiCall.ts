import { checkAnswer } from './contract';

export type ApiCall = <T = any>(method: string, path: string, opts?: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> }) => Promise<{ status: number; body: T }>;

/**
 * JSON call against `${url}/api` with an optional bearer token; never throws on a status, but throws when
 * the answer is not what the contract says (tests/support/contract.ts checkAnswer): a drift between server
 * and contract fails whichever test reads that answer.
 */
export function apiAt(url: string): ApiCall {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(`${url}/api${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      body: opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    });
    const text = await res.text();
    let body: any = text;
    try { body = text ? JSON.parse(text) : undefined; } catch { /* not JSON */ }
    checkAnswer(method, path, res.status, body);
    return { status: res.status, body };
  };
}
