import type { TestServer } from '../support/server';

/**
 * Reads for the research, accrual and buildings tests (their worlds are planned with aWorld,
 * tests/support/world.ts: withAccount, withResearch, withBuildings).
 */
export async function accountOf(s: TestServer, userId: number): Promise<{ culture: number; science: number; researching: number | null; account_updated_at: Date; research_due_at: Date | null }> {
  const r = await s.testDb.db('users').where({ id: userId }).first('culture', 'science', 'researching', 'account_updated_at', 'research_due_at');
  return { ...r, culture: Number(r.culture), science: Number(r.science) };
}

export async function researchedOf(s: TestServer, userId: number): Promise<Array<{ research_id: number; completed_at: Date }>> {
  return s.testDb.db('user_research').where({ user_id: userId }).orderBy('research_id').select('research_id', 'completed_at');
}

/** Bad path ids: 400 with the call's key. */
export const badIds = ['abc', '0', '-1', '1.5', '1e3', '99999999999', '%20'];

/**
 * A land tile whose 7 x 7 neighbourhood holds no village (a place for a village planned with `at`), scanning rows from
 * (x0, y0) eastwards then southwards; `land` also requires every tile within 1 of it to be land.
 */
export async function freeSpot(s: TestServer, x0: number, y0: number, opts: { landAround?: boolean } = {}): Promise<{ x: number; y: number }> {
  const { tileAt } = await import('../../server/game/world/terrain');
  const seed = s.running.deps.world.seed;
  const max = s.running.deps.config.maxCoord;
  const villages: Array<{ x: number; y: number }> = await s.testDb.db('villages').select('x', 'y');
  const claimed: Array<{ x: number; y: number }> = await s.testDb.db('village_tiles').select('x', 'y');
  const taken = [...villages, ...claimed];
  for (let y = y0; y >= -max + 1; y--) {
    for (let x = x0; x <= max - 1; x++) {
      if (taken.some((v) => Math.max(Math.abs(v.x - x), Math.abs(v.y - y)) <= 3)) continue;
      const around = opts.landAround ? [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => [x + dx, y + dy])) : [[x, y]];
      if (around.every(([ax, ay]) => tileAt(seed, ax, ay) !== 'water')) return { x, y };
    }
  }
  throw new Error('no free spot');
}
