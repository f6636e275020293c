import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPIRE_RANKINGS, KINGDOM_COUNTERS, KINGDOM_RANKINGS, rankingCounter, rankMovement } from '../../../../../server/game/statistics';

describe('rankings', () => {
  it('overall reads population; every other ranking its own counter', () => {
    expect(rankingCounter('overall')).toBe('population');
    for (const t of KINGDOM_RANKINGS) {
      const c = rankingCounter(t);
      expect((KINGDOM_COUNTERS as readonly string[]).includes(c), t).toBe(true);
      if (t !== 'overall') expect(c).toBe(t);
    }
    for (const t of EMPIRE_RANKINGS) if (t !== 'overall') expect(rankingCounter(t)).toBe(t);
    // Losses are the ratio's denominator, never a ranking of their own.
    expect((KINGDOM_RANKINGS as readonly string[]).includes('losses')).toBe(false);
  });

  it('movement since the day\'s first ranking: climbing is positive, new is null', () => {
    expect(rankMovement(3, 5)).toBe(2);
    expect(rankMovement(5, 3)).toBe(-2);
    expect(rankMovement(4, 4)).toBe(0);
    expect(rankMovement(1, null)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (r, p) => {
      expect(r + rankMovement(r, p)!).toBe(p);
    }));
  });
});
