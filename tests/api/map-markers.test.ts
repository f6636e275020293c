import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { spawnPlayer, type PlayerWithVillage } from '../support/players';
import { eventNear, objectiveNear } from '../support/objectives';
import { buildTiles, mapResponseJson } from '../../server/api/map/tiles';
import { viewWindow } from '../../server/game/world/coords';
import { villageAndWindow, windowRows } from '../../server/db/mapWindow';

/**
 * GET map's tiles carry the live event or objective standing on them (`marker`: its type, issue 16):
 * read in the window's one statement (server/db/mapWindow.ts), written by both tile writers alike, and
 * gone once the event is off the map (removed_at).
 */
describe('GET map: event and objective markers', () => {
  let s: TestServer;
  let p: PlayerWithVillage;

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    p = await spawnPlayer(s);
  });
  afterAll(async () => { await s?.stop(); });

  const tileAt = async (x: number, y: number, viewSize = 1) => {
    const r = await s.api('GET', `/map?x=${x}&y=${y}&viewSize=${viewSize}`, { token: p.token });
    expect(r.status).toBe(200);
    return (r.body.tiles as Array<{ x: number; y: number; marker: string | null }>).find((t) => t.x === x && t.y === y)!;
  };

  it('a tile holding an event or objective names its type; others say null', async () => {
    const attack = await eventNear(s, p.village, 'attack1', 2);
    const supply = await eventNear(s, p.village, 'supply2', 1, 4);
    const landmark = await objectiveNear(s, p.village, 'landmark', 5);
    expect((await tileAt(attack.x, attack.y)).marker).toBe('attack1');
    expect((await tileAt(supply.x, supply.y)).marker).toBe('supply2');
    expect((await tileAt(landmark.x, landmark.y)).marker).toBe('landmark');
    expect((await tileAt(p.village.x, p.village.y)).marker).toBeNull();

    // A whole window around the village (the village-centred read too): exactly these three markers.
    for (const path of [`/map?x=${p.village.x}&y=${p.village.y}&viewSize=15`, `/map?villageId=${p.village.id}&viewSize=15`]) {
      const r = await s.api('GET', path, { token: p.token });
      expect(r.status).toBe(200);
      const marked = (r.body.tiles as Array<{ x: number; y: number; marker: string | null }>).filter((t) => t.marker !== null)
        .map((t) => `${t.x}|${t.y}:${t.marker}`).sort();
      expect(marked).toEqual([`${attack.x}|${attack.y}:attack1`, `${supply.x}|${supply.y}:supply2`, `${landmark.x}|${landmark.y}:landmark`].sort());
    }

    // The repository reads agree (windowRows and the village-centred villageAndWindow).
    const w = viewWindow(p.village.x, p.village.y, 15, s.running.deps.config.maxCoord);
    const rows = await windowRows(s.testDb.db, w);
    expect(rows.markers?.map((m) => m.type).sort()).toEqual(['attack1', 'landmark', 'supply2']);
    const both = await villageAndWindow(s.testDb.db, p.village.id, 15, s.running.deps.config.maxCoord);
    expect(both?.rows.markers?.length).toBe(3);

    // Off the map (an ended event): no marker any more.
    await s.testDb.db('objectives').where({ id: supply.id }).update({ removed_at: new Date(s.clock.now()) });
    expect((await tileAt(supply.x, supply.y)).marker).toBeNull();
    expect((await tileAt(attack.x, attack.y)).marker).toBe('attack1');
  });

  it('the direct JSON writer and the tile objects agree on marked tiles (with villages and claims on them or not)', () => {
    const maxCoord = 20;
    for (const size of [1, 5, 9]) {
      const w = viewWindow(2, -3, size, maxCoord);
      const rows = {
        villages: [{ id: 1, name: 'Aldor "q"', x: 2, y: -3, tier: 'town', user_id: 7, username: 'Ann', protected_until: null }],
        claims: [{ x: 3, y: -3, village_id: 1, user_id: 7, username: 'Ann' }],
        markers: [
          { x: 3, y: -3, type: 'landmark' }, { x: 1, y: -2, type: 'attack1' }, { x: w.x0, y: w.y1, type: 'supply2' },
          { x: w.x1, y: w.y0, type: 'monument' }, { x: 99, y: 99, type: 'artifact' },
        ],
      } as unknown as Parameters<typeof buildTiles>[1];
      for (const userId of [7, 8]) {
        const tiles = buildTiles(w, rows, 'aether', maxCoord, userId);
        const expected = JSON.stringify({ x: 2, y: -3, viewSize: w.size, tiles });
        expect(mapResponseJson({ x: 2, y: -3 }, w.size, w, rows, 'aether', maxCoord, userId).toString('utf8')).toBe(expected);
        if (size >= 5) expect(tiles.find((t) => t.x === 1 && t.y === -2)?.marker).toBe('attack1');
        expect(tiles.some((t) => t.marker === 'artifact')).toBe(false);
      }
    }
  });
});
