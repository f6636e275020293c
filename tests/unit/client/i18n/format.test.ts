import { describe, expect, it } from 'vitest';
import {
  formatClock, formatCoords, formatCounter, formatDate, formatDateTime, formatDateTimeSeconds, formatDuration, formatNumber,
  formatPercent, formatSigned,
} from '../../../../client/i18n/format';
import { i18n, initI18n } from '../../../../client/i18n';

describe('numbers', () => {
  it('put thousands separators in', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-4500)).toBe('-4,500');
  });
  it('drop fractions (floored) and survive non-numbers', () => {
    expect(formatNumber(1234567.9)).toBe('1,234,567');
    expect(formatNumber(1999.9)).toBe('1,999');
    expect(formatNumber(0.4)).toBe('0');
    expect(formatNumber(-0.4)).toBe('-1');
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
  it('sign rates and write bonuses as percentages', () => {
    expect(formatSigned(-80)).toBe('-80');
    expect(formatSigned(1250)).toBe('+1,250');
    expect(formatSigned(0)).toBe('+0');
    expect(formatPercent(0.25)).toBe('+25%');
    expect(formatPercent(0)).toBe('+0%');
    expect(formatPercent(-0.1)).toBe('-10%');
  });
  it('show counters as 99+ from 100', () => {
    expect(formatCounter(0)).toBe('0');
    expect(formatCounter(99)).toBe('99');
    expect(formatCounter(100)).toBe('99+');
  });
  it('write coordinates', () => {
    expect(formatCoords(-3, 12)).toBe('(-3|12)');
  });
});

describe('formatDuration', () => {
  const day = 86_400;
  it('is h:mm:ss below 24 hours', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(9)).toBe('0:00:09');
    expect(formatDuration(59)).toBe('0:00:59');
    expect(formatDuration(3599)).toBe('0:59:59');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
    expect(formatDuration(day - 1)).toBe('23:59:59');
  });
  it('puts whole days first from 24 hours on, the hours then in two digits', () => {
    expect(formatDuration(day)).toBe('1d 00:00:00');
    expect(formatDuration(27 * 3600)).toBe('1d 03:00:00');
    expect(formatDuration(72 * 3600)).toBe('3d 00:00:00');
    expect(formatDuration(7 * day)).toBe('7d 00:00:00');
    // A week's timer 47 s after it started: what '166:59:13' read before.
    expect(formatDuration(166 * 3600 + 59 * 60 + 13)).toBe('6d 22:59:13');
    expect(formatDuration(7 * day - 0.5)).toBe('7d 00:00:00');
    expect(formatDuration(400 * day + 61)).toBe('400d 00:01:01');
  });
  it('writes the days in the unit it is given, the catalogue\'s by default', () => {
    expect(formatDuration(2 * day + 5, (n) => `${n} days`)).toBe('2 days 00:00:05');
    expect(formatDuration(3599, () => 'never used')).toBe('0:59:59');
  });
  it('counts a part second as a whole one (a countdown is not done before its end)', () => {
    expect(formatDuration(59.2)).toBe('0:01:00');
    expect(formatDuration(0.1)).toBe('0:00:01');
    expect(formatDuration(day - 0.5)).toBe('1d 00:00:00');
  });
  it('never shows negative or endless time', () => {
    expect(formatDuration(-5)).toBe('0:00:00');
    expect(formatDuration(-7 * day)).toBe('0:00:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00:00');
    expect(formatDuration(Number.NEGATIVE_INFINITY)).toBe('0:00:00');
    expect(formatDuration(Number.NaN)).toBe('0:00:00');
  });
});

describe('formatDuration with the catalogues (client/i18n)', () => {
  it('takes the day unit from the catalogue of the language in use', async () => {
    await initI18n();
    expect(i18n.t('time.days', { n: 6 })).toBe('6d');
    expect(formatDuration(6 * 86_400 + 1)).toBe('6d 00:00:01');
    // Dutch is empty and falls back to English; a Dutch day unit, once there, is the one shown.
    await i18n.changeLanguage('nl');
    try {
      expect(formatDuration(2 * 86_400)).toBe('2d 00:00:00');
      i18n.addResource('nl', 'translation', 'time.days', '{{n}} dg');
      expect(formatDuration(2 * 86_400)).toBe('2 dg 00:00:00');
    } finally {
      i18n.removeResourceBundle('nl', 'translation');
      i18n.addResourceBundle('nl', 'translation', {});
      await i18n.changeLanguage('en-US');
    }
    expect(formatDuration(2 * 86_400)).toBe('2d 00:00:00');
  });
});

describe('times and dates in UTC, en-GB', () => {
  const at = '2030-01-17T08:05:09Z';
  it('formats in UTC whatever the local zone', () => {
    expect(formatClock(Date.parse('2025-11-21T07:03:09.000Z'))).toBe('07:03:09');
    expect(formatClock(new Date(at))).toBe('08:05:09');
    expect(formatClock(Date.UTC(2026, 0, 1, 23, 59, 0, 999))).toBe('23:59:00');
    expect(formatDate('2025-11-21T23:59:00.000Z')).toBe('21/11/2025');
    expect(formatDateTime(at)).toBe('17/01/2030, 08:05');
    expect(formatDateTimeSeconds(at)).toBe('17/01/2030, 08:05:09');
  });
  it('writes midnight as 00, not 24', () => {
    expect(formatClock(Date.UTC(2026, 0, 1))).toBe('00:00:00');
    expect(formatDateTime(Date.UTC(2026, 0, 1))).toBe('01/01/2026, 00:00');
    expect(formatDateTimeSeconds(Date.UTC(2026, 0, 1))).toBe('01/01/2026, 00:00:00');
  });
  it('matches the Intl styles it replaced', () => {
    for (const ms of [Date.UTC(2025, 10, 21, 14, 3, 9), Date.UTC(2026, 11, 31, 0, 0, 1)]) {
      const d = new Date(ms);
      expect(formatDate(ms)).toBe(d.toLocaleDateString('en-GB', { timeZone: 'UTC' }));
      expect(formatDateTime(ms)).toBe(d.toLocaleString('en-GB', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' }));
      expect(formatDateTimeSeconds(ms)).toBe(d.toLocaleString('en-GB', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'medium' }));
      expect(formatClock(ms)).toBe(d.toLocaleTimeString('en-GB', { timeZone: 'UTC', hour12: false }));
    }
  });
  it('gives an empty text for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTimeSeconds('not a date')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatClock('not a date')).toBe('');
  });
});
