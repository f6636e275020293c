/**
 * The first visit on a tablet (1024x768, touch): the same screens as on the desktop, then the map
 * answers touch: a two-finger pinch zooms the camera and a one-finger drag pans it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, pinch, skipWithoutChromium, tabletContext, touchDrag } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { quadrantOf } from '../../server/game/world/coords';
import { foundKingdom, mapCamera, mapCentre, newPlayer, openLogin, submitRegister, villagesOf, villageOverviewLink, waitForMap, waitForPath } from './support/flows';

// Skipped only when Chromium is missing outside CI (a loud notice names this file; in CI it throws).
const noChromium = skipWithoutChromium(import.meta.url);

describe.skipIf(noChromium)('foundation on a tablet', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const player = newPlayer('tab');
  let village: { id: number; name: string; x: number; y: number };
  const step = journey('tablet', () => page);

  beforeAll(async () => {
    server = await startE2EServer({ gameSpeed: 100 });
    browser = await launchBrowser();
    ({ context, page, errors } = await openPage(browser, tabletContext));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('registers and founds the Kingdom in the North East by touch', async () => {
    await openLogin(page, server.url);
    await screenshot(page, 'tablet-login');
    await page.getByRole('link', { name: 'Register', exact: true }).tap();
    await waitForPath(page, '/register');
    await screenshot(page, 'tablet-register');
    await submitRegister(page, player);
    await page.getByRole('radio', { name: /^North East/ }).waitFor();
    await screenshot(page, 'tablet-spawn');
    await foundKingdom(page, 'North East');
    [village] = await villagesOf(server.testDb.db, player.username);
    expect(quadrantOf(village.x, village.y)).toBe('NE');
  });

  step('opens the map on the village', async () => {
    await waitForMap(page);
    const c = await mapCentre(page);
    expect(await page.evaluate(([x, y]) => window.__akMap!.tileAt(x, y), [c.x, c.y])).toEqual({ x: village.x, y: village.y });
    await screenshot(page, 'tablet-map');
  });

  step('zooms in on a two-finger pinch', async () => {
    const c = await mapCentre(page);
    const before = await mapCamera(page);
    await pinch(page, { cx: c.x, cy: c.y, from: 80, to: 320 });
    await expect.poll(async () => (await mapCamera(page)).zoom, { timeout: 5000 }).toBeGreaterThan(before.zoom * 1.5);
    const zoomedIn = await mapCamera(page);
    // Pinching around the view centre keeps the same place in the middle.
    expect(Math.abs(zoomedIn.x - before.x)).toBeLessThan(1);
    expect(Math.abs(zoomedIn.y - before.y)).toBeLessThan(1);
    await pinch(page, { cx: c.x, cy: c.y, from: 320, to: 120 });
    await expect.poll(async () => (await mapCamera(page)).zoom, { timeout: 5000 }).toBeLessThan(zoomedIn.zoom * 0.7);
  });

  step('pans with one finger', async () => {
    const c = await mapCentre(page);
    const before = await mapCamera(page);
    // Dragging the map to the left and up brings land to the east and south into view.
    await touchDrag(page, c, { x: c.x - 240, y: c.y - 160 });
    await page.waitForTimeout(300);
    const after = await mapCamera(page);
    expect(after.zoom).toBeCloseTo(before.zoom, 5);
    expect(after.x - before.x).toBeGreaterThan((240 / before.zoom) * 0.8);
    expect(before.y - after.y).toBeGreaterThan((160 / before.zoom) * 0.8);
  });

  step('shows the kingdom and the village overview', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Kingdom' }).tap();
    await waitForPath(page, '/');
    await screenshot(page, 'tablet-kingdom');
    // On a tablet the left sidebar is a drawer opened from the top bar; its links close it as they navigate.
    await page.getByRole('button', { name: 'Villages, resources and queue' }).tap();
    await page.getByRole('region', { name: 'Resources' }).getByRole('button', { name: /^Wood/ }).waitFor();
    await screenshot(page, 'tablet-kingdom-drawer');
    await villageOverviewLink(page).tap();
    await waitForPath(page, '/village/overview');
    await page.getByRole('heading', { level: 1, name: village.name, exact: true }).waitFor();
    await screenshot(page, 'tablet-village-overview');
  });

  it('ran without errors in the browser', () => {
    expect(errors.join('\n')).toBe('');
  });
});
