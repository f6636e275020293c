/**
 * The village economy in a desktop browser (issue 3), against the real server, the built client and
 * the real tick: a new player upgrades a building and watches it in the queue panel until its level
 * rises, cancels a waiting item and gets its cost back, commissions a district and builds in it, starts
 * a research, tiers the village up, claims a free tile from the map's tile panel, and every economy
 * page is photographed. The steps share one page and run in order; each names what it proves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, openPage, skipWithoutChromium } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot, waitForLoadingScreen } from './support/screens';
import { journey } from './support/steps';
import { foundKingdom, newPlayer, openLogin, resourceAmount, submitRegister, villagesOf, waitForMap, waitForPath } from './support/flows';
import { buildingCard, cardLevel, clickTile, freeNeighbourTile, openVillageTab, queuePanel, queueRow, setCulture, toast } from './support/economy';
import { buildingOf } from '../../server/game/data/buildings';
import { costAt } from '../../server/game/economy/levels';
import { findResearch } from '../../server/game/data/research';

// Skipped only when Chromium is missing outside CI (a loud notice names this file; in CI it throws).
const noChromium = skipWithoutChromium(import.meta.url);

/**
 * GAME_SPEED 75: the new village makes 110 work points per hour at speed 1 (docs/RULES.md section 2),
 * 8,250 at speed 75. A level-2 Forester (34 work) then takes 34 / 8,250 h = 15 s, its level 3 (58 work)
 * 25 s and a level-1 Rafters (40 work) 17 s: long enough to see an item queued with its countdown on
 * this loaded machine (and to cancel a waiting item behind the 25 s head), short enough to wait for.
 */
const SPEED = 75;

