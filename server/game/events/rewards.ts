import { REWARD_SPLIT, type RewardPool } from '../data/events';

/** One contributor's part: kills (attack), defence (defend) or what it delivered (supply). */
export interface Contribution {
  userId: number;
  value: number;
}

export interface Payout {
  userId: number;
  /** Its fraction of the pool after the cap, in [0, shareCap] (1 when it was alone). */
  share: number;
  rewards: RewardPool;
}

const KEYS = ['wood', 'stone', 'iron', 'food', 'aether'] as const;

/** Adds up the contributions of each user (one row each, in the order first seen); drops non-positive totals. */
export function mergeContributions(list: readonly Contribution[]): Contribution[] {
  const by = new Map<number, number>();
  for (const c of list) if (Number.isFinite(c.value) && c.value > 0) by.set(c.userId, (by.get(c.userId) ?? 0) + c.value);
  return [...by.entries()].map(([userId, value]) => ({ userId, value }));
}

/**
 * Splits a reward pool (GAME.md section 8): each contributor gets its share of the total contribution,
 * capped at REWARD_SPLIT.shareCap when more than one contributed (a lone contributor takes it all).
 * Amounts are whole (floored), so the sum never exceeds the pool; what the caps and rounding hold back
 * is paid to no one. No contributor: nothing is paid. Paying it exactly once is the caller's flag
 * (the eventStage machine records each paid stage).
 */
export function splitRewards(pool: RewardPool, contributions: readonly Contribution[], shareCap: number = REWARD_SPLIT.shareCap): Payout[] {
  const list = mergeContributions(contributions);
  const total = list.reduce((a, c) => a + c.value, 0);
  if (total <= 0) return [];
  const cap = list.length > 1 ? shareCap : 1;
  return list.map((c) => {
    const share = Math.min(cap, c.value / total);
    const rewards = {} as RewardPool;
    for (const k of KEYS) rewards[k] = Math.floor(Math.max(0, pool[k]) * share);
    return { userId: c.userId, share, rewards };
  });
}
