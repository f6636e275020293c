import { describe, expect, it } from 'vitest';
import {
  checkEmpireDescription, checkEmpireName, checkEmpireNameShort, hasRoom, leaveOutcome, mayEditSettings, mayHandOver, mayInvite, mayKick,
  mayNameOfficer, mayRemoveOfficer, mayRevoke, type Role,
} from '../../../../../server/game/empire/rules';
import { EMPIRE_TEXT } from '../../../../../server/game/empire/texts';
import { EMPIRE_MEMBER_CAP } from '../../../../../server/game/empire/limits';

/** The Empire's pure rules (GAME.md section 9): names, and who may do what to whom. */
describe('Empire rules', () => {
  it('names 3-30 and abbreviations 2-5 characters after trimming, no control characters', () => {
    expect(checkEmpireName('abc')).toBeNull();
    expect(checkEmpireName('x'.repeat(30))).toBeNull();
    expect(checkEmpireName('  ab  ')).toBe(EMPIRE_TEXT.nameLength);
    expect(checkEmpireName('x'.repeat(31))).toBe(EMPIRE_TEXT.nameLength);
    expect(checkEmpireName('Bad\u0001Name')).toBe(EMPIRE_TEXT.nameControl);
    // Characters, not UTF-16 units: three emoji are a three-character name.
    expect(checkEmpireName('\u{1F451}\u{1F451}\u{1F451}')).toBeNull();
    expect(checkEmpireNameShort('ab')).toBeNull();
    expect(checkEmpireNameShort('abcde')).toBeNull();
    expect(checkEmpireNameShort('a')).toBe(EMPIRE_TEXT.nameShortLength);
    expect(checkEmpireNameShort('abcdef')).toBe(EMPIRE_TEXT.nameShortLength);
    expect(checkEmpireNameShort('a\tb')).toBe(EMPIRE_TEXT.nameControl);
    expect(EMPIRE_TEXT.nameLength.message).toBe('An Empire name must be 3 to 30 characters long');
  });

  it('descriptions up to 2000 characters; line breaks and tabs allowed, other control characters not', () => {
    expect(checkEmpireDescription('')).toBeNull();
    expect(checkEmpireDescription('a\nb\tc\r\n')).toBeNull();
    expect(checkEmpireDescription('x'.repeat(2000))).toBeNull();
    expect(checkEmpireDescription('x'.repeat(2001))).toBe(EMPIRE_TEXT.descriptionLength);
    expect(checkEmpireDescription('a\u0007b')).toBe(EMPIRE_TEXT.descriptionControl);
  });

  it('officers and the Emperor invite and revoke; members do not', () => {
    for (const f of [mayInvite, mayRevoke]) {
      expect(f('emperor')).toBeNull();
      expect(f('officer')).toBeNull();
      expect(f('member')).toBe(EMPIRE_TEXT.officersOnly);
    }
  });

  it('kicks: officers remove members only; the Emperor anyone but himself; nobody himself', () => {
    const table: Array<[Role, Role, boolean, unknown]> = [
      ['officer', 'member', false, null],
      ['officer', 'officer', false, EMPIRE_TEXT.kickOfficer],
      ['officer', 'emperor', false, EMPIRE_TEXT.kickEmperor],
      ['emperor', 'member', false, null],
      ['emperor', 'officer', false, null],
      ['emperor', 'emperor', true, EMPIRE_TEXT.kickSelf],
      ['officer', 'officer', true, EMPIRE_TEXT.kickSelf],
      ['member', 'member', false, EMPIRE_TEXT.officersOnly],
      ['member', 'member', true, EMPIRE_TEXT.kickSelf],
    ];
    for (const [actor, target, self, want] of table) expect(mayKick(actor, target, self), `${actor} kicks ${target}`).toBe(want);
  });

  it('only the Emperor names and removes officers, hands over and edits settings', () => {
    expect(mayNameOfficer('emperor', 'member')).toBeNull();
    expect(mayNameOfficer('emperor', 'officer')).toBe(EMPIRE_TEXT.alreadyOfficer);
    expect(mayNameOfficer('officer', 'member')).toBe(EMPIRE_TEXT.emperorOnly);
    expect(mayRemoveOfficer('emperor', 'officer')).toBeNull();
    expect(mayRemoveOfficer('emperor', 'member')).toBe(EMPIRE_TEXT.notOfficer);
    expect(mayRemoveOfficer('officer', 'officer')).toBe(EMPIRE_TEXT.emperorOnly);
    expect(mayHandOver('emperor', false)).toBeNull();
    expect(mayHandOver('emperor', true)).toBe(EMPIRE_TEXT.handOverSelf);
    expect(mayHandOver('officer', false)).toBe(EMPIRE_TEXT.emperorOnly);
    expect(mayEditSettings('emperor')).toBeNull();
    expect(mayEditSettings('officer')).toBe(EMPIRE_TEXT.emperorOnly);
    expect(mayEditSettings('member')).toBe(EMPIRE_TEXT.emperorOnly);
  });

  it('leaving: members and officers leave; the Emperor alone dissolves; with members he must hand over', () => {
    expect(leaveOutcome('member', 5)).toEqual({ outcome: 'leave' });
    expect(leaveOutcome('officer', 2)).toEqual({ outcome: 'leave' });
    expect(leaveOutcome('emperor', 1)).toEqual({ outcome: 'dissolve' });
    expect(leaveOutcome('emperor', 2)).toEqual({ refused: EMPIRE_TEXT.emperorLeave });
  });

  it('the member cap is 20 at the start, the Emperor included', () => {
    expect(EMPIRE_MEMBER_CAP).toBe(20);
    expect(hasRoom(19)).toBe(true);
    expect(hasRoom(20)).toBe(false);
  });
});
