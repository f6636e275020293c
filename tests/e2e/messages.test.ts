/**
 * Player messages in Chromium against the real server (issue 15, GAME.md section 9): ann opens bob's
 * profile and follows 'Send message' to a composer addressed to him (/messages?to=), sends, and lands in
 * the conversation with her message shown; bob's top menu envelope counts it, his conversations list
 * marks it unread, opening it clears the counter; his reply reaches ann's list. Screenshots: messages-*.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, openPage, skipWithoutChromium } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { newPlayer, waitForPath } from './support/flows';
import { foundAndLogin, reload } from './support/armies';

const noChromium = skipWithoutChromium(import.meta.url);

describe.skipIf(noChromium)('player messages in the browser', () => {
  let server: E2EServer;
  let browser: Browser;
  const ctx: Record<'ann' | 'bob', { context?: BrowserContext; page?: Page; errors: string[] }> = { ann: { errors: [] }, bob: { errors: [] } };
  const ann = newPlayer('msa');
  const bob = newPlayer('msb');
  const pageOf = (who: 'ann' | 'bob') => ctx[who].page!;
  const step = journey('messages', () => ctx.bob.page ?? ctx.ann.page);
  const idOf = async (username: string) => Number((await server.testDb.db('users').where({ username }).first('id')).id);

  /** The top menu's Messages link; its accessible name carries the unread counter ("Messages, 2 unread"). */
  const envelope = (p: Page) => p.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Messages\b/ });
  const unread = async (p: Page) => Number(/(\d+) unread/.exec((await envelope(p).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

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

  step('two players log in to their kingdoms (founded through the API); bob has no messages yet', async () => {
    await Promise.all([foundAndLogin(pageOf('ann'), server.url, ann, 'NE'), foundAndLogin(pageOf('bob'), server.url, bob, 'SW')]);
    const b = pageOf('bob');
    await envelope(b).click();
    await waitForPath(b, '/messages');
    await b.getByText('No messages yet').waitFor();
    expect(await unread(b)).toBe(0);
  });

  step("ann writes to bob from his profile's 'Send message'", async () => {
    const a = pageOf('ann');
    await a.goto(`${server.url}/profile/${await idOf(bob.username)}`);
    await a.getByRole('link', { name: 'Send message' }).click();
    await waitForPath(a, '/messages');
    await a.getByRole('heading', { name: `New message to ${bob.username}` }).waitFor();
    const box = a.getByRole('textbox', { name: 'New message' });
    await box.fill('Greetings, neighbour. Shall we trade wood for stone?');
    await a.getByText('52 / 2000 characters').waitFor();
    await a.getByRole('button', { name: 'Send' }).click();
    await waitForPath(a, /^\/messages\/\d+$/);
    await a.getByRole('heading', { name: `Conversation with ${bob.username}` }).waitFor();
    await a.getByText('Greetings, neighbour. Shall we trade wood for stone?').waitFor();
    await screenshot(a, 'messages-sent');
  });

  step("bob's envelope counts the message, his list marks it unread; opening it clears the counter", async () => {
    const b = pageOf('bob');
    await reload(b);
    await expect.poll(() => unread(b)).toBe(1);
    await b.goto(`${server.url}/messages`);
    const item = b.getByRole('listitem').filter({ hasText: ann.username });
    await item.waitFor();
    expect(await item.getAttribute('class')).toContain('is-unread');
    await item.getByText('Greetings, neighbour.', { exact: false }).waitFor();
    await screenshot(b, 'messages-list-unread');
    await item.getByRole('link').click();
    await waitForPath(b, /^\/messages\/\d+$/);
    await b.getByText('Greetings, neighbour. Shall we trade wood for stone?').waitFor();
    await expect.poll(() => unread(b)).toBe(0);
  });

  step("bob replies; it appears at once and ann's list shows it unread", async () => {
    // ann leaves the conversation first: a reply that arrives (live) in the conversation she is reading is read.
    await pageOf('ann').goto(`${server.url}/messages`);
    const b = pageOf('bob');
    await b.getByRole('textbox', { name: 'Your reply' }).fill('Gladly: 500 wood for 400 stone.');
    await b.getByRole('button', { name: 'Send' }).click();
    await b.getByRole('listitem').filter({ hasText: 'Gladly: 500 wood for 400 stone.' }).waitFor();
    await expect.poll(() => b.getByRole('textbox', { name: 'Your reply' }).inputValue()).toBe('');
    await screenshot(b, 'messages-thread');

    const a = pageOf('ann');
    await a.goto(`${server.url}/messages`);
    const item = a.getByRole('listitem').filter({ hasText: bob.username });
    await item.getByText('Gladly: 500 wood for 400 stone.').waitFor();
    expect(await item.getAttribute('class')).toContain('is-unread');
    await expect.poll(() => unread(a)).toBe(1);
    expect([...ctx.ann.errors, ...ctx.bob.errors]).toEqual([]);
  });
});
