import { describe, expect, it } from 'vitest';
import {
  armyError, attackShares, battle, battleParamsError, rollLuck, scoutBattle, scoutReport, type BattleInput,
} from '../../../../../server/game/battle';

/** Every expected number below is worked out by hand from the unit table (server/game/data/units.ts). */
const home = (units: Record<string, number>) => ({ owner: 'home' as const, units });
const fight = (attackers: Record<string, number>, defenders: BattleInput['defenders'], wallLevel: number, luck: number) =>
  battle({ attackers, defenders, wallLevel, luck });

describe('battle: hand-computed cases', () => {
  it('100 Horsemen against 100 Spearmen, no walls: the spears hold', () => {
    // A = 100 x 40 = 4000, all cavalry; D = 100 x def_cav 55 = 5500 > A.
    // r = (4000 / 5500)^1.5 = 0.62022..., the defender loses floor(100 x 0.62022) = 62.
    const r = fight({ cav1: 100 }, [home({ melee2: 100 })], 0, 0);
    expect(r.shares).toEqual({ melee: 0, cav: 1, ranged: 0 });
    expect(r.attackStrength).toBe(4000);
    expect(r.defenceStrength).toBe(5500);
    expect(r.winner).toBe('defender');
    expect(r.lossRatio).toBeCloseTo(0.620220, 5);
    expect(r.attackerLosses).toEqual({ cav1: 100 });
    expect(r.attackerSurvivors).toEqual({ cav1: 0 });
    expect(r.defenderLosses).toEqual([{ owner: 'home', units: { melee2: 62 } }]);
    expect(r.defenderSurvivors).toEqual([{ owner: 'home', units: { melee2: 38 } }]);
  });

  it('100 Swordsmen against 100 Militia behind walls 0 and 20', () => {
    // A = 100 x 40 = 4000 melee; Militia def_melee 15: D = 1500 (walls 0) or 1500 x 1.5 = 2250 (walls 20).
    const open = fight({ melee3: 100 }, [home({ melee1: 100 })], 0, 0);
    expect(open.defenceStrength).toBe(1500);
    expect(open.winner).toBe('attacker');
    // r = 0.375^1.5 = 0.22964 -> floor(22.96) = 22 Swordsmen lost.
    expect(open.lossRatio).toBeCloseTo(0.229640, 5);
    expect(open.attackerLosses).toEqual({ melee3: 22 });
    expect(open.defenderLosses).toEqual([{ owner: 'home', units: { melee1: 100 } }]);

    const walled = fight({ melee3: 100 }, [home({ melee1: 100 })], 20, 0);
    expect(walled.wallBonus).toBe(0.5);
    expect(walled.defenceStrength).toBe(2250);
    // r = 0.5625^1.5 = 0.5625 x 0.75 = 0.421875 -> 42 lost, 58 come home.
    expect(walled.lossRatio).toBe(0.421875);
    expect(walled.attackerLosses).toEqual({ melee3: 42 });
    expect(walled.attackerSurvivors).toEqual({ melee3: 58 });
  });

  it('walls above level 20 count as 20', () => {
    const r = fight({ melee3: 100 }, [home({ melee1: 100 })], 35, 0);
    expect(r.wallLevel).toBe(20);
    expect(r.defenceStrength).toBe(2250);
  });

  it('luck at both bounds scales the attack by 1.1 and 0.9', () => {
    // Same fight behind walls 20 (D = 2250).
    const lucky = fight({ melee3: 100 }, [home({ melee1: 100 })], 20, 0.1);
    expect(lucky.attackStrength).toBeCloseTo(4400, 9);
    // r = (2250 / 4400)^1.5 = 0.365675 -> 36 lost.
    expect(lucky.attackerLosses).toEqual({ melee3: 36 });
    const unlucky = fight({ melee3: 100 }, [home({ melee1: 100 })], 20, -0.1);
    expect(unlucky.attackStrength).toBeCloseTo(3600, 9);
    // r = 0.625^1.5 = 0.494106 -> 49 lost.
    expect(unlucky.attackerLosses).toEqual({ melee3: 49 });
  });

  it('luck decides a close fight', () => {
    // 100 Militia attack (1000) against 70 Militia (70 x 15 = 1050).
    const up = fight({ melee1: 100 }, [home({ melee1: 70 })], 0, 0.1);
    expect(up.winner).toBe('attacker');
    // 1100 > 1050: r = (1050 / 1100)^1.5 = 0.932599 -> 93 of 100 attackers lost.
    expect(up.attackerLosses).toEqual({ melee1: 93 });
    expect(up.defenderLosses[0].units).toEqual({ melee1: 70 });
    const down = fight({ melee1: 100 }, [home({ melee1: 70 })], 0, -0.1);
    expect(down.winner).toBe('defender');
    // 900 < 1050: r = (900 / 1050)^1.5 = 0.793560 -> floor(55.5) = 55 of 70 defenders lost.
    expect(down.defenderLosses[0].units).toEqual({ melee1: 55 });
    expect(down.attackerLosses).toEqual({ melee1: 100 });
  });

  it('a mixed army meets share-weighted defence; reinforcements fight and lose alongside the home troops', () => {
    // Attack: 100 Militia 1000 melee, 50 Horsemen 2000 cav, 100 Archers 1500 ranged: 4500,
    // shares 2/9, 4/9, 3/9.
    const r = fight({ melee1: 100, cav1: 50, ranged1: 100 }, [home({ melee2: 100 }), { owner: 7, units: { ranged1: 50 } }], 4, 0);
    expect(r.shares.melee).toBeCloseTo(2 / 9, 12);
    expect(r.shares.cav).toBeCloseTo(4 / 9, 12);
    expect(r.shares.ranged).toBeCloseTo(3 / 9, 12);
    // Spearman (25/55/20): (50 + 220 + 60) / 9 = 330/9 each -> 33000/9; Archer (30/10/35): 205/9 -> 10250/9.
    // Sum 43250/9, walls 4: x 1.1 = 47575/9 = 5286.11 > 4500.
    expect(r.defenceStrength).toBeCloseTo(47575 / 9, 9);
    expect(r.winner).toBe('defender');
    // r = (4500 x 9 / 47575)^1.5 = 0.851287^1.5 = 0.785442: 78 Spearmen and floor(39.27) = 39 Archers lost.
    expect(r.lossRatio).toBeCloseTo(0.785442, 5);
    expect(r.defenderLosses).toEqual([{ owner: 'home', units: { melee2: 78 } }, { owner: 7, units: { ranged1: 39 } }]);
    expect(r.defenderSurvivors).toEqual([{ owner: 'home', units: { melee2: 22 } }, { owner: 7, units: { ranged1: 11 } }]);
    expect(r.attackerSurvivors).toEqual({ melee1: 0, cav1: 0, ranged1: 0 });
  });

  it('a tie goes to the defender, and both sides lose everything (r = 1)', () => {
    // 3 Militia attack 30 against 2 Militia defending 2 x 15 = 30.
    const r = fight({ melee1: 3 }, [home({ melee1: 2 })], 0, 0);
    expect(r.winner).toBe('defender');
    expect(r.lossRatio).toBe(1);
    expect(r.attackerLosses).toEqual({ melee1: 3 });
    expect(r.defenderLosses[0].units).toEqual({ melee1: 2 });
  });

  it('a crushing win loses nothing (losses round down)', () => {
    // 100 Knights (13000 cav) against 1 Militia (10): r = (10 / 13000)^1.5 = 2.1e-5 -> floor(0.002) = 0.
    const r = fight({ cav4: 100 }, [home({ melee1: 1 })], 0, 0);
    expect(r.attackerLosses).toEqual({ cav4: 0 });
    expect(r.attackerSurvivors).toEqual({ cav4: 100 });
  });

  it('an undefended village falls to any attack, without losses, even one without attack', () => {
    const r = fight({ special1: 1 }, [], 10, 0);
    expect(r.shares).toEqual({ melee: 1 / 3, cav: 1 / 3, ranged: 1 / 3 });
    expect(r.defenceStrength).toBe(0);
    expect(r.winner).toBe('attacker');
    expect(r.attackerLosses).toEqual({ special1: 0 });
    const empty = fight({ melee1: 5 }, [home({}), { owner: 3, units: { melee2: 0 } }], 0, 0);
    expect(empty.winner).toBe('attacker');
    expect(empty.defenderLosses).toEqual([{ owner: 'home', units: {} }, { owner: 3, units: {} }]);
  });

  it('refuses luck outside [-0.1, 0.1], bad walls and bad armies', () => {
    expect(() => fight({ melee1: 1 }, [], 0, 0.11)).toThrow(RangeError);
    expect(() => fight({ melee1: 1 }, [], 0, -0.2)).toThrow(RangeError);
    expect(() => fight({ melee1: 1 }, [], -1, 0)).toThrow(RangeError);
    expect(() => fight({ melee1: 1 }, [], 2.5, 0)).toThrow(RangeError);
    expect(() => fight({ melee9: 1 }, [], 0, 0)).toThrow('There is no unit of type melee9');
    expect(() => fight({ melee1: 1 }, [home({ melee1: -1 })], 0, 0)).toThrow(RangeError);
    expect(battleParamsError(0.1, 20)).toBeNull();
    expect(battleParamsError(Number.NaN, 0)).toMatchObject({ key: 'refusals.battle.luck', message: expect.stringMatching(/Luck/) });
    expect(armyError({ melee1: 1.5 })).toMatchObject({ key: 'refusals.army.badCount', params: { unit: 'melee1' }, message: expect.stringMatching(/whole number/) });
    expect(armyError({ cav2: 3, special2: 0 })).toBeNull();
  });

  it('rolls luck uniformly over [-0.1, 0.1)', () => {
    expect(rollLuck(() => 0)).toBeCloseTo(-0.1, 12);
    expect(rollLuck(() => 0.5)).toBeCloseTo(0, 12);
    expect(rollLuck(() => 0.999999)).toBeLessThan(0.1);
    expect(attackShares({ ranged4: 2 })).toEqual({ melee: 0, cav: 0, ranged: 1 });
  });
});

