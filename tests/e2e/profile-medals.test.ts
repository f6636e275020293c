/**
 * A profile with medals in Chromium against the real server (issue 17): a kingdom earns statistics
 * (countEarned, as a battle would), wins medals over three weeks (rows of the medals table, as the weekly
 * award writes them) and is ranked (POST testing/rankings); its profile then shows the rank with the
 * link to the rankings, the medals from the sprite sheet newest first (a tap shows 'Week W · rank R ·
 * amount A') and the statistics block, with no sideways scroll at 1366x768 and 768x1024.
 * Screenshots: profile-medals-1366, profile-medals-portrait, profile-medals-tip-portrait, also kept in
 * test-artifacts/profile-medals/ (another browser test's globalSetup empties test-artifacts/screenshots).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, skipWithoutChromium } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot as shoot } from './support/screens';
import { journey } from './support/steps';
import { newPlayer } from './support/flows';
import { registerAndFound } from './support/armies';
import { sidewaysOverflow } from './support/empire';
import { countEarned } from '../../server/world/statistics/count';

const noChromium = skipWithoutChromium(import.meta.url);
const keptDir = path.resolve('test-artifacts/profile-medals');

/** The viewport as test-artifacts/screenshots/<name>.png, copied to test-artifacts/profile-medals/. */
async function screenshot(page: Page, name: string): Promise<void> {
  const file = await shoot(page, name);
  fs.mkdirSync(keptDir, { recursive: true });
  fs.copyFileSync(file, path.join(keptDir, path.basename(file)));
}

