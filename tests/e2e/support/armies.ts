import type { Page } from 'playwright-core';
import type { Db } from '../../../server/db/knex';
import type { HookMarker } from '../../../client/map/debugHook';
import { isLand, tileAt } from '../../../server/game/world/terrain';
import { inBounds } from '../../../server/game/world/coords';
import { fillLogin, foundKingdom, openLogin, submitRegister, waitForPath, type Player } from './flows';
import { waitForLoadingScreen } from './screens';
import { apiPlayer } from './empire';

/** Helpers of the armies journey (tests/e2e/armies.test.ts): two players, the army pages, the map's markers, reports. */

/** Register through the UI and found the Kingdom in `quadrant` (the client opens the map at the new village). */
export async function registerAndFound(page: Page, baseUrl: string, player: Player, quadrant: Parameters<typeof foundKingdom>[1]): Promise<void> {
  await openLogin(page, baseUrl);
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await waitForPath(page, '/register');
  // The form is filled only once the loading veil has gone (a late re-render would clear a field).
  await page.getByLabel('Email').waitFor();
  await waitForLoadingScreen(page);
  await submitRegister(page, player);
  await foundKingdom(page, quadrant);
}

/**
 * For journeys not about founding: the Kingdom is registered and founded through the API, then the player
 * logs in through the form and lands on the kingdom page. registerAndFound's register and spawn pages and
 * the map it opens cost a loaded machine some 15 s, and the next step mostly opens another page anyway.
 */
export async function foundAndLogin(page: Page, baseUrl: string, player: Player, quadrant: 'NE' | 'NW' | 'SE' | 'SW'): Promise<{ token: string; id: number }> {
  const account = await apiPlayer(baseUrl, player, quadrant);
  await openLogin(page, baseUrl);
  await waitForLoadingScreen(page);
  await fillLogin(page, player);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await waitForLoadingScreen(page);
  return account;
}

/** An army page tab (Overview, Train, Simulate, Send), opened from the tabs, once its section shows. */
export async function openArmyTab(page: Page, name: 'Overview' | 'Train' | 'Simulate' | 'Send'): Promise<void> {
  await page.getByRole('navigation', { name: 'Army pages' }).getByRole('link', { name, exact: true }).click();
  await waitForPath(page, `/village/army/${name.toLowerCase()}`);
}

/** The Options menu's Reload (SPEC.md section 2: reloads the profile and the current village). */
export async function reload(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Options' }).getByRole('button', { name: 'Reload' }).click();
}

/** The top menu's Reports link; its accessible name carries the unread counter ("Reports, 2 unread"). */
export function reportsLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Reports\b/ });
}

/** The unread counter the top menu shows for reports (0 when it shows none). */
export async function unreadReports(page: Page): Promise<number> {
  const name = (await reportsLink(page).getAttribute('aria-label')) ?? '';
  const m = /(\d+) unread/.exec(name);
  return m ? Number(m[1]) : 0;
}

/** The markers the map drew in its last frame (window.__akMap.markers()). */
export async function mapMarkers(page: Page): Promise<HookMarker[]> {
  return page.evaluate(() => window.__akMap?.markers() ?? []);
}

/** The villages the map ringed in red in its last frame (window.__akMap.alerts()). */
export async function mapAlerts(page: Page): Promise<{ x: number; y: number }[]> {
  return page.evaluate(() => window.__akMap?.alerts() ?? []);
}

/**
 * Opens the map (by address, a fresh page load) centred between two tiles and zooms out until both
 * fit (see fitOnMap).
 */
export async function showOnMap(page: Page, baseUrl: string, a: { x: number; y: number }, b: { x: number; y: number }): Promise<void> {
  const cx = Math.round((a.x + b.x) / 2);
  const cy = Math.round((a.y + b.y) / 2);
  // The address a shared map link uses (SPEC.md section 2: /map?x&y opens the map centred there).
  await page.goto(`${baseUrl}/map?x=${cx}&y=${cy}`);
  await waitForPath(page, '/map');
  await fitOnMap(page, a, b);
}

