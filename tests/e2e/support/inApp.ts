import type { Page, Request } from 'playwright-core';

/**
 * A route reached as a link reaches it (client-side, no page load), and the wait for its data.
 *
 * 'networkidle' is a state of the document's load: after a client-side navigation it has long been
 * reached, so it waits for nothing. This waits for the page's own requests: 500 ms with none in flight,
 * leaving out the push connection (GET /api/push stays open by design, issue 18).
 */
const inflight = new WeakMap<Page, Set<Request>>();

const longLived = (r: Request) => new URL(r.url()).pathname === '/api/push';

/** Starts counting the page's requests in flight (once per page; call before the navigation to wait on). */
export function trackRequests(page: Page): void {
  if (inflight.has(page)) return;
  const open = new Set<Request>();
  inflight.set(page, open);
  page.on('request', (r) => { if (!longLived(r)) open.add(r); });
  const done = (r: Request) => { open.delete(r); };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once no tracked request has been in flight for `idleMs`; throws after `timeout`, naming what is still open. */
export async function networkQuiet(page: Page, timeout = 5_000, idleMs = 500): Promise<void> {
  trackRequests(page);
  const open = inflight.get(page)!;
  const end = Date.now() + timeout;
  let quietSince = 0;
  while (Date.now() < end) {
    if (open.size > 0) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= idleMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`still in flight after ${timeout} ms: ${[...open].map((r) => `${r.method()} ${new URL(r.url()).pathname}`).join(', ')}`);
}

/**
 * Client-side navigation: a history entry and the popstate the router listens to, then the page back at
 * its top as a fresh load leaves it. A tour at a second or third size uses it after the first tour loaded
 * every route by its address: a full load per route cost some 3 s of bundle, session and loading screen.
 */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  trackRequests(page);
  await page.evaluate((r) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `tour${idx}`, idx }, '', r);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, route);
  // Two frames: React has rendered the new route (or its pending fallback) before the caller's waits look.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => { window.scrollTo(0, 0); done(); }))));
}
