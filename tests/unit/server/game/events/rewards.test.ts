import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REWARD_SPLIT, type RewardPool } from '../../../../../server/game/data/events';
import { mergeContributions, splitRewards } from '../../../../../server/game/events';

const KEYS = ['wood', 'stone', 'iron', 'food', 'aether'] as const;
const pool: RewardPool = { wood: 1000, stone: 1000, iron: 900, food: 600, aether: 10 };

describe('reward split', () => {
  it('a lone contributor takes the whole pool', () => {
    expect(splitRewards(pool, [{ userId: 3, value: 7 }])).toEqual([{ userId: 3, share: 1, rewards: pool }]);
  });

  it('several: in proportion, each capped at 50%; what the cap holds back is paid to no one', () => {
    const out = splitRewards(pool, [{ userId: 1, value: 90 }, { userId: 2, value: 10 }]);
    expect(out).toEqual([
      { userId: 1, share: 0.5, rewards: { wood: 500, stone: 500, iron: 450, food: 300, aether: 5 } },
      { userId: 2, share: 0.1, rewards: { wood: 100, stone: 100, iron: 90, food: 60, aether: 1 } },
    ]);
  });

  it('contributions of one user add up; nothing or zero contributed pays nothing', () => {
    expect(mergeContributions([{ userId: 1, value: 2 }, { userId: 2, value: 0 }, { userId: 1, value: 3 }])).toEqual([{ userId: 1, value: 5 }]);
    expect(splitRewards(pool, [])).toEqual([]);
    expect(splitRewards(pool, [{ userId: 1, value: 0 }])).toEqual([]);
  });

  it('property: never more than the pool, each share within the cap, whole amounts, one payout per user', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(fc.property(
      fc.record({ wood: amount, stone: amount, iron: amount, food: amount, aether: fc.integer({ min: 0, max: 1000 }) }),
      fc.array(fc.record({ userId: fc.integer({ min: 1, max: 8 }), value: fc.double({ min: 0, max: 1e6, noNaN: true }) }), { maxLength: 20 }),
      (p, contributions) => {
        const out = splitRewards(p, contributions);
        expect(new Set(out.map((o) => o.userId)).size).toBe(out.length);
        for (const k of KEYS) {
          expect(out.reduce((a, o) => a + o.rewards[k], 0)).toBeLessThanOrEqual(p[k]);
          for (const o of out) {
            expect(Number.isInteger(o.rewards[k])).toBe(true);
            expect(o.rewards[k]).toBeGreaterThanOrEqual(0);
            if (out.length > 1) expect(o.rewards[k]).toBeLessThanOrEqual(p[k] * REWARD_SPLIT.shareCap);
          }
        }
        for (const o of out) expect(o.share).toBeLessThanOrEqual(out.length > 1 ? REWARD_SPLIT.shareCap : 1);
      },
    ), { numRuns: 300 });
  });
});