/**
 * On an open map: zooms out (with the toolbar's Zoom out) until both tiles lie inside the map area
 * with a margin, so a movement between them stays on screen.
 */
export async function fitOnMap(page: Page, a: { x: number; y: number }, b: { x: number; y: number }): Promise<void> {
  await waitForCamera(page);
  const inside = async () => {
    // Measured each time: the map area's place in the window is only fixed while the page does not scroll.
    const box = await page.getByRole('application', { name: /^Map of the continent/ }).boundingBox();
    if (!box) throw new Error('the map area is not on screen');
    for (const t of [a, b]) {
      const p = await page.evaluate(([x, y]) => window.__akMap!.screenOf(x, y), [t.x, t.y]);
      if (p.x < box.x + 60 || p.y < box.y + 60 || p.x > box.x + box.width - 60 || p.y > box.y + box.height - 60) return false;
    }
    return true;
  };
  for (let i = 0; i < 8 && !(await inside()); i++) {
    // Software WebGL on a loaded machine can hold the page's main thread for long: a patient click.
    await page.getByRole('button', { name: 'Zoom out' }).click({ timeout: 90_000 });
    await waitForCamera(page);
  }
  // A slow software-rendered frame can make the camera look at rest mid-animation: give it time to land.
  for (let i = 0; i < 60 && !(await inside()); i++) await page.waitForTimeout(500);
  if (!(await inside())) throw new Error(`(${a.x}|${a.y}) and (${b.x}|${b.y}) do not both fit on the map`);
}

/**
 * Waits for the map's first frame and terrain, then until the camera stops moving (a zoom glides).
 * Unlike waitForMap it does not wait for the frame count to settle: a moving army keeps the map drawing.
 */
export async function waitForCamera(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__akMap?.frames() ?? 0) > 0 && (window.__akMap?.terrainReady() ?? false), undefined, { timeout: 90_000 });
  // At rest: the same camera over three readings 300 ms apart (one slow frame alone cannot fake it).
  let last = '';
  let same = 0;
  for (let i = 0; i < 90; i++) {
    const now = JSON.stringify(await page.evaluate(() => window.__akMap!.camera()));
    same = now === last ? same + 1 : 0;
    if (same >= 2) return;
    last = now;
    await page.waitForTimeout(300);
  }
  throw new Error('the map camera never came to rest');
}

/**
 * A free land tile (no village, no claim, no live event or objective) at Chebyshev distance `r` from the
 * village, inside the map: where Settlers can found a village.
 */
export async function freeTileAt(
  db: Db,
  world: { seed: string; maxCoord: number },
  village: { x: number; y: number },
  r: number,
): Promise<{ x: number; y: number }> {
  const taken = new Set(
    (await db('villages').select('x', 'y'))
      .concat(await db('village_tiles').select('x', 'y'))
      .concat(await db('objectives').whereNull('removed_at').select('x', 'y'))
      .map((t) => `${t.x},${t.y}`),
  );
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
      const x = village.x + dx;
      const y = village.y + dy;
      if (inBounds(x, y, world.maxCoord) && isLand(tileAt(world.seed, x, y)) && !taken.has(`${x},${y}`)) return { x, y };
    }
  }
  throw new Error(`no free land tile ${r} tiles from (${village.x}|${village.y})`);
}

/** POST /api/testing/units (TESTING_TOOLS only): adds units at home in a village; answers its troops at home. */
export async function grantUnits(baseUrl: string, villageId: number, units: Record<string, number>): Promise<Record<string, number>> {
  const r = await fetch(`${baseUrl}/api/testing/units`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ village_id: villageId, units }),
  });
  if (r.status !== 200) throw new Error(`testing/units answered ${r.status}: ${await r.text()}`);
  return ((await r.json()) as { home: Record<string, number> }).home;
}
