/**
 * Live updates in Chromium (issue 18): the defender's open page learns of an attack from the push
 * connection (GET /api/push), not from a poll and not from a reload. Both kingdoms are founded through
 * the API (this file is not about founding); the defender logs in through the form at 1366x768.
 *
 * - On the village page: the attacker sends an attack through the API; the left sidebar's kingdom list
 *   marks the village ('Incoming attacks: 1') and a toast names the attack with its arrival time.
 * - On the map: a second attack; the village gets the red ring, the mark counts 2, a toast again.
 * - Every request the page makes from just before each send until the UI shows it is recorded: none is a
 *   GET of /api/profiles/user, /api/villages/* or /api/units/* (the reads a poll makes: profile with the
 *   incoming counts, the current village with its movements, the map's troops). Not counted: GET
 *   /api/push opened before the send (the push connection itself), static files (not /api).
 * - After a reload the page shows the same counts and GET profiles/user agrees.
 * - With /api/push refused (page.route aborts it) the page still learns of a third attack, by its
 *   fallback polling (a GET of profiles/user after the send).
 * - The toast at 1366x768, 1024x768 touch and 768x1024: inside the screen, text not cut
 *   (test-artifacts/live/toast-*.png).
 * - On the village page the toast's time left counts down and its bar fills while it is shown, a click on
 *   its bar dismisses it, and at 1366x768, 1024x768 touch and 768x1024 no control of the page lies under it
 *   (test-artifacts/live/toast-*-live.png).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, openPage, skipWithoutChromium, tabletContext } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { journey } from './support/steps';
import { fillLogin, newPlayer, openLogin, waitForMap, waitForPath } from './support/flows';
import { call } from './support/empire';
import { mapAlerts } from './support/armies';
import { attackPair, type AttackPair } from './support/attackPair';

const noChromium = skipWithoutChromium(import.meta.url);

/** Outside test-artifacts/screenshots, which every e2e run empties (globalSetup): these are looked at afterwards. */
const shotDir = path.resolve('test-artifacts/live');

