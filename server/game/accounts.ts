import { refusalsOf, type Said } from './texts';
/**
 * Account rules (SPEC.md section 5, GAME.md section 9): pure checks, each refusal with its own English
 * text. The API answers them with the key error_register (or error_user_update for settings).
 */

export type Check = { ok: true } | { ok: false; error: Said };

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 15;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 60;
/** Classes a password must mix: lowercase, uppercase, number, special character. */
export const PASSWORD_CLASSES_REQUIRED = 3;
export const EMAIL_MAX = 254;
/** How many people may sit one account at a time. */
export const MAX_SITTERS = 5;

/** Login lifetimes: 'save details for 7 days' (SPEC.md section 9), otherwise one day. */
export const STAY_LOGGED_IN_MS = 7 * 24 * 3600 * 1000;
export const SESSION_MS = 24 * 3600 * 1000;

const say = refusalsOf('accounts');
export const TEXT = {
  usernameLength: say('usernameLength', `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters long`, { min: USERNAME_MIN, max: USERNAME_MAX }),
  usernameChars: say('usernameChars', 'Username may only contain letters (a-z, A-Z), digits (0-9), _ and -'),
  passwordLength: say('passwordLength', `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`, { min: PASSWORD_MIN, max: PASSWORD_MAX }),
  passwordClasses: say(
    'passwordClasses',
    `Password must contain at least ${PASSWORD_CLASSES_REQUIRED} of these 4: a lowercase letter, an uppercase letter, a number, a special character`,
    { classes: PASSWORD_CLASSES_REQUIRED },
  ),
  passwordControl: say('passwordControl', 'Password may not contain control characters'),
  passwordConfirm: say('passwordConfirm', 'Password confirmation does not match the password'),
  passwordSame: say('passwordSame', 'The new password must differ from the current password'),
  emailInvalid: say('emailInvalid', 'Please enter a valid email address'),
  usernameTaken: say('usernameTaken', 'That username is already taken'),
  emailTaken: say('emailTaken', 'That email address is already in use'),
  registrationClosed: say('registrationClosed', 'Registration opens when the game starts'),
  wrongCredentials: say('wrongCredentials', 'Wrong username or password'),
  wrongCurrentPassword: say('wrongCurrentPassword', 'The current password is wrong'),
  sitterSelf: say('sitterSelf', 'You cannot sit your own account'),
  sitterUnknown: say('sitterUnknown', 'There is no player with that username'),
  sitterDuplicate: say('sitterDuplicate', 'That player already sits your account'),
  sitterTooMany: say('sitterTooMany', `An account can have at most ${MAX_SITTERS} sitters`, { max: MAX_SITTERS }),
  passwordRace: say('passwordRace', 'The password was changed meanwhile, please try again'),
  sitterNotFound: say('sitterNotFound', 'That player does not sit your account'),
} as const;

const ok: Check = { ok: true };
const fail = (error: Said): Check => ({ ok: false, error });

/** Length in characters as a person counts them (code points, not UTF-16 units). */
const length = (s: string) => [...s].length;

export function checkUsername(username: string): Check {
  const n = length(username);
  if (n < USERNAME_MIN || n > USERNAME_MAX) return fail(TEXT.usernameLength);
  // ASCII only: look-alike letters from other scripts would let one name impersonate another.
  if (!/^[A-Za-z0-9_-]+$/.test(username)) return fail(TEXT.usernameChars);
  return ok;
}

/** How many of the four classes a password uses. Special = anything that is neither letter, digit nor space. */
export function passwordClasses(password: string): number {
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{N}\s]/u];
  return classes.filter((re) => re.test(password)).length;
}

export function checkPassword(password: string, confirm: string): Check {
  const n = length(password);
  if (n < PASSWORD_MIN || n > PASSWORD_MAX) return fail(TEXT.passwordLength);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(password)) return fail(TEXT.passwordControl);
  if (passwordClasses(password) < PASSWORD_CLASSES_REQUIRED) return fail(TEXT.passwordClasses);
  if (password !== confirm) return fail(TEXT.passwordConfirm);
  return ok;
}

/**
 * A plain, practical address check: one @, a non-empty local part, a dotted domain of letters,
 * digits and hyphens, no spaces. During the alpha any unique address that looks like one works.
 */
export function checkEmail(email: string): Check {
  if (length(email) > EMAIL_MAX) return fail(TEXT.emailInvalid);
  const m = /^([^\s@]+)@([^\s@]+)$/.exec(email);
  if (!m) return fail(TEXT.emailInvalid);
  const [, local, domain] = m;
  if (local.length > 64) return fail(TEXT.emailInvalid);
  const labels = domain.split('.');
  if (labels.length < 2) return fail(TEXT.emailInvalid);
  const label = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
  if (!labels.every((l) => label.test(l))) return fail(TEXT.emailInvalid);
  if (!/^[A-Za-z]{2,}$/.test(labels[labels.length - 1])) return fail(TEXT.emailInvalid);
  return ok;
}

export interface Registration {
  username: string;
  password: string;
  passwordConfirm: string;
  email: string;
}

/** Every registration rule in the order a player fixes the form: username, password, confirmation, email. */
export function checkRegistration(r: Registration): Check {
  for (const c of [checkUsername(r.username), checkPassword(r.password, r.passwordConfirm), checkEmail(r.email)]) {
    if (!c.ok) return c;
  }
  return ok;
}

/** A new password follows the registration rules and must not be the current one. */
export function checkNewPassword(current: string, next: string, confirm: string): Check {
  const c = checkPassword(next, confirm);
  if (!c.ok) return c;
  if (next === current) return fail(TEXT.passwordSame);
  return ok;
}

/** Adding `candidateId` as a sitter of `ownerId`, which already has `currentSitterIds`. */
export function checkAddSitter(ownerId: number, candidateId: number, currentSitterIds: number[]): Check {
  if (candidateId === ownerId) return fail(TEXT.sitterSelf);
  if (currentSitterIds.includes(candidateId)) return fail(TEXT.sitterDuplicate);
  if (currentSitterIds.length >= MAX_SITTERS) return fail(TEXT.sitterTooMany);
  return ok;
}

/** When the tokens of a login made at `now` expire. */
export function loginExpiry(now: Date, stayLoggedIn: boolean): Date {
  return new Date(now.getTime() + (stayLoggedIn ? STAY_LOGGED_IN_MS : SESSION_MS));
}
