/**
 * Live updates of the world in Chromium (issue 18, the part tests/e2e/live.test.ts leaves out): what the page
 * learned by polling before, now pushed. Two kingdoms founded through the API; 'bob' is in 'ann's Empire and
 * logs in through the form at 1366x768.
 *
 * - On the map with its push connection live, 25 s pass: no GET of /api/map/objectives (the 20 s poll is off).
 *   An event placed through the testing tools then shows on bob's map within seconds, read again because
 *   the push said so (`objectives_changed`), not by a poll or a reload.
 * - On the Empire page, ann kicks bob through the API: bob's page shows the toast naming ann and the Empire
 *   and turns to the founding form, without a reload.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, skipWithoutChromium } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { journey } from './support/steps';
import { newPlayer, waitForMap, waitForPath } from './support/flows';
import { apiPlayer, call } from './support/empire';
import { foundAndLogin } from './support/armies';
import { freeTileNear, mapObjectives, placeEvent } from './support/events';

const noChromium = skipWithoutChromium(import.meta.url);

type Req = { method: string; path: string; at: number };

describe.skipIf(noChromium)('live updates of the world in the browser', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const ann = newPlayer('lwa');
  const bob = newPlayer('lwb');
  let annAccount: { token: string; id: number };
  let bobAccount: { token: string; id: number };
  let empireName = '';
  const requests: Req[] = [];
  const step = journey('live-world', () => page);
  const since = (t: number) => requests.filter((r) => r.at >= t);

  /** Opens `path` and waits until its push connection answered (the SSE response's headers). */
  const openLive = async (target: string) => {
    const push = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/push' && r.status() === 200, { timeout: 60_000 });
    await page.goto(`${server.url}${target}`);
    await waitForPath(page, target);
    await push;
  };

  beforeAll(async () => {
    server = await startE2EServer({ env: { MAX_COORD: '20' } });
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 }));
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/')) requests.push({ method: r.method(), path: u.pathname, at: Date.now() });
    });
    annAccount = await apiPlayer(server.url, ann, 'NE');
    empireName = `Live ${ann.username}`.slice(0, 30);
    const founded = await call<{ empire: { id: number } }>(server.url, 'POST', 'empires', annAccount.token, { name: empireName, nameShort: 'LIV' });
    expect(founded.empire.id).toBeGreaterThan(0);
    bobAccount = await foundAndLogin(page, server.url, bob, 'NE');
    const invite = await call<{ invite: { id: number } }>(server.url, 'POST', `empires/invites/${bobAccount.id}`, annAccount.token);
    await call(server.url, 'POST', `empires/invites/user/accept/${invite.invite.id}`, bobAccount.token);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('on the live map nothing polls the objectives; an event placed meanwhile shows at once', async () => {
    await openLive('/map');
    await waitForMap(page);
    const quietFrom = Date.now();
    await page.waitForTimeout(25_000);
    const polls = since(quietFrom).filter((r) => r.method === 'GET' && r.path === '/api/map/objectives');
    expect(polls, `requests in 25 s: ${since(quietFrom).map((r) => `${r.method} ${r.path}`).join(', ')}`).toEqual([]);

    const me = await call<{ villages: Array<{ x: number; y: number }> }>(server.url, 'GET', 'profiles/user', bobAccount.token);
    const tile = await freeTileNear(server.testDb.db, { seed: server.running.deps.world.seed, maxCoord: server.running.deps.config.maxCoord }, me.villages[0]!, 2);
    const t0 = Date.now();
    const event = await placeEvent(server.url, 'attack1', 1, tile);
    await expect.poll(async () => (await mapObjectives(page)).some((o) => o.id === event.id), { timeout: 10_000, interval: 200 }).toBe(true);
    // Read again once, after the placement: the push's doing (the poll is off and the page was not reloaded).
    const reads = since(t0).filter((r) => r.method === 'GET' && r.path === '/api/map/objectives');
    expect(reads.length, since(t0).map((r) => `${r.method} ${r.path}`).join(', ')).toBeGreaterThanOrEqual(1);
    expect(since(t0).filter((r) => r.method === 'GET' && r.path === '/api/push'), 'no reconnect in between').toEqual([]);
  });

  step('kicked from the Empire: the toast names who and which, and the Empire page turns to founding, without a reload', async () => {
    await openLive('/empire');
    await page.getByRole('heading', { name: empireName }).first().waitFor({ timeout: 30_000 });
    const t0 = Date.now();
    await call(server.url, 'DELETE', `empires/members/${bobAccount.id}`, annAccount.token);
    await page.locator('.ak-toast', { hasText: `${ann.username} removed you from the Empire ${empireName}` }).waitFor({ timeout: 15_000 });
    await page.getByTestId('empire-found').waitFor({ timeout: 15_000 });
    expect(since(t0).filter((r) => r.method === 'GET' && r.path === '/api/push'), 'no reconnect (nor reload) in between').toEqual([]);
    expect(page.url()).toBe(`${server.url}/empire`);
  });
});
