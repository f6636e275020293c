import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chebyshev, inBounds, quadrantBounds, quadrantOf, viewWindow } from '../../../../../server/game/world/coords';

describe('coordinates', () => {
  it('names quadrants as GAME.md section 2 does', () => {
    expect(quadrantOf(0, 0)).toBe('NE');
    expect(quadrantOf(-1, 0)).toBe('NW');
    expect(quadrantOf(0, -1)).toBe('SE');
    expect(quadrantOf(-1, -1)).toBe('SW');
    fc.assert(fc.property(fc.integer({ min: -51, max: 51 }), fc.integer({ min: -51, max: 51 }), (x, y) => {
      const b = quadrantBounds(quadrantOf(x, y), 51);
      return x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;
    }));
  });

  it('checks bounds and measures Chebyshev distance', () => {
    expect(inBounds(51, -51, 51)).toBe(true);
    expect(inBounds(52, 0, 51)).toBe(false);
    expect(inBounds(0.5, 0, 51)).toBe(false);
    expect(chebyshev({ x: 0, y: 0 }, { x: 2, y: -3 })).toBe(3);
  });

  it('centres an odd view on (x, y) inside the map', () => {
    expect(viewWindow(0, 0, 9, 51)).toEqual({ x0: -4, x1: 4, y0: -4, y1: 4, size: 9 });
    expect(viewWindow(10, -3, 1, 51)).toEqual({ x0: 10, x1: 10, y0: -3, y1: -3, size: 1 });
  });

  it('shifts a view at the rim back inside and caps it at the map size', () => {
    expect(viewWindow(51, 51, 9, 51)).toEqual({ x0: 43, x1: 51, y0: 43, y1: 51, size: 9 });
    expect(viewWindow(-51, -50, 9, 51)).toEqual({ x0: -51, x1: -43, y0: -51, y1: -43, size: 9 });
    expect(viewWindow(5, 5, 500, 51)).toEqual({ x0: -51, x1: 51, y0: -51, y1: 51, size: 103 });
  });

  it('always returns size x size tiles within the map', () => {
    fc.assert(fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), fc.integer({ min: 1, max: 60 }), (x, y, n) => {
      const w = viewWindow(x, y, n, 20);
      expect(w.x1 - w.x0 + 1).toBe(w.size);
      expect(w.y1 - w.y0 + 1).toBe(w.size);
      expect(w.size).toBe(Math.min(n, 41));
      expect(w.x0).toBeGreaterThanOrEqual(-20);
      expect(w.x1).toBeLessThanOrEqual(20);
      expect(w.y0).toBeGreaterThanOrEqual(-20);
      expect(w.y1).toBeLessThanOrEqual(20);
      // The requested centre is shown whenever the view fits.
      if (w.size < 41) {
        expect(x >= w.x0 && x <= w.x1 && y >= w.y0 && y <= w.y1).toBe(true);
      }
    }));
  });
});