describe('scoutBattle: scouts fight only scouts', () => {
  const village = [home({ melee2: 1000, cav2: 4 }), { owner: 9, units: { cav4: 50 } }];

  it('10 scouts beat 4, untouched by the rest of the garrison', () => {
    // A = 10 x 5 = 50 (cav); D = 4 x def_cav 2 = 8: r = (8 / 50)^1.5 = 0.064 -> floor(0.64) = 0 lost.
    const r = scoutBattle({ scouts: 10, defenders: village, wallLevel: 0, luck: 0 });
    expect(r.success).toBe(true);
    expect(r.defenceStrength).toBe(8);
    expect(r.attackerLosses).toEqual({ cav2: 0 });
    expect(r.defenderLosses).toEqual([{ owner: 'home', units: { cav2: 4 } }, { owner: 9, units: {} }]);
  });

  it('4 scouts lose against 10 behind walls 10', () => {
    // A = 20; D = 10 x 2 x 1.25 = 25: the defenders win, r = 0.8^1.5 = 0.715542 -> 7 of 10 lost.
    const r = scoutBattle({ scouts: 4, defenders: [home({ cav2: 10, melee1: 500 })], wallLevel: 10, luck: 0 });
    expect(r.success).toBe(false);
    expect(r.attackerLosses).toEqual({ cav2: 4 });
    expect(r.defenderLosses).toEqual([{ owner: 'home', units: { cav2: 7 } }]);
  });

  it('a village without scouts is scouted without a fight; the report counts army size', () => {
    const r = scoutBattle({ scouts: 1, defenders: [home({ cav5: 100 })], wallLevel: 20, luck: -0.1 });
    expect(r.success).toBe(true);
    expect(r.attackerLosses).toEqual({ cav2: 0 });
    // Size: 1000 Spearmen x 1 + 4 Scouts x 1 + 50 Knights x 4 = 1204.
    expect(scoutReport({ wallLevel: 7, defenders: village, food: 1234.9, districts: ['military'] }))
      .toEqual({ wallLevel: 7, armySize: 1204, food: 1234, districts: ['military'] });
  });
});
