/**
 * Armies in two desktop browsers (issue 4), against the real server on PostgreSQL, the built client and
 * the real tick: player A trains Militia on the army page and watches the queue, picks player B's
 * village on the map and sends an attack from the send form after validating it; both players see the
 * movement on their maps (A an own gold marker, B a hostile red one and the red ring on the attacked
 * village, plus the attack mark in B's kingdom list), both wait on the army overview's countdown, see
 * the unread counter in the top menu and read the battle report; then A's Settlers found a second
 * village that appears in the kingdom list and can be switched to. Every stage is photographed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, openPage, skipWithoutChromium } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { newPlayer, villagesOf, waitForPath } from './support/flows';
import { clickTile, openVillageTab, queueRow, setCulture, toast } from './support/economy';
import {
  fitOnMap, freeTileAt, grantUnits, mapAlerts, mapMarkers, openArmyTab, registerAndFound, reload, reportsLink, showOnMap, unreadReports,
} from './support/armies';
import { distance, movementDuration } from '../../server/game/movement';
import type { HookMarker } from '../../client/map/debugHook';

const noChromium = skipWithoutChromium(import.meta.url);

/**
 * GAME_SPEED 150 on a 41x41 continent (MAX_COORD 20: a small map is quicker to draw in software
 * WebGL). The first village makes 110 work points an hour at speed 1, 16,500 at 150: Barracks (40
 * work) take 9 s and a Militia (30 work) 6.5 s, so three of them are in the queue long enough to
 * watch. Kingdoms in opposite quadrants start 4 to 6 rings out, about 8 to 17 tiles apart: Militia
 * (5 tiles an hour) march there in 38 to 82 s, time enough for both maps to show the army on the
 * road on a loaded 2-core machine (B's map is open before the attack leaves). Settlers (3 tiles an
 * hour) need 8 s a tile.
 */
const SPEED = 150;
const MAX_COORD = 20;
const ATTACKERS = 3;

interface Side {
  context: BrowserContext;
  page: Page;
  errors: string[];
  village: { id: number; name: string; x: number; y: number };
}

