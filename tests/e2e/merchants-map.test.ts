/**
 * Merchant movements on the map in Chromium against the real server (issue 14): a new player with a
 * second village has merchants on their way to it and others coming home, and an exchange's delivery
 * waiting; the map (fed by GET merchants/village/{id}/incoming and /outgoing) draws both trips as
 * diamonds in the merchants' colours moving along their paths, and no marker for the delivery (it goes
 * from the village to itself). The trips are written into the database as the send call writes them
 * (sending itself is the logistics journey's). Screenshot: merchants-map.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, launchBrowser, openPage, skipWithoutChromium } from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';
import { screenshot } from './support/screens';
import { journey } from './support/steps';
import { insertSecondVillage, newPlayer, villagesOf } from './support/flows';
import { mapMarkers, registerAndFound, showOnMap } from './support/armies';
import type { HookMarker } from '../../client/map/debugHook';

const noChromium = skipWithoutChromium(import.meta.url);
const MIN = 60_000;

describe.skipIf(noChromium)('merchant movements on the map', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  const player = newPlayer('mmp');
  let home: { id: number; user_id: number; x: number; y: number };
  let second: { id: number; x: number; y: number };
  const ids: Record<'out' | 'back' | 'delivery', number> = { out: 0, back: 0, delivery: 0 };
  const step = journey('merchants-map', () => page);

  beforeAll(async () => {
    server = await startE2EServer({ gameSpeed: 100, env: { MAX_COORD: '20' } });
    browser = await launchBrowser();
    ({ context, page, errors } = await openPage(browser, desktopContext));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  step('a new kingdom with a second village has merchants on the road and a delivery waiting', async () => {
    await registerAndFound(page, server.url, player, 'North East');
    [home] = await villagesOf(server.testDb.db, player.username);
    const { world, config } = server.running.deps;
    second = await insertSecondVillage(server.testDb.db, { seed: world.seed, maxCoord: config.maxCoord }, player.username);
    const now = Date.now();
    const at = (v: { id: number; x: number; y: number }) => ({ id: v.id, x: v.x, y: v.y });
    const trip = async (kind: string, from: ReturnType<typeof at>, to: ReturnType<typeof at>, resources: Record<string, number>, merchants: number, origin: string | null, ago: number, left: number) => {
      const [row] = await server.testDb.db('movements').insert({
        kind, user_id: home.user_id, from_village_id: from.id, from_x: from.x, from_y: from.y, to_village_id: to.id, to_x: to.x, to_y: to.y,
        units: '{}', resources: JSON.stringify(resources), started_at: new Date(now - ago * MIN), due_at: new Date(now + left * MIN),
        origin_kind: origin, merchants,
      }).returning('id');
      return row.id as number;
    };
    ids.out = await trip('merchants', at(home), at(second), { wood: 1500 }, 2, null, 10, 30);
    ids.back = await trip('merchants_home', at(second), at(home), {}, 1, 'merchants', 20, 20);
    ids.delivery = await trip('delivery', at(home), at(home), { iron: 300 }, 0, 'exchange', 1, 9);
  });

  step('the map draws both trips as merchant diamonds on their way, and no delivery', async () => {
    await showOnMap(page, server.url, home, second);
    const find = (ms: HookMarker[], id: number) => ms.find((m) => m.id === id);
    await expect.poll(async () => find(await mapMarkers(page), ids.out)?.side, { timeout: 30_000, interval: 500 }).toBe('merchant');
    const markers = await mapMarkers(page);
    const out = find(markers, ids.out)!;
    const back = find(markers, ids.back)!;
    expect(out).toMatchObject({ kind: 'merchants', shape: 'diamond' });
    expect(back).toMatchObject({ kind: 'merchants_home', side: 'merchantHome', shape: 'diamond' });
    // A quarter of the way out and half way home, on the straight line between the two villages.
    expect(out.progress).toBeGreaterThan(0.2);
    expect(out.progress).toBeLessThan(0.35);
    expect(back.progress).toBeGreaterThan(0.45);
    expect(back.progress).toBeLessThan(0.6);
    expect(out.x).toBeCloseTo(home.x + (second.x - home.x) * out.progress, 5);
    expect(back.y).toBeCloseTo(second.y + (home.y - second.y) * back.progress, 5);
    expect(find(markers, ids.delivery)).toBeUndefined();
    expect(markers.some((m) => m.kind === 'delivery')).toBe(false);
    // They move: a little further along a few seconds later.
    await expect.poll(async () => find(await mapMarkers(page), ids.out)!.progress, { timeout: 20_000, interval: 1000 }).toBeGreaterThan(out.progress);
    await screenshot(page, 'merchants-map');
    expect(errors).toEqual([]);
  });
});
