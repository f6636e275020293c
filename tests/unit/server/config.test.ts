import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_MAX, readConfig } from '../../../server/config';

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
