import { refusalsOf } from '../texts';
import { EMPIRE_DESCRIPTION_MAX, EMPIRE_NAME_MAX, EMPIRE_NAME_MIN, EMPIRE_SHORT_MAX, EMPIRE_SHORT_MIN } from './limits';

/**
 * The Empire's refusals (GAME.md section 9), `refusals.empire.<name>` in the client's catalogue. The
 * success toasts of SPEC.md section 8 are the catalogue's success_empire_* keys (EMPIRE_SUCCESS).
 */
const say = refusalsOf('empire');
export const EMPIRE_TEXT = {
  nameLength: say('nameLength', `An Empire name must be ${EMPIRE_NAME_MIN} to ${EMPIRE_NAME_MAX} characters long`, { min: EMPIRE_NAME_MIN, max: EMPIRE_NAME_MAX }),
  nameShortLength: say('nameShortLength', `An Empire abbreviation must be ${EMPIRE_SHORT_MIN} to ${EMPIRE_SHORT_MAX} characters long`,
    { min: EMPIRE_SHORT_MIN, max: EMPIRE_SHORT_MAX }),
  nameControl: say('nameControl', 'An Empire name or abbreviation may not contain control characters'),
  descriptionLength: say('descriptionLength', `An Empire description may be at most ${EMPIRE_DESCRIPTION_MAX} characters long`, { max: EMPIRE_DESCRIPTION_MAX }),
  descriptionControl: say('descriptionControl', 'An Empire description may not contain control characters other than line breaks and tabs'),
  alreadyInEmpire: say('alreadyInEmpire', 'Your Kingdom is already in an Empire'),
  notInEmpire: say('notInEmpire', 'Your Kingdom is not in an Empire'),
  unknownEmpire: say('unknownEmpire', 'That Empire does not exist'),
  unknownKingdom: say('unknownKingdom', 'There is no such Kingdom'),
  unknownInvite: say('unknownInvite', 'That invite does not exist'),
  unknownMember: say('unknownMember', 'That Kingdom is not a member of your Empire'),
  inviteSelf: say('inviteSelf', 'You cannot invite your own Kingdom'),
  inviteMember: say('inviteMember', 'That Kingdom is already in your Empire'),
  inviteClosed: say('inviteClosed', 'That invite is no longer open'),
  empireFull: say('empireFull', 'The Empire has no room for more members'),
  emperorOnly: say('emperorOnly', 'Only the Emperor can do this'),
  officersOnly: say('officersOnly', 'Only the Emperor and officers can do this'),
  kickSelf: say('kickSelf', 'You cannot remove yourself: leave the Empire instead'),
  kickEmperor: say('kickEmperor', 'The Emperor cannot be removed'),
  kickOfficer: say('kickOfficer', 'Only the Emperor can remove an officer'),
  alreadyOfficer: say('alreadyOfficer', 'That member is already an officer'),
  notOfficer: say('notOfficer', 'That member is not an officer'),
  handOverSelf: say('handOverSelf', 'You are the Emperor already'),
  emperorLeave: say('emperorLeave', 'An Emperor with members must hand the throne to a member before leaving'),
} as const;

/** The success toasts of SPEC.md section 8 (catalogue keys, client/i18n/en-US.json). */
export const EMPIRE_SUCCESS = {
  invited: { key: 'success_empire_invited', params: {} },
  inviteExists: { key: 'success_empire_invite_exists', params: {} },
  inviteRevoked: { key: 'success_empire_invite_revoked', params: {} },
  memberRemoved: { key: 'success_empire_member_removed', params: {} },
} as const;
