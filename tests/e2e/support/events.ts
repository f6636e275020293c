import type { Page } from 'playwright-core';
import type { Db } from '../../../server/db/knex';
import type { HookObjective } from '../../../client/map/debugHook';
import { terrainLookup } from '../../../server/world/terrain';

/**
 * Helpers of the events and objectives journey (tests/e2e/events.test.ts, issue 16): free tiles near a
 * village, the testing tools that place an event or objective there, the map's drawn badges
 * (window.__akMap.objectives()), the panel a tap opens, and the rows as the server keeps them.
 */

export interface Tile { x: number; y: number }

/** A free land tile (no village, claim or live event/objective) at Chebyshev distance `dist` (or the next rings) from `at`. */
export async function freeTileNear(db: Db, world: { seed: string; maxCoord: number }, at: Tile, dist = 3): Promise<Tile> {
  const terrain = terrainLookup(world.seed, world.maxCoord);
  const taken = new Set(
    (await db('villages').select('x', 'y'))
      .concat(await db('village_tiles').select('x', 'y'))
      .concat(await db('objectives').whereNull('removed_at').select('x', 'y'))
      .map((t: Tile) => `${t.x},${t.y}`),
  );
  for (let d = dist; d <= dist + 6; d++) {
    for (let dy = -d; dy <= d; dy++) {
      for (let dx = -d; dx <= d; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== d) continue;
        const x = at.x + dx;
        const y = at.y + dy;
        if (Math.abs(x) > world.maxCoord || Math.abs(y) > world.maxCoord) continue;
        if (terrain(x, y) === 'water' || taken.has(`${x},${y}`)) continue;
        return { x, y };
      }
    }
  }
  throw new Error(`no free land tile near (${at.x}|${at.y})`);
}

export interface PlacedObjective { id: number; type: string; x: number; y: number; state: string; stage: number | null; ends_at: string | null }

async function testingTool(baseUrl: string, path: string, body: unknown): Promise<PlacedObjective> {
  const r = await fetch(`${baseUrl}/api/testing/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (r.status !== 200) throw new Error(`testing/${path} answered ${r.status}: ${await r.text()}`);
  return ((await r.json()) as { objective: PlacedObjective }).objective;
}

/** POST /api/testing/event (TESTING_TOOLS only): an event at the tile, stage 1 starting now. */
export function placeEvent(baseUrl: string, type: 'attack1' | 'attack2' | 'defend1' | 'supply1' | 'supply2', difficulty: 1 | 2 | 3, at: Tile): Promise<PlacedObjective> {
  return testingTool(baseUrl, 'event', { type, difficulty, x: at.x, y: at.y });
}

/** POST /api/testing/objective (TESTING_TOOLS only): an objective at the tile, held by natives. */
export function placeObjective(baseUrl: string, type: 'landmark' | 'monument' | 'artifact', at: Tile): Promise<PlacedObjective> {
  return testingTool(baseUrl, 'objective', { type, x: at.x, y: at.y });
}

/** POST /api/testing/village (TESTING_TOOLS only): resources and building levels of a village. */
export async function setVillage(baseUrl: string, villageId: number, v: { resources?: Record<string, number>; buildings?: Record<string, number> }): Promise<void> {
  const r = await fetch(`${baseUrl}/api/testing/village`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ village_id: villageId, ...v }) });
  if (r.status !== 200) throw new Error(`testing/village answered ${r.status}: ${await r.text()}`);
}

/** The event and objective badges the map drew in its last frame (window.__akMap.objectives(); on screen only). */
export async function mapObjectives(page: Page): Promise<HookObjective[]> {
  return page.evaluate(() => (window.__akMap as unknown as { objectives?: () => HookObjective[] } | undefined)?.objectives?.() ?? []);
}

/** The panel a tap on an event or objective opens (client/panels/objective/ObjectivePanel.tsx). */
export function objectivePanel(page: Page) {
  return page.getByTestId('objective-panel');
}

/** The row as the server keeps it (objectives table). */
export async function objectiveRow(db: Db, id: number): Promise<{
  id: number; state: string; stage: number; supplied: Record<string, number>; holder_user_id: number | null; removed_at: Date | null;
  garrison: Record<string, number>; snapshot: { context: { supplied: number } } | null;
}> {
  return db('objectives').where({ id }).first();
}

/** Movements heading for an event or objective (objective_id set). */
export async function movementsTo(db: Db, objectiveId: number): Promise<Array<{ id: number; kind: string; due_at: Date; user_id: number | null }>> {
  return db('movements').where({ objective_id: objectiveId }).orderBy('id');
}
