import { describe, expect, it } from 'vitest';
import {
  checkDescription, checkFlags, checkSettings, DESCRIPTION_MAX, flagsFromColumn, flagsToColumn, PROFILE_FLAGS, PROFILE_TEXT, profileVisible,
} from '../../../../../server/game/profile/rules';
import { TEXT as ACCOUNT_TEXT } from '../../../../../server/game/accounts';
import { profileFlag } from '../../../../../server/contract/profilePublic';

describe('profile rules', () => {
  it('a description: up to the limit in code points, line breaks normalised, trailing space dropped', () => {
    expect(checkDescription('Hi\r\nthere\rfriend  \n')).toEqual({ ok: true, value: 'Hi\nthere\nfriend' });
    expect(checkDescription('é'.repeat(DESCRIPTION_MAX))).toMatchObject({ ok: true });
    expect(checkDescription('😀'.repeat(DESCRIPTION_MAX))).toMatchObject({ ok: true });
    expect(checkDescription('x'.repeat(DESCRIPTION_MAX + 1))).toEqual({ ok: false, error: PROFILE_TEXT.descriptionLength });
    // Trailing whitespace does not count toward the limit.
    expect(checkDescription(`${'x'.repeat(DESCRIPTION_MAX)}   `)).toMatchObject({ ok: true });
    expect(checkDescription('tab\tok')).toMatchObject({ ok: true });
    expect(checkDescription('bell\u0007')).toEqual({ ok: false, error: PROFILE_TEXT.descriptionControl });
    expect(checkDescription('')).toEqual({ ok: true, value: '' });
  });

  it('flags: from the vocabulary, once each, saved in the vocabulary\'s order', () => {
    expect(checkFlags(['diplomat', 'peaceful'])).toEqual({ ok: true, value: ['peaceful', 'diplomat'] });
    expect(checkFlags([])).toEqual({ ok: true, value: [] });
    expect(checkFlags(['pirate'])).toEqual({ ok: false, error: PROFILE_TEXT.unknownFlag });
    expect(checkFlags(['Trader'])).toEqual({ ok: false, error: PROFILE_TEXT.unknownFlag });
    expect(checkFlags(['trader', 'trader'])).toEqual({ ok: false, error: PROFILE_TEXT.duplicateFlag });
    expect(checkFlags([...PROFILE_FLAGS].reverse())).toEqual({ ok: true, value: [...PROFILE_FLAGS] });
  });

  it('the flags column: a comma list; unknown words and blanks are dropped when read', () => {
    expect(flagsToColumn(['trader', 'raider'])).toBe('trader,raider');
    expect(flagsFromColumn('raider, trader,,gone')).toEqual(['trader', 'raider']);
    expect(flagsFromColumn('')).toEqual([]);
    expect(flagsFromColumn(null)).toEqual([]);
    // The contract's enum is the rules' vocabulary.
    expect(profileFlag.options).toEqual([...PROFILE_FLAGS]);
  });

  it('settings: an email as registration checks it (trimmed), or the public flag; nothing is refused', () => {
    expect(checkSettings({ email: ' a@b.org ' })).toEqual({ ok: true, value: { email: 'a@b.org', publicProfile: undefined } });
    expect(checkSettings({ publicProfile: false })).toEqual({ ok: true, value: { publicProfile: false } });
    expect(checkSettings({ email: 'a@b.org', publicProfile: true })).toEqual({ ok: true, value: { email: 'a@b.org', publicProfile: true } });
    expect(checkSettings({ email: 'nope' })).toEqual({ ok: false, error: ACCOUNT_TEXT.emailInvalid });
    expect(checkSettings({})).toEqual({ ok: false, error: PROFILE_TEXT.nothingToChange });
  });

  it('visibility: public to all; private only to its own kingdom', () => {
    expect(profileVisible({ ownerId: 1, publicProfile: true }, 2)).toBe(true);
    expect(profileVisible({ ownerId: 1, publicProfile: false }, 2)).toBe(false);
    expect(profileVisible({ ownerId: 1, publicProfile: false }, 1)).toBe(true);
  });
});
