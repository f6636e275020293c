import type { TestServer } from './server';
import { terrainLookup } from '../../server/world/terrain';

/**
 * Events and objectives in tests (issue 16): a free land tile near a point, and creating an event or an
 * objective there with the testing tools (POST testing/event, POST testing/objective).
 */

/** A land tile at Chebyshev distance `dist` (default 3) from (x, y) with no village, claim or live event or objective on it. */
export async function freeTileNear(s: TestServer, at: { x: number; y: number }, dist = 3): Promise<{ x: number; y: number }> {
  const deps = s.running.deps;
  const max = deps.config.maxCoord;
  const terrain = terrainLookup(deps.world.seed, max);
  const db = s.testDb.db;
  for (let d = dist; d <= dist + 8; d++) {
    for (let dx = -d; dx <= d; dx++) {
      for (const dy of [-d, d, ...Array.from({ length: 2 * d - 1 }, (_, i) => i - d + 1)]) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== d) continue;
        const x = at.x + dx;
        const y = at.y + dy;
        if (Math.abs(x) > max || Math.abs(y) > max || terrain(x, y) === 'water') continue;
        const busy = await db.raw(`SELECT
          EXISTS (SELECT 1 FROM villages WHERE x = ? AND y = ?) OR
          EXISTS (SELECT 1 FROM village_tiles WHERE x = ? AND y = ?) OR
          EXISTS (SELECT 1 FROM objectives WHERE x = ? AND y = ? AND removed_at IS NULL) AS busy`, [x, y, x, y, x, y]);
        if (!busy.rows[0].busy) return { x, y };
      }
    }
  }
  throw new Error(`no free land tile near (${at.x}|${at.y})`);
}

/** An event at a free tile near `at` (testing tools must be on); answers the map's view of it. */
export async function eventNear(s: TestServer, at: { x: number; y: number }, type: string, difficulty = 1, dist = 3) {
  const tile = await freeTileNear(s, at, dist);
  const r = await s.api('POST', '/testing/event', { body: { type, difficulty, ...tile } });
  if (r.status !== 200) throw new Error(`testing/event failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.objective as { id: number; x: number; y: number; type: string; state: string; stage: number; ends_at: string | null };
}

/** An objective at a free tile near `at`, held by natives. */
export async function objectiveNear(s: TestServer, at: { x: number; y: number }, type: 'landmark' | 'monument' | 'artifact', dist = 3) {
  const tile = await freeTileNear(s, at, dist);
  const r = await s.api('POST', '/testing/objective', { body: { type, ...tile } });
  if (r.status !== 200) throw new Error(`testing/objective failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.objective as { id: number; x: number; y: number; type: string; state: string };
}
