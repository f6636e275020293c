/**
 * The map's tile panel knows allies (GAME.md section 9), in Chromium against the real server: A and B are
 * in one Empire, C in none (all three founded through the API, the Empire founded, invited and accepted
 * through the API too).
 * - A on a 1366x768 desktop: B's village is marked Empire ally and offers Reinforce and Send resources,
 *   no Attack; Reinforce opens the army form with reinforce selected and B's village as the target. C's
 *   village offers Attack, Scout and Reinforce, no Send resources.
 * - A on a 1024x768 touch tablet, then turned to 768x1024: the same buttons by tap, touch-sized and inside
 *   the panel and the screen; Send resources opens the merchants' form with B's village as the target.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, skipWithoutChromium, tabletContext } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { newPlayer, villagesOf, waitForPath } from './support/flows';
import { openTilePanel } from './support/economy';
import { fitOnMap, foundAndLogin, showOnMap } from './support/armies';
import { apiPlayer, call } from './support/empire';

const noChromium = skipWithoutChromium(import.meta.url);

/** The tile panel's action buttons, by their text, in the panel's order. */
const actionNames = async (panel: Locator) =>
  (await panel.locator('.ak-map-panel__actions button').allInnerTexts()).map((s) => s.trim());

/**
 * Every action button is at least the touch target (44 px) high and lies inside the panel, and the
 * panel inside the window: no text or button runs off at this size.
 */
async function expectFits(page: Page, panel: Locator): Promise<void> {
  const size = page.viewportSize()!;
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height + 0.5);
  const buttons = panel.locator('.ak-map-panel__actions button');
  for (let i = 0; i < await buttons.count(); i++) {
    const b = buttons.nth(i);
    const bb = (await b.boundingBox())!;
    expect(bb.height).toBeGreaterThanOrEqual(44);
    expect(bb.x).toBeGreaterThanOrEqual(box.x);
    expect(bb.x + bb.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    // The label is not cut: the button is as wide as its content.
    expect(await b.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
}

describe.skipIf(noChromium)('the tile panel offers an Empire ally\'s actions', () => {
  let server: E2EServer;
  let browser: Browser;
  const desk: { context?: BrowserContext; page?: Page; errors?: string[] } = {};
  const tab: { context?: BrowserContext; page?: Page; errors?: string[] } = {};
  const playerA = newPlayer('ala');
  const playerB = newPlayer('alb');
  const playerC = newPlayer('alc');
  let va: { x: number; y: number };
  let vb: { name: string; x: number; y: number };
  let vc: { name: string; x: number; y: number };
  let current: () => Page | undefined = () => desk.page;
  let session: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  const step = journey('map-ally', () => current());

  beforeAll(async () => {
    server = await startE2EServer({ gameSpeed: 100, env: { MAX_COORD: '20' } });
    browser = await launchBrowser();
    Object.assign(desk, await openPage(browser, { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 }));
  });

  afterAll(async () => {
    await desk.context?.close();
    await tab.context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('A and B are in one Empire, C in none; A logs in', async () => {
    const [b] = await Promise.all([apiPlayer(server.url, playerB, 'NW'), apiPlayer(server.url, playerC, 'SE')]);
    const a = await foundAndLogin(desk.page!, server.url, playerA, 'NE');
    await call(server.url, 'POST', 'empires', a.token, { name: `Allied ${playerA.username.slice(-4)}`, nameShort: `A${playerA.username.slice(-3)}` });
    const invite = await call<{ invite: { id: number } }>(server.url, 'POST', `empires/invites/${b.id}`, a.token);
    await call(server.url, 'POST', `empires/invites/user/accept/${invite.invite.id}`, b.token);
    [[va], [vb], [vc]] = await Promise.all([playerA, playerB, playerC].map((p) => villagesOf(server.testDb.db, p.username)));
  });

  step("desktop: B's village is an Empire ally's: Reinforce and Send resources, no Attack", async () => {
    const page = desk.page!;
    // A fresh page load: the profile read now knows A's Empire.
    await showOnMap(page, server.url, va, vb);
    const panel = await openTilePanel(page, vb.x, vb.y);
    await panel.getByText(playerB.username, { exact: true }).waitFor();
    await panel.getByTestId('tile-ally').waitFor();
    await expect.poll(() => actionNames(panel)).toEqual(['Reinforce', 'Send resources']);
    await expectFits(page, panel);
    await screenshot(page, 'map-ally-desktop-1366');
  });

  step('desktop: Reinforce opens the army form with reinforce selected and the ally\'s village as target', async () => {
    const page = desk.page!;
    await page.getByTestId('tile-panel').getByRole('button', { name: 'Reinforce', exact: true }).click();
    await waitForPath(page, '/village/army/send');
    const form = page.getByRole('region', { name: 'Send troops' });
    await expect.poll(() => form.getByLabel('X', { exact: true }).inputValue()).toBe(String(vb.x));
    expect(await form.getByLabel('Y', { exact: true }).inputValue()).toBe(String(vb.y));
    expect(await form.getByLabel('Move type', { exact: true }).inputValue()).toBe('reinforce');
    await screenshot(page, 'map-ally-reinforce-form-1366');
  });

  step("desktop: C's village (no Empire) offers Attack, Scout and Reinforce", async () => {
    const page = desk.page!;
    await showOnMap(page, server.url, va, vc);
    const panel = await openTilePanel(page, vc.x, vc.y);
    await panel.getByText(playerC.username, { exact: true }).waitFor();
    await expect.poll(() => actionNames(panel)).toEqual(['Attack', 'Scout', 'Reinforce']);
    expect(await panel.getByTestId('tile-ally').count()).toBe(0);
    await expectFits(page, panel);
    await screenshot(page, 'map-ally-other-1366');
    expect(desk.errors).toEqual([]);
    // The tablet opens as the same logged-in player (the session lives in localStorage).
    session = await desk.context!.storageState();
    await desk.context!.close();
    desk.context = undefined;
  });

  step('touch tablet 1024x768: the ally\'s buttons by tap, inside the panel', async () => {
    Object.assign(tab, await openPage(browser, { ...tabletContext, storageState: session }));
    current = () => tab.page;
    const page = tab.page!;
    await showOnMap(page, server.url, va, vb);
    const panel = await openTilePanel(page, vb.x, vb.y);
    await panel.getByTestId('tile-ally').waitFor();
    await expect.poll(() => actionNames(panel)).toEqual(['Reinforce', 'Send resources']);
    await expectFits(page, panel);
    await screenshot(page, 'map-ally-tablet-1024');
  });

  step('portrait 768x1024: still inside the screen; Send resources opens the merchants\' form at the ally', async () => {
    const page = tab.page!;
    await page.setViewportSize({ width: 768, height: 1024 });
    await fitOnMap(page, va, vb);
    const panel = await openTilePanel(page, vb.x, vb.y);
    await expect.poll(() => actionNames(panel)).toEqual(['Reinforce', 'Send resources']);
    await expectFits(page, panel);
    await screenshot(page, 'map-ally-portrait-768');
    await panel.getByRole('button', { name: 'Send resources', exact: true }).tap();
    await waitForPath(page, '/village/logistics/send');
    const form = page.getByRole('region', { name: 'Send resources' });
    await expect.poll(() => form.getByLabel('X', { exact: true }).inputValue()).toBe(String(vb.x));
    expect(await form.getByLabel('Y', { exact: true }).inputValue()).toBe(String(vb.y));
    await screenshot(page, 'map-ally-send-resources-768');
    expect(tab.errors).toEqual([]);
  });
});
