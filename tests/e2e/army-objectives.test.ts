/**
 * Troops standing at objectives on the army overview (issue 16) in Chromium, against the real server on
 * PostgreSQL, the built client and the real tick: cal's village captures a landmark and a native artifact
 * (POST testing/objective, testing/units, two attacks through POST units/village/{id}/send); its army
 * overview lists both groups under "At objectives" (type, (x|y) opening /objective/{id}, units, Recall) at
 * 1366x768, on the 1024x768 touch tablet and at 768x1024, with no sideways overflow; Recall asks first,
 * then the group leaves the list and its return trip shows as incoming. Screenshots: army-objectives-*.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, skipWithoutChromium, tabletContext } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { fillLogin, newPlayer, villagesOf, waitForPath } from './support/flows';
import { grantUnits, registerAndFound } from './support/armies';
import { call, sidewaysOverflow } from './support/empire';
import { freeTileNear, placeObjective, type PlacedObjective } from './support/events';

const noChromium = skipWithoutChromium(import.meta.url);

/**
 * GAME_SPEED 100 on a 41x41 continent (MAX_COORD 20): Militia (5 tiles an hour) reach a tile 4 away in
 * about 29 s, Cataphracts faster. The landmark's natives (150 Spearmen, 100 Longbows, 40 Lancers) fall
 * to 250 Cataphracts (events.test.ts); the artifact's (200 + 200 + 100 of the strongest) to 1,000.
 */
const SPEED = 100;
const MAX_COORD = 20;
const desktop768 = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };

describe.skipIf(noChromium)('troops at objectives on the army overview', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let current: Page | undefined;
  const player = newPlayer('aob');
  let village: { id: number; name: string; x: number; y: number };
  let landmark: PlacedObjective;
  let artifact: PlacedObjective;
  const step = journey('army-objectives', () => current);
  const db = () => server.testDb.db;
  const world = () => ({ seed: server.running.deps.world.seed, maxCoord: MAX_COORD });
  const groupsAt = async () => (await db()('objective_troops').where({ village_id: village.id }).select('objective_id')).map((r: { objective_id: number }) => r.objective_id).sort();

  beforeAll(async () => {
    server = await startE2EServer({ gameSpeed: SPEED, env: { MAX_COORD: String(MAX_COORD) } });
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, desktop768));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('the village captures a landmark and a native artifact; its troops stand at both', async () => {
    current = page;
    await registerAndFound(page!, server.url, player, 'North East');
    [village] = await villagesOf(db(), player.username);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: player.username, password: player.password, stayLoggedIn: false }),
    });
    const token = ((await login.json()) as { userTokens: { token: string }[] }).userTokens[0]!.token;
    landmark = await placeObjective(server.url, 'landmark', await freeTileNear(db(), world(), village, 3));
    artifact = await placeObjective(server.url, 'artifact', await freeTileNear(db(), world(), village, 4));
    await grantUnits(server.url, village.id, { cav5: 1250, melee1: 60, ranged1: 30, cav1: 40 });
    const send = (o: PlacedObjective, units: Record<string, number>) =>
      call(server.url, 'POST', `units/village/${village.id}/send`, token, { x: o.x, y: o.y, moveType: 'attack', units });
    await send(landmark, { cav5: 250, melee1: 60, ranged1: 30, cav1: 40 });
    await send(artifact, { cav5: 1000 });
    await expect.poll(groupsAt, { timeout: 120_000, interval: 1000 }).toEqual([landmark.id, artifact.id].sort((a, b) => a - b));
  });

  step('At objectives lists both groups at 1366x768 (type, (x|y) link, units, Recall); no sideways overflow', async () => {
    const p = page!;
    await p.goto(`${server.url}/village/army/overview`);
    const section = p.getByTestId('troops-objectives');
    await section.getByRole('heading', { name: 'At objectives' }).waitFor();
    const row = p.getByTestId(`objective-troops-${landmark.id}`);
    await row.getByText('Landmark').waitFor();
    expect(await row.getByRole('link').getAttribute('href')).toBe(`/objective/${landmark.id}`);
    await row.locator('li', { hasText: /\d Cataphract/ }).first().waitFor();
    await p.getByTestId(`objective-troops-${artifact.id}`).getByText('Native artifact').waitFor();
    expect((await sidewaysOverflow(p)).by).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await screenshot(p, 'army-objectives-1366');
  });

  step('on the 1024x768 touch tablet and at 768x1024 the section fits; Recall asks, then the group goes home', async () => {
    const opened = await openPage(browser, tabletContext);
    current = opened.page;
    const t = opened.page;
    try {
      await t.goto(`${server.url}/`);
      await waitForPath(t, '/login');
      await fillLogin(t, player);
      await t.getByRole('button', { name: 'Login', exact: true }).tap();
      await t.waitForURL((u) => !u.pathname.startsWith('/login'));
      for (const [w, h, tag] of [[1024, 768, 'tablet'], [768, 1024, 'portrait']] as const) {
        await t.setViewportSize({ width: w, height: h });
        await t.goto(`${server.url}/village/army/overview`);
        const section = t.getByTestId('troops-objectives');
        await t.getByTestId(`objective-troops-${landmark.id}`).locator('li', { hasText: /\d Cataphract/ }).first().waitFor();
        const overflow = await sidewaysOverflow(t);
        expect(overflow.by, overflow.widest).toBe(0);
        await section.scrollIntoViewIfNeeded();
        await screenshot(t, `army-objectives-${tag}`);
      }
      // Recall the artifact's group: asked first, then it leaves the list and marches home.
      await t.getByTestId(`objective-troops-${artifact.id}`).getByRole('button', { name: 'Recall' }).tap();
      const ask = t.getByRole('alertdialog');
      await ask.getByText('the next attack may take it').waitFor();
      await screenshot(t, 'army-objectives-recall-ask-portrait');
      await ask.getByRole('button', { name: 'Recall them' }).tap();
      await t.getByTestId(`objective-troops-${artifact.id}`).waitFor({ state: 'detached' });
      await expect.poll(groupsAt, { timeout: 10_000, interval: 500 }).toEqual([landmark.id]);
      await t.getByTestId('troops-incoming').getByText('Returning (Reinforce)').first().waitFor();
      await t.getByTestId('troops-objectives').scrollIntoViewIfNeeded();
      await screenshot(t, 'army-objectives-recalled-portrait');
    } finally {
      await opened.context.close();
    }
  });
});
