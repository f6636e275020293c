import { describe, expect, it } from 'vitest';
import { said } from '../../../../support/said';
import { canSettle, cultureAllowsVillage, type SettleTarget } from '../../../../../server/game/movement';

const free: SettleTarget = { type: 'plains', village: false, claimed: false, objective: false };
const one = { villages: 1, towns: 0, cities: 0 };

describe('settling', () => {
  it('needs culture >= round(10000 x settlements^2.5) for the next village', () => {
    // One village: 10000 x 1^2.5 = 10000. Two settlements (a village and a town): 10000 x 2^2.5 = 56569.
    expect(cultureAllowsVillage(9999, one)).toBe(false);
    expect(cultureAllowsVillage(10000, one)).toBe(true);
    expect(cultureAllowsVillage(56568, { villages: 1, towns: 1, cities: 0 })).toBe(false);
    expect(cultureAllowsVillage(56569, { villages: 1, towns: 1, cities: 0 })).toBe(true);
  });

  it('founds on a free land tile when culture allows', () => {
    expect(canSettle({ culture: 10000, owned: one, target: free })).toEqual({ ok: true });
    expect(canSettle({ culture: 10000, owned: one, target: { ...free, type: 'swamp' } })).toEqual({ ok: true });
  });

  it("refuses with 'You cannot settle a village right now' otherwise", () => {
    const no = (reason: string) => ({ ok: false, error: said('You cannot settle a village right now'), reason });
    expect(canSettle({ culture: 9999, owned: one, target: free })).toEqual(no('culture'));
    expect(canSettle({ culture: 1e9, owned: one, target: { ...free, type: 'water' } })).toEqual(no('tile'));
    expect(canSettle({ culture: 1e9, owned: one, target: { ...free, village: true } })).toEqual(no('tile'));
    expect(canSettle({ culture: 1e9, owned: one, target: { ...free, claimed: true } })).toEqual(no('tile'));
    expect(canSettle({ culture: 1e9, owned: one, target: { ...free, objective: true } })).toEqual(no('tile'));
  });
});
