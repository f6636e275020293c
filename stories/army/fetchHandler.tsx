/**
 * A story's stand-in for the server: while the story is mounted, the client's fetch calls go to a
 * handler that answers from fixtures (the real client/api modules and react-query run unchanged).
 * Every call is recorded in `fetchLog`, so a test can check what the page asked for and sent.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';

export interface FetchCall { method: string; path: string; query: URLSearchParams; body: unknown }
/** An answer; 'pending' never answers (the loading state stays on screen). */
export type FetchAnswer = { status?: number; body?: unknown } | 'pending';
export type FetchHandler = (call: FetchCall) => FetchAnswer | undefined;

export const fetchLog: FetchCall[] = [];

const realFetch = globalThis.fetch;

function fakeFetch(handler: FetchHandler): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://story.local');
    const path = url.pathname.replace(/^\/api\//, '');
    let body: unknown;
    try { body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined; } catch { body = init?.body; }
    const call: FetchCall = { method: (init?.method ?? 'GET').toUpperCase(), path, query: url.searchParams, body };
    fetchLog.push(call);
    const answer = handler(call) ?? { status: 404, body: { error: 'error_404', message: `No fixture for ${call.method} ${path}` } };
    if (answer === 'pending') return new Promise<Response>(() => {});
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // The part of Response that client/api/http.ts reads.
    return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text } as Response;
  }) as typeof fetch;
}

function FetchScope({ handler, children }: { handler: FetchHandler; children: ReactNode }) {
  // Installed while rendering, before any child's effect can start a query; restored on unmount.
  const [fake] = useState(() => fakeFetch(handler));
  globalThis.fetch = fake;
  useLayoutEffect(() => {
    globalThis.fetch = fake;
    return () => { if (globalThis.fetch === fake) globalThis.fetch = realFetch; };
  }, [fake]);
  return <>{children}</>;
}

/** The story's calls answered by `handler` (the log is cleared when the story mounts). */
export function withFetch(handler: FetchHandler): Decorator {
  return (Story) => {
    return <FetchScope handler={handler}><Story /></FetchScope>;
  };
}

/** Clears the log (tests call it before rendering a story). */
export function clearFetchLog(): void {
  fetchLog.length = 0;
}
