import type { Page } from 'playwright-core';
import { waitForPath, type Player } from './flows';

/** Helpers of the Empire journey (tests/e2e/empire.test.ts): direct calls for the third player, the /empire tabs, the feed, sideways scroll. */

/** One API call with a bearer token; throws on anything but 2xx, naming the answer (a journey's set-up must not fail quietly). */
export async function call<T = unknown>(baseUrl: string, method: 'GET' | 'POST' | 'DELETE', path: string, token: string, body?: unknown): Promise<T> {
  const r = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${await r.text()}`);
  return (await r.json()) as T;
}

/** A player registered and founded in `quadrant` through the API; answers its owner token and user id. */
export async function apiPlayer(baseUrl: string, p: Player, quadrant: 'NE' | 'NW' | 'SE' | 'SW'): Promise<{ token: string; id: number }> {
  const post = async <T>(path: string, body: unknown, token?: string) => {
    const r = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (r.status >= 300) throw new Error(`${path} answered ${r.status}: ${await r.text()}`);
    return (await r.json()) as T;
  };
  await post('auth/register', { username: p.username, password: p.password, passwordConfirm: p.password, email: p.email });
  const login = await post<{ userTokens: { token: string }[] }>('auth/login', { username: p.username, password: p.password, stayLoggedIn: false });
  const token = login.userTokens[0]!.token;
  await post('user/spawnVillage', { quadrant }, token);
  const me = await call<{ profile: { id: number } }>(baseUrl, 'GET', 'profiles/user', token);
  return { token, id: me.profile.id };
}

/** The /empire tab names as the tab row shows them (empire.tabs.*) with their addresses. */
export const EMPIRE_TABS = [
  ['Home', '/empire'], ['Statistics', '/empire/statistics'], ['Settings', '/empire/settings'],
  ['Management', '/empire/management'], ['Prestige', '/empire/victorypoints'], ['Messages', '/empire/messages'],
] as const;

/** The /empire page's tab row (hidden below 900 px, where the dropdown replaces it). */
export function empireTabRow(page: Page) {
  return page.getByRole('navigation', { name: 'Empire pages' });
}

/** Opens an /empire tab from the tab row and waits for its address. */
export async function openEmpireTab(page: Page, name: (typeof EMPIRE_TABS)[number][0], opts: { tap?: boolean } = {}): Promise<void> {
  const link = empireTabRow(page).getByRole('link', { name, exact: true });
  if (opts.tap) await link.tap();
  else await link.click();
  await waitForPath(page, EMPIRE_TABS.find(([n]) => n === name)![1]);
}

/** The right sidebar's panel (labelled 'Kingdom'): the Empire name, latest message and invite count. */
export function rightSidebar(page: Page) {
  return page.getByRole('region', { name: 'Kingdom', exact: true });
}

/** The feed's entries of one type (li[data-type]), on /empire/messages. */
export function feedEntries(page: Page, type: string) {
  return page.getByTestId('empire-feed').locator(`li[data-type="${type}"]`);
}

/** How far the page scrolls sideways (0 when it fits), with the widest element named when it does not. */
export async function sidewaysOverflow(page: Page): Promise<{ by: number; widest: string }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const by = root.scrollWidth - root.clientWidth;
    let widest = '';
    if (by > 0) {
      let right = 0;
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.right > right) {
          right = r.right;
          widest = `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').join('.')} (${Math.round(r.right)} px)`;
        }
      }
    }
    return { by, widest };
  });
}

/** How far the page's scrolling tables (.ak-table-scroll) scroll sideways inside: a cut column or button shows here, not in the page. */
export async function tableOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, ...Array.from(document.querySelectorAll('main .ak-table-scroll')).map((el) => el.scrollWidth - el.clientWidth)));
}
