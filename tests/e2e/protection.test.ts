/**
 * Two new players in Chromium against the real server with beginner protection on (72 hours at speed 1,
 * divided by the world speed), A on a desktop and B on a touch tablet:
 * - the confirmation of an irreversible action (issue 13, point 1): B taps Commission, then Go back, then
 *   Commission and the backdrop; A presses Escape: nothing changes, until A confirms;
 * - beginner protection (point 6): on A's map both villages carry the gold shield, B's tile panel says
 *   until when, and A's send form to B is refused in the server's words with a link to the guide step
 *   that explains protection.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, openPage, skipWithoutChromium, tabletContext } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { newPlayer, villagesOf, waitForPath } from './support/flows';
import { clickTile } from './support/economy';
import { foundAndLogin, grantUnits, showOnMap } from './support/armies';

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
    Object.assign(b, await openPage(browser, tabletContext));
  });

  afterAll(async () => {
    await a.context?.close();
    await b.context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('two new kingdoms are founded (through the API) and their players log in', async () => {
    await Promise.all([
      foundAndLogin(a.page!, server.url, playerA, 'NE'),
      foundAndLogin(b.page!, server.url, playerB, 'SW'),
    ]);
    [va] = await villagesOf(server.testDb.db, playerA.username);
    [vb] = await villagesOf(server.testDb.db, playerB.username);
  });

  /** The village's districts as the server keeps them. */
  const districtsOf = async (villageId: number) =>
    (await server.testDb.db('village_districts').where({ village_id: villageId }).select('district')).map((r) => r.district as string);
  const commission = (p: Page, name: string) => p.getByRole('region', { name: 'Districts', exact: true })
    .getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Commission' });

  step('B on a tablet: going back from the district confirmation, by its button or the backdrop, changes nothing', async () => {
    const p = b.page!;
    await p.goto(`${server.url}/village/town`);
    await commission(p, 'Economy').tap();
    const ask = p.getByRole('alertdialog', { name: 'Commission the Economy district?' });
    await ask.getByText('A district is permanent.', { exact: false }).waitFor();
    await screenshot(p, 'protection-tablet-confirm');
    await ask.getByRole('button', { name: 'Go back' }).tap();
    await ask.waitFor({ state: 'hidden' });
    await commission(p, 'Economy').tap();
    await ask.waitFor();
    // A tap outside the dialog (its backdrop, top left corner of the screen) is a cancel too.
    await p.touchscreen.tap(5, 300);
    await ask.waitFor({ state: 'hidden' });
    await p.waitForTimeout(500);
    expect(await districtsOf(vb.id)).toEqual([]);
    expect(await commission(p, 'Economy').isEnabled()).toBe(true);
    expect(b.errors).toEqual([]);
    await b.context!.close();
    b.context = undefined;
  });

  step('A on a desktop: Escape changes nothing; confirming commissions the district', async () => {
    const p = page();
    await p.goto(`${server.url}/village/town`);
    await commission(p, 'Military').click();
    const ask = p.getByRole('alertdialog', { name: 'Commission the Military district?' });
    await ask.waitFor();
    await p.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden' });
    await p.waitForTimeout(500);
    expect(await districtsOf(va.id)).toEqual([]);
    await commission(p, 'Military').click();
    await ask.getByRole('button', { name: 'Commission Military' }).click();
    await expect.poll(() => districtsOf(va.id), { timeout: 15_000 }).toEqual(['military']);
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
    await page().getByTestId('tile-panel').getByRole('button', { name: 'Attack', exact: true }).click();
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
