import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../client/i18n';
import enUS from '../../../client/i18n/en-US.json';
import nl from '../../../client/i18n/nl.json';

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
