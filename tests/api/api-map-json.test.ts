import { describe, expect, it } from 'vitest';
import { buildTiles, mapResponseJson } from '../../server/api/map/tiles';
import { viewWindow } from '../../server/game/world/coords';
import type { WindowRows } from '../../server/db/mapWindow';

/**
 * GET map writes its JSON bytes directly (mapResponseJson: runs of plain tiles are slices of cached
 * rows); they must be byte for byte what JSON.stringify makes of the response object built from
 * buildTiles, for every kind of tile: empty, a village (owned, ownerless, own), a claim (owned, own,
 * of an ownerless village), both, owners in an Empire or none, and names that need escaping.
 */
describe('GET map response text', () => {
  const names = ['Aldor', 'Quote " and \\ backslash', 'Ünïcødé ✓ 🏰', 'tab\there\nnewline', '</script>', '\u2028\u2029', 'x'.repeat(40)];
  const rng = (() => { let s = 12345; return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648); })();
  const pick = <T>(a: T[]): T => a[Math.floor(rng() * a.length)];

  function rowsFor(w: ReturnType<typeof viewWindow>, density: number): WindowRows {
    const villages: WindowRows['villages'] = [];
    const claims: WindowRows['claims'] = [];
    let id = 1;
    for (let y = w.y0 - 1; y <= w.y1 + 1; y++) {
      for (let x = w.x0 - 1; x <= w.x1 + 1; x++) {
        const r = rng();
        if (r < density) {
          const owner = rng() < 0.8 ? pick([7, 8, 9]) : null;
          villages.push({ id: id++, name: pick(names), x, y, tier: pick(['village', 'town', 'city']), user_id: owner,
            username: owner === null ? null : pick(names), empire_id: owner === null ? null : pick([null, 3, 12]) } as WindowRows['villages'][number]);
        }
        if (rng() < density) {
          const owner = rng() < 0.8 ? pick([7, 8, 9]) : null;
          claims.push({ x, y, village_id: pick([1, 2, 3, 40]), user_id: owner, username: owner === null ? null : pick(names),
            empire_id: owner === null ? null : pick([null, 3, 12]) } as WindowRows['claims'][number]);
        }
      }
    }
    return { villages, claims };
  }

  it('is JSON.stringify of the tile objects for every size, centre and density', () => {
    const maxCoord = 20;
    for (const size of [1, 3, 9, 15, 25, 41]) {
      for (const [cx, cy] of [[0, 0], [-20, 20], [20, -20], [7, -3], [-19, 0]]) {
        for (const density of [0, 0.1, 0.5, 1]) {
          const w = viewWindow(cx, cy, size, maxCoord);
          const rows = rowsFor(w, density);
          for (const userId of [7, 9, 1000]) {
            const expected = JSON.stringify({ x: cx, y: cy, viewSize: w.size, tiles: buildTiles(w, rows, 'aether', maxCoord, userId) });
            const bytes = mapResponseJson({ x: cx, y: cy }, w.size, w, rows, 'aether', maxCoord, userId);
            expect(bytes.toString('utf8')).toBe(expected);
            expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);
          }
        }
      }
    }
  });
});
