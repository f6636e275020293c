/**
 * /map/objectives and /objective/{id} (issue 16) as a player sees them: events and objectives created
 * near the player's village with the testing tools are listed (nearest first, sortable), each opens its
 * page with the overview and incoming tabs, and the army and logistics forms open at their tile from the
 * page's actions. At 1366x768, on a 1024x768 touch tablet and at 768x1024 no page scrolls sideways and
 * none raises a browser error; every page is photographed under test-artifacts/objectives/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, openPage, skipWithoutChromium, tabletContext } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { waitForLoadingScreen } from './support/screens';
import { navigateInApp, networkQuiet } from './support/inApp';
import { journey } from './support/steps';
import { newPlayer, openLogin, villagesOf, waitForPath } from './support/flows';
import { foundAndLogin } from './support/armies';

const noChromium = skipWithoutChromium(import.meta.url);
const shotDir = path.resolve('test-artifacts/objectives');

async function create(base: string, at: { x: number; y: number }, what: 'event' | 'objective', body: Record<string, unknown>, from = 3): Promise<{ id: number; x: number; y: number }> {
  for (let d = from; d <= from + 8; d++) {
    for (const [dx, dy] of [[d, 0], [0, d], [-d, 0], [0, -d], [d, d], [-d, -d], [d, -d], [-d, d]]) {
      const r = await fetch(`${base}/api/testing/${what}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, x: at.x + dx!, y: at.y + dy! }) });
      if (r.ok) return ((await r.json()) as { objective: { id: number; x: number; y: number } }).objective;
    }
  }
  throw new Error(`no free tile for testing/${what} near (${at.x}|${at.y})`);
}

async function overflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement;
    let widest = '';
    let right = root.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > right + 1 && r.width > 0) { right = r.right; widest = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(r.right)} px)`; }
    }
    return root.scrollWidth > root.clientWidth ? `${root.scrollWidth} px wide in ${root.clientWidth} px (${widest})` : '';
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name.replace(/[^a-z0-9_-]+/gi, '-')}.png`), animations: 'disabled', fullPage: true });
}

describe.skipIf(noChromium)('objective pages', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let tablet: { context: BrowserContext; page: Page; errors: string[] } | undefined;
  const ids: Record<string, number> = {};
  const player = newPlayer('obj');
  const step = journey('objectives', () => tablet?.page ?? page);

  beforeAll(async () => {
    vi.setConfig({ testTimeout: 300_000 });
    fs.rmSync(shotDir, { recursive: true, force: true });
    server = await startE2EServer();
    browser = await launchBrowser();
    ({ context, page, errors } = await openPage(browser, { ...desktopContext, viewport: { width: 1366, height: 768 } }));
  });

  afterAll(async () => {
    await tablet?.context.close();
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  /** `inApp`: as a link moves there (support/inApp.ts), for the tours after the first loaded each page by its address. */
  async function visit(p: Page, route: string, ready: string, inApp = false): Promise<void> {
    if (inApp) await navigateInApp(p, route);
    else await p.goto(`${server.url}${route}`);
    await waitForLoadingScreen(p);
    await p.getByTestId(ready).waitFor({ timeout: 30_000 });
    await p.waitForFunction(() => !document.querySelector('[role="status"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
    if (inApp) await networkQuiet(p).catch(() => undefined);
  }

  async function tour(p: Page, errs: string[], size: string, inApp = false): Promise<void> {
    const problems: string[] = [];
    const pages: Array<[string, string]> = [
      ['/map/objectives', 'objectives-list'], ['/map/objectives?sort=deadline', 'objectives-list'],
      ...Object.entries(ids).map(([k, id]): [string, string] => [`/objective/${id}`, 'objective-overview'] as [string, string]).map(([r, t], i) => [r, t] as [string, string]),
      [`/objective/${ids.attack1}/incoming`, 'objective-incomings'],
    ];
    for (const [route, ready] of pages) {
      const before = errs.length;
      await visit(p, route, ready, inApp);
      const name = Object.entries(ids).find(([, id]) => route === `/objective/${id}`)?.[0];
      await shoot(p, `${size}${name ? `-objective-${name}` : route}`);
      const o = await overflow(p);
      if (o) problems.push(`${route}: ${o}`);
      if (errs.length > before) problems.push(`${route}: ${errs.slice(before).join('; ')}`);
    }
    expect(problems.join('\n')).toBe('');
  }

  step('logs in to a kingdom founded through the API; events and objectives appear near it', async () => {
    await foundAndLogin(page, server.url, player, 'SW');
    const [v] = await villagesOf(server.testDb.db, player.username);
    let d = 3;
    for (const [type, difficulty] of [['attack1', 2], ['attack2', 3], ['defend1', 1], ['supply1', 1], ['supply2', 2]] as const) {
      ids[type] = (await create(server.url, v, 'event', { type, difficulty }, d)).id;
      d += 1;
    }
    for (const type of ['landmark', 'monument', 'artifact'] as const) {
      ids[type] = (await create(server.url, v, 'objective', { type }, d)).id;
      d += 1;
    }
  });

  step('the list shows every one, nearest first; a row opens its page; Attack opens the army form at its tile', async () => {
    await visit(page, '/map/objectives', 'objectives-list');
    const rows = page.getByTestId('objectives-list').locator('.ak-objlist__row');
    await expect.poll(() => rows.count()).toBe(8);
    expect(await rows.first().getAttribute('href')).toBe(`/objective/${ids.attack1}`);
    await rows.first().click();
    await waitForPath(page, `/objective/${ids.attack1}`);
    await page.getByTestId('objective-stage').waitFor();
    expect(await page.getByTestId('objective-stage').textContent()).toContain('Stage 1 of');
    await page.getByTestId('objective-overview').getByRole('link', { name: 'Attack', exact: true }).click();
    await waitForPath(page, '/village/army/send');
    expect(page.url()).toMatch(/moveType=attack/);
    await expect.poll(async () => (await page.getByTestId('send-target-info').textContent()) ?? '').toContain('Gathering native forces');
    // The supply event's Send supplies opens the logistics form naming it, with its progress.
    await visit(page, `/objective/${ids.supply2}`, 'objective-overview');
    await page.getByTestId('objective-overview').getByRole('link', { name: 'Send supplies', exact: true }).click();
    await waitForPath(page, '/village/logistics/send');
    await expect.poll(async () => (await page.getByTestId('send-supply-target').textContent()) ?? '').toContain('Aether deposit');
    await page.getByLabel('Aether', { exact: true }).waitFor();
  });

  step('every page at 1366x768', async () => { await tour(page, errors, 'desktop'); });

  step('every page on a 1024x768 touch tablet', async () => {
    tablet = await openPage(browser, tabletContext);
    const t = tablet.page;
    await openLogin(t, server.url);
    await t.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await t.getByLabel('Username').fill(player.username);
    await t.getByLabel(/^Password/).fill(player.password);
    await t.getByRole('button', { name: 'Login', exact: true }).tap();
    await t.waitForURL((u) => u.pathname !== '/login');
    await tour(t, tablet.errors, 'tablet', true);
  });

  step('every page at 768x1024, the tabs a dropdown', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await visit(page, `/objective/${ids.landmark}`, 'objective-overview');
    const select = page.getByRole('combobox', { name: 'Objective pages' });
    await select.selectOption('incoming');
    await waitForPath(page, `/objective/${ids.landmark}/incoming`);
    await tour(page, errors, 'portrait', true);
  });
});
