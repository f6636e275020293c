import { describe, expect, it } from 'vitest';
import { sendBody, sumGroups, armyCount, armyEntries, buildArmy, canCallBack, movementProgress, overHome, parseAmount, parseCoord } from '../../../../client/routes/army/armyMath';

describe('parseAmount', () => {
  it('reads whole counts, blanks as 0, with separators', () => {
    expect(parseAmount('12')).toBe(12);
    expect(parseAmount('  ')).toBe(0);
    expect(parseAmount('1,000')).toBe(1000);
    expect(parseAmount('1 000 000')).toBe(1_000_000);
  });
  it('refuses negative, fractional, text and over-limit counts', () => {
    expect(parseAmount('-3')).toBeUndefined();
    expect(parseAmount('2.5')).toBeUndefined();
    expect(parseAmount('ten')).toBeUndefined();
    expect(parseAmount('1000001')).toBeUndefined();
  });
});

describe('buildArmy', () => {
  it('keeps only units with a count', () => {
    expect(buildArmy({ melee1: '20', cav2: '0', ranged1: '', cav1: '3' })).toEqual({ melee1: 20, cav1: 3 });
  });
  it('is undefined when any entry is invalid', () => {
    expect(buildArmy({ melee1: '20', cav2: 'x' })).toBeUndefined();
  });
  it('is empty for no input', () => {
    expect(buildArmy({})).toEqual({});
  });
});

describe('army helpers', () => {
  it('finds units beyond the home army', () => {
    expect(overHome({ melee1: 5, cav1: 2 }, { melee1: 5, cav1: 1 })).toEqual(['cav1']);
  });
  it('counts and orders entries by the unit table', () => {
    expect(armyCount({ a: 2, b: 3 })).toBe(5);
    expect(armyCount(null)).toBe(0);
    expect(armyEntries({ cav1: 1, melee1: 2, zz: 0 }, ['melee1', 'cav1'])).toEqual([['melee1', 2], ['cav1', 1]]);
  });
  it('parses coordinates', () => {
    expect(parseCoord('-12')).toBe(-12);
    expect(parseCoord('4.5')).toBeUndefined();
    expect(parseCoord(null)).toBeUndefined();
  });
});

describe('movements', () => {
  const start = '2026-01-01T00:00:00.000Z';
  const due = '2026-01-01T01:00:00.000Z';
  const t0 = Date.parse(start);
  it('measures progress between start and arrival', () => {
    expect(movementProgress(start, due, t0 + 30 * 60_000)).toBeCloseTo(0.5);
    expect(movementProgress(start, due, t0 - 1000)).toBe(0);
    expect(movementProgress(start, due, t0 + 2 * 3600_000)).toBe(1);
  });
  it('allows a call back within 10 minutes of sending, own non-returning moves only', () => {
    const m = { own: true, kind: 'attack', started_at: start, due_at: due };
    expect(canCallBack(m, t0 + 5 * 60_000)).toBe(true);
    expect(canCallBack(m, t0 + 11 * 60_000)).toBe(false);
    expect(canCallBack({ ...m, own: false }, t0 + 60_000)).toBe(false);
    expect(canCallBack({ ...m, kind: 'returning' }, t0 + 60_000)).toBe(false);
  });
});

describe('sumGroups', () => {
  it('adds the groups of a side', () => {
    expect(sumGroups([{ units: { melee1: 2 } }, { units: { melee1: 3, cav1: 1 } }, { units: null }])).toEqual({ melee1: 5, cav1: 1 });
    expect(sumGroups(undefined)).toEqual({});
  });
});

describe('sendBody', () => {
  const home = { melee1: 10, cav2: 2 };
  it('builds the send body from the form', () => {
    expect(sendBody({ melee1: '5', cav2: '' }, '12', '-3', 'attack', home)).toEqual({ body: { units: { melee1: 5 }, x: 12, y: -3, moveType: 'attack' } });
  });
  it('names what is wrong', () => {
    expect(sendBody({ melee1: 'a' }, '1', '1', 'attack', home)).toEqual({ error: 'badInput' });
    expect(sendBody({ melee1: '1' }, '', '1', 'attack', home)).toEqual({ error: 'badInput' });
    expect(sendBody({ melee1: '0' }, '1', '1', 'attack', home)).toEqual({ error: 'noUnits' });
    expect(sendBody({ melee1: '11', cav2: '2' }, '1', '1', 'scout', home)).toEqual({ error: 'tooMany', units: ['melee1'] });
  });
});