describe.skipIf(noChromium)('armies: two players on desktop browsers', () => {
  let server: E2EServer;
  let browser: Browser;
  const a = {} as Side;
  const b = {} as Side;
  const playerA = newPlayer('atk');
  const playerB = newPlayer('def');
  let arrivalMs = 0;
  // A failure saves both pages; the journey stops at the first failed step.
  const step = journey('armies-a', () => a.page);
  const both = (name: string, fn: () => Promise<void>) => step(name, async () => {
    try { await fn(); } catch (err) {
      if (b.page && !b.page.isClosed()) await screenshot(b.page, `armies-b-failed-${name}`, { whileLoading: true }).catch(() => undefined);
      throw err;
    }
  });

  /** The account's unread report counter as the server keeps it. */
  const unreadOf = async (username: string) =>
    Number((await server.testDb.db('users').whereRaw('lower(username) = lower(?)', [username]).first('unread_reports')).unread_reports);
  /** Whether the attack lost every unit (then no return trip comes home). */
  const lostAll = () => {
    const n = Number(lastBattle?.attacker?.lost?.melee1 ?? 0);
    return lastBattle ? n >= ATTACKERS : undefined;
  };
  let lastBattle: { attacker?: { lost?: Record<string, number> } } | undefined;

  beforeAll(async () => {
    server = await startE2EServer({ gameSpeed: SPEED, env: { MAX_COORD: String(MAX_COORD) } });
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

  both('both players register and found their Kingdoms in opposite quadrants', async () => {
    await Promise.all([
      registerAndFound(a.page, server.url, playerA, 'North East'),
      registerAndFound(b.page, server.url, playerB, 'South West'),
    ]);
    [a.village] = await villagesOf(server.testDb.db, playerA.username);
    [b.village] = await villagesOf(server.testDb.db, playerB.username);
    expect(a.village).toBeDefined();
    expect(b.village).toBeDefined();
    // The defender keeps one Militia at home, so the battle has losses on both sides to report.
    expect(await grantUnits(server.url, b.village.id, { melee1: 1 })).toEqual({ melee1: 1 });
  });

  both('B opens the map on both villages (it stays open while A prepares the attack)', async () => {
    await showOnMap(b.page, server.url, a.village, b.village);
    expect(await mapMarkers(b.page)).toEqual([]);
    expect(await mapAlerts(b.page)).toEqual([]);
    await screenshot(b.page, 'armies-map-before');
  });

  both('A commissions the Military district and builds Barracks from the town hall page', async () => {
    // A new village has no barracks: the Militia card says what is missing.
    await a.page.getByRole('navigation', { name: 'Village pages' }).getByRole('link', { name: /army/i }).click();
    await waitForPath(a.page, /^\/village\/army/);
    await openArmyTab(a.page, 'Train');
    await a.page.getByRole('article', { name: 'Militia', exact: true }).getByText('Barracks level 1 (have 0)').waitFor();
    await a.page.goto(`${server.url}/village/economy`);
    await a.page.getByRole('heading', { level: 1, name: 'Economy', exact: true }).waitFor();
    await openVillageTab(a.page, 'Town hall');
    const districts = a.page.getByRole('region', { name: 'Districts', exact: true });
    await districts.getByRole('listitem').filter({ hasText: 'Military' }).getByRole('button', { name: 'Commission' }).click();
    await a.page.getByRole('alertdialog', { name: 'Commission the Military district?' }).getByRole('button', { name: 'Commission Military' }).click();
    await toast(a.page, 'The Military district is commissioned').waitFor();
    await a.page.getByRole('region', { name: 'Can be built' }).getByRole('article', { name: 'Barracks', exact: true }).getByRole('button', { name: 'Build' }).click();
    await toast(a.page, 'Queued: Barracks · Level 1').waitFor();
    await expect.poll(() => queueRow(a.page, 'Barracks · Level 1').count(), { timeout: 30_000, interval: 500 }).toBe(0);
  });

  both('A trains Militia from the army page and watches the queue until they stand at home', async () => {
    await a.page.getByRole('navigation', { name: 'Village pages' }).getByRole('link', { name: /army/i }).click();
    await waitForPath(a.page, /^\/village\/army/);
    await a.page.getByRole('heading', { level: 1, name: 'Army' }).waitFor();
    await openArmyTab(a.page, 'Train');
    const card = a.page.getByRole('article', { name: 'Militia', exact: true });
    // Settlers need a town hall at level 5: the card says so instead of offering Train.
    await a.page.getByRole('article', { name: 'Settlers', exact: true }).getByText('Requirements not met').waitFor();
    await card.getByLabel('Amount', { exact: true }).fill(String(ATTACKERS));
    await screenshot(a.page, 'armies-train');
    await card.getByRole('button', { name: 'Train', exact: true }).click();
    await toast(a.page, `${ATTACKERS} Militia queued`).waitFor();
    const row = queueRow(a.page, `${ATTACKERS} Militia`);
    await row.waitFor();
    const bar = row.getByRole('progressbar');
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
    await screenshot(a.page, 'armies-train-queued');
    // Done: the row leaves the queue and the overview lists them at home.
    await expect.poll(() => row.count(), { timeout: 45_000, interval: 500 }).toBe(0);
    await openArmyTab(a.page, 'Overview');
    await a.page.getByTestId('troops-standing').getByText(`${ATTACKERS} Militia`).waitFor();
    const home = await server.testDb.db('village_units').where({ village_id: a.village.id, location_village_id: a.village.id, unit: 'melee1' }).first();
    expect(Number(home?.amount)).toBe(ATTACKERS);
  });

  both("A picks B's village on the map, validates the attack and sends it", async () => {
    await showOnMap(a.page, server.url, a.village, b.village);
    await clickTile(a.page, b.village.x, b.village.y);
    const panel = a.page.getByTestId('tile-panel');
    await panel.getByText(`(${b.village.x}|${b.village.y})`).waitFor();
    await panel.getByText(playerB.username, { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Attack', exact: true }).click();
    await waitForPath(a.page, '/village/army/send');
    const form = a.page.getByRole('region', { name: 'Send troops' });
    await expect.poll(() => form.getByLabel('X', { exact: true }).inputValue()).toBe(String(b.village.x));
    expect(await form.getByLabel('Y', { exact: true }).inputValue()).toBe(String(b.village.y));
    expect(await form.getByLabel('Move type', { exact: true }).inputValue()).toBe('attack');

    // More than stand at home: the form says so and offers no validation.
    await form.getByLabel('Militia', { exact: true }).fill(String(ATTACKERS + 5));
    await form.getByText('More than stand at home: Militia').waitFor();
    expect(await form.getByRole('button', { name: 'Validate' }).isDisabled()).toBe(true);
    await form.getByLabel('Militia', { exact: true }).fill(String(ATTACKERS));
    const send = form.getByRole('button', { name: 'Send', exact: true });
    expect(await send.isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Validate' }).click();
    const result = form.getByRole('status');
    await result.getByText('Travel time').waitFor();
    await result.getByText('Arrival').waitFor();
    const ms = movementDuration({ melee1: ATTACKERS }, distance(a.village, b.village), SPEED);
    const s = Math.ceil(ms / 1000);
    await result.getByText(`0:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`).waitFor();
    await screenshot(a.page, 'armies-send-validated');
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await toast(a.page, 'The troops are on their way.').waitFor();
    const m = await server.testDb.db('movements').where({ kind: 'attack' }).first();
    expect(m).toMatchObject({ from_village_id: a.village.id, to_village_id: b.village.id });
    arrivalMs = new Date(m.due_at).getTime();
  });

  both('both maps show the army on its way: A an own marker, B a hostile one and the red ring', async () => {
    const onWay = (ms: HookMarker[], side: HookMarker['side']) =>
      ms.some((k) => k.kind === 'attack' && k.side === side && k.progress > 0 && k.progress < 1);
    await Promise.all([
      (async () => {
        // Back to the map the target was picked on (client-side: the send form replaced it in the history).
        await a.page.goBack();
        await waitForPath(a.page, '/map');
        await fitOnMap(a.page, a.village, b.village);
        await expect.poll(async () => onWay(await mapMarkers(a.page), 'own'), { timeout: 30_000, interval: 500 }).toBe(true);
        expect((await mapMarkers(a.page)).some((k) => k.side === 'hostile')).toBe(false);
        await screenshot(a.page, 'armies-map-attacker');
      })(),
      (async () => {
        // B's open page heard the attack by push (tests/e2e/live.test.ts proves that without a reload); here the
        // options menu's Reload must bring the same: the profile with the village's incoming attack (the red
        // ring and the kingdom list's mark) and the movements.
        await reload(b.page);
        await expect.poll(async () => onWay(await mapMarkers(b.page), 'hostile'), { timeout: 30_000, interval: 500 }).toBe(true);
        await expect.poll(() => mapAlerts(b.page)).toContainEqual({ x: b.village.x, y: b.village.y });
        // The kingdom list in the left sidebar marks the attacked village.
        await b.page.locator('.ak-klist').getByRole('button', { name: new RegExp(`${b.village.name}.*Incoming attacks: 1`) }).waitFor();
        await screenshot(b.page, 'armies-map-defender');
      })(),
    ]);
    expect(Date.now()).toBeLessThan(arrivalMs);
  });

  both('both wait on the army overview countdown; afterwards the top menu counts an unread report', async () => {
    for (const s of [a, b]) {
      await s.page.getByRole('navigation', { name: 'Village pages' }).getByRole('link', { name: /army/i }).click();
      await waitForPath(s.page, /^\/village\/army/);
    }
    const out = a.page.getByTestId('troops-outgoing');
    const inc = b.page.getByTestId('troops-incoming');
    // On a loaded machine the march can end while the pages load: the before-arrival checks run only
    // while the arrival is still comfortably ahead (the previous step proved the march was under way).
    if (arrivalMs - Date.now() > 5_000) {
      await out.getByRole('row', { name: /Attack/ }).getByRole('timer').waitFor();
      await inc.getByRole('row', { name: /Attack/ }).getByRole('timer').waitFor();
      await screenshot(a.page, 'armies-overview-outgoing');
      await screenshot(b.page, 'armies-overview-incoming');
      if (arrivalMs - Date.now() > 2_000) {
        expect(await unreadReports(a.page)).toBe(0);
        expect(await unreadReports(b.page)).toBe(0);
      }
    }
    const wait = Math.max(0, arrivalMs - Date.now()) + 30_000;
    // The countdown reaching zero reloads: the movement leaves the list, the report counter appears.
    await Promise.all([
      expect.poll(() => out.getByRole('row', { name: /^Attack/ }).count(), { timeout: wait, interval: 500 }).toBe(0),
      expect.poll(() => inc.getByRole('row', { name: /^Attack/ }).count(), { timeout: wait, interval: 500 }).toBe(0),
    ]);
    const battle = await server.testDb.db('reports').where({ kind: 'battle' }).first('data');
    lastBattle = typeof battle?.data === 'string' ? JSON.parse(battle.data) : battle?.data;
    expect(lastBattle).toBeDefined();
    await expect.poll(() => unreadReports(a.page), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => unreadReports(b.page), { timeout: 15_000 }).toBe(1);
    // The survivors walk home: the return trip is incoming to A's village.
    if (lostAll() === false) await a.page.getByTestId('troops-incoming').getByRole('row', { name: /^Returning/ }).waitFor();
  });

  both('both open the battle report: winner and losses, and the counter drops', async () => {
    const report = await server.testDb.db('reports').where({ kind: 'battle' }).orderBy('id').first();
    const data = typeof report.data === 'string' ? JSON.parse(report.data) : report.data;
    const winner = data.winner === 'attacker' ? 'The attacker won' : 'The defender won';
    const lostA = Number(data.attacker.lost?.melee1 ?? 0);
    const lostD = (data.defender.lost as Array<{ units: Record<string, number> }>).reduce((n, g) => n + (g.units.melee1 ?? 0), 0);
    for (const [s, player, side] of [[a, playerA, 'attacker'], [b, playerB, 'defender']] as const) {
      await reportsLink(s.page).click();
      await waitForPath(s.page, '/reports');
      // A's return report may arrive meanwhile: the counters are checked against the server's.
      const before = await unreadOf(player.username);
      expect(before).toBeGreaterThanOrEqual(1);
      await s.page.getByText(/^\d+ unread$/).waitFor();
      const row = s.page.getByRole('row').filter({ hasText: 'Battle' });
      await expect.poll(() => row.getAttribute('class')).toContain('ak-reports__unread');
      await screenshot(s.page, `armies-reports-${side}`);
      await row.getByRole('link').click();
      await waitForPath(s.page, /^\/reports\/\d+$/);
      const section = s.page.getByRole('main').getByRole('region', { name: /^(Victory|Defeat) at |was attacked/ });
      await section.getByText(winner).waitFor();
      // Units / lost per side ("3 / 0" in the Total column), and the lost column names the fallen.
      const attackerRow = section.getByRole('row', { name: /^Attacker/ });
      await attackerRow.getByText(`${ATTACKERS} Militia`).first().waitFor();
      await expect.poll(() => attackerRow.locator('td').last().innerText()).toContain(`${ATTACKERS} / ${lostA}`);
      await expect.poll(() => section.getByRole('row', { name: /^Defender/ }).locator('td').last().innerText()).toContain(`1 / ${lostD}`);
      // Opening it marked it read: the top menu's counter follows the server's, one lower than before.
      const mine = await server.testDb.db('reports').join('users', 'users.id', 'reports.user_id')
        .whereRaw('lower(users.username) = lower(?)', [player.username]).where({ kind: 'battle' }).first('reports.read');
      expect(mine.read).toBe(true);
      await expect.poll(async () => (await unreadReports(s.page)) === (await unreadOf(player.username)), { timeout: 15_000 }).toBe(true);
      const unreadRows = await server.testDb.db('reports').join('users', 'users.id', 'reports.user_id')
        .whereRaw('lower(users.username) = lower(?)', [player.username]).where({ read: false }).count({ n: '*' }).first();
      expect(await unreadOf(player.username)).toBe(Number(unreadRows?.n));
      await screenshot(s.page, `armies-report-${side}`);
    }
  });

  both('A settles a second village with Settlers from the map tile panel', async () => {
    // Settlers need a level-5 town hall, 5,000 of each resource and 6,000 work: the testing tool puts
    // one at home. A second village needs 10,000 culture: written into the database.
    await setCulture(server.testDb.db, playerA.username, 20_000);
    await grantUnits(server.url, a.village.id, { special1: 1 });
    const { world, config } = server.running.deps;
    const tile = await freeTileAt(server.testDb.db, { seed: world.seed, maxCoord: config.maxCoord }, a.village, 2);
    await showOnMap(a.page, server.url, a.village, tile);
    await clickTile(a.page, tile.x, tile.y);
    const panel = a.page.getByTestId('tile-panel');
    await panel.getByText(`(${tile.x}|${tile.y})`).waitFor();
    await panel.getByRole('button', { name: 'Settle' }).click();
    await waitForPath(a.page, '/village/army/send');
    const form = a.page.getByRole('region', { name: 'Send troops' });
    await expect.poll(() => form.getByLabel('Move type', { exact: true }).inputValue()).toBe('settle');
    await form.getByLabel('Settlers', { exact: true }).fill('1');
    await form.getByRole('button', { name: 'Validate' }).click();
    await form.getByRole('status').getByText('Travel time').waitFor();
    await screenshot(a.page, 'armies-settle-validated');
    const send = form.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await toast(a.page, 'The troops are on their way.').waitFor();
    const m = await server.testDb.db('movements').where({ kind: 'settle' }).first();
    expect(m).toMatchObject({ to_x: tile.x, to_y: tile.y });

    await openArmyTab(a.page, 'Overview');
    // Named like a spawned village; A's first is "<username>'s village", so this is the 2nd.
    const name = `${playerA.username}'s village 2`;
    const klist = a.page.locator('.ak-klist');
    await klist.getByRole('button', { name: new RegExp(`^${name.replace(/[()|]/g, '\\$&')}`) })
      .waitFor({ timeout: Math.max(0, new Date(m.due_at).getTime() - Date.now()) + 30_000 });
    const villages = await villagesOf(server.testDb.db, playerA.username);
    expect(villages.map((v) => v.name)).toContain(name);
    await screenshot(a.page, 'armies-settled');
  });

  both('A switches to the new village from the kingdom list', async () => {
    const tileName = (await villagesOf(server.testDb.db, playerA.username)).at(-1)!.name;
    const item = a.page.locator('.ak-klist').getByRole('button', { name: new RegExp(`^${tileName.replace(/[()|]/g, '\\$&')}`) });
    await item.click();
    await expect.poll(() => item.getAttribute('aria-current')).toBe('true');
    // The page and the village panel now show the new village.
    await expect.poll(() => a.page.locator('.ak-vpage__kicker').textContent()).toBe(tileName);
    await expect.poll(() => a.page.locator('.ak-vpanel__name').textContent()).toBe(tileName);
    await openArmyTab(a.page, 'Overview');
    await a.page.getByTestId('troops-standing').waitFor();
    await screenshot(a.page, 'armies-new-village');
  });

  it('ran without errors in either browser', () => {
    expect([...a.errors, ...b.errors].join('\n')).toBe('');
  });
});
