import { describe, expect, it } from 'vitest';
import { MONUMENT, VICTORY_POINTS_START } from '../../../../../server/game/data/objectives';
import { crossesVictory, deliverToMonument, isMonumentComplete, monumentRepairCost, victoryWinner } from '../../../../../server/game/objectives';
import { VICTORY_POINTS_START as AWARD_START } from '../../../../../server/game/prestige';
import { victoryPoints } from '../../../../../server/game/data/constants';

describe('victory', () => {
  it('the first Empire to reach the line wins; ties go to the earlier instant, then the lower id', () => {
    const R = VICTORY_POINTS_START;
    expect(victoryWinner([{ empireId: 1, prestige: R - 1, reachedAt: 1 }])).toBeNull();
    expect(victoryWinner([{ empireId: 1, prestige: R + 5, reachedAt: 20 }, { empireId: 2, prestige: R, reachedAt: 10 }])?.empireId).toBe(2);
    expect(victoryWinner([{ empireId: 9, prestige: R, reachedAt: 10 }, { empireId: 4, prestige: R + 1, reachedAt: 10 }])?.empireId).toBe(4);
    expect(victoryWinner([{ empireId: 9, prestige: 5, reachedAt: 1 }], 5)?.empireId).toBe(9);
  });

  it('one start value: the data table, GET user/gamedata and the prestige awards (server/game/prestige.ts) agree', () => {
    expect(VICTORY_POINTS_START).toBe(victoryPoints.required);
    expect(AWARD_START).toBe(VICTORY_POINTS_START);
  });

  it('only the award that crosses the line finishes the world', () => {
    expect(crossesVictory(VICTORY_POINTS_START - 1, VICTORY_POINTS_START)).toBe(true);
    expect(crossesVictory(VICTORY_POINTS_START, VICTORY_POINTS_START + 1)).toBe(false);
    expect(crossesVictory(0, 9, 10)).toBe(false);
  });
});

describe('monument', () => {
  const zero = { wood: 0, stone: 0, iron: 0, food: 0 };

  it('counts each resource up to its target, returns the excess, completes once', () => {
    const almost = { ...MONUMENT.target, stone: MONUMENT.target.stone - 100 };
    const r = deliverToMonument(almost, { wood: 50, stone: 300, iron: 0, food: 0 });
    expect(r.accepted).toEqual({ wood: 0, stone: 100, iron: 0, food: 0 });
    expect(r.returned).toEqual({ wood: 50, stone: 200, iron: 0, food: 0 });
    expect(r.completed).toBe(true);
    expect(isMonumentComplete(r.delivered)).toBe(true);
    expect(deliverToMonument(r.delivered, { wood: 1, stone: 1, iron: 1, food: 1 }).completed).toBe(false);
    expect(deliverToMonument(zero, { wood: 10, stone: 0, iron: 0, food: 0 }).completed).toBe(false);
  });

  it('a repair costs the table amount (a copy: the table is not changed by its callers)', () => {
    const c = monumentRepairCost();
    c.wood = 0;
    expect(monumentRepairCost()).toEqual(MONUMENT.repairCost);
  });
});
