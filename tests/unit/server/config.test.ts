import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_MAX, readConfig } from '../../../server/config';
import { passOffsets } from '../../../server/jobs/index';

describe('readConfig: DB_POOL_MAX', () => {
  it('defaults to DEFAULT_POOL_MAX connections', () => {
    expect(readConfig({}).dbPoolMax).toBe(DEFAULT_POOL_MAX);
    expect(readConfig({ DB_POOL_MAX: '' }).dbPoolMax).toBe(DEFAULT_POOL_MAX);
  });

  it('takes a whole number of connections from the environment', () => {
    expect(readConfig({ DB_POOL_MAX: '7' }).dbPoolMax).toBe(7);
    expect(readConfig({ DB_POOL_MAX: '1' }).dbPoolMax).toBe(1);
  });

  it('refuses 0, negative and non-numbers at start-up', () => {
    for (const v of ['0', '-3', 'many', '1001']) {
      expect(() => readConfig({ DB_POOL_MAX: v })).toThrow(/DB_POOL_MAX must be a number between 1 and 1000/);
    }
  });
});

describe('readConfig: TICK_PASSES', () => {
  it('defaults to 4 passes a second and takes 1 to 10', () => {
    expect(readConfig({}).tickPasses).toBe(4);
    expect(readConfig({ TICK_PASSES: '1' }).tickPasses).toBe(1);
    expect(readConfig({ TICK_PASSES: '10' }).tickPasses).toBe(10);
    for (const v of ['0', '11', 'often']) expect(() => readConfig({ TICK_PASSES: v })).toThrow(/TICK_PASSES/);
  });
});

describe('passOffsets', () => {
  it('spreads the passes evenly over the second, the first at once', () => {
    expect(passOffsets(1)).toEqual([0]);
    expect(passOffsets(4)).toEqual([0, 250, 500, 750]);
    expect(passOffsets(3)).toEqual([0, 333, 666]);
    expect(passOffsets(0)).toEqual([0]);
    expect(passOffsets(50)).toHaveLength(10);
  });
});

describe('EVENT_SPAWNS', () => {
  it('is on unless turned off', () => {
    expect(readConfig({}).eventSpawns).toBe(true);
    expect(readConfig({ EVENT_SPAWNS: 'off' }).eventSpawns).toBe(false);
    expect(readConfig({ EVENT_SPAWNS: 'on' }).eventSpawns).toBe(true);
  });
});
