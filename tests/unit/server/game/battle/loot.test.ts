import { describe, expect, it } from 'vitest';
import { carryCapacity, loot, splitLoot } from '../../../../../server/game/battle';

const all = (n: number) => ({ wood: n, stone: n, iron: n, food: n });

describe('loot', () => {
  it('carries capacity = sum(carry x count), split evenly over the four resources', () => {
    // 10 Horsemen x 60 = 600 -> 150 of each.
    expect(carryCapacity({ cav1: 10 })).toBe(600);
    expect(loot({ cav1: 10 }, all(1000))).toEqual(all(150));
    // 10 Horsemen + 4 Lancers: 600 + 320 = 920 -> 230 each.
    expect(loot({ cav1: 10, cav3: 4 }, all(1000))).toEqual(all(230));
  });

  it('gives a short resource all it has and shares the rest among the others', () => {
    // 600 against wood 50, food 20.5 (20 whole units): food 20, wood 50, then (600 - 70) / 2 = 265 stone and iron.
    expect(loot({ cav1: 10 }, { wood: 50, stone: 1000, iron: 1000, food: 20.5 })).toEqual({ wood: 50, stone: 265, iron: 265, food: 20 });
  });

  it('hands the units that do not divide evenly to wood, stone, iron, food in that order', () => {
    expect(splitLoot(7, all(100))).toEqual({ wood: 2, stone: 2, iron: 2, food: 1 });
    expect(splitLoot(5, { wood: 0, stone: 100, iron: 100, food: 100 })).toEqual({ wood: 0, stone: 2, iron: 2, food: 1 });
  });

  it('takes everything when the capacity exceeds the stock, and nothing without carriers', () => {
    expect(loot({ cav4: 100 }, { wood: 10.9, stone: 0, iron: 3, food: 7 })).toEqual({ wood: 10, stone: 0, iron: 3, food: 7 });
    expect(loot({ cav2: 50, special2: 1 }, all(1000))).toEqual(all(0));
    expect(loot({}, all(1000))).toEqual(all(0));
  });
});
