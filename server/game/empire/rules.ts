import type { Said } from '../texts';
import { EMPIRE_DESCRIPTION_MAX, EMPIRE_MEMBER_CAP, EMPIRE_NAME_MAX, EMPIRE_NAME_MIN, EMPIRE_SHORT_MAX, EMPIRE_SHORT_MIN } from './limits';
import { EMPIRE_TEXT } from './texts';

/**
 * The Empire's rules (GAME.md section 9), pure: names, roles and who may do what to whom. Each check
 * answers the refusal's text, or null when allowed; the world layer reads the facts under its locks and
 * turns a text into a 400 or 403.
 */

export type Role = 'emperor' | 'officer' | 'member';

// Control characters (C0, DEL, C1): never in a name; in a description only line breaks and tabs.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The name as stored: surrounding spaces dropped. */
export const cleanName = (s: string): string => s.trim();

export function checkEmpireName(name: string): Said | null {
  const n = cleanName(name);
  if (CONTROL.test(n)) return EMPIRE_TEXT.nameControl;
  if ([...n].length < EMPIRE_NAME_MIN || [...n].length > EMPIRE_NAME_MAX) return EMPIRE_TEXT.nameLength;
  return null;
}

export function checkEmpireNameShort(short: string): Said | null {
  const n = cleanName(short);
  if (CONTROL.test(n)) return EMPIRE_TEXT.nameControl;
  if ([...n].length < EMPIRE_SHORT_MIN || [...n].length > EMPIRE_SHORT_MAX) return EMPIRE_TEXT.nameShortLength;
  return null;
}

export function checkEmpireDescription(text: string): Said | null {
  if (text.length > EMPIRE_DESCRIPTION_MAX) return EMPIRE_TEXT.descriptionLength;
  if (CONTROL_BUT_LINES.test(text)) return EMPIRE_TEXT.descriptionControl;
  return null;
}

/** Officers and the Emperor invite kingdoms and revoke the Empire's invites. */
export function mayInvite(role: Role): Said | null {
  return role === 'member' ? EMPIRE_TEXT.officersOnly : null;
}
export const mayRevoke = mayInvite;

/** Who removes whom: officers remove members (never officers, never the Emperor); the Emperor anyone but himself. */
export function mayKick(actor: Role, target: Role, self: boolean): Said | null {
  if (self) return EMPIRE_TEXT.kickSelf;
  if (actor === 'member') return EMPIRE_TEXT.officersOnly;
  if (target === 'emperor') return EMPIRE_TEXT.kickEmperor;
  if (target === 'officer' && actor !== 'emperor') return EMPIRE_TEXT.kickOfficer;
  return null;
}

/** The Emperor names a member officer. */
export function mayNameOfficer(actor: Role, target: Role): Said | null {
  if (actor !== 'emperor') return EMPIRE_TEXT.emperorOnly;
  if (target === 'emperor') return EMPIRE_TEXT.handOverSelf;
  if (target === 'officer') return EMPIRE_TEXT.alreadyOfficer;
  return null;
}

/** The Emperor makes an officer a member again. */
export function mayRemoveOfficer(actor: Role, target: Role): Said | null {
  if (actor !== 'emperor') return EMPIRE_TEXT.emperorOnly;
  if (target !== 'officer') return EMPIRE_TEXT.notOfficer;
  return null;
}

/** The Emperor hands the throne to another member (officer or member), and becomes an officer. */
export function mayHandOver(actor: Role, self: boolean): Said | null {
  if (actor !== 'emperor') return EMPIRE_TEXT.emperorOnly;
  if (self) return EMPIRE_TEXT.handOverSelf;
  return null;
}

/** The Emperor edits the description, the name and the abbreviation. */
export function mayEditSettings(actor: Role): Said | null {
  return actor === 'emperor' ? null : EMPIRE_TEXT.emperorOnly;
}

/**
 * What leaving does: a member or officer leaves; the Emperor alone dissolves the Empire; an Emperor with
 * members is refused until he hands the throne over.
 */
export function leaveOutcome(role: Role, members: number): { outcome: 'leave' | 'dissolve' } | { refused: Said } {
  if (role !== 'emperor') return { outcome: 'leave' };
  if (members <= 1) return { outcome: 'dissolve' };
  return { refused: EMPIRE_TEXT.emperorLeave };
}

/** Whether one more member fits (*start*: 20, the Emperor included). */
export function hasRoom(members: number, cap = EMPIRE_MEMBER_CAP): boolean {
  return members < cap;
}

/** The role a handed-over Emperor keeps: he stays as an officer. */
export const FORMER_EMPEROR_ROLE: Role = 'officer';

/** Members listed strongest role first (the profile's order). */
export const ROLE_ORDER: Record<Role, number> = { emperor: 0, officer: 1, member: 2 };