describe.skipIf(noChromium)('a profile with medals', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: string[] = [];
  let id = 0;
  const ann = newPlayer('pma');
  const step = journey('profile-medals', () => page);

  beforeAll(async () => {
    server = await startE2EServer({ gameSpeed: 100, env: { MAX_COORD: '20' } });
    browser = await launchBrowser();
    ({ context, page, errors } = await openPage(browser, { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 }));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('ann founds a kingdom, earns statistics, wins medals and is ranked', async () => {
    await registerAndFound(page!, server.url, ann, 'North East');
    const db = server.testDb.db;
    id = Number((await db('users').where({ username: ann.username }).first('id')).id);
    await db.transaction((trx) => countEarned(trx, server.running.deps, [{
      userId: id, counters: { pvp_att: 12_400, pvp_def: 8_900, pve_att: 3_150, pve_def: 720, losses: 5_230, events: 14, resources: 48_250 },
      eventRewards: 30_000, at: new Date(),
    }]));
    const at = new Date();
    await db('medals').insert([
      { scope: 'kingdom', subject_id: id, type: 'kingdom_pvp_att', week: 1, rank: 2, amount: 12_400, at },
      { scope: 'kingdom', subject_id: id, type: 'kingdom_pve_win', week: 2, rank: 6, amount: 4, at },
      { scope: 'kingdom', subject_id: id, type: 'kingdom_pve_res', week: 3, rank: 1, amount: 48_250, at },
      { scope: 'kingdom', subject_id: id, type: 'kingdom_pvp_def', week: 3, rank: 3, amount: 8_900, at },
    ]);
    const r = await fetch(`${server.url}/api/testing/rankings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(r.status).toBe(200);
  });

  step('the profile shows the rank, the medals newest first and the statistics at 1366x768', async () => {
    const p = page!;
    await p.goto(`${server.url}/profile/${id}`);
    await p.getByTestId('medal-list').waitFor();
    expect(await p.getByTestId('profile-rank').textContent()).toMatch(/^#1\s*Rankings$/);
    expect(await p.getByRole('link', { name: 'Rankings' }).getAttribute('href')).toBe('/statistics');
    const titles = await p.getByTestId('medal-list').getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('title')));
    expect(titles).toEqual([
      'Kingdom · Resources won · Week 3 · rank 1 · amount 48,250',
      'Kingdom · PvP defender · Week 3 · rank 3 · amount 8,900',
      'Kingdom · Events won · Week 2 · rank 6 · amount 4',
      'Kingdom · PvP attacker · Week 1 · rank 2 · amount 12,400',
    ]);
    // The sprite sheet is served and drawn (an image that failed to load has no natural size).
    const sheet = await p.locator('.ak-medal__sprite').first().evaluate((el) => getComputedStyle(el).backgroundImage);
    const url = /url\("?([^")]+)"?\)/.exec(sheet)?.[1];
    expect(url).toBeTruthy();
    const loaded = await p.evaluate((u) => new Promise<number>((res) => { const i = new Image(); i.onload = () => res(i.naturalWidth); i.onerror = () => res(0); i.src = u; }), url!);
    expect(loaded).toBe(96);
    const facts = p.getByTestId('profile-statistics');
    expect(await facts.locator('[data-fact="pvp_att"] dd').textContent()).toBe('12,400');
    expect(await facts.locator('[data-fact="ratio"] dd').textContent()).toBe('4.81');
    expect((await sidewaysOverflow(p)).by).toBeLessThanOrEqual(0);
    await p.getByTestId('profile-medals').scrollIntoViewIfNeeded();
    await screenshot(p, 'profile-medals-1366');
  });

  step('at 768x1024 it fits, and a tap on a medal shows its week, rank and amount', async () => {
    const p = page!;
    await p.setViewportSize({ width: 768, height: 1024 });
    await p.reload();
    await p.getByTestId('medal-list').waitFor();
    expect((await sidewaysOverflow(p)).by).toBeLessThanOrEqual(0);
    await screenshot(p, 'profile-medals-portrait');
    const first = p.getByTestId('medal-list').getByRole('button').first();
    await first.click();
    await p.getByRole('tooltip').filter({ hasText: 'Week 3 · rank 1 · amount 48,250' }).waitFor();
    await screenshot(p, 'profile-medals-tip-portrait');
    expect(errors).toEqual([]);
  });

  step("ann's Empire: its ranks, medals and statistics on the statistics tab, prestige by type with the victory point sprite", async () => {
    const p = page!;
    await p.goto(`${server.url}/empire`);
    const form = p.getByTestId('empire-found');
    await form.getByLabel('Name', { exact: true }).fill('Gilded Lantern');
    await form.getByLabel('Abbreviation').fill('GLD');
    await form.getByRole('button', { name: 'Found Empire' }).click();
    await p.getByTestId('empire-summary').waitFor();
    const db = server.testDb.db;
    const empireId = Number((await db('empires').where({ name: 'Gilded Lantern' }).first('id')).id);
    const at = new Date();
    await db('medals').insert([
      { scope: 'empire', subject_id: empireId, type: 'empire_pvp_att', week: 2, rank: 1, amount: 96_000, at },
      { scope: 'empire', subject_id: empireId, type: 'empire_pve_win', week: 1, rank: 4, amount: 11, at },
    ]);
    for (const [type, amount] of [['monument', 40], ['landmark', 9], ['artifact', 3]] as const) {
      const r = await fetch(`${server.url}/api/testing/prestige`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ empire_id: empireId, type, amount }) });
      expect(r.status).toBe(200);
    }
    expect((await fetch(`${server.url}/api/testing/rankings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
    await p.goto(`${server.url}/empire/statistics`);
    const ranks = p.getByTestId('empire-ranks');
    await ranks.getByTestId('medal-list').waitFor();
    expect(await ranks.getByTestId('empire-rank-overall').locator('dd').textContent()).toBe('#1');
    expect(await ranks.getByRole('link', { name: 'To the Empire rankings' }).getAttribute('href')).toBe('/statistics/empire');
    expect(await ranks.getByTestId('medal-list').getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('title')))).toEqual([
      'Empire · PvP attacker · Week 2 · rank 1 · amount 96,000', 'Empire · Events won · Week 1 · rank 4 · amount 11',
    ]);
    expect((await sidewaysOverflow(p)).by).toBeLessThanOrEqual(0);
    await screenshot(p, 'empire-statistics-portrait');
    await p.goto(`${server.url}/empire/victorypoints`);
    const byType = p.getByTestId('empire-prestige-by-type');
    await byType.waitFor();
    expect(await byType.locator('[data-vp-row="monument"] td').textContent()).toBe('40');
    expect(await byType.locator('[data-vp-row="monument"] .ak-vp-icon').getAttribute('data-vp')).toBe('monument');
    await screenshot(p, 'empire-victory-portrait');
    expect(errors).toEqual([]);
  });
});
