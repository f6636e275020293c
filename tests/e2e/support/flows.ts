import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Db } from '../../../server/db/knex';
import { isLand, tileAt } from '../../../server/game/world/terrain';
import { inBounds } from '../../../server/game/world/coords';

/** A fresh player: username within 3 to 15 characters, a password with all four character classes. */
export function newPlayer(prefix = 'e2e') {
  const tag = randomBytes(3).toString('hex');
  const username = `${prefix}${tag}`.slice(0, 15);
  return { username, password: 'Sturdy#Pass9', email: `${username}@example.test` };
}
export type Player = ReturnType<typeof newPlayer>;

/** Path of the page's URL, e.g. '/login'. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, path: string | RegExp, timeout = 30_000): Promise<void> {
  await page.waitForURL((u) => (typeof path === 'string' ? u.pathname === path : path.test(u.pathname)), { timeout });
}

/** The register form of SPEC.md section 2: username, password, password confirmation, email. */
export async function fillRegister(page: Page, p: Player): Promise<void> {
  await page.getByLabel('Username').fill(p.username);
  await page.getByLabel(/^Password/).fill(p.password);
  await page.getByLabel(/confirm/i).fill(p.password);
  await page.getByLabel(/e-?mail/i).fill(p.email);
}

export async function fillLogin(page: Page, p: Player): Promise<void> {
  await page.getByLabel('Username').fill(p.username);
  await page.getByLabel(/^Password/).fill(p.password);
}

/** The player's villages as the server stores them (the test reads the database, not the UI). */
export async function villagesOf(db: Db, username: string) {
  return db('villages')
    .join('users', 'users.id', 'villages.user_id')
    .whereRaw('lower(users.username) = lower(?)', [username])
    .orderBy('villages.id')
    .select('villages.id', 'villages.name', 'villages.x', 'villages.y', 'villages.user_id');
}

/**
 * A second village for the player, written straight into the database: settling a village through
 * the game (settlers, culture) comes in a later milestone, and the village switch must be testable now.
 * It copies the first village's buildings, districts and resources so the client gets a complete
 * village, and stands on the nearest free land tile on the same side of the map.
 */
export async function insertSecondVillage(
  db: Db,
  world: { seed: string; maxCoord: number },
  username: string,
  name = 'Second Village',
): Promise<{ id: number; name: string; x: number; y: number }> {
  const [first] = await villagesOf(db, username);
  if (!first) throw new Error(`${username} has no village to copy`);
  return db.transaction(async (trx) => {
    const src = await trx('villages').where({ id: first.id }).first();
    const taken = new Set(
      (await trx('villages').select('x', 'y')).map((v) => `${v.x},${v.y}`).concat(
        (await trx('village_tiles').select('x', 'y')).map((t) => `${t.x},${t.y}`),
      ),
    );
    // Walk outward from the first village, keeping a few tiles' gap so the two villages are clearly apart, on land within the map.
    let spot: { x: number; y: number } | undefined;
    for (let r = 4; r < 20 && !spot; r++) {
      for (const [dx, dy] of [[r, 0], [0, r], [-r, 0], [0, -r], [r, r], [-r, r], [r, -r], [-r, -r]]) {
        const x = src.x + dx;
        const y = src.y + dy;
        if (inBounds(x, y, world.maxCoord) && isLand(tileAt(world.seed, x, y)) && !taken.has(`${x},${y}`)) {
          spot = { x, y };
          break;
        }
      }
    }
    if (!spot) throw new Error('no free spot for a second village');
    const { id: _id, created_at: _c, ...rest } = src;
    const [row] = await trx('villages')
      .insert({ ...rest, name, x: spot.x, y: spot.y })
      .returning(['id', 'name', 'x', 'y']);
    const buildings = await trx('village_buildings').where({ village_id: first.id }).select('type', 'level');
    if (buildings.length) await trx('village_buildings').insert(buildings.map((b) => ({ ...b, village_id: row.id })));
    const districts = await trx('village_districts').where({ village_id: first.id }).select('district');
    if (districts.length) await trx('village_districts').insert(districts.map((d) => ({ ...d, village_id: row.id })));
    const home = await trx('village_tiles').where({ village_id: first.id, x: src.x, y: src.y }).first();
    if (home) await trx('village_tiles').insert({ village_id: row.id, x: spot.x, y: spot.y });
    return row;
  });
}

/** Starts a visit: an unauthenticated player on any page is sent to /login (SPEC.md section 2). */
export async function openLogin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await waitForPath(page, '/login');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
}

/** Register form, submitted: the client logs the new player straight in and shows the spawn selection. */
export async function submitRegister(page: Page, p: Player): Promise<void> {
  await fillRegister(page, p);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await waitForPath(page, '/spawn');
}

/** Picks a start area and founds the Kingdom; the client then opens the map at the new village. */
export async function foundKingdom(page: Page, quadrant: 'North East' | 'North West' | 'South East' | 'South West'): Promise<void> {
  const choice = page.getByRole('radio', { name: new RegExp(`^${quadrant}`) });
  await choice.click();
  await page.waitForFunction((el) => el?.getAttribute('aria-checked') === 'true', await choice.elementHandle());
  await page.getByRole('button', { name: 'Found Kingdom', exact: true }).click();
  await waitForPath(page, '/map');
}

/**
 * Waits until the map's test hook exists and the stage has drawn, then until it settles: the stage
 * draws on demand, so a frame count that stops rising means the camera has come to rest. The terrain
 * is baked in a worker; when the hook reports `terrainReady()` the wait includes it.
 */
export async function waitForMap(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__akMap?.frames() ?? 0) > 0, undefined, { timeout: 90_000 });
  await page.waitForFunction(() => {
    const hook = window.__akMap as (typeof window.__akMap & { terrainReady?: () => boolean }) | undefined;
    return typeof hook?.terrainReady !== 'function' || hook.terrainReady();
  }, undefined, { timeout: 90_000 });
  let last = -1;
  for (let i = 0; i < 30; i++) {
    const n = await page.evaluate(() => window.__akMap!.frames());
    if (n === last) return;
    last = n;
    await page.waitForTimeout(400);
  }
}

/** The map's interactive area (the host of the Pixi canvas, role application). */
export function mapArea(page: Page) {
  return page.getByRole('application', { name: /^Map of the continent/ });
}

/** The centre of the map area in viewport pixels. */
export async function mapCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await mapArea(page).boundingBox();
  if (!box) throw new Error('the map area is not on screen');
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

export async function mapCamera(page: Page): Promise<{ x: number; y: number; zoom: number }> {
  return page.evaluate(() => window.__akMap!.camera());
}

/** The amount a resource row of the resource panel shows, e.g. 'Wood' -> 1234 (thousands separators removed). */
export async function resourceAmount(page: Page, label: 'Wood' | 'Stone' | 'Iron' | 'Food'): Promise<number> {
  const row = page.getByRole('region', { name: 'Resources' }).getByRole('button', { name: new RegExp(`^${label}\\b`) });
  const text = await row.locator('.ak-res__value').innerText();
  const n = Number(text.replace(/[^\d-]/g, ''));
  if (!text.trim() || !Number.isFinite(n)) throw new Error(`the ${label} row shows "${text}", not an amount`);
  return n;
}

/** The village panel's 'village overview' button (SPEC.md section 2: village overview, army, logistics). */
export function villageOverviewLink(page: Page) {
  return page.getByRole('navigation', { name: 'Village pages' }).getByRole('link', { name: /overview/i });
}

/** The options menu's logout. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Options' }).getByRole('button', { name: /log ?out/i }).click();
  await waitForPath(page, '/login');
}
