import type { Page } from 'playwright-core';
import type { Db } from '../../../server/db/knex';
import { isLand, tileAt } from '../../../server/game/world/terrain';
import { inBounds } from '../../../server/game/world/coords';
import { waitForCamera } from './armies';

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
 * A land tile next to the village (Chebyshev distance 1) that no village stands on, nobody claimed and
 * no live event or objective holds: the tile a village-tier village may claim for free. (A landmark next
 * to the village was once picked: the map then opens the objective's panel, never the tile panel.)
 */
export async function freeNeighbourTile(
  db: Db,
  world: { seed: string; maxCoord: number },
  village: { x: number; y: number },
): Promise<{ x: number; y: number }> {
  const taken = new Set(
    (await db('villages').select('x', 'y'))
      .concat(await db('village_tiles').select('x', 'y'))
      .concat(await db('objectives').whereNull('removed_at').select('x', 'y'))
      .map((t) => `${t.x},${t.y}`),
  );
  for (const [dx, dy] of [[1, 0], [0, 1], [-1, 0], [0, -1], [1, 1], [-1, 1], [1, -1], [-1, -1]]) {
    const x = village.x + dx;
    const y = village.y + dy;
    if (inBounds(x, y, world.maxCoord) && isLand(tileAt(world.seed, x, y)) && !taken.has(`${x},${y}`)) return { x, y };
  }
  throw new Error(`no free land tile next to (${village.x}|${village.y})`);
}

/** What a page point of the map shows: the tile's point, the hit test there and the element on top. */
interface TileProbe {
  /** The tile centre's page point (window.__akMap.screenOf). */
  at: { x: number; y: number };
  /** The tile the map's hit test finds there (null off the map). */
  hit: { x: number; y: number } | null;
  /** The map area's box in the page. */
  box: { left: number; top: number; right: number; bottom: number };
  /** document.elementFromPoint is the map's canvas: a click there reaches the map. */
  onCanvas: boolean;
  /** Otherwise what covers the point: 'tile-panel' (the tile or objective panel), 'toast', 'outside' or 'other'. */
  cover?: 'tile-panel' | 'toast' | 'outside' | 'other';
  /** The covering element, for messages ('section.ak-map-panel "Grassland (7|6)"'). */
  coverName?: string;
}

async function probeTile(page: Page, x: number, y: number): Promise<TileProbe> {
  return page.evaluate(([tx, ty]) => {
    const hook = window.__akMap!;
    const host = document.querySelector<HTMLElement>('[data-testid="map-canvas"]');
    if (!host) throw new Error('no map canvas on the page');
    const r = host.getBoundingClientRect();
    const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    const at = hook.screenOf(tx, ty);
    const hit = hook.tileAt(at.x, at.y);
    if (at.x < box.left + 8 || at.y < box.top + 8 || at.x > box.right - 8 || at.y > box.bottom - 8) {
      return { at, hit, box, onCanvas: false, cover: 'outside' as const, coverName: 'outside the map area' };
    }
    const el = document.elementFromPoint(at.x, at.y);
    const canvas = host.querySelector('canvas');
    if (el && el === canvas) return { at, hit, box, onCanvas: true };
    const describe = (e: Element | null): string => {
      if (!e) return 'nothing';
      const named = e.closest('[aria-label], [data-testid]') ?? e;
      const label = named.getAttribute('aria-label') ?? named.getAttribute('data-testid') ?? '';
      const cls = typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).join('.')}` : '';
      const text = (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `${e.tagName.toLowerCase()}${cls} in "${label}"${text ? `: "${text}"` : ''}`;
    };
    const cover = el?.closest('.ak-map-panel, [data-testid="tile-panel"]')
      ? ('tile-panel' as const)
      : el?.closest('.ak-toasts')
        ? ('toast' as const)
        : ('other' as const);
    return { at, hit, box, onCanvas: false, cover, coverName: describe(el) };
  }, [x, y] as const);
}

/**
 * A page point of the map area, as near its centre as can be, where the canvas is on top with a margin
 * around it (no panel, toast, toolbar or drawer over it): where a covered tile is panned to.
 */
async function clearPointOnMap(page: Page): Promise<{ x: number; y: number }> {
  const p = await page.evaluate(() => {
    const host = document.querySelector<HTMLElement>('[data-testid="map-canvas"]')!;
    const canvas = host.querySelector('canvas');
    const r = host.getBoundingClientRect();
    const cx = (r.left + r.right) / 2;
    const cy = (r.top + r.bottom) / 2;
    const clear = (x: number, y: number) =>
      [[0, 0], [-40, 0], [40, 0], [0, -40], [0, 40]].every(([dx, dy]) => document.elementFromPoint(x + dx, y + dy) === canvas);
    const points: { x: number; y: number }[] = [];
    for (let y = r.top + 60; y <= r.bottom - 60; y += 30) for (let x = r.left + 60; x <= r.right - 60; x += 30) points.push({ x, y });
    points.sort((a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy));
    return points.find((q) => clear(q.x, q.y)) ?? null;
  });
  if (!p) throw new Error('no part of the map area is free of panels, toasts and drawers');
  return p;
}

/**
 * Pans the map by dragging it (a real mouse drag on the canvas) so the page point `from` moves to `to`.
 * The drag starts on a clear point of the canvas and pauses before the release, so it ends without a
 * fling; then waits until the camera is at rest.
 */
async function panMap(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const start = await clearPointOnMap(page);
  const box = await page.getByTestId('map-canvas').boundingBox();
  if (!box) throw new Error('the map area is not on screen');
  // One drag moves at most about the map area's size; a far tile takes several (clickTile loops).
  const dx = Math.max(-box.width * 0.8, Math.min(box.width * 0.8, to.x - from.x));
  const dy = Math.max(-box.height * 0.8, Math.min(box.height * 0.8, to.y - from.y));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + dx, start.y + dy, { steps: 12 });
  // Longer than the controller's velocity window (90 ms): the release throws no fling.
  await page.waitForTimeout(200);
  await page.mouse.up();
  await waitForCamera(page);
}

/**
 * Clicks the centre of tile (x, y) on the map. First the camera must be at rest (a click during a glide
 * lands on another tile), the map's hit test must put that tile under the point and
 * `document.elementFromPoint` must be the map's canvas: the tile or objective panel, a toast, the
 * toolbar or a drawer over the point would take the click and the map would never see it. A tile panel
 * in the way is closed with its ×; anything else (toasts expire on their own, the toolbar stays) makes the
 * map pan, by a drag, until the tile lies on a clear part of the canvas. Throws, naming what covers the
 * tile, when four tries do not clear it.
 */
export async function clickTile(page: Page, x: number, y: number): Promise<void> {
  let probe: TileProbe | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    await waitForCamera(page);
    probe = await probeTile(page, x, y);
    if (probe.onCanvas) {
      if (probe.hit?.x !== x || probe.hit?.y !== y) throw new Error(`tile (${x}|${y}) is not under its screen point: ${JSON.stringify(probe.hit)}`);
      await page.mouse.click(probe.at.x, probe.at.y);
      return;
    }
    if (attempt === 4) break;
    if (probe.cover === 'tile-panel') {
      // An open panel (of another tile, or this one) over the tile: its × closes it, as a player would.
      const panel = page.locator('.ak-map-panel');
      const close = panel.getByRole('button', { name: 'Close', exact: true }).first();
      if (await close.isVisible()) {
        await close.click();
        await panel.first().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
        continue;
      }
    }
    await panMap(page, probe.at, await clearPointOnMap(page));
  }
  throw new Error(`tile (${x}|${y}) stays covered at (${Math.round(probe!.at.x)}, ${Math.round(probe!.at.y)}): ${probe!.coverName}`);
}

/**
 * Clicks tile (x, y) until the map's tile panel shows it (its '(x|y)') and returns the panel. A click
 * can still miss on a loaded machine (software WebGL can hold a frame for a second: the press lands on
 * a tile the camera has just left); each miss is clicked again, up to `tries` clicks, and the error
 * says which tile the panel showed instead.
 */
export async function openTilePanel(page: Page, x: number, y: number, tries = 4) {
  const panel = page.getByTestId('tile-panel');
  const want = `(${x}|${y})`;
  for (let i = 1; ; i++) {
    await clickTile(page, x, y);
    try {
      await panel.getByText(want).waitFor({ timeout: 10_000 });
      return panel;
    } catch (err) {
      // A tile holding a live event or objective opens that panel instead, whatever the number of clicks.
      const objective = page.getByTestId('objective-panel');
      if (await objective.getByText(want).count()) {
        throw new Error(`tile (${x}|${y}) holds an event or objective: the map opens its panel, not the tile panel`, { cause: err });
      }
      if (i >= tries) {
        const shown = (await panel.count()) ? (await panel.first().innerText()).replace(/\s+/g, ' ').slice(0, 120)
          : (await objective.count()) ? `the objective panel: ${(await objective.first().innerText()).replace(/\s+/g, ' ').slice(0, 80)}` : 'no tile panel';
        throw new Error(`after ${tries} clicks on tile (${x}|${y}) the map shows: ${shown}`, { cause: err });
      }
    }
  }
}