describe.skipIf(noChromium)('village economy on a desktop browser', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const player = newPlayer('eco');
  let village: { id: number; name: string; x: number; y: number };
  const step = journey('economy', () => page);

  beforeAll(async () => {
    server = await startE2EServer({ gameSpeed: SPEED });
    browser = await launchBrowser();
    ({ context, page, errors } = await openPage(browser, { ...desktopContext, viewport: { width: 1366, height: 768 } }));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('registers and founds a Kingdom through the UI', async () => {
    await openLogin(page, server.url);
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await waitForPath(page, '/register');
    // The form is filled only once the loading veil has gone (a late re-render would clear a field).
    await page.getByLabel('Email').waitFor();
    await waitForLoadingScreen(page);
    await submitRegister(page, player);
    await foundKingdom(page, 'South West');
    [village] = await villagesOf(server.testDb.db, player.username);
    expect(village).toBeDefined();
  });

  step('upgrades the Forester from the economy page and shows it in the queue panel', async () => {
    // The village panel links to the overview, which has no section tabs: the economy page is opened by address.
    await page.goto(`${server.url}/village/economy`);
    await page.getByRole('heading', { level: 1, name: 'Economy', exact: true }).waitFor();
    await expect.poll(() => cardLevel(page, 'Forester')).toBe(1);
    await expect.poll(() => queuePanel(page).getByText(/^Nothing is queued/).isVisible()).toBe(true);
    await screenshot(page, 'economy-page');

    await buildingCard(page, 'Forester').getByRole('button', { name: 'Upgrade to level 2' }).click();
    await toast(page, 'Queued: Forester · Level 2').waitFor();
    const row = queueRow(page, 'Forester · Level 2');
    await row.waitFor();
    await expect.poll(() => buildingCard(page, 'Forester').getByText('(+1 queued)').isVisible()).toBe(true);
    // A running countdown (h:mm:ss, at most the 15 s the level takes) and a progress bar that fills.
    const timer = row.getByRole('timer');
    await expect.poll(() => timer.innerText()).toMatch(/^0:00:(0\d|1[0-5])$/);
    const bar = row.getByRole('progressbar', { name: 'Progress of Forester · Level 2' });
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000, interval: 250 }).toBeGreaterThan(0);
    await expect.poll(() => row.getByText(/^In progress · \d+%$/).isVisible()).toBe(true);
    // At 1366x768 the queue panel sits below the fold of the left sidebar: bring it into view for its picture.
    await queuePanel(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'economy-queue-panel');
    await scrollToTop(page);
    await screenshot(page, 'economy-queued');
  });

  step('completes the Forester: the level rises and the queue empties', async () => {
    // The countdown reaching zero reloads the village (SPEC.md section 4); the tick applies the item.
    await expect.poll(() => cardLevel(page, 'Forester'), { timeout: 45_000, interval: 500 }).toBe(2);
    await expect.poll(() => queueRow(page, 'Forester · Level 2').count(), { timeout: 15_000 }).toBe(0);
    const forester = await server.testDb.db('village_buildings').where({ village_id: village.id, type: 'forester' }).first();
    expect(forester.level).toBe(2);
  });

  step('queues a waiting item, cancels it and gets its whole cost back', async () => {
    // The Forester's level 3 (58 work, 25 s) heads the queue, so the Iron Mine behind it is still waiting when cancelled.
    await buildingCard(page, 'Forester').getByRole('button', { name: 'Upgrade to level 3' }).click();
    await queueRow(page, 'Forester · Level 3').waitFor();
    const before = await resourceAmount(page, 'Wood');
    await buildingCard(page, 'Iron Mine').getByRole('button', { name: 'Upgrade to level 2' }).click();
    const row = queueRow(page, 'Iron Mine · Level 2');
    await row.getByText('Waiting', { exact: true }).waitFor();
    const cost = costAt(buildingOf('iron_mine'), 2);
    // Paid on queueing: the wood shown drops by about the price (it grows 1.25/s meanwhile).
    await expect.poll(() => resourceAmount(page, 'Wood')).toBeLessThan(before - cost.wood / 2);

    await row.getByRole('button', { name: 'Cancel Iron Mine · Level 2' }).click();
    // It asks first, in the confirmation dialog: a waiting item's whole cost comes back, its place does not.
    const ask = page.getByRole('alertdialog', { name: 'Cancel Iron Mine · Level 2?' });
    await ask.getByText('its whole cost comes back', { exact: false }).waitFor();
    await ask.getByRole('button', { name: 'Yes, cancel Iron Mine · Level 2' }).click();
    await toast(page, `Cancelled Iron Mine · Level 2. Refunded: ${cost.wood} Wood, ${cost.stone} Stone, ${cost.iron} Iron, ${cost.food} Food`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => resourceAmount(page, 'Wood')).toBeGreaterThanOrEqual(before);
    // Only the Forester's level 3 may remain (it may already have completed on a slow run).
    const items = await server.testDb.db('queue_items').where({ village_id: village.id }).select('target');
    expect(items.filter((i) => i.target !== 'forester')).toEqual([]);
  });

  step('commissions the Economy district and builds a Rafters in it from the town hall page', async () => {
    await openVillageTab(page, 'Town hall');
    const districts = page.getByRole('region', { name: 'Districts', exact: true });
    await districts.getByText('0 of 1 district slots used', { exact: false }).waitFor();
    await districts.getByRole('listitem').filter({ hasText: 'Economy' }).getByRole('button', { name: 'Commission' }).click();
    // One click only asks (a district is permanent); Go back changes nothing, the dialog's button commissions.
    const ask = page.getByRole('alertdialog', { name: 'Commission the Economy district?' });
    await ask.getByText('A district is permanent', { exact: false }).waitFor();
    await ask.getByRole('button', { name: 'Go back' }).click();
    await ask.waitFor({ state: 'detached' });
    await districts.getByText('0 of 1 district slots used', { exact: false }).waitFor();
    await districts.getByRole('listitem').filter({ hasText: 'Economy' }).getByRole('button', { name: 'Commission' }).click();
    await ask.getByRole('button', { name: 'Commission Economy' }).click();
    await toast(page, 'The Economy district is commissioned').waitFor();
    await districts.getByRole('listitem').filter({ hasText: 'Economy' }).getByText('Commissioned', { exact: true }).waitFor();

    const available = page.getByRole('region', { name: 'Can be built' });
    await available.getByRole('article', { name: 'Rafters', exact: true }).getByRole('button', { name: 'Build' }).click();
    await toast(page, 'Queued: Rafters · Level 1').waitFor();
    await queueRow(page, 'Rafters · Level 1').waitFor();
    // Queued, the Rafters moves to the village's buildings with its queued level.
    await page.getByRole('region', { name: 'Buildings', exact: true }).getByRole('article', { name: 'Rafters', exact: true }).getByText('(+1 queued)').waitFor();
    await scrollToTop(page);
    await screenshot(page, 'town-page');
  });

  step('opens a building page', async () => {
    await openVillageTab(page, 'Economy');
    await buildingCard(page, 'Forester').getByRole('link', { name: 'Forester', exact: true }).click();
    await waitForPath(page, /^\/village\/forester\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Forester' }).waitFor();
    await page.getByRole('region', { name: 'Every level' }).waitFor();
    await screenshot(page, 'building-forester');
  });

  step('starts a research on /research and shows it as researching', async () => {
    // Smithing is a tier-1 technology without prerequisites: a village kingdom may start it at once.
    await page.getByRole('complementary', { name: 'Empire' }).getByRole('link', { name: 'Choose a research' }).click();
    await waitForPath(page, '/research');
    await page.getByRole('heading', { level: 1, name: 'Research', exact: true }).waitFor();
    const card = page.getByRole('article', { name: 'Smithing', exact: true });
    await card.getByText('Available', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Research' }).click();
    await toast(page, 'Research started: Smithing').waitFor();
    await card.getByText('Researching', { exact: true }).waitFor();
    await card.getByRole('progressbar', { name: 'Science' }).waitFor();
    const user = await server.testDb.db('users').whereRaw('lower(username) = lower(?)', [player.username]).first();
    expect(user.researching).toBe(findResearch('smithing')!.id);
    await scrollToTop(page);
    await screenshot(page, 'research-page');
  });

  step('shows the culture and science pages', async () => {
    // Back to the building page (client-side history), whose section tabs lead on.
    await page.goBack();
    await waitForPath(page, /^\/village\/forester\/\d+$/);
    await openVillageTab(page, 'Culture');
    await page.getByRole('region', { name: 'Queue culture' }).waitFor();
    await screenshot(page, 'culture-page');
    await openVillageTab(page, 'Science');
    await page.getByText('Researching Smithing').first().waitFor();
    await screenshot(page, 'science-page');
  });

  step('tiers the village up to a town', async () => {
    // Earning 5,000 culture through the game takes a culture district, theaters and hours of play;
    // the test writes the account's culture into the database and then tiers up through the UI.
    await setCulture(server.testDb.db, player.username, 6000);
    await openVillageTab(page, 'Town hall');
    await page.getByRole('navigation', { name: 'Options' }).getByRole('button', { name: 'Reload' }).click();
    const tier = page.getByRole('region', { name: 'Tier', exact: true });
    await tier.getByText('This village is a Village').waitFor();
    const button = tier.getByRole('button', { name: 'Tier up' });
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    await button.click();
    await page.getByRole('alertdialog', { name: `Tier ${village.name} up to Town?` }).getByRole('button', { name: 'Tier up to Town' }).click();
    await toast(page, `${village.name} is now a Town`).waitFor();
    await tier.getByText('This village is a Town').waitFor();
    await page.getByRole('region', { name: 'Districts', exact: true }).getByText('1 of 2 district slots used', { exact: false }).waitFor();
    // The Rafters queued earlier has completed meanwhile (behind the Forester's level 3).
    await expect.poll(() => page.getByRole('region', { name: 'Buildings', exact: true }).getByRole('article', { name: 'Rafters', exact: true })
      .locator('.ak-bcard__level').innerText(), { timeout: 45_000, interval: 500 }).toMatch(/^Level 1$/);
    const row = await server.testDb.db('villages').where({ id: village.id }).first();
    expect(row.tier).toBe('town');
  });

  step('claims a free tile from the map tile panel', async () => {
    const { world, config } = server.running.deps;
    const tile = await freeNeighbourTile(server.testDb.db, { seed: world.seed, maxCoord: config.maxCoord }, village);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Map' }).click();
    await waitForPath(page, '/map');
    await waitForMap(page);
    // Close enough that a tile is a comfortable click target (the map opens on the village at a close zoom).
    if ((await page.evaluate(() => window.__akMap!.camera())).zoom < 32) {
      await page.getByRole('button', { name: 'Jump to current village' }).click();
      await waitForMap(page);
    }
    await clickTile(page, tile.x, tile.y);
    const panel = page.getByTestId('tile-panel');
    await panel.getByText(`(${tile.x}|${tile.y})`).waitFor();
    await panel.getByText(/can claim this tile for free/).waitFor();
    await panel.getByRole('button', { name: 'Claim tile' }).click();
    await toast(page, `${village.name} claimed`).filter({ hasText: `(${tile.x}|${tile.y})` }).waitFor();
    await panel.getByText('Claimed by').waitFor();
    await expect.poll(() => panel.getByRole('button', { name: 'Claim tile' }).count()).toBe(0);
    const claimed = await server.testDb.db('village_tiles').where({ x: tile.x, y: tile.y }).first();
    expect(claimed?.village_id).toBe(village.id);
    await screenshot(page, 'map-claimed-tile');
  });

  step('shows the help pages', async () => {
    await page.getByRole('navigation', { name: 'Options' }).getByRole('link', { name: 'Help' }).click();
    await waitForPath(page, /^\/help/);
    await page.getByRole('navigation', { name: 'Help pages' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'help-page');
  });

  it('ran without errors in the browser', () => {
    expect(errors.join('\n')).toBe('');
  });
});

async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}
