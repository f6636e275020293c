import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, EVENTS, EVENT_STATES, EVENT_STATE_KEYS, EVENT_TYPES, eventDef } from '../../../../../server/game/data/events';
import { findUnit } from '../../../../../server/game/data/units';
import { arrivalBucket, campGarrison, outpostAether, stageCount, stageDurationMs, stageGarrison, stageRewards, supplyTarget } from '../../../../../server/game/events';
import enUS from '../../../../../client/i18n/en-US.json';

const catalogue = (key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], enUS);

describe('event data table', () => {
  it('holds the five types of SPEC.md section 3 with their names in the catalogue', () => {
    expect(EVENTS.map((e) => e.type)).toEqual([...EVENT_TYPES]);
    expect(EVENTS.map((e) => [e.type, e.kind, catalogue(e.nameKey)])).toEqual([
      ['attack1', 'attack', 'Gathering native forces'],
      ['attack2', 'attack', 'Native outpost'],
      ['defend1', 'defend', 'Incoming native attack'],
      ['supply1', 'supply', 'Mining location'],
      ['supply2', 'supply', 'Aether deposit'],
    ]);
    for (const e of EVENTS) expect(catalogue(e.nameKey)).toBe(e.name);
    expect(DIFFICULTIES.map((d) => catalogue(`events.difficulty${d}`))).toEqual(['Easy', 'Moderate', 'Hard']);
    expect(EVENT_STATES.map((st) => catalogue(EVENT_STATE_KEYS[st]))).toEqual(['Active', 'Cleared', 'Completed', 'Native camp', 'Failed']);
  });

  it('garrisons are units of the unit table; attack and defend stages have one, supply stages none', () => {
    for (const e of EVENTS) {
      for (const s of e.stages) {
        for (const k of Object.keys(s.garrison)) expect(findUnit(k), `${e.type} ${k}`).toBeDefined();
        expect(Object.keys(s.garrison).length > 0).toBe(e.kind !== 'supply');
      }
      expect(e.supply !== null).toBe(e.kind === 'supply');
    }
    expect(eventDef('supply1').supply?.of).toBe('resources');
    expect(eventDef('supply2').supply?.of).toBe('aether');
  });
});

describe('stage rules', () => {
  it('the garrison scales by difficulty (x1, x2, x4) and grows stage by stage', () => {
    expect(stageGarrison('attack1', 1, 1)).toEqual({ melee1: 30, ranged1: 10 });
    expect(stageGarrison('attack1', 2, 1)).toEqual({ melee1: 60, ranged1: 20 });
    expect(stageGarrison('attack1', 3, 1)).toEqual({ melee1: 120, ranged1: 40 });
    const strength = (g: Record<string, number>) => Object.entries(g).reduce((a, [k, n]) => a + findUnit(k)!.attack * n, 0);
    for (const e of EVENTS.filter((x) => x.stages.length > 1)) {
      for (let s = 2; s <= e.stages.length; s++) expect(strength(stageGarrison(e.type, 1, s))).toBeGreaterThan(strength(stageGarrison(e.type, 1, s - 1)));
    }
  });

  it('rewards scale by difficulty; durations divide by speed; stages count from 1', () => {
    expect(stageRewards('attack2', 3, 2)).toEqual({ wood: 20000, stone: 20000, iron: 20000, food: 12000, aether: 40 });
    expect(stageDurationMs('attack1', 3, 1)).toBe(8 * 3600_000);
    expect(stageDurationMs('attack1', 3, 4)).toBe(2 * 3600_000);
    expect(stageCount('attack1')).toBe(3);
    expect(() => stageGarrison('attack1', 1, 0)).toThrow();
    expect(() => stageGarrison('attack1', 1, 4)).toThrow();
    expect(supplyTarget('supply1', 2)).toBe(40000);
    expect(supplyTarget('supply2', 3)).toBe(200);
    expect(supplyTarget('attack1', 3)).toBe(0);
    expect(outpostAether('attack2', 2)).toBe(40);
    expect(outpostAether('attack1', 2)).toBe(0);
    expect(campGarrison('attack1', 2)).toEqual(stageGarrison('attack1', 2, 3));
    expect(campGarrison('defend1', 1)).toEqual({ melee1: 40, melee2: 20, cav1: 15 });
    expect(campGarrison('supply1', 3)).toEqual({});
  });
});

describe('estimated arrival (SPEC.md section 9)', () => {
  it('reads under N minutes, under N hours, over 24 hours', () => {
    expect(arrivalBucket(-5)).toEqual({ key: 'events.underMinutes', count: 10 });
    expect(arrivalBucket(599)).toEqual({ key: 'events.underMinutes', count: 10 });
    expect(arrivalBucket(600)).toEqual({ key: 'events.underMinutes', count: 30 });
    expect(arrivalBucket(3599)).toEqual({ key: 'events.underMinutes', count: 60 });
    expect(arrivalBucket(3600)).toEqual({ key: 'events.underHours', count: 2 });
    expect(arrivalBucket(23 * 3600)).toEqual({ key: 'events.underHours', count: 24 });
    expect(arrivalBucket(24 * 3600)).toEqual({ key: 'events.over24' });
    for (const k of ['events.underMinutes', 'events.underHours', 'events.over24']) expect(typeof catalogue(k)).toBe('string');
  });
});
