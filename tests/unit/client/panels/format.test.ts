import { describe, expect, it } from 'vitest';
import { formatClock, formatCoords, formatCounter, formatDate, formatDuration, formatNumber, formatPercent, formatSigned } from '../../../../client/panels/format';

describe('formats', () => {
  it('separate thousands and drop fractions', () => {
    expect(formatNumber(1234567.9)).toBe('1,234,567');
    expect(formatNumber(0.4)).toBe('0');
    expect(formatNumber(-0.4)).toBe('-1');
    expect(formatSigned(-80)).toBe('-80');
    expect(formatSigned(1250)).toBe('+1,250');
  });
  it('show counters as 99+ from 100', () => {
    expect(formatCounter(99)).toBe('99');
    expect(formatCounter(100)).toBe('99+');
    expect(formatCounter(0)).toBe('0');
  });
  it('write durations as h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(59.2)).toBe('0:01:00');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
    expect(formatDuration(27 * 3600)).toBe('27:00:00');
    expect(formatDuration(-5)).toBe('0:00:00');
  });
  it('show the clock in UTC, en-GB', () => {
    expect(formatClock(Date.parse('2025-11-21T07:03:09.000Z'))).toBe('07:03:09');
    expect(formatDate('2025-11-21T23:59:00.000Z')).toBe('21/11/2025');
  });
  it('write coordinates and bonuses', () => {
    expect(formatCoords(-3, 12)).toBe('(-3|12)');
    expect(formatPercent(0.25)).toBe('+25%');
    expect(formatPercent(0)).toBe('+0%');
  });
});
