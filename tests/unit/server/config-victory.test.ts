import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { VICTORY_POINTS_START } from '../../../server/game/prestige';

describe('VICTORY_POINTS', () => {
  it('defaults to the start value, takes a whole number from 1, and refuses 0, fractions and words', () => {
    expect(readConfig({}).victoryPoints).toBe(VICTORY_POINTS_START);
    expect(VICTORY_POINTS_START).toBe(250);
    expect(readConfig({ VICTORY_POINTS: '' }).victoryPoints).toBe(VICTORY_POINTS_START);
    expect(readConfig({ VICTORY_POINTS: '1' }).victoryPoints).toBe(1);
    expect(readConfig({ VICTORY_POINTS: '1000' }).victoryPoints).toBe(1000);
    for (const bad of ['0', '-5', '12.5', 'many', '2e9']) expect(() => readConfig({ VICTORY_POINTS: bad }), bad).toThrow(/VICTORY_POINTS/);
  });
});
