import type { Page } from 'playwright-core';
import type { Db } from '../../../server/db/knex';
import { isLand, tileAt } from '../../../server/game/world/terrain';
import { inBounds } from '../../../server/game/world/coords';

/** Helpers of the village economy journey (tests/e2e/economy.test.ts): the queue panel, toasts, cards, map tiles. */

/** The queue panel of the left sidebar (client/panels/queue, a section labelled 'Queue'). */
export function queuePanel(page: Page) {
  return page.getByRole('region', { name: 'Queue', exact: true });
}

/** One row of the queue panel, by its name ("Forester · Level 2"). */
export function queueRow(page: Page, name: string) {
  return queuePanel(page).getByTestId('queue-item').filter({ hasText: name });
}

/** A success or info toast (role status) whose text contains `text`. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: text });
}

/** A building card of a village page (an article labelled with the building's name). */
export function buildingCard(page: Page, name: string) {
  return page.getByRole('main').getByRole('article', { name, exact: true });
}

/** The level line of a card, e.g. 'Level 2' (without the queued suffix). */
export async function cardLevel(page: Page, name: string): Promise<number> {
  const text = await buildingCard(page, name).locator('.ak-bcard__level').innerText();
  const m = /Level (\d+)/.exec(text);
  if (!m) throw new Error(`the ${name} card shows "${text}", not a level`);
  return Number(m[1]);
}

/** A village page tab (Economy, Town hall, Culture, Science, Overview). */
export async function openVillageTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Village sections' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/**
 * Writes the account's culture straight into the database, settled at now (account_updated_at = now),
 * so the next read starts from exactly this value.
 */
export async function setCulture(db: Db, username: string, culture: number): Promise<void> {
  const n = await db('users').whereRaw('lower(username) = lower(?)', [username]).update({ culture, account_updated_at: db.fn.now() });
  if (n !== 1) throw new Error(`no account ${username}`);
}

/**
 * A land tile next to the village (Chebyshev distance 1) that no village stands on and nobody claimed:
 * the tile a village-tier village may claim for free.
 */
export async function freeNeighbourTile(
  db: Db,
  world: { seed: string; maxCoord: number },
  village: { x: number; y: number },
): Promise<{ x: number; y: number }> {
  const taken = new Set(
    (await db('villages').select('x', 'y')).concat(await db('village_tiles').select('x', 'y')).map((t) => `${t.x},${t.y}`),
  );
  for (const [dx, dy] of [[1, 0], [0, 1], [-1, 0], [0, -1], [1, 1], [-1, 1], [1, -1], [-1, -1]]) {
    const x = village.x + dx;
    const y = village.y + dy;
    if (inBounds(x, y, world.maxCoord) && isLand(tileAt(world.seed, x, y)) && !taken.has(`${x},${y}`)) return { x, y };
  }
  throw new Error(`no free land tile next to (${village.x}|${village.y})`);
}

/** Clicks the centre of tile (x, y) on the map, after checking the map's hit test puts that tile there. */
export async function clickTile(page: Page, x: number, y: number): Promise<void> {
  const at = await page.evaluate(([tx, ty]) => window.__akMap!.screenOf(tx, ty), [x, y]);
  const hit = await page.evaluate(([px, py]) => window.__akMap!.tileAt(px, py), [at.x, at.y]);
  if (hit?.x !== x || hit?.y !== y) throw new Error(`tile (${x}|${y}) is not under its screen point: ${JSON.stringify(hit)}`);
  await page.mouse.click(at.x, at.y);
}
