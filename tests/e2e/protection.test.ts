/**
 * Beginner protection as a player meets it (issue 13, point 6), in Chromium against the real server with
 * protection on (72 hours at speed 1, divided by the world speed): two new kingdoms; on A's map both
 * villages carry the gold shield, B's tile panel says until when, and A's send form to B is refused in
 * the server's words with a link to the guide step that explains protection.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, openPage, skipWithoutChromium } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { newPlayer, villagesOf, waitForPath } from './support/flows';
import { clickTile } from './support/economy';
import { grantUnits, registerAndFound, showOnMap } from './support/armies';

const noChromium = skipWithoutChromium(import.meta.url);

describe.skipIf(noChromium)('beginner protection in the browser', () => {
  let server: E2EServer;
  let browser: Browser;
  const a: { context?: BrowserContext; page?: Page; errors?: string[] } = {};
  const b: { context?: BrowserContext; page?: Page; errors?: string[] } = {};
  const playerA = newPlayer('pra');
  const playerB = newPlayer('prb');
  let va: { id: number; x: number; y: number };
  let vb: { id: number; x: number; y: number };
  const step = journey('protection', () => a.page);
  const page = () => a.page!;

  beforeAll(async () => {
    server = await startE2EServer({ gameSpeed: 100, env: { MAX_COORD: '20', BEGINNER_PROTECTION_HOURS: '72' } });
    browser = await launchBrowser();
    Object.assign(a, await openPage(browser, desktopContext));
    Object.assign(b, await openPage(browser, desktopContext));
  });

  afterAll(async () => {
    await a.context?.close();
    await b.context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('two new kingdoms are founded', async () => {
    await Promise.all([
      registerAndFound(a.page!, server.url, playerA, 'North East'),
      registerAndFound(b.page!, server.url, playerB, 'South West'),
    ]);
    [va] = await villagesOf(server.testDb.db, playerA.username);
    [vb] = await villagesOf(server.testDb.db, playerB.username);
    await b.context!.close();
    b.context = undefined;
  });

  step("A's map draws a shield on both protected villages and B's tile says until when", async () => {
    await showOnMap(page(), server.url, va, vb);
    await expect.poll(() => page().evaluate(() => window.__akMap?.shields() ?? []), { timeout: 20_000, interval: 250 })
      .toEqual(expect.arrayContaining([{ x: va.x, y: va.y }, { x: vb.x, y: vb.y }]));
    await clickTile(page(), vb.x, vb.y);
    const panel = page().getByTestId('tile-panel');
    await panel.getByText(playerB.username, { exact: true }).waitFor();
    await expect.poll(() => panel.getByTestId('tile-protected').textContent()).toMatch(/Under beginner protection until .+ UTC$/);
    await screenshot(page(), 'protection-map');
  });

  step("A's attack on B is refused in the server's words, with the guide one click away", async () => {
    expect(await grantUnits(server.url, va.id, { melee1: 2 })).toEqual({ melee1: 2 });
    await page().getByTestId('tile-panel').getByRole('button', { name: 'Send troops' }).click();
    await waitForPath(page(), '/village/army/send');
    const form = page().getByRole('region', { name: 'Send troops' });
    await expect.poll(() => form.getByLabel('X', { exact: true }).inputValue()).toBe(String(vb.x));
    await form.getByLabel('Militia', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Validate' }).click();
    const refused = form.getByTestId('send-refused');
    await expect.poll(() => refused.textContent(), { timeout: 15_000 }).toMatch(/^That kingdom is under beginner protection until .+ UTC/);
    await screenshot(page(), 'protection-send-refused');
    expect(Number((await server.testDb.db('movements').count('* as count'))[0].count)).toBe(0);
    await refused.getByRole('link', { name: 'Why? See the guide' }).click();
    await waitForPath(page(), '/help/guide/attacks');
    expect(new URL(page().url()).hash).toBe('#protection');
    // The refusal is the only failed call the page saw.
    expect(a.errors).toEqual([`403 POST /api/units/village/${va.id}/send`]);
  });
});
