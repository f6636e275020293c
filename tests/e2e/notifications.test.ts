/**
 * Browser notifications in Chromium (issue 18): the defender allows notifications on /settings, and an
 * attack sent through the API while the page is in the background makes a real `Notification` (Chromium
 * fires its 'show') with the attack's text; with the switch off, or with the page in front, none is made.
 * A click on it opens the attacked village's army overview.
 *
 * - An init script wraps the page's Notification constructor: every `new Notification(title, options)` is
 *   recorded (with the 'show'/'error' events Chromium fires) before the real constructor runs.
 * - The background: headless Chromium 156 keeps every page 'visible' whatever is in front (checked: a
 *   second page brought to front, a page made with Target.createTarget({ background: true }), a window
 *   minimised through Browser.setWindowBounds all leave document.visibilityState 'visible'; CDP has no
 *   visibility override). So an init script overrides document.visibilityState/hidden and fires
 *   'visibilitychange', as a browser does when the tab goes to the background. Everything else is real:
 *   the push connection, the permission granted to the context, the stored switches, the notification.
 * - That the attack's event reached the page is read from the attack toast (made from the same event in
 *   the same dispatch), so 'no notification' is asserted after the event was handled, not after a guess.
 * - The settings section at 1366x768 and 768x1024 without sideways scroll (test-artifacts/notifications/);
 *   blocked through CDP Browser.setPermission, the open page says so with how to unblock.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, skipWithoutChromium } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { journey } from './support/steps';
import { fillLogin, newPlayer, openLogin, waitForPath } from './support/flows';
import { sidewaysOverflow } from './support/empire';
import { attackPair, type AttackPair } from './support/attackPair';

const noChromium = skipWithoutChromium(import.meta.url);
const shotDir = path.resolve('test-artifacts/notifications');

type Note = { title: string; body?: string; tag?: string; at: number; events: string[] };

declare global {
  interface Window {
    __notes?: Note[];
    __noteObjects?: Notification[];
    __toasts?: { text: string; at: number }[];
    __setHidden?: (hidden: boolean) => void;
  }
}

/** Before any script of the page: records each notification, keeps the toasts, and lets the test send the page to the background. */
function instrument() {
  const Real = window.Notification;
  window.__notes = [];
  window.__noteObjects = [];
  if (typeof Real === 'function') {
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        const note: Note = { title, body: options?.body, tag: options?.tag, at: Date.now(), events: [] };
        window.__notes!.push(note);
        super(title, options);
        window.__noteObjects!.push(this);
        this.addEventListener('show', () => note.events.push('show'));
        this.addEventListener('error', () => note.events.push('error'));
      }
    }
    window.Notification = Recorded as typeof Notification;
  }
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  window.__setHidden = (h: boolean) => {
    hidden = h;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  window.__toasts = [];
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const el of Array.from(document.querySelectorAll('.ak-toast'))) {
      if (seen.has(el) || !el.textContent) continue;
      seen.add(el);
      window.__toasts!.push({ text: el.textContent, at: Date.now() });
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

describe.skipIf(noChromium)('browser notifications', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  const defender = newPlayer('ntd');
  const attacker = newPlayer('nta');
  let pair: AttackPair;
  let home: AttackPair['home'];
  const step = journey('notifications', () => page);
  const db = () => server.testDb.db;

  const section = () => page.locator('section', { has: page.getByRole('heading', { name: 'Notifications', exact: true }) });
  const attackSwitch = () => section().getByRole('switch', { name: /Incoming attacks/ });
  const notes = () => page.evaluate(() => window.__notes ?? []);
  const setHidden = (hidden: boolean) => page.evaluate((h) => window.__setHidden!(h), hidden);

  const sendAttack = () => pair.sendAttack();

  /** Waits until the page handled the attack's push event: its toast (same event, same dispatch) appeared. */
  const eventHandled = async (since: number) => {
    await expect.poll(
      () => page.evaluate((t) => (window.__toasts ?? []).filter((x) => x.at >= t).map((x) => x.text), since),
      { timeout: 20_000, interval: 200, message: `a toast naming ${home.name}` },
    ).toContainEqual(expect.stringContaining(home.name));
  };

  /** The arrival as the client prints it (UTC hh:mm:ss), a second either side. */
  const clockTexts = (due: Date) => [-1000, 0, 1000].map((d) => new Date(due.getTime() + d).toISOString().slice(11, 19));

  const shoot = async (name: string) => {
    fs.mkdirSync(shotDir, { recursive: true });
    await section().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shotDir, `${name}.png`), animations: 'disabled' });
  };

  beforeAll(async () => {
    server = await startE2EServer({ env: { MAX_COORD: '20' } });
    browser = await launchBrowser();
    ({ context, page, errors } = await openPage(browser, { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 }));
    await context.addInitScript(instrument);
    pair = await attackPair(server.url, db(), defender, attacker);
    ({ home } = pair);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('before permission /settings says notifications are not allowed yet and offers the button', async () => {
    await openLogin(page, server.url);
    await fillLogin(page, defender);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${server.url}/settings`);
    await waitForPath(page, '/settings');
    await section().getByText('Notifications have not been allowed yet.').waitFor();
    await section().getByRole('button', { name: 'Allow notifications' }).waitFor();
    expect(await attackSwitch().getAttribute('aria-checked')).toBe('true');
    expect(await section().getByRole('switch').count()).toBe(7);
    await shoot('settings-not-asked-1366x768');
  });

  step('the player allows them: the button asks the browser, the browser grants, the section says so', async () => {
    await section().getByRole('button', { name: 'Allow notifications' }).click();
    // Headless Chromium leaves the prompt open until the permission is decided; granting it is the player's "Allow".
    await context.grantPermissions(['notifications'], { origin: server.url });
    await section().getByText('Notifications are allowed in this browser.').waitFor();
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  });

  step('switch off: an attack while the page is in the background makes no notification', async () => {
    await attackSwitch().click();
    expect(await attackSwitch().getAttribute('aria-checked')).toBe('false');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('ak.notifications.v1')))!).types.attack_incoming).toBe(false);
    await setHidden(true);
    const t0 = Date.now();
    await sendAttack();
    await eventHandled(t0);
    await page.waitForTimeout(500);
    expect(await notes()).toEqual([]);
  });

  step('switch on: the attack in the background makes one notification with village, attacker and arrival', async () => {
    await setHidden(false);
    await attackSwitch().click();
    expect(await attackSwitch().getAttribute('aria-checked')).toBe('true');
    await shoot('settings-granted-1366x768');
    await setHidden(true);
    const t0 = Date.now();
    const attack = await sendAttack();
    await expect.poll(async () => (await notes()).length, { timeout: 20_000, interval: 200 }).toBe(1);
    const [note] = await notes();
    expect(note.title).toBe(`Incoming attack on ${home.name}`);
    expect(note.body).toContain(`Attack from ${attacker.username}, arriving at `);
    expect(clockTexts(attack.due).some((c) => note.body!.includes(`${c} server time`)), `${note.body} vs ${attack.due.toISOString()}`).toBe(true);
    expect(note.tag).toBe(`attack:${attack.id}`);
    await expect.poll(async () => (await notes())[0].events, { timeout: 10_000 }).toContain('show');
    await eventHandled(t0);
    await page.waitForTimeout(500);
    expect((await notes()).length, 'one attack, one notification').toBe(1);
  });

  step('with the page in front the attack shows only the toast', async () => {
    await setHidden(false);
    const t0 = Date.now();
    await sendAttack();
    await eventHandled(t0);
    await page.waitForTimeout(500);
    expect((await notes()).length).toBe(1);
  });

  step('a click on the notification opens the attacked village\'s army overview', async () => {
    await page.evaluate(() => window.__noteObjects![0].dispatchEvent(new Event('click')));
    await waitForPath(page, '/village/army/overview');
    await page.getByText(home.name).first().waitFor();
  });

  step('the section fits at 1366x768 and 768x1024 without sideways scroll', async () => {
    for (const [w, h] of [[1366, 768], [768, 1024]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`${server.url}/settings`);
      await waitForPath(page, '/settings');
      await attackSwitch().waitFor();
      const over = await sidewaysOverflow(page);
      expect(over.by, `${w}x${h}: ${over.widest}`).toBeLessThanOrEqual(0);
      const box = await section().boundingBox();
      expect(box!.x + box!.width, `${w}x${h} section inside the screen`).toBeLessThanOrEqual(w);
      const sw = await attackSwitch().boundingBox();
      expect(sw!.height, 'a touch-sized switch').toBeGreaterThanOrEqual(44);
      await shoot(`settings-${w}x${h}`);
    }
  });

  step('blocked in the browser\'s site settings: the section says so and how to unblock; nothing notifies', async () => {
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' }, setting: 'denied', origin: server.url, browserContextId: targetInfo.browserContextId,
    });
    await cdp.detach();
    // No reload: the Permissions API tells the open page.
    await section().getByText('Your browser blocks notifications for this site.').waitFor();
    await section().getByText(/set Notifications to Allow, then reload this page/).waitFor();
    expect(await section().getByRole('button', { name: 'Allow notifications' }).count()).toBe(0);
    await shoot('settings-denied-768x1024');
    await setHidden(true);
    const t0 = Date.now();
    await sendAttack();
    await eventHandled(t0);
    await page.waitForTimeout(500);
    expect(await notes()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
