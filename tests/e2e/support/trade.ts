import type { Page } from 'playwright-core';
import type { Db } from '../../../server/db/knex';
import { freeTileAt } from './armies';
import { insertSecondVillage, waitForPath, type Player } from './flows';

/** Helpers of the trade journey (tests/e2e/trade.test.ts): the testing tools, the logistics tabs, stocks, reports. */

export type Stock = { wood: number; stone: number; iron: number; food: number };
export type LogisticsTab = 'Overview' | 'Send' | 'Marketplace' | 'Exchange' | 'Trade route';
const TAB_PATHS: Record<LogisticsTab, string> = {
  Overview: 'overview', Send: 'send', Marketplace: 'marketplace', Exchange: 'exchange', 'Trade route': 'traderoute',
};

/** POST /api/<path> with a JSON body (and a bearer token); throws on anything but 2xx, naming the answer. */
export async function post<T = unknown>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const r = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (r.status >= 300) throw new Error(`${path} answered ${r.status}: ${await r.text()}`);
  return (await r.json()) as T;
}

/** POST testing/village (TESTING_TOOLS only): stock, building levels; answers the stock brought to now. */
export async function setVillage(baseUrl: string, body: { village_id: number; resources?: Stock; buildings?: Record<string, number> }) {
  return post<{ resources: Stock; store_res: number; store_food: number; buildings: Record<string, number> }>(baseUrl, 'testing/village', body);
}

/** POST testing/account (TESTING_TOOLS only): the account's aether. */
export async function setAether(baseUrl: string, userId: number, aether: number) {
  return post<{ aether: number }>(baseUrl, 'testing/account', { user_id: userId, aether });
}

/** A player registered and founded in `quadrant` through the API (the quests journey's rival does the same). */
export async function registerByApi(baseUrl: string, p: Player, quadrant: 'NE' | 'NW' | 'SE' | 'SW'): Promise<void> {
  await post(baseUrl, 'auth/register', { username: p.username, password: p.password, passwordConfirm: p.password, email: p.email });
  const login = await post<{ userTokens: { token: string }[] }>(baseUrl, 'auth/login', { username: p.username, password: p.password, stayLoggedIn: false });
  await post(baseUrl, 'user/spawnVillage', { quadrant }, login.userTokens[0]!.token);
}

/**
 * A second village for the player (flows.insertSecondVillage: written into the database, settling is the
 * quests journey's), moved to a free land tile `r` tiles (Chebyshev) from the first so a merchants' trip
 * lasts long enough to be watched on the way.
 */
export async function secondVillageAt(db: Db, world: { seed: string; maxCoord: number }, username: string, first: { x: number; y: number }, r: number) {
  const second = await insertSecondVillage(db, world, username, 'Harbour');
  const spot = await freeTileAt(db, world, first, r);
  await db('villages').where({ id: second.id }).update(spot);
  await db('village_tiles').where({ village_id: second.id }).update(spot);
  return { ...second, ...spot };
}

/** The page's own owner token (localStorage.userTokens), for a direct read of what the server holds. */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const tokens = JSON.parse(localStorage.getItem('userTokens') ?? '[]') as { token: string; is_sitter: boolean }[];
    return tokens.find((t) => !t.is_sitter)?.token;
  });
  if (!token) throw new Error('no owner token in localStorage.userTokens');
  return token;
}

/** GET villages/{id} with the page's token: the stock (brought to now by the server) and the merchants. */
export async function villageRead(page: Page, baseUrl: string, villageId: number) {
  const r = await fetch(`${baseUrl}/api/villages/${villageId}`, { headers: { authorization: `Bearer ${await pageToken(page)}` } });
  if (r.status !== 200) throw new Error(`GET villages/${villageId} answered ${r.status}`);
  const v = (await r.json()) as { village: Stock; merchants: { total: number; available: number; capacity: number } };
  return { stock: { wood: v.village.wood, stone: v.village.stone, iron: v.village.iron, food: v.village.food }, merchants: v.merchants };
}

/** The player's 'merchants' reports (trips and deliveries), oldest first, with their data. */
export async function merchantsReports(db: Db, userId: number) {
  return db('reports').where({ user_id: userId, kind: 'merchants' }).orderBy('id')
    .select('id', 'data') as Promise<{ id: number; data: { delivered?: Stock; lost?: Stock; origin?: string; village_id?: number } }[]>;
}

/** The logistics page's menu: the row of tabs, or below 900 px the dropdown (PageTabs); `tap` for a touch screen. */
export async function openLogisticsTab(page: Page, name: LogisticsTab, opts: { tap?: boolean } = {}): Promise<void> {
  const row = page.getByRole('navigation', { name: 'Logistics pages' });
  const dropdown = page.getByRole('combobox', { name: 'Logistics pages' });
  // One of the two is displayed (PageTabs.css); wait for the page to show it before choosing.
  await row.or(dropdown).first().waitFor();
  if (await row.isVisible()) {
    const link = row.getByRole('link', { name, exact: true });
    await (opts.tap ? link.tap() : link.click());
  } else {
    await dropdown.selectOption({ label: name });
  }
  await waitForPath(page, `/village/logistics/${TAB_PATHS[name]}`);
}

/** How far the page scrolls sideways (px; 0 when it fits the viewport's width). */
export async function sideScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Elements wider than the viewport or sticking out past its right edge (tag.class and right edge), for a failure message. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 1) out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} right=${Math.round(r.right)}`);
    }
    return out.slice(0, 10);
  });
}
