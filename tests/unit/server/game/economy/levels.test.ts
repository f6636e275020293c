import { describe, expect, it } from 'vitest';
import { buildingOf } from '../../../../../server/game/data/buildings';
import { costAt, effectAt, effectText, populationAt, workAt } from '../../../../../server/game/economy/levels';

describe('building level formulas', () => {
  const farm = buildingOf('farm');

  it('grows cost by 1.38 and work by 1.7 per level', () => {
    expect(costAt(farm, 1)).toEqual({ wood: 50, stone: 40, iron: 20, food: 0 });
    // 50 x 1.38 = 69, 40 x 1.38 = 55.2, 20 x 1.38 = 27.6
    expect(costAt(farm, 2)).toEqual({ wood: 69, stone: 55, iron: 28, food: 0 });
    expect(workAt(farm, 1)).toBe(20);
    expect(workAt(farm, 2)).toBe(34);
    // 20 x 1.7^2 = 57.8
    expect(workAt(farm, 3)).toBe(58);
    // 13 x 7 (POPULATION_GROWTH 1)
    expect(populationAt(farm, 7)).toBe(91);
    expect(populationAt(farm, 0)).toBe(0);
  });

  it('values every kind of effect at a level', () => {
    expect(effectAt(farm.effects[0], 0)).toBe(0);
    expect(effectAt(farm.effects[0], 1)).toBe(92);
    // round(92 x 10 x 1.08^9) = round(1839.08)
    expect(effectAt(farm.effects[0], 10)).toBe(1839);
    expect(effectAt(buildingOf('warehouse').effects[0], 0)).toBe(1000);
    expect(effectAt(buildingOf('warehouse').effects[0], 10)).toBe(9313);
    expect(effectAt(buildingOf('walls').effects[0], 20)).toBe(0.5);
    expect(effectAt(buildingOf('sawmill').effects[0], 7)).toBe(0.7);
    expect(effectAt(buildingOf('marketplace').effects[0], 6)).toBe(6);
    const siege = buildingOf('siege_workshop');
    expect([0, 1, 4, 5, 14, 15, 20].map((L) => effectAt(siege.effects[0], L))).toEqual([0, 1, 1, 2, 3, 4, 5]);
    const academy = buildingOf('siege_academy');
    expect(effectAt(academy.effects[0], 10)).toBe(5);
    expect(effectText(academy.effects[0], 10)).toBe('damage 5-15');
    const barracks = buildingOf('barracks');
    expect([1, 5, 10, 15].map((L) => effectAt(barracks.effects[0], L, barracks))).toEqual([1, 2, 3, 4]);
    const armory = buildingOf('armory');
    expect([0, 1, 5, 10, 15].map((L) => effectAt(armory.effects[0], L, armory))).toEqual([0, 1, 2, 3, 4]);
  });

  it('writes effects as text for the help pages', () => {
    expect(effectText(farm.effects[0], 10)).toBe('+1,839 food/h');
    expect(effectText(buildingOf('walls').effects[0], 20)).toBe('+50% defence');
    expect(effectText(buildingOf('preservary').effects[0], 3)).toBe('+30% food storage');
    expect(effectText(buildingOf('cartwright').effects[0], 2)).toBe('+20% merchant capacity');
  });
});
