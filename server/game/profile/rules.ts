import { refusalsOf, type Said } from '../texts';
import { checkEmail } from '../accounts';

/**
 * Player profile rules (GAME.md section 9, issue 15): what a kingdom may write about itself, which
 * playstyle flags it may show, and what of a profile another player sees. Pure: no IO, no clock.
 */

/** A description is at most this many characters (code points, as a person counts them). */
export const DESCRIPTION_MAX = 2000;
/** The playstyle flags a profile may show, in the order the client lists them. */
export const PROFILE_FLAGS = ['peaceful', 'builder', 'trader', 'raider', 'defender', 'diplomat'] as const;
export type ProfileFlag = (typeof PROFILE_FLAGS)[number];

const say = refusalsOf('profile');
export const PROFILE_TEXT = {
  descriptionLength: say('descriptionLength', `A description may be at most ${DESCRIPTION_MAX} characters long`, { max: DESCRIPTION_MAX }),
  descriptionControl: say('descriptionControl', 'A description may not contain control characters other than line breaks and tabs'),
  unknownFlag: say('unknownFlag', 'That is not a profile flag'),
  duplicateFlag: say('duplicateFlag', 'A profile flag may be chosen only once'),
  noSuchPlayer: say('noSuchPlayer', 'There is no such player'),
  nothingToChange: say('nothingToChange', 'Give an email address or the public profile flag to change'),
} as const;

export type ProfileCheck<T> = { ok: true; value: T } | { ok: false; error: Said };

const length = (s: string) => [...s].length;
// Line breaks and tabs are how a player lays out a description; other control characters only hide text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A description as saved: trailing whitespace dropped, Windows line breaks made plain. */
export function checkDescription(description: string): ProfileCheck<string> {
  const text = description.replace(/\r\n?/g, '\n').trimEnd();
  if (CONTROL.test(text)) return { ok: false, error: PROFILE_TEXT.descriptionControl };
  if (length(text) > DESCRIPTION_MAX) return { ok: false, error: PROFILE_TEXT.descriptionLength };
  return { ok: true, value: text };
}

/** Flags as saved: each from the vocabulary, once, in the vocabulary's order. */
export function checkFlags(flags: readonly string[]): ProfileCheck<ProfileFlag[]> {
  const known = new Set<string>(PROFILE_FLAGS);
  const seen = new Set<string>();
  for (const f of flags) {
    if (!known.has(f)) return { ok: false, error: PROFILE_TEXT.unknownFlag };
    if (seen.has(f)) return { ok: false, error: PROFILE_TEXT.duplicateFlag };
    seen.add(f);
  }
  return { ok: true, value: PROFILE_FLAGS.filter((f) => seen.has(f)) };
}

/** users.flags holds the flags as a comma list; words no longer in the vocabulary are not shown. */
export const flagsToColumn = (flags: readonly ProfileFlag[]): string => flags.join(',');
export function flagsFromColumn(column: string | null | undefined): ProfileFlag[] {
  const words = new Set((column ?? '').split(',').map((w) => w.trim()));
  return PROFILE_FLAGS.filter((f) => words.has(f));
}

/** The settings change: an email checked as registration checks it (stored trimmed), or the public flag. */
export function checkSettings(req: { email?: string; publicProfile?: boolean }): ProfileCheck<{ email?: string; publicProfile?: boolean }> {
  if (req.email === undefined && req.publicProfile === undefined) return { ok: false, error: PROFILE_TEXT.nothingToChange };
  if (req.email !== undefined) {
    const email = req.email.trim();
    const c = checkEmail(email);
    if (!c.ok) return { ok: false, error: c.error };
    return { ok: true, value: { email, publicProfile: req.publicProfile } };
  }
  return { ok: true, value: { publicProfile: req.publicProfile } };
}

/**
 * What a viewer sees of a profile: everything when it is public or the viewer's own (a sitter views as
 * the account it sits), else only the name, rank and Empire.
 */
export const profileVisible = (p: { ownerId: number; publicProfile: boolean }, viewerId: number): boolean =>
  p.publicProfile || p.ownerId === viewerId;
