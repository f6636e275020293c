/**
 * The aether store in Chromium against the real server (issue 14, GAME.md section 7): a new player opens
 * /aetherstore from the top menu, takes today's free alpha package (the page says no payment is taken;
 * the balance rises, the packages then count down to the next UTC midnight), buys resources for aether
 * after the confirmation (the delivery shows on its way with a countdown and a progress bar) and builder
 * charges after theirs; the same page on a touch tablet. Screenshots: aetherstore-*.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, openPage, skipWithoutChromium, tabletContext } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { fillLogin, newPlayer, openLogin, villagesOf, waitForPath } from './support/flows';
import { toast } from './support/economy';
import { registerAndFound } from './support/armies';
import { STARTING_AETHER } from '../../server/game/data/constants';

const noChromium = skipWithoutChromium(import.meta.url);

describe.skipIf(noChromium)('the aether store in the browser', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  const player = newPlayer('aes');
  let village: { id: number };
  const step = journey('aetherstore', () => page);

  const balance = () => page.getByTestId('store-balance');
  const aetherOf = async () => Number((await server.testDb.db('users').where({ username: player.username }).first('aether')).aether);

  beforeAll(async () => {
    server = await startE2EServer({ gameSpeed: 100, env: { MAX_COORD: '20' } });
    browser = await launchBrowser();
    ({ context, page, errors } = await openPage(browser, desktopContext));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  step("a new kingdom opens the aether store from the right sidebar's aether balance", async () => {
    await registerAndFound(page, server.url, player, 'North East');
    [village] = await villagesOf(server.testDb.db, player.username);
    // The right sidebar's aether balance links to the store.
    await page.getByRole('link', { name: /Aether store/ }).first().click();
    await waitForPath(page, '/aetherstore');
    await page.getByRole('heading', { name: 'Aether store', level: 1 }).waitFor();
    await expect.poll(() => balance().textContent()).toBe(String(STARTING_AETHER));
    await page.getByText('Alpha: no payment is taken', { exact: false }).waitFor();
  });

  step("today's free package adds its aether; then the next is counted down", async () => {
    const packages = page.getByRole('region', { name: 'Aether packages' });
    await packages.getByRole('button', { name: 'Take the Aether pouch' }).click();
    await toast(page, '50 aether added').waitFor();
    await expect.poll(() => balance().textContent()).toBe(String(STARTING_AETHER + 50));
    expect(await aetherOf()).toBe(STARTING_AETHER + 50);
    await packages.getByText("You took today's package.").waitFor();
    await packages.getByRole('timer').waitFor();
    expect(await packages.getByRole('button', { name: 'Take the Aether chest' }).isDisabled()).toBe(true);
  });

  step('resources for aether ask first, then travel 10 minutes with a countdown and a bar', async () => {
    const buy = page.getByRole('region', { name: 'Resources for aether' });
    await buy.getByRole('radio', { name: 'Iron' }).click();
    await buy.getByRole('button', { name: '5 aether', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Buy 500 Iron for 5 aether?' });
    await ask.waitFor();
    await screenshot(page, 'aetherstore-confirm');
    await ask.getByRole('button', { name: 'Spend 5 aether' }).click();
    await toast(page, 'Bought 500 Iron').waitFor();
    await expect.poll(() => balance().textContent()).toBe(String(STARTING_AETHER + 50 - 5));
    const onWay = page.getByRole('region', { name: 'Deliveries on the way' });
    await onWay.getByText('500 Iron').waitFor();
    await onWay.getByRole('progressbar', { name: 'Delivery of 500 Iron' }).waitFor();
    await onWay.getByRole('timer').waitFor();
    const rows = await server.testDb.db('movements').where({ kind: 'delivery', to_village_id: village.id, origin_kind: 'purchase' });
    expect(rows).toHaveLength(1);
  });

  step('builder charges are bought after their confirmation', async () => {
    const builders = page.getByRole('region', { name: 'Builder charges' });
    await builders.getByRole('button', { name: 'Buy', exact: true }).click();
    await builders.getByRole('button', { name: /Buy for 10/ }).click();
    const ask = page.getByRole('alertdialog', { name: 'Buy 1 builder charges for 10 aether?' });
    await ask.getByRole('button', { name: 'Spend 10 aether' }).click();
    await expect.poll(() => balance().textContent()).toBe(String(STARTING_AETHER + 50 - 5 - 10));
    await screenshot(page, 'aetherstore-desktop');
    expect(errors).toEqual([]);
  });

  step('on a touch tablet the store fits and shows the delivery on its way', async () => {
    await context.close();
    ({ context, page, errors } = await openPage(browser, tabletContext));
    await openLogin(page, server.url);
    await fillLogin(page, player);
    await page.getByRole('button', { name: 'Login', exact: true }).tap();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${server.url}/aetherstore`);
    await page.getByRole('region', { name: 'Deliveries on the way' }).getByText('500 Iron').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'aetherstore-tablet');
    expect(errors).toEqual([]);
  });
});
