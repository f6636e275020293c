import { describe, expect, it } from 'vitest';
import { said } from '../../../../support/said';
import { resolveAttack, resolveScout, resolveSettle, unloadLoot } from '../../../../../server/game/arrival';
import { battle } from '../../../../../server/game/battle';

const fixed = (v: number) => () => v;
const stock = { wood: 1000, stone: 1000, iron: 1000, food: 1000 };

describe('resolveAttack', () => {
  it('uses the battle rule with the luck drawn first and loots within capacity', () => {
    const out = resolveAttack({
      attackers: { cav1: 50 }, defenders: [{ owner: 'home', units: { melee1: 5 } }], wallLevel: 0, stock, loyalty: 100,
      choice: 'conquer', cultureAllows: true, siege: null, rng: fixed(0.5),
    });
    const ref = battle({ attackers: { cav1: 50 }, defenders: [{ owner: 'home', units: { melee1: 5 } }], wallLevel: 0, luck: 0 });
    expect(out.battle.winner).toBe('attacker');
    expect(out.survivors).toEqual(ref.attackerSurvivors);
    const total = out.loot.wood + out.loot.stone + out.loot.iron + out.loot.food;
    expect(total).toBe(Math.min(4000, 60 * (out.survivors.cav1 ?? 0)));
    expect(out.noble.result).toBe('unchanged');
  });

  it('a lost attack takes no loot and leaves nobody to return', () => {
    const out = resolveAttack({
      attackers: { melee1: 1, special2: 1 }, defenders: [{ owner: 'home', units: { melee2: 100 } }], wallLevel: 20, stock, loyalty: 100,
      choice: 'conquer', cultureAllows: true, siege: null, rng: fixed(0.5),
    });
    expect(out.battle.winner).toBe('defender');
    expect(out.loot).toEqual({ wood: 0, stone: 0, iron: 0, food: 0 });
    expect(out.wiped).toBe(true);
    expect(out.noble.reason).toBe('lost');
  });

  it('surviving nobles conquer at low loyalty, and a siege damages its targets and the walls', () => {
    const out = resolveAttack({
      attackers: { cav4: 100, special2: 1 }, defenders: [], wallLevel: 3, stock, loyalty: 10,
      choice: 'destroy', cultureAllows: true, siege: { slots: 1, academyLevel: 20, targets: [{ building: 'farm', level: 8 }] }, rng: fixed(0.5),
    });
    expect(out.noble.result).toBe('destroyed');
    expect(out.siege!.targets[0]).toMatchObject({ building: 'farm', from: 8, to: 3 });
    expect(out.siege!.walls).toMatchObject({ building: 'walls', from: 3, to: 0 });
  });
});

describe('resolveScout', () => {
  it('reports walls, army size, food and districts on success', () => {
    const out = resolveScout({ scouts: { cav2: 5 }, defenders: [{ owner: 'home', units: { melee1: 10 } }], wallLevel: 2, food: 123.7, districts: ['military'], rng: fixed(0.5) });
    expect(out.battle.success).toBe(true);
    expect(out.report).toEqual({ wallLevel: 2, armySize: 10, food: 123, districts: ['military'] });
    expect(out.survivors).toEqual({ cav2: 5 });
  });
  it('fails against more scouts, with no report', () => {
    const out = resolveScout({ scouts: { cav2: 1 }, defenders: [{ owner: 'home', units: { cav2: 50 } }], wallLevel: 0, food: 0, districts: [], rng: fixed(0.5) });
    expect(out.battle.success).toBe(false);
    expect(out.report).toBeNull();
  });
});

describe('resolveSettle and unloadLoot', () => {
  const target = { type: 'plains' as const, village: false, claimed: false, objective: false };
  it('founds with enough culture and keeps the rest as garrison', () => {
    const r = resolveSettle({ units: { special1: 2, melee1: 3 }, culture: 1e9, owned: { villages: 1, towns: 0, cities: 0 }, target });
    expect(r).toEqual({ ok: true, garrison: { special1: 1, melee1: 3 } });
  });
  it('refuses without culture or on a taken tile', () => {
    expect(resolveSettle({ units: { special1: 1 }, culture: 0, owned: { villages: 1, towns: 0, cities: 0 }, target })).toMatchObject({ ok: false, reason: 'culture', error: said('You cannot settle a village right now') });
    expect(resolveSettle({ units: { special1: 1 }, culture: 1e9, owned: { villages: 1, towns: 0, cities: 0 }, target: { ...target, village: true } })).toMatchObject({ ok: false, reason: 'tile' });
  });
  it('caps loot at the stores', () => {
    const r = unloadLoot({ wood: 90, stone: 0, iron: 0, food: 10 }, { wood: 50, food: 5 }, { store_res: 100, store_food: 12 });
    expect(r.stock).toEqual({ wood: 100, stone: 0, iron: 0, food: 12 });
    expect(r.lost).toEqual({ wood: 40, stone: 0, iron: 0, food: 3 });
  });
});
