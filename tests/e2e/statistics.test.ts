/**
 * Statistics, rankings and a weekly medal in Chromium against the real server (issue 17). Twelve kingdoms
 * are founded through the API and three of them found Empires; what they earn in battles is counted with
 * countEarned (the world layer's one function for it, called in-process on the running server as other
 * journeys use server.running.deps), six rivals get bigger villages (POST testing/village) so the player
 * ranks below the first page by population. Week 1 ends by moving startTime back past its end (POST
 * testing/startTime) and POST testing/rankings awards its medals and refreshes the rank table now.
 *
 * Then the player, at 1366x768, opens the statistics from the top menu: its own row pinned under the
 * Kingdoms table, 'My rank' turning the page to it; by Attack kills it is first and highlighted in place;
 * the Empires, Week (week 1's final standings with its medal) and Server tabs; its profile opened from its
 * row shows the medal, whose tooltip shows on hover. On a 1024x768 touch tablet the same by taps (the medal's
 * tip on a tap) and at 768x1024; every tab photographed at each size, without sideways scroll.
 * Screenshots: test-artifacts/screenshots/statistics-*.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, skipWithoutChromium, tabletContext } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { fillLogin, newPlayer, openLogin, villagesOf, waitForPath, type Player } from './support/flows';
import { apiPlayer, call, sidewaysOverflow } from './support/empire';
import { countEarned, type Earned } from '../../server/world/statistics/count';

const noChromium = skipWithoutChromium(import.meta.url);

/** The tabs as the tab row names them, with their addresses. */
const TABS = [
  ['Kingdoms', '/statistics'], ['Empires', '/statistics/empire'], ['Week', '/statistics/week'], ['Server', '/statistics/server'],
] as const;

/** What the player earned in week 1 by attacking: its medal (Kingdom · PvP attacker, rank 1). */
const MY_PVP_ATT = 5_000;

