/**
 * Native events and objectives in Chromium (issue 16, GAME.md section 8), against the real server on
 * PostgreSQL, the built client and the real tick:
 * 1. ann (desktop, 1366x768) sees a Gathering native forces event placed near her village (POST
 *    testing/event) on the map, taps it: the panel shows difficulty, stage and rewards; its Attack opens
 *    the army form with the event's tile filled; she sends Cataphracts (POST testing/units); the battle
 *    report says victory and the stage's rewards; the panel then shows the next stage.
 * 2. bob (a second desktop player) supplies a Mining location from its panel: Send supplies opens the
 *    logistics form with the tile filled; the panel then shows what was delivered.
 * 3. ann's Empire captures a landmark (POST testing/objective) with an army; its prestige rises on
 *    /empire's victory points tab.
 * Then the map with events, the panel and the objective page at 1366x768, on the 1024x768 touch tablet
 * and at 768x1024. Screenshots: events-*.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, skipWithoutChromium, tabletContext } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { fillLogin, newPlayer, villagesOf, waitForPath } from './support/flows';
import { clickTile, toast } from './support/economy';
import { fitOnMap, foundAndLogin, grantUnits, reportsLink, showOnMap } from './support/armies';
import { call, openEmpireTab, sidewaysOverflow } from './support/empire';
import {
  freeTileNear, mapObjectives, movementsTo, objectivePanel, objectiveRow, placeEvent, placeObjective, setVillage, type PlacedObjective,
} from './support/events';

const noChromium = skipWithoutChromium(import.meta.url);

/**
 * GAME_SPEED 100 on a 41x41 continent (MAX_COORD 20): a Gathering native forces stage lasts 8 h / 100
 * = 288 s, time for the map, the panel and the army form on a loaded 2-core machine; Cataphracts (7
 * tiles an hour) reach an event 3 tiles away in about 15 s. Merchants (the data table's speed) reach a
 * supply event 3 tiles away in seconds too.
 */
const SPEED = 100;
const MAX_COORD = 20;
const ARMY = { cav5: 20 } as const;
const desktop768 = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };

interface Side { context?: BrowserContext; page?: Page; errors: string[]; village?: { id: number; name: string; x: number; y: number } }

