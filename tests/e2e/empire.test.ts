/**
 * Empires in Chromium against the real server (issue 15, GAME.md section 9): ann and bob log in through
 * the form to kingdoms founded through the API (founding is foundation.test.ts's); a third kingdom (cid,
 * by the API) holds the name ann wants, so her founding form says 'Name or abbreviation already in use'
 * once and she founds under another name; she invites bob
 * from his profile, bob sees the invitation on /empire and in the right sidebar and joins after the
 * confirmation; the feed shows member_joined with its icon; they exchange messages (bob's envelope counts
 * and clears); ann makes bob an officer, cid joins, and bob kicks cid after the confirmation; the feed
 * shows member_left. Then every /empire tab on the 1024x768 touch tablet (tapped) and at 768x1024 (the
 * dropdown) without sideways scroll. Screenshots: empire-*.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, openPage, skipWithoutChromium, tabletContext } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { fillLogin, newPlayer, openLogin, waitForPath } from './support/flows';
import { foundAndLogin, reload } from './support/armies';
import { toast } from './support/economy';
import { apiPlayer, call, EMPIRE_TABS, feedEntries, openEmpireTab, rightSidebar, sidewaysOverflow, tableOverflow } from './support/empire';

const noChromium = skipWithoutChromium(import.meta.url);

describe.skipIf(noChromium)('Empires in the browser', () => {
  let server: E2EServer;
  let browser: Browser;
  const ctx: Record<'ann' | 'bob', { context?: BrowserContext; page?: Page; errors: string[] }> = { ann: { errors: [] }, bob: { errors: [] } };
  const ann = newPlayer('ema');
  const bob = newPlayer('emb');
  const cid = newPlayer('emc');
  let cidApi: { token: string; id: number };
  const pageOf = (who: 'ann' | 'bob') => ctx[who].page!;
  const step = journey('empire', () => ctx.bob.page ?? ctx.ann.page);
  const idOf = async (username: string) => Number((await server.testDb.db('users').where({ username }).first('id')).id);
  const TAKEN = { name: 'Order of the Lantern', nameShort: 'OTL' };
  const EMPIRE = { name: 'Gilded Lantern', nameShort: 'GLN' };

  /** The top menu's Messages link; its accessible name carries the unread counter ("Messages, 2 unread"). */
  const envelope = (p: Page) => p.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Messages\b/ });
  const unread = async (p: Page) => Number(/(\d+) unread/.exec((await envelope(p).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const memberRow = (p: Page, username: string) => p.getByTestId('empire-members').getByRole('row').filter({ hasText: username });

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

  step("a taken name is said once on ann's founding form; she founds under another name", async () => {
    await foundAndLogin(pageOf('ann'), server.url, ann, 'NE');
    cidApi = await apiPlayer(server.url, cid, 'SE');
    await call(server.url, 'POST', 'empires', cidApi.token, TAKEN);
    const a = pageOf('ann');
    await a.goto(`${server.url}/empire`);
    const form = a.getByTestId('empire-found');
    await form.getByLabel('Name', { exact: true }).fill(TAKEN.name);
    await form.getByLabel('Abbreviation').fill(TAKEN.nameShort);
    await form.getByRole('button', { name: 'Found Empire' }).click();
    await form.getByTestId('empire-name-taken').waitFor();
    // Once: the form's notice, no toast beside it.
    expect(await a.getByText('Name or abbreviation already in use').count()).toBe(1);
    await screenshot(a, 'empire-name-taken');
    await form.getByLabel('Name', { exact: true }).fill(EMPIRE.name);
    await form.getByLabel('Abbreviation').fill(EMPIRE.nameShort);
    expect(await a.getByText('Name or abbreviation already in use').count()).toBe(0);
    await form.getByRole('button', { name: 'Found Empire' }).click();
    await toast(a, `The Empire ${EMPIRE.name} was founded`).waitFor();
    await a.getByTestId('empire-summary').getByRole('heading', { name: new RegExp(EMPIRE.name) }).waitFor();
    await memberRow(a, ann.username).getByText('Emperor', { exact: true }).waitFor();
    // Alone, the Emperor's row offers dissolving; the members table shows the whole button (it was cut by a few px).
    await memberRow(a, ann.username).getByRole('button', { name: 'Dissolve the Empire' }).waitFor();
    expect(await tableOverflow(a)).toBe(0);
    await rightSidebar(a).getByRole('link', { name: EMPIRE.name }).waitFor();
    expect(await rightSidebar(a).getByRole('link', { name: EMPIRE.name }).getAttribute('href')).toBe('/empire');
    await screenshot(a, 'empire-founded');
  });

  step("ann invites bob from his profile; bob sees it on /empire and in the right sidebar, and joins after the confirmation", async () => {
    await foundAndLogin(pageOf('bob'), server.url, bob, 'SW');
    const a = pageOf('ann');
    await a.goto(`${server.url}/profile/${await idOf(bob.username)}`);
    await a.getByRole('button', { name: 'Invite to my Empire' }).click();
    await toast(a, 'The Kingdom was invited').waitFor();
    // A second invite to the same kingdom is said, and stays one invite.
    await a.getByRole('button', { name: 'Invite to my Empire' }).click();
    await toast(a, 'You already have an outstanding invite to this Kingdom').waitFor();
    await a.goto(`${server.url}/empire/management`);
    await a.getByTestId('empire-open-invites').getByText(bob.username).waitFor();
    expect(await a.getByTestId('empire-open-invites').getByRole('listitem').count()).toBe(1);
    await screenshot(a, 'empire-management');

    const b = pageOf('bob');
    await reload(b);
    const invites = rightSidebar(b).getByRole('link', { name: 'Open invites: 1' });
    await invites.click();
    await waitForPath(b, '/empire');
    const row = b.getByTestId('empire-user-invites').getByRole('listitem').filter({ hasText: EMPIRE.name });
    await row.getByText(`Invited by ${ann.username}`).waitFor();
    // The Empire's name and abbreviation share a line (they stacked).
    const [nameBox, shortBox] = await Promise.all([row.getByText(EMPIRE.name, { exact: true }).boundingBox(), row.getByText(`[${EMPIRE.nameShort}]`).boundingBox()]);
    expect(Math.abs(nameBox!.y + nameBox!.height / 2 - (shortBox!.y + shortBox!.height / 2))).toBeLessThan(6);
    await screenshot(b, 'empire-invitation');
    await row.getByRole('button', { name: 'Accept' }).click();
    const dialog = b.getByRole('alertdialog', { name: `Join ${EMPIRE.name}?` });
    await dialog.waitFor();
    // Not joined until confirmed.
    expect(await server.testDb.db('empire_members').where({ user_id: await idOf(bob.username) }).first()).toBeUndefined();
    await screenshot(b, 'empire-join-confirm');
    await dialog.getByRole('button', { name: `Join ${EMPIRE.name}` }).click();
    await toast(b, `Your kingdom joined ${EMPIRE.name}`).waitFor();
    await memberRow(b, bob.username).getByText('Member', { exact: true }).waitFor();
    await rightSidebar(b).getByRole('link', { name: EMPIRE.name }).waitFor();
    expect(await rightSidebar(b).getByRole('link', { name: /Open invites/ }).count()).toBe(0);
  });

  step('the feed shows member_joined with its icon, and the right sidebar its latest message', async () => {
    const b = pageOf('bob');
    await openEmpireTab(b, 'Messages');
    const joined = feedEntries(b, 'member_joined').filter({ hasText: `${bob.username} joined the Empire` });
    await joined.waitFor();
    expect(await joined.locator('[data-icon]').first().getAttribute('data-icon')).toBe('empire:member_joined');
    await rightSidebar(b).getByRole('link', { name: new RegExp(`${bob.username} joined the Empire`) }).waitFor();
    await screenshot(b, 'empire-feed-joined');
  });

  step("they exchange messages: bob's envelope counts ann's and clears when he opens it", async () => {
    const a = pageOf('ann');
    await a.goto(`${server.url}/messages?to=${await idOf(bob.username)}`);
    await a.getByRole('textbox', { name: 'New message' }).fill('Welcome to the Lantern, bob.');
    await a.getByRole('button', { name: 'Send' }).click();
    await waitForPath(a, /^\/messages\/\d+$/);
    await a.getByText('Welcome to the Lantern, bob.').waitFor();
    // ann leaves the conversation: bob's reply, arriving live in a conversation she is reading, would be read at once.
    await a.goto(`${server.url}/empire`);

    // The envelope counts it without a reload: the counters come by push (issue 18; it stayed 0 until Reload before).
    const b = pageOf('bob');
    await expect.poll(() => unread(b), { timeout: 30_000 }).toBe(1);
    await envelope(b).click();
    await waitForPath(b, '/messages');
    const item = b.getByRole('listitem').filter({ hasText: ann.username });
    await item.getByRole('link').click();
    await waitForPath(b, /^\/messages\/\d+$/);
    await b.getByText('Welcome to the Lantern, bob.').waitFor();
    await expect.poll(() => unread(b), { timeout: 30_000 }).toBe(0);
    await b.getByRole('textbox', { name: 'Your reply' }).fill('Glad to serve, Emperor.');
    await b.getByRole('button', { name: 'Send' }).click();
    await b.getByRole('listitem').filter({ hasText: 'Glad to serve, Emperor.' }).waitFor();

    await reload(a);
    await expect.poll(() => unread(a), { timeout: 30_000 }).toBe(1);
  });

  step('ann makes bob an officer; cid joins; officer bob kicks cid after the confirmation; the feed shows member_left', async () => {
    const a = pageOf('ann');
    await a.goto(`${server.url}/empire`);
    await memberRow(a, bob.username).getByRole('button', { name: `Make ${bob.username} an officer` }).click();
    await toast(a, `${bob.username} is now an officer`).waitFor();
    await memberRow(a, bob.username).getByText('Officer', { exact: true }).waitFor();

    // cid gives up its own Empire (dissolved, alone in it) and joins ann's on bob's invitation.
    await call(server.url, 'DELETE', 'empires', cidApi.token);
    const b = pageOf('bob');
    await b.goto(`${server.url}/empire`);
    await memberRow(b, bob.username).getByText('Officer', { exact: true }).waitFor();
    await openEmpireTab(b, 'Management');
    await b.getByLabel('Kingdom id or profile link').fill(String(cidApi.id));
    await b.getByTestId('empire-invite-kingdom').getByText(cid.username).waitFor();
    await b.getByRole('button', { name: 'Invite', exact: true }).click();
    await toast(b, 'The Kingdom was invited').waitFor();
    await b.getByTestId('empire-open-invites').getByText(cid.username).waitFor();
    const mine = await call<{ items: { id: number }[] }>(server.url, 'GET', 'empires/invites/user', cidApi.token);
    expect(mine.items).toHaveLength(1);
    await call(server.url, 'POST', `empires/invites/user/accept/${mine.items[0]!.id}`, cidApi.token);

    // cid joined from elsewhere: the Reload brings the feed's new message, and with it the members.
    await openEmpireTab(b, 'Home');
    await reload(b);
    const kick = memberRow(b, cid.username).getByRole('button', { name: `Kick ${cid.username}` });
    await kick.waitFor();
    // An officer kicks members only: no kick on ann's row (the Emperor) nor on bob's own.
    expect(await memberRow(b, ann.username).getByRole('button', { name: /^Kick/ }).count()).toBe(0);
    await kick.click();
    const dialog = b.getByRole('alertdialog', { name: `Kick ${cid.username} from the Empire?` });
    await dialog.waitFor();
    await screenshot(b, 'empire-kick-confirm');
    await dialog.getByRole('button', { name: `Kick ${cid.username}` }).click();
    await toast(b, 'The Empire member was successfully removed').waitFor();
    await expect.poll(() => memberRow(b, cid.username).count(), { timeout: 30_000 }).toBe(0);
    await screenshot(b, 'empire-members');

    await openEmpireTab(b, 'Messages');
    // A kick is a member_left that names who removed the member.
    await feedEntries(b, 'member_left').filter({ hasText: `${bob.username} removed ${cid.username} from the Empire` }).waitFor();
    expect(await feedEntries(b, 'member_left').locator('[data-icon]').first().getAttribute('data-icon')).toBe('empire:member_left');
    expect(await feedEntries(b, 'member_joined').count()).toBe(2);
    await screenshot(b, 'empire-feed-left');
    for (const who of ['ann', 'bob'] as const) expect(ctx[who].errors, who).toEqual([]);
  });

  step('on the 1024x768 touch tablet every /empire tab opens by tap and none scrolls sideways', async () => {
    const { context, page: t, errors } = await openPage(browser, tabletContext);
    try {
      await openLogin(t, server.url);
      await fillLogin(t, ann);
      await t.getByRole('button', { name: 'Login', exact: true }).tap();
      await t.waitForURL((u) => !u.pathname.startsWith('/login'));
      await t.goto(`${server.url}/empire`);
      await t.getByTestId('empire-members').waitFor();
      for (const [name] of EMPIRE_TABS) {
        await openEmpireTab(t, name, { tap: true });
        await t.getByRole('main').locator('.ak-panel, .ak-vpage__section').first().waitFor();
        expect(await sidewaysOverflow(t), name).toEqual({ by: 0, widest: '' });
        expect(await tableOverflow(t), name).toBe(0);
        await screenshot(t, `empire-tablet-${name.toLowerCase()}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  step("at 768x1024 the tabs are a dropdown that navigates; no tab and not the Empire's profile scrolls sideways", async () => {
    const a = pageOf('ann');
    await a.setViewportSize({ width: 768, height: 1024 });
    await a.goto(`${server.url}/empire`);
    await a.getByTestId('empire-members').waitFor();
    const select = a.getByRole('combobox', { name: 'Empire pages' });
    for (const [name, path] of EMPIRE_TABS) {
      await select.selectOption({ label: name });
      await waitForPath(a, path);
      await a.getByRole('main').locator('.ak-panel, .ak-vpage__section').first().waitFor();
      expect(await sidewaysOverflow(a), name).toEqual({ by: 0, widest: '' });
      expect(await tableOverflow(a), name).toBe(0);
      await screenshot(a, `empire-portrait-${name.toLowerCase()}`);
    }
    const empireId = Number((await server.testDb.db('empires').whereRaw('lower(name) = lower(?)', [EMPIRE.name]).first('id')).id);
    await a.goto(`${server.url}/empire/${empireId}`);
    await a.getByText(EMPIRE.name).first().waitFor();
    expect(await sidewaysOverflow(a)).toEqual({ by: 0, widest: '' });
    await screenshot(a, 'empire-portrait-profile');
    expect(ctx.ann.errors).toEqual([]);
  });
});