describe.skipIf(noChromium)('statistics: rankings, the week and a medal in the browser', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  const me = newPlayer('sta');
  const rivals: Player[] = Array.from({ length: 11 }, (_, i) => newPlayer(`st${String.fromCharCode(98 + i)}`));
  let myId: number;
  let myEmpireId: number;
  const rivalIds: number[] = [];
  const step = journey('statistics', () => page);
  const db = () => server.testDb.db;

  /** Counts what kingdoms earned, in one transaction, as a battle would. */
  const earn = (items: Earned[]) => db().transaction((trx) => countEarned(trx, server.running.deps, items));
  const ranking = (p: Page, scope: 'kingdoms' | 'empires') => p.getByTestId(`ranking-${scope}`);
  /**
   * Waits until a ranking shows the page it asked for: while the next category's page loads, the last one
   * stays on screen dimmed (aria-busy), and its rows (the player's own with '(you)') would match too early.
   */
  const settled = async (p: Page, scope: 'kingdoms' | 'empires') =>
    expect.poll(() => ranking(p, scope).locator('[aria-busy="true"]').count()).toBe(0);
  const tabRow = (p: Page) => p.getByRole('navigation', { name: 'Statistics pages' });
  const medal = (p: Page) => p.getByTestId('profile-medals').getByRole('button', { name: 'Kingdom · PvP attacker', exact: true });

  /** Logs in through the form (by tap on touch) and waits to leave /login. */
  const login = async (p: Page, touch = false) => {
    await openLogin(p, server.url);
    await fillLogin(p, me);
    const button = p.getByRole('button', { name: 'Login', exact: true });
    await (touch ? button.tap() : button.click());
    await p.waitForURL((u) => !u.pathname.startsWith('/login'));
  };

  /** Opens a statistics tab by address and waits for its content (not the loading state). */
  const openTab = async (p: Page, path: string) => {
    await p.goto(`${server.url}${path}`);
    await waitForPath(p, path.split('?')[0]!);
    await tabContent(p, path).waitFor();
  };
  const tabContent = (p: Page, path: string) =>
    path.startsWith('/statistics/empire') ? ranking(p, 'empires').getByRole('table')
      : path.startsWith('/statistics/week') ? p.getByTestId('week-pvp_att')
        : path.startsWith('/statistics/server') ? p.getByTestId('statistics-totals')
          : ranking(p, 'kingdoms').getByRole('table');

  /** The page scrolls no wider than the screen; the widest element is named otherwise. */
  const fits = async (p: Page, what: string) => {
    const o = await sidewaysOverflow(p);
    expect(o.by, `${what}: ${o.widest}`).toBeLessThanOrEqual(0);
  };

  beforeAll(async () => {
    server = await startE2EServer({ env: { MAX_COORD: '20' } });
    browser = await launchBrowser();
    ({ context, page, errors } = await openPage(browser, { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 }));

    // Twelve kingdoms; the player first, so it loses every tie on population (ties to whoever got there first... the others all did later, but six outgrow it).
    const quadrants = ['NE', 'NW', 'SE', 'SW'] as const;
    const mine = await apiPlayer(server.url, me, 'NE');
    myId = mine.id;
    const tokens: string[] = [];
    for (const [i, r] of rivals.entries()) {
      const a = await apiPlayer(server.url, r, quadrants[(i + 1) % 4]!);
      rivalIds.push(a.id);
      tokens.push(a.token);
    }
    const mineEmpire = await call<{ empire: { id: number } }>(server.url, 'POST', 'empires', mine.token, { name: 'Silver Ledger', nameShort: 'SLG' });
    myEmpireId = mineEmpire.empire.id;
    await call(server.url, 'POST', 'empires', tokens[0]!, { name: 'Iron Tally', nameShort: 'IRT' });
    await call(server.url, 'POST', 'empires', tokens[1]!, { name: 'Copper Count', nameShort: 'CPC' });

    // Six rivals with bigger villages: the player ranks 7th or lower by population (page 2 at 5 a page).
    for (const r of rivals.slice(0, 6)) {
      const [v] = await villagesOf(db(), r.username);
      await call(server.url, 'POST', 'testing/village', mine.token, { village_id: v.id, buildings: { farm: 8, warehouse: 8, forester: 6 } });
    }

    // Week 1: battles. The player kills the most in attacks (its medal); the rivals less, some in defence and against natives.
    const t0 = Date.now();
    await earn([
      { userId: myId, counters: { pvp_att: MY_PVP_ATT, losses: 1_200, pvp_def: 300 }, at: new Date(t0 - 5_000) },
      ...rivalIds.map((id, i) => ({
        userId: id,
        counters: { pvp_att: 3_000 - i * 200, pvp_def: 400 + i * 50, pve_att: 100 * (i + 1), losses: 500 },
        at: new Date(t0 - 4_000 + i * 10),
      })),
    ]);
    // Week 1 ends: the world started a week and an hour ago (GAME_SPEED 1: a week is 7 days).
    await call(server.url, 'POST', 'testing/startTime', mine.token, { startTime: new Date(Date.now() - 7 * 24 * 3600_000 - 3600_000).toISOString() });
    // Week 2 (running): a little more, so the live week has standings too.
    await earn([
      { userId: myId, counters: { pvp_att: 800 }, at: new Date() },
      { userId: rivalIds[2]!, counters: { pvp_att: 1_100, pve_def: 250 }, at: new Date() },
    ]);
    const run = await call<{ refreshed: boolean; medal_weeks: number[]; medals: number }>(server.url, 'POST', 'testing/rankings', mine.token, {});
    expect(run.refreshed).toBe(true);
    // The tick's medals step may have awarded week 1 a moment earlier: then this call awards nothing new.
    const mine1 = await db()('medals').where({ scope: 'kingdom', subject_id: myId, week: 1, type: 'kingdom_pvp_att' }).first();
    expect(mine1, JSON.stringify(run)).toMatchObject({ rank: 1 });
    expect(Number(mine1.amount)).toBe(MY_PVP_ATT);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('the player opens the statistics from the top menu: Kingdoms by Population, its own row pinned under the table', async () => {
    await login(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Statistics', exact: true }).click();
    await waitForPath(page, '/statistics');
    const table = ranking(page, 'kingdoms');
    await table.getByRole('heading', { name: 'Kingdoms by Population' }).waitFor();
    const pinned = table.getByTestId('ranking-own-pinned');
    await pinned.getByText('Your kingdom').waitFor();
    const own = pinned.getByTestId(`rank-row-${myId}`);
    await own.getByRole('link', { name: me.username }).waitFor();
    expect(await own.getAttribute('aria-current')).toBe('true');
    expect(Number(await own.locator('.ak-stats__rank').innerText())).toBeGreaterThanOrEqual(7);
    await table.getByText('Page 1 of 3').waitFor();
    await table.getByText(/^Updated \d+ (seconds|minutes) ago$/).waitFor();
    await screenshot(page, 'statistics-profiles-1366');
    // 'My rank' turns to the page that holds it, where the row is highlighted in place.
    await table.getByRole('button', { name: 'My rank' }).click();
    await table.getByText('Page 2 of 3').waitFor();
    await expect.poll(() => table.getByTestId('ranking-own-pinned').count()).toBe(0);
    expect(await table.locator(`tbody [data-testid="rank-row-${myId}"]`).getAttribute('aria-current')).toBe('true');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  });

  step('by Attack kills the player is first, highlighted in place, with (you)', async () => {
    const table = ranking(page, 'kingdoms');
    await table.getByRole('group', { name: 'Ranked by' }).getByRole('button', { name: 'Attack kills' }).click();
    await table.getByRole('heading', { name: 'Kingdoms by Attack kills' }).waitFor();
    expect(new URL(page.url()).searchParams.get('type')).toBe('pvp_att');
    await settled(page, 'kingdoms');
    const row = table.getByTestId(`rank-row-${myId}`);
    await row.getByText('(you)').waitFor();
    expect(await row.getAttribute('aria-current')).toBe('true');
    expect(await row.locator('.ak-stats__rank').innerText()).toBe('1');
    // Both weeks: 5,000 + 800.
    await row.getByText((MY_PVP_ATT + 800).toLocaleString('en-US')).waitFor();
    expect(await table.getByTestId('ranking-own-pinned').count()).toBe(0);
    await screenshot(page, 'statistics-profiles-pvp-1366');
  });

  step('the Empires, Week and Server tabs: its Empire highlighted, week 1 final with its medal, the world in figures', async () => {
    await tabRow(page).getByRole('link', { name: 'Empires', exact: true }).click();
    await waitForPath(page, '/statistics/empire');
    const empires = ranking(page, 'empires');
    await empires.getByRole('heading', { name: 'Empires by Population' }).waitFor();
    const ownEmpire = empires.getByTestId(`rank-row-${myEmpireId}`);
    await ownEmpire.getByRole('link', { name: /Silver Ledger/ }).waitFor();
    expect(await ownEmpire.getAttribute('aria-current')).toBe('true');
    expect(await empires.getByRole('row').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'statistics-empire-1366');

    await tabRow(page).getByRole('link', { name: 'Week', exact: true }).click();
    await waitForPath(page, '/statistics/week');
    const week = page.getByTestId('statistics-week');
    await week.getByRole('heading', { name: 'Week 2: the top 10' }).waitFor();
    await week.getByTestId('week-countdown').waitFor();
    const pvp = page.getByTestId('week-pvp_att');
    await pvp.getByRole('link', { name: me.username }).waitFor();
    await screenshot(page, 'statistics-week-1366');
    // Week 1 from the selector: its standings are final, the player first with the gold medal.
    await week.locator('.ak-stats__head select').selectOption('1');
    await week.getByRole('heading', { name: 'Week 1: the top 10' }).waitFor();
    await week.getByText('Medals awarded: these standings are final.').waitFor();
    const first = pvp.getByRole('row').filter({ has: page.getByRole('link', { name: me.username }) });
    await first.getByRole('cell', { name: MY_PVP_ATT.toLocaleString('en-US'), exact: true }).waitFor();
    await first.locator('.ak-medal').first().waitFor();
    await screenshot(page, 'statistics-week1-1366');

    await tabRow(page).getByRole('link', { name: 'Server', exact: true }).click();
    await waitForPath(page, '/statistics/server');
    const totals = page.getByTestId('statistics-totals');
    await totals.waitFor();
    await expect.poll(async () => (await totals.innerText()).replace(/\s+/g, ' ')).toMatch(/players 12 kingdoms 12 villages 12 empires 3\b/i);
    await page.getByTestId('statistics-standings').getByRole('link', { name: /Silver Ledger|Iron Tally|Copper Count/ }).first().waitFor();
    await screenshot(page, 'statistics-server-1366');
    await fits(page, 'server tab at 1366x768');
  });

  step('its profile, opened from its row, shows the medal; hovering shows the tooltip (week, rank, amount)', async () => {
    await openTab(page, '/statistics?type=pvp_att');
    await ranking(page, 'kingdoms').getByTestId(`rank-row-${myId}`).getByRole('link', { name: me.username }).click();
    await waitForPath(page, `/profile/${myId}`);
    await page.getByRole('heading', { name: me.username, exact: true }).waitFor();
    const m = medal(page);
    await m.waitFor();
    const tip = m.getByRole('tooltip');
    expect(await tip.isVisible()).toBe(false);
    await m.hover();
    await tip.waitFor({ state: 'visible' });
    expect((await tip.innerText()).replace(/\s+/g, ' ')).toBe(`Kingdom · PvP attacker Week 1 · rank 1 · amount ${MY_PVP_ATT.toLocaleString('en-US')}`);
    expect(await m.getAttribute('title')).toBe(`Kingdom · PvP attacker · Week 1 · rank 1 · amount ${MY_PVP_ATT.toLocaleString('en-US')}`);
    await screenshot(page, 'statistics-profile-medal-1366');
    // The tip goes when the pointer leaves.
    await page.mouse.move(5, 300);
    await tip.waitFor({ state: 'hidden' });
  });

  step('on a 1024x768 touch tablet: every tab by tap, a category chip, the profile medal tip on a tap', async () => {
    const t = await openPage(browser, tabletContext);
    const p = t.page;
    try {
      await login(p, true);
      await p.goto(`${server.url}/statistics`);
      await ranking(p, 'kingdoms').getByTestId('ranking-own-pinned').getByTestId(`rank-row-${myId}`).waitFor();
      for (const [name, path] of TABS) {
        await tabRow(p).getByRole('link', { name, exact: true }).tap();
        await waitForPath(p, path);
        await tabContent(p, path).waitFor();
        await fits(p, `${path} on the tablet`);
        await screenshot(p, `statistics-${path.split('/')[2] ?? 'profiles'}-tablet`);
      }
      await tabRow(p).getByRole('link', { name: 'Kingdoms', exact: true }).tap();
      const table = ranking(p, 'kingdoms');
      await table.getByRole('group', { name: 'Ranked by' }).getByRole('button', { name: 'Attack kills' }).tap();
      await settled(p, 'kingdoms');
      await table.getByTestId(`rank-row-${myId}`).getByText('(you)').waitFor();
      await table.getByTestId(`rank-row-${myId}`).getByRole('link', { name: me.username }).tap();
      await waitForPath(p, `/profile/${myId}`);
      const m = medal(p);
      const tip = m.getByRole('tooltip');
      await m.waitFor();
      expect(await tip.isVisible()).toBe(false);
      await m.tap();
      await tip.waitFor({ state: 'visible' });
      await tip.getByText('Week 1 · rank 1').waitFor();
      await fits(p, 'profile on the tablet');
      await screenshot(p, 'statistics-profile-medal-tablet');
      // A second tap closes it (a tapped button stays ':hover' in Chromium: the tip shows on hover only
      // where the pointer hovers, MedalIcon.css's @media (hover: hover)).
      await m.tap();
      await expect.poll(async () => (await m.getAttribute('class')) ?? '').not.toContain('is-open');
      await tip.waitFor({ state: 'hidden' });
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  step('at 768x1024 every tab fits and is photographed; the tabs are a dropdown', async () => {
    const o = await openPage(browser, { viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1 });
    const p = o.page;
    try {
      await login(p);
      for (const [, path] of TABS) {
        await openTab(p, path);
        await fits(p, `${path} at 768x1024`);
        await screenshot(p, `statistics-${path.split('/')[2] ?? 'profiles'}-portrait`);
      }
      await openTab(p, '/statistics/week?week=1');
      await p.getByText('Medals awarded: these standings are final.').waitFor();
      await screenshot(p, 'statistics-week1-portrait');
      await p.goto(`${server.url}/profile/${myId}`);
      await medal(p).waitFor();
      await fits(p, 'profile at 768x1024');
      await screenshot(p, 'statistics-profile-portrait');
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  });

  it('ran without page errors or refused calls', () => {
    expect(errors.join('\n')).toBe('');
  });
});
