import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';

describe('BEGINNER_PROTECTION_HOURS', () => {
  it('defaults to 72, takes 0 (off) and fractions, and refuses what is not a non-negative number', () => {
    expect(readConfig({}).beginnerProtectionHours).toBe(72);
    expect(readConfig({ BEGINNER_PROTECTION_HOURS: '0' }).beginnerProtectionHours).toBe(0);
    expect(readConfig({ BEGINNER_PROTECTION_HOURS: '1.5' }).beginnerProtectionHours).toBe(1.5);
    expect(() => readConfig({ BEGINNER_PROTECTION_HOURS: '-1' })).toThrow(/BEGINNER_PROTECTION_HOURS/);
    expect(() => readConfig({ BEGINNER_PROTECTION_HOURS: 'soon' })).toThrow(/BEGINNER_PROTECTION_HOURS/);
  });
});
