/**
 * Player profiles in Chromium against the real server (issue 15, GAME.md section 9): ann opens the
 * settings, writes a description (the counter follows), picks playstyle flags and saves ('Your profile
 * is saved'); her profile shows them with her village linking to the map; bob sees the same public
 * profile with 'Send message'; ann turns the profile private and bob then sees only name, rank and
 * Empire; on a touch tablet the profile and settings fit the screen. Screenshots: profiles-*.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, openPage, skipWithoutChromium, tabletContext } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { fillLogin, newPlayer, openLogin, villagesOf, waitForPath } from './support/flows';
import { foundAndLogin } from './support/armies';
import { toast } from './support/economy';

const noChromium = skipWithoutChromium(import.meta.url);

describe.skipIf(noChromium)('player profiles in the browser', () => {
  let server: E2EServer;
  let browser: Browser;
  const ctx: Record<'ann' | 'bob', { context?: BrowserContext; page?: Page; errors: string[] }> = { ann: { errors: [] }, bob: { errors: [] } };
  const ann = newPlayer('pra');
  const bob = newPlayer('prb');
  const pageOf = (who: 'ann' | 'bob') => ctx[who].page!;
  const step = journey('profiles', () => ctx.bob.page ?? ctx.ann.page);
  const idOf = async (username: string) => Number((await server.testDb.db('users').where({ username }).first('id')).id);
  const description = 'Stone for wood, always.\nNo raids on neighbours.';

  beforeAll(async () => {
    server = await startE2EServer({ gameSpeed: 100, env: { MAX_COORD: '20' } });
    browser = await launchBrowser();
    for (const who of ['ann', 'bob'] as const) {
      const { context, page, errors } = await openPage(browser, desktopContext);
      ctx[who] = { context, page, errors };
    }
  });

  afterAll(async () => {
    for (const who of ['ann', 'bob'] as const) await ctx[who].context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('ann writes her description and flags in the settings and saves them', async () => {
    await foundAndLogin(pageOf('ann'), server.url, ann, 'NE');
    const a = pageOf('ann');
    await a.goto(`${server.url}/settings`);
    const form = a.getByRole('form', { name: 'Profile' });
    await form.getByLabel('Description').fill(description);
    await form.getByText(`${[...description].length} of 2000 characters`).waitFor();
    await form.getByLabel('Trader').check();
    await form.getByLabel('Peaceful').check();
    await form.getByRole('button', { name: 'Save profile' }).click();
    await toast(a, 'Your profile is saved').waitFor();
    const row = await server.testDb.db('users').where({ username: ann.username }).first('description', 'flags');
    expect(row).toEqual({ description, flags: 'peaceful,trader' });
    await screenshot(a, 'profiles-settings');
  });

  step('her own profile shows them, with her village linking to the map and an edit link', async () => {
    const a = pageOf('ann');
    await a.getByRole('link', { name: 'View your profile' }).click();
    await waitForPath(a, /^\/profile\/\d+$/);
    await a.getByRole('heading', { name: ann.username, exact: true }).waitFor();
    await a.getByText('No raids on neighbours.', { exact: false }).waitFor();
    await a.getByText('Peaceful').waitFor();
    await a.getByRole('link', { name: 'Edit in settings' }).waitFor();
    const [v] = await villagesOf(server.testDb.db, ann.username);
    expect(await a.getByRole('link', { name: v.name }).getAttribute('href')).toBe(`/map?x=${v.x}&y=${v.y}`);
    await screenshot(a, 'profiles-own');
  });

  step('bob sees the public profile with Send message', async () => {
    await foundAndLogin(pageOf('bob'), server.url, bob, 'SW');
    const b = pageOf('bob');
    await b.goto(`${server.url}/profile/${await idOf(ann.username)}`);
    await b.getByRole('heading', { name: ann.username, exact: true }).waitFor();
    await b.getByText('Stone for wood, always.', { exact: false }).waitFor();
    await b.getByRole('link', { name: 'Send message' }).waitFor();
    expect(await b.getByRole('link', { name: 'Edit in settings' }).count()).toBe(0);
    await screenshot(b, 'profiles-public');
  });

  step('ann turns her profile private; bob then sees only name, rank and Empire', async () => {
    const a = pageOf('ann');
    await a.goto(`${server.url}/settings`);
    await a.getByLabel(/Public profile/).uncheck();
    await a.getByRole('button', { name: 'Save email and visibility' }).click();
    await toast(a, 'Your profile is saved').waitFor();
    const b = pageOf('bob');
    await b.reload();
    await b.getByText('This profile is private: only the name, rank and Empire are shown.').waitFor();
    expect(await b.getByText('Stone for wood, always.', { exact: false }).count()).toBe(0);
    await b.getByRole('region', { name: 'Player profile' }).getByText('No Empire').waitFor();
    await screenshot(b, 'profiles-private');
    for (const who of ['ann', 'bob'] as const) expect(ctx[who].errors, who).toEqual([]);
  });

  step('on a touch tablet her profile and settings fit without sideways scrolling; a flag toggles by tap', async () => {
    const { context, page: t, errors } = await openPage(browser, tabletContext);
    try {
      await openLogin(t, server.url);
      await fillLogin(t, ann);
      await t.getByRole('button', { name: 'Login', exact: true }).tap();
      await t.waitForURL((u) => !u.pathname.startsWith('/login'));
      const overflow = () => t.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await t.goto(`${server.url}/profile/${await idOf(ann.username)}`);
      await t.getByRole('link', { name: 'Edit in settings' }).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(t, 'profiles-tablet-own');
      await t.getByRole('link', { name: 'Edit in settings' }).tap();
      await waitForPath(t, '/settings');
      const builder = t.getByRole('form', { name: 'Profile' }).getByLabel('Builder');
      await builder.tap();
      expect(await builder.isChecked()).toBe(true);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(t, 'profiles-tablet-settings');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
