import { describe, expect, it } from 'vitest';
import { formatCounter, formatDate, formatDateTime, formatDuration, formatNumber, formatTime } from '../../../client/i18n/format';
import { i18n, initI18n } from '../../../client/i18n';
import enUS from '../../../client/i18n/en-US.json';
import nl from '../../../client/i18n/nl.json';

describe('formatNumber', () => {
  it('puts thousands separators in', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-4500)).toBe('-4,500');
  });
  it('drops fractions and survives non-numbers', () => {
    expect(formatNumber(1999.9)).toBe('1,999');
    expect(formatNumber(Number.NaN)).toBe('0');
  });
});

describe('dates and times in UTC, en-GB', () => {
  const at = '2030-01-17T08:05:09Z';
  it('formats in UTC whatever the local zone', () => {
    expect(formatDateTime(at)).toBe('17/01/2030, 08:05:09');
    expect(formatTime(new Date(at))).toBe('08:05:09');
    expect(formatDate(at)).toBe('17 Jan 2030');
  });
  it('gives an empty text for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDuration', () => {
  it('is h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(9)).toBe('0:00:09');
    expect(formatDuration(3599)).toBe('0:59:59');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(27 * 3600 + 180.7)).toBe('27:03:00');
  });
  it('never shows negative time', () => {
    expect(formatDuration(-5)).toBe('0:00:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00:00');
  });
});

describe('formatCounter', () => {
  it('shows 99+ from 100 upward', () => {
    expect(formatCounter(99)).toBe('99');
    expect(formatCounter(100)).toBe('99+');
  });
});

describe('catalogues', () => {
  it('holds the alert texts of SPEC.md section 8 exactly', () => {
    expect(enUS.error_network).toBe('Could not make a connection to the server');
    expect(enUS.error_400).toBe('The server did not accept your input');
    expect(enUS.error_403).toBe("You seem to have gone somewhere you shouldn't");
    expect(enUS.error_429).toBe('You are too fast for the server (too many requests)');
    expect(enUS.error_game_finished).toBe("Can't do this, the game is finished");
    expect(enUS.error_server_offline).toBe('Server is offline');
    expect(enUS.error_500).toBe('Something went wrong on our end');
    expect(enUS.error_empire_name).toBe('Name or abbreviation already in use');
  });
  it('has a text for every default key per call group', () => {
    const keys = ['error_auth', 'error_register', 'error_user', 'error_user_update', 'error_map', 'error_tile_claim',
      'error_village', 'error_village_modify', 'error_buildings', 'error_research', 'error_research_start',
      'error_statistics', 'error_profile', 'error_profile_update', 'error_aether_purchase', 'error_empire',
      'error_empire_found', 'error_empire_invite', 'error_empire_messages', 'error_empire_modify', 'error_units',
      'error_merchants', 'error_merchants_send', 'error_merchants_exchange', 'error_merchants_traderoute',
      'error_reports', 'error_objectives'];
    for (const k of keys) expect(typeof (enUS as Record<string, unknown>)[k], k).toBe('string');
  });
  it('Dutch is empty and falls back to English', async () => {
    await initI18n();
    expect(nl).toEqual({});
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('spawn.submit', { lng: 'nl' })).toBe('Found Kingdom');
    expect(i18n.t('login.stayLoggedIn')).toBe('Save details for 7 days');
  });
});
