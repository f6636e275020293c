import { describe, expect, it } from 'vitest';
import { defenceContributions, killValue } from '../../../../../server/game/events';
import { KILL_VALUE } from '../../../../../server/game/data/kills';
import { unitOf } from '../../../../../server/game/data/units';
import { attackShares, defenceStrength, type DefenderGroup } from '../../../../../server/game/battle';

const costOf = (k: string) => { const c = unitOf(k).cost; return c.wood + c.stone + c.iron + c.food; };

describe('killValue (what a battle against natives counts for)', () => {
  it('is the killed units\' resource cost / KILL_VALUE.resourcesPerPoint, rounded', () => {
    expect(killValue({})).toBe(0);
    expect(killValue({ melee1: 1 })).toBe(Math.round(costOf('melee1') / KILL_VALUE.resourcesPerPoint));
    expect(killValue({ melee1: 30, ranged1: 10 })).toBe(Math.round((30 * costOf('melee1') + 10 * costOf('ranged1')) / KILL_VALUE.resourcesPerPoint));
  });
  it('a costlier unit is worth more; zero, negative and unknown entries count nothing', () => {
    expect(killValue({ melee3: 1 })).toBeGreaterThan(killValue({ melee1: 1 }));
    expect(killValue({ melee1: 0, melee2: -3, dragon: 5 })).toBe(0);
  });
});

describe('defenceContributions (a won defence\'s split)', () => {
  const natives = { melee1: 40, cav1: 15 };
  it('each group\'s defence against the natives\' mix, added up per owner, whole numbers', () => {
    const groups: DefenderGroup[] = [{ owner: 'home', units: { melee2: 100 } }, { owner: 7, units: { melee2: 50 } }, { owner: 8, units: { melee1: 10 } }];
    const owners: Record<string, number> = { home: 1, 7: 2, 8: 2 };
    const out = defenceContributions(natives, groups, (g) => owners[String(g.owner)]);
    const d = (u: Record<string, number>) => defenceStrength([{ owner: 'home', units: u }], attackShares(natives), 0);
    expect(out).toEqual([
      { userId: 1, value: Math.round(d({ melee2: 100 })) },
      { userId: 2, value: Math.round(d({ melee2: 50 }) + d({ melee1: 10 })) },
    ]);
  });
  it('groups without an owner or defence count nothing', () => {
    expect(defenceContributions(natives, [{ owner: 'home', units: { melee2: 10 } }, { owner: 3, units: {} }], (g) => (g.owner === 'home' ? null : 4))).toEqual([]);
  });
});