/** The reads a polling page makes for incoming attacks: the profile (incoming counts), a village (its movements), troops. */
const POLL = [/^\/api\/profiles\/user$/, /^\/api\/villages\//, /^\/api\/units\//];
const isPoll = (r: Req) => r.method === 'GET' && POLL.some((p) => p.test(r.path));

type Req = { method: string; path: string; at: number };
type Toast = { text: string; at: number; box: { x: number; y: number; w: number; h: number }; cut: boolean };

declare global {
  interface Window { __liveToasts?: Toast[] }
}

/**
 * Before any script of the page: every toast that appears is kept with its text, box and whether its text
 * is cut (a toast lasts 6 s; the record does not depend on the test looking at the right moment).
 */
function watchToasts() {
  const seen = new WeakSet<Element>();
  window.__liveToasts = [];
  new MutationObserver(() => {
    for (const el of Array.from(document.querySelectorAll('.ak-toast'))) {
      if (seen.has(el) || !el.textContent) continue;
      seen.add(el);
      const r = el.getBoundingClientRect();
      const cut = Array.from(el.querySelectorAll('*')).concat(el).some((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible');
      window.__liveToasts!.push({ text: el.textContent, at: Date.now(), box: { x: r.x, y: r.y, w: r.width, h: r.height }, cut });
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

describe.skipIf(noChromium)('live updates in the browser', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  const defender = newPlayer('lvd');
  const attacker = newPlayer('lva');
  let pair: AttackPair;
  let home: AttackPair['home'];
  const requests: Req[] = [];
  const step = journey('live', () => page);
  const db = () => server.testDb.db;

  /** The kingdom list's entry for the defender's village with `n` incoming attacks. */
  const marked = (p: Page, n: number) =>
    p.locator('.ak-klist').getByRole('button', { name: new RegExp(`${home.name}.*Incoming attacks: ${n}\\b`) });

  /** Sends one militia at the defender's village through the API; answers the movement's arrival. */
  const sendAttack = async (): Promise<Date> => (await pair.sendAttack()).due;

  /** hh:mm of the arrival (UTC, the page's time zone), a second either side (the page may round). */
  const arrivalTexts = (due: Date) => [-1000, 0, 1000].map((d) => new Date(due.getTime() + d).toISOString().slice(11, 16));

  const toastsSince = (p: Page, t: number) => p.evaluate((since) => (window.__liveToasts ?? []).filter((x) => x.at >= since), t);

  /** Waits for a toast naming the attacked village (or the attacker) and its arrival time; answers it. */
  const attackToast = async (p: Page, since: number, due: Date): Promise<Toast> => {
    const times = arrivalTexts(due);
    let found: Toast | undefined;
    await expect.poll(async () => {
      const list = await toastsSince(p, since);
      found = list.find((x) => (x.text.includes(home.name) || x.text.includes(attacker.username)) && times.some((h) => x.text.includes(h)));
      return found ? 'shown' : list.map((x) => x.text);
    }, { timeout: 20_000, interval: 200, message: `a toast naming ${home.name} or ${attacker.username} and arrival ${times[1]}` }).toBe('shown');
    return found!;
  };

  /** The requests since `t` that are polls (see POLL), with the whole list for the failure message. */
  const pollsSince = (t: number) => {
    const seen = requests.filter((r) => r.at >= t);
    return { polls: seen.filter(isPoll).map((r) => `${r.method} ${r.path}`), all: seen.map((r) => `${r.method} ${r.path}`) };
  };

  const login = async (p: Page, touch = false) => {
    await openLogin(p, server.url);
    await fillLogin(p, defender);
    const button = p.getByRole('button', { name: 'Login', exact: true });
    await (touch ? button.tap() : button.click());
    await p.waitForURL((u) => !u.pathname.startsWith('/login'));
  };

  /** Opens `path` and waits until its push connection answered (the SSE response's headers). */
  const openLive = async (p: Page, target: string) => {
    const push = p.waitForResponse((r) => new URL(r.url()).pathname === '/api/push' && r.status() === 200, { timeout: 60_000 });
    await p.goto(`${server.url}${target}`);
    await waitForPath(p, target);
    await push;
  };

  const shoot = async (p: Page, name: string) => {
    fs.mkdirSync(shotDir, { recursive: true });
    await p.screenshot({ path: path.join(shotDir, `${name}.png`), animations: 'disabled' });
  };

  /** The toast lies inside the screen and its text is not cut. */
  const fits = (t: Toast, viewport: { width: number; height: number }, what: string) => {
    expect(t.box.x, `${what}: ${JSON.stringify(t.box)}`).toBeGreaterThanOrEqual(0);
    expect(t.box.y, `${what}: ${JSON.stringify(t.box)}`).toBeGreaterThanOrEqual(0);
    expect(t.box.x + t.box.w, `${what}: ${JSON.stringify(t.box)}`).toBeLessThanOrEqual(viewport.width);
    expect(t.box.y + t.box.h, `${what}: ${JSON.stringify(t.box)}`).toBeLessThanOrEqual(viewport.height);
    expect(t.cut, `${what}: the toast's text is cut`).toBe(false);
  };

  beforeAll(async () => {
    server = await startE2EServer({ env: { MAX_COORD: '20' } });
    browser = await launchBrowser();
    ({ context, page, errors } = await openPage(browser, { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 }));
    await context.addInitScript(watchToasts);
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/')) requests.push({ method: r.method(), path: u.pathname, at: Date.now() });
    });
    pair = await attackPair(server.url, db(), defender, attacker);
    ({ home } = pair);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('the defender logs in and opens the village page with its push connection', async () => {
    await login(page);
    await openLive(page, '/village');
    await page.locator('.ak-klist').getByRole('button', { name: new RegExp(home.name) }).waitFor();
    expect(await page.locator('.ak-klist').getByRole('button', { name: /Incoming attacks/ }).count()).toBe(0);
  });

  step('an attack sent through the API: the kingdom list marks it and a toast names its arrival, without a poll', async () => {
    const t0 = Date.now();
    const due = await sendAttack();
    await marked(page, 1).waitFor({ timeout: 20_000 });
    const toast = await attackToast(page, t0, due);
    const { polls, all } = pollsSince(t0);
    expect(polls, `requests since the send: ${all.join(', ')}`).toEqual([]);
    fits(toast, { width: 1366, height: 768 }, '1366x768');
  });

  step('on the map a second attack: the red ring and the count of 2 at once, a toast, without a poll', async () => {
    await openLive(page, '/map');
    await waitForMap(page);
    await marked(page, 1).waitFor();
    const t0 = Date.now();
    const due = await sendAttack();
    // The toast first: it lasts 6 s and the screenshot should hold it.
    const toast = await attackToast(page, t0, due);
    await shoot(page, 'toast-1366x768-map');
    await marked(page, 2).waitFor({ timeout: 20_000 });
    await expect.poll(() => mapAlerts(page), { timeout: 20_000, interval: 250 }).toContainEqual({ x: home.x, y: home.y });
    const { polls, all } = pollsSince(t0);
    expect(polls, `requests since the send: ${all.join(', ')}`).toEqual([]);
    fits(toast, { width: 1366, height: 768 }, '1366x768 map');
  });

  step('after a reload the page shows the same and the server agrees', async () => {
    await page.reload();
    await marked(page, 2).waitFor({ timeout: 30_000 });
    const profile = await call<{ villages: { id: number; incomings: number }[] }>(server.url, 'GET', 'profiles/user', pair.defenderToken);
    expect(profile.villages.find((v) => v.id === home.id)?.incomings).toBe(2);
    await expect.poll(() => mapAlerts(page), { timeout: 30_000, interval: 250 }).toContainEqual({ x: home.x, y: home.y });
  });

  step('with the push connection refused, the page learns of a third attack by its fallback polling', async () => {
    let refused = 0;
    await page.route('**/api/push', (r) => { refused++; return r.abort('connectionrefused'); });
    await page.goto(`${server.url}/village`);
    await waitForPath(page, '/village');
    await marked(page, 2).waitFor({ timeout: 30_000 });
    await expect.poll(() => refused, { timeout: 30_000 }).toBeGreaterThan(0);
    const t0 = Date.now();
    await sendAttack();
    // The fallback poll's period (client/app/refresh.ts: 30 s) and the page's load on two shared cores.
    await marked(page, 3).waitFor({ timeout: 75_000 });
    expect(pollsSince(t0).polls).toContain('GET /api/profiles/user');
    await page.unroute('**/api/push');
  });

  /** A second page of the defender (its stored login), at another size, on the village page. */
  const sizes: [string, BrowserContextOptions][] = [
    ['1024x768-touch', tabletContext],
    ['768x1024', { viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1 }],
  ];
  for (const [name, options] of sizes) {
    step(`the toast at ${name}: on the screen, its text whole`, async () => {
      const other = await openPage(browser, { ...options, storageState: await context.storageState() });
      try {
        await other.context.addInitScript(watchToasts);
        await openLive(other.page, '/village');
        await other.page.locator('.ak-toasts').waitFor({ state: 'attached' });
        const t0 = Date.now();
        const due = await sendAttack();
        const toast = await attackToast(other.page, t0, due);
        await shoot(other.page, `toast-${name}`);
        fits(toast, options.viewport!, name);
        expect(other.errors).toEqual([]);
      } finally {
        await other.context.close();
      }
    });
  }

  step('the toast counts its time left down over a filling bar, covers no control at 1366x768, 1024x768 touch and 768x1024, and goes on a click', async () => {
    /** The page's buttons, links, fields and tabs that lie under a toast (in view, not the toasts' own). */
    const coveredControls = (p: Page) => p.evaluate(() => {
      const boxes = Array.from(document.querySelectorAll('.ak-toast')).map((t) => t.getBoundingClientRect());
      const controls = Array.from(document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [tabindex]:not([tabindex="-1"])'));
      return controls.filter((el) => !el.closest('.ak-toasts')).filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
        return boxes.some((b) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom);
      }).map((el) => `${el.tagName} '${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label')}'`);
    });
    const liveToast = (p: Page) => p.locator('.ak-toasts .ak-toast').filter({ hasText: home.name }).filter({ has: p.getByRole('timer') });

    await openLive(page, '/village');
    await page.getByRole('button', { name: /Upgrade to level 2/ }).first().waitFor({ timeout: 30_000 });
    const t0 = Date.now();
    const due = await sendAttack();
    await attackToast(page, t0, due);
    const toast = liveToast(page);
    const timer = toast.getByRole('timer');
    const bar = toast.getByRole('progressbar');
    /** The countdown's seconds: '3:07:27', '1d 02:00:00'. */
    const left = async () => {
      const m = /^(?:(\d+)d )?(\d+):(\d\d):(\d\d)$/.exec((await timer.textContent()) ?? '');
      return m ? Number(m[1] ?? 0) * 86_400 + Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]) : Number.NaN;
    };
    const share = async () => Number(await bar.getAttribute('aria-valuenow'));
    const [first, firstShare] = [await left(), await share()];
    // The page and the test share the machine's clock: the time left is the arrival's, give or take the page's load.
    expect(Math.abs(first - (due.getTime() - Date.now()) / 1000), `time left ${first} s`).toBeLessThan(5);
    await expect.poll(left, { timeout: 10_000, interval: 250 }).toBeLessThanOrEqual(first - 2);
    // A march of hours, just begun: the bar is near its start and fills as the seconds go.
    expect(firstShare).toBeGreaterThanOrEqual(0);
    expect(firstShare).toBeLessThan(0.05);
    expect(await share()).toBeGreaterThan(firstShare);
    await shoot(page, 'toast-1366x768-village-live');
    expect(await coveredControls(page), '1366x768').toEqual([]);
    await bar.click();
    await toast.waitFor({ state: 'detached', timeout: 5_000 });

    for (const [name, options] of sizes) {
      const other = await openPage(browser, { ...options, storageState: await context.storageState() });
      try {
        await openLive(other.page, '/village');
        // The page itself, not the loading screen, is what the toast must leave free.
        await other.page.locator('.ak-loading').waitFor({ state: 'detached', timeout: 30_000 });
        await other.page.getByRole('button', { name: /Upgrade to level 2/ }).first().waitFor({ timeout: 30_000 });
        await sendAttack();
        await liveToast(other.page).waitFor({ timeout: 20_000 });
        await shoot(other.page, `toast-${name}-live`);
        expect(await coveredControls(other.page), name).toEqual([]);
      } finally {
        await other.context.close();
      }
    }
  });

  step('the page ran without a browser error', async () => {
    // The refused push connections of the fallback step are the test's doing.
    expect(errors.filter((e) => !/\/api\/push|ERR_CONNECTION_REFUSED|EventSource/.test(e))).toEqual([]);
  });
});