describe.skipIf(noChromium)('events and objectives in the browser', () => {
  let server: E2EServer;
  let browser: Browser;
  const ann: Side = { errors: [] };
  const bob: Side = { errors: [] };
  const annP = newPlayer('eva');
  const bobP = newPlayer('evb');
  let event: PlacedObjective;
  let supply: PlacedObjective;
  let landmark: PlacedObjective;
  let current: Page | undefined;
  const step = journey('events', () => current);
  const world = () => ({ seed: server.running.deps.world.seed, maxCoord: MAX_COORD });
  const db = () => server.testDb.db;
  const tokenOf = async (username: string) => {
    const r = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: annP.username === username ? annP.password : bobP.password, stayLoggedIn: false }),
    });
    return ((await r.json()) as { userTokens: { token: string }[] }).userTokens[0]!.token;
  };

  beforeAll(async () => {
    server = await startE2EServer({ gameSpeed: SPEED, env: { MAX_COORD: String(MAX_COORD) } });
    browser = await launchBrowser();
    Object.assign(ann, await openPage(browser, desktop768));
    Object.assign(bob, await openPage(browser, desktop768));
  });

  afterAll(async () => {
    await ann.context?.close();
    await bob.context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('ann logs in to her Kingdom; an event is placed near it and her village gets an army', async () => {
    current = ann.page;
    await foundAndLogin(ann.page!, server.url, annP, 'NE');
    [ann.village] = await villagesOf(db(), annP.username);
    const tile = await freeTileNear(db(), world(), ann.village!, 3);
    event = await placeEvent(server.url, 'attack1', 1, tile);
    expect(event).toMatchObject({ type: 'attack1', state: 'active', stage: 1 });
    // Food for the army's upkeep at speed 100 while it marches.
    await setVillage(server.url, ann.village!.id, { resources: { wood: 5000, stone: 5000, iron: 5000, food: 20000 } });
    expect(await grantUnits(server.url, ann.village!.id, { ...ARMY })).toMatchObject(ARMY);
  });

  step('the map shows the event; a tap opens its panel with difficulty, stage and rewards', async () => {
    const p = ann.page!;
    await showOnMap(p, server.url, ann.village!, event);
    await expect.poll(async () => (await mapObjectives(p)).map((o) => o.id), { timeout: 30_000, interval: 500 }).toContain(event.id);
    const drawn = (await mapObjectives(p)).find((o) => o.id === event.id)!;
    expect(drawn).toMatchObject({ type: 'attack1', state: 'active' });
    await screenshot(p, 'events-map-1366');
    await clickTile(p, event.x, event.y);
    const panel = objectivePanel(p);
    await panel.getByRole('heading', { name: 'Gathering native forces' }).waitFor();
    await panel.getByText('Easy', { exact: true }).waitFor();
    await panel.getByText('Stage 1 of 3').waitFor();
    await panel.getByText('Stage rewards').waitFor();
    await screenshot(p, 'events-panel-1366');
  });

  step("the panel's Attack opens the army form with the event's tile; the army leaves", async () => {
    const p = ann.page!;
    await objectivePanel(p).getByRole('button', { name: 'Attack', exact: true }).click();
    await waitForPath(p, '/village/army/send');
    const form = p.getByRole('region', { name: 'Send troops' });
    await expect.poll(() => form.getByLabel('X', { exact: true }).inputValue()).toBe(String(event.x));
    expect(await form.getByLabel('Y', { exact: true }).inputValue()).toBe(String(event.y));
    expect(await form.getByLabel('Move type', { exact: true }).inputValue()).toBe('attack');
    await form.getByLabel('Cataphract', { exact: true }).fill(String(ARMY.cav5));
    await form.getByRole('button', { name: 'Validate' }).click();
    await form.getByRole('status').getByText('Arrival').waitFor();
    await screenshot(p, 'events-send-1366');
    const send = form.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await toast(p, 'The troops are on their way.').waitFor();
    const [m] = await movementsTo(db(), event.id);
    expect(m).toMatchObject({ kind: 'attack' });
  });

  step('the battle report says victory with the stage rewards; the panel shows the next stage', async () => {
    const p = ann.page!;
    // The arrival: the event's stage 1 is cleared (stage 2 starts at once).
    await expect.poll(async () => (await objectiveRow(db(), event.id)).stage, { timeout: 120_000, interval: 1000 }).toBe(2);
    await reportsLink(p).click();
    await waitForPath(p, /^\/reports/);
    const link = p.getByRole('link', { name: `Victory over the natives at (${event.x}|${event.y})` });
    await link.waitFor();
    await screenshot(p, 'events-reports-1366');
    await link.click();
    await waitForPath(p, /^\/reports\/\d+/);
    // The report itself (not the list it replaced, nor its loading skeleton): its title, the winner, the
    // natives' losses and the stage's rewards (facts only the report's page shows).
    const text = async () => (await p.locator('main').innerText()).toLowerCase();
    await expect.poll(text, { timeout: 30_000 }).toContain('winner');
    const shown = await text();
    expect(shown).toContain(`victory over the natives at (${event.x}|${event.y})`);
    expect(shown).toContain('attacker');
    expect(shown).toContain('natives');
    expect(shown).toContain('rewards');
    await screenshot(p, 'events-report-1366');
    // The stage's rewards are paid once to the contributor's village (objective_payouts).
    const paid = await db()('objective_payouts').where({ objective_id: event.id });
    expect(paid.length).toBe(1);
    await showOnMap(p, server.url, ann.village!, event);
    await clickTile(p, event.x, event.y);
    await objectivePanel(p).getByText('Stage 2 of 3').waitFor();
    const drawn = (await mapObjectives(p)).find((o) => o.id === event.id);
    expect(drawn?.stage).toBe('2/3');
    await screenshot(p, 'events-panel-stage2-1366');
  });

  step("bob supplies a Mining location from its panel; the panel shows what was delivered", async () => {
    current = bob.page;
    const p = bob.page!;
    await foundAndLogin(p, server.url, bobP, 'SW');
    [bob.village] = await villagesOf(db(), bobP.username);
    await setVillage(server.url, bob.village!.id, { buildings: { marketplace: 5 }, resources: { wood: 8000, stone: 8000, iron: 8000, food: 8000 } });
    supply = await placeEvent(server.url, 'supply1', 1, await freeTileNear(db(), world(), bob.village!, 3));
    await showOnMap(p, server.url, bob.village!, supply);
    await expect.poll(async () => (await mapObjectives(p)).map((o) => o.id), { timeout: 30_000, interval: 500 }).toContain(supply.id);
    await clickTile(p, supply.x, supply.y);
    const panel = objectivePanel(p);
    await panel.getByRole('heading', { name: 'Mining location' }).waitFor();
    await panel.getByRole('button', { name: 'Send supplies' }).click();
    await waitForPath(p, '/village/logistics/send');
    const form = p.getByRole('region', { name: 'Send resources' });
    await expect.poll(() => form.getByLabel('X', { exact: true }).inputValue()).toBe(String(supply.x));
    expect(await form.getByLabel('Y', { exact: true }).inputValue()).toBe(String(supply.y));
    await form.getByLabel('Wood', { exact: true }).fill('1000');
    await screenshot(p, 'events-supply-form-1366');
    await form.getByRole('button', { name: 'Send merchants' }).click();
    await expect.poll(async () => (await movementsTo(db(), supply.id)).map((m) => m.kind), { timeout: 15_000 }).toContain('supplies');
    // The delivery counts in the event's machine (snapshot.context.supplied).
    await expect.poll(async () => Number((await objectiveRow(db(), supply.id)).snapshot?.context.supplied ?? 0), { timeout: 120_000, interval: 1000 }).toBe(1000);
    await showOnMap(p, server.url, bob.village!, supply);
    await clickTile(p, supply.x, supply.y);
    // The supplies row: delivered of required (supply1 at Easy: 20,000 resources).
    await objectivePanel(p).getByText('Supplies required', { exact: false }).waitFor();
    await objectivePanel(p).getByText('1,000 / 20,000').waitFor();
    await screenshot(p, 'events-supply-panel-1366');
  });

  step("ann's Empire captures a landmark and its prestige rises on the victory points tab", async () => {
    current = ann.page;
    const p = ann.page!;
    const token = await tokenOf(annP.username);
    const founded = await call<{ empire: { id: number } | null }>(server.url, 'POST', 'empires', token, { name: 'Lantern Host', nameShort: 'LNH' });
    const empireId = founded.empire!.id;
    const before = await call<{ empire: { prestige: number } }>(server.url, 'GET', `empires/${empireId}`, token);
    landmark = await placeObjective(server.url, 'landmark', await freeTileNear(db(), world(), ann.village!, 4));
    // The landmark's natives (150 Spearmen, 100 Longbows, 40 Lancers) hold against about 10,000 attack
    // against cavalry: 250 Cataphracts (40,000) take it.
    await grantUnits(server.url, ann.village!.id, { cav5: 250 });
    await call(server.url, 'POST', `units/village/${ann.village!.id}/send`, token, { x: landmark.x, y: landmark.y, moveType: 'attack', units: { cav5: 250 } });
    await expect.poll(async () => (await objectiveRow(db(), landmark.id)).holder_user_id, { timeout: 120_000, interval: 1000 }).not.toBeNull();
    const after = await call<{ empire: { prestige: number } }>(server.url, 'GET', `empires/${empireId}`, token);
    expect(after.empire.prestige).toBeGreaterThan(before.empire.prestige);
    await p.goto(`${server.url}/empire`);
    await openEmpireTab(p, 'Prestige');
    await p.getByText(String(after.empire.prestige)).first().waitFor();
    await screenshot(p, 'events-empire-prestige-1366');
    await p.goto(`${server.url}/objective/${landmark.id}`);
    await p.getByRole('heading', { name: /Landmark/ }).first().waitFor();
    await screenshot(p, 'events-objective-page-1366');
  });

  step('the map with events, the panel and the objective page on the 1024x768 touch tablet and at 768x1024', async () => {
    const { context, page: t } = await openPage(browser, tabletContext);
    current = t;
    try {
      await t.goto(`${server.url}/`);
      await waitForPath(t, '/login');
      await fillLogin(t, annP);
      await t.getByRole('button', { name: 'Login', exact: true }).tap();
      await t.waitForURL((u) => !u.pathname.startsWith('/login'));
      for (const [w, h, tag] of [[1024, 768, 'tablet'], [768, 1024, 'portrait']] as const) {
        await t.setViewportSize({ width: w, height: h });
        await t.goto(`${server.url}/map?x=${event.x}&y=${event.y}`);
        await waitForPath(t, '/map');
        await fitOnMap(t, ann.village!, event);
        await expect.poll(async () => (await mapObjectives(t)).map((o) => o.id), { timeout: 30_000, interval: 500 }).toContain(event.id);
        await screenshot(t, `events-map-${tag}`);
        const at = await t.evaluate(([x, y]) => window.__akMap!.screenOf(x, y), [event.x, event.y]);
        await t.touchscreen.tap(at.x, at.y);
        await objectivePanel(t).getByRole('heading', { name: 'Gathering native forces' }).waitFor();
        await screenshot(t, `events-panel-${tag}`);
        await t.goto(`${server.url}/objective/${landmark.id}`);
        await t.getByRole('heading', { name: /Landmark/ }).first().waitFor();
        expect((await sidewaysOverflow(t)).by).toBe(0);
        await screenshot(t, `events-objective-page-${tag}`);
      }
    } finally {
      await context.close();
    }
  });
});
