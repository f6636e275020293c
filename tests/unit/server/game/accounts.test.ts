import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkAddSitter, checkEmail, checkNewPassword, checkPassword, checkRegistration, checkUsername,
  loginExpiry, MAX_SITTERS, passwordClasses, TEXT, type Check,
} from '../../../../server/game/accounts';

const good = { username: 'Aldric_1', password: 'Secret123', passwordConfirm: 'Secret123', email: 'aldric@example.com' };
const err = (c: Check) => (c.ok ? undefined : c.error);

describe('username', () => {
  it.each([['abc'], ['a'.repeat(15)], ['Al-dric_99'], ['___']])('accepts %s', (u) => {
    expect(checkUsername(u)).toEqual({ ok: true });
  });
  it.each([[''], ['ab'], ['a'.repeat(16)]])('refuses the length of "%s"', (u) => {
    expect(err(checkUsername(u))).toBe(TEXT.usernameLength);
  });
  it.each([['with space'], ['dot.name'], ['émile'], ['naïve1'], ['ab@c'], ['Аlice']])('refuses the characters of %s', (u) => {
    expect(err(checkUsername(u))).toBe(TEXT.usernameChars);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(err(checkUsername('😀😀'))).toBe(TEXT.usernameLength); // 2 characters, 4 units
  });
});

describe('password', () => {
  it('counts the four classes', () => {
    expect(passwordClasses('abc')).toBe(1);
    expect(passwordClasses('abcABC')).toBe(2);
    expect(passwordClasses('abcABC1')).toBe(3);
    expect(passwordClasses('abcABC1!')).toBe(4);
    expect(passwordClasses('        ')).toBe(0); // spaces are no special characters
    expect(passwordClasses('ÄÖÜäöü')).toBe(2); // letters of any script count as letters
  });
  it.each([['Secret12'], ['secret1!'], ['SECRET1!'], ['Secret!!'], ['a'.repeat(57) + 'A1!']])('accepts %s', (p) => {
    expect(checkPassword(p, p)).toEqual({ ok: true });
  });
  it('refuses a length outside 8 to 60', () => {
    expect(err(checkPassword('Sec123!', 'Sec123!'))).toBe(TEXT.passwordLength);
    const long = 'Aa1!'.repeat(15) + 'x';
    expect(err(checkPassword(long, long))).toBe(TEXT.passwordLength);
    const sixty = 'Aa1!'.repeat(15);
    expect(checkPassword(sixty, sixty).ok).toBe(true);
  });
  it.each([['abcdefgh'], ['ABCDEFGH'], ['12345678'], ['abcdEFGH'], ['abcd1234'], ['!!!!!!!!'], ['abc     ']])('refuses %s for too few classes', (p) => {
    expect(err(checkPassword(p, p))).toBe(TEXT.passwordClasses);
  });
  it('refuses control characters', () => {
    expect(err(checkPassword('Secret12\n', 'Secret12\n'))).toBe(TEXT.passwordControl);
  });
  it('refuses a confirmation that differs', () => {
    expect(err(checkPassword('Secret123', 'Secret124'))).toBe(TEXT.passwordConfirm);
  });
  it('a new password must differ from the current one', () => {
    expect(err(checkNewPassword('Secret123', 'Secret123', 'Secret123'))).toBe(TEXT.passwordSame);
    expect(err(checkNewPassword('Secret123', 'short', 'short'))).toBe(TEXT.passwordLength);
    expect(checkNewPassword('Secret123', 'Other1234', 'Other1234')).toEqual({ ok: true });
  });
  it('any string of 8-60 characters with all four classes and a matching confirmation passes', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{2,14}[A-Z]{2,14}[0-9]{2,14}[#%&*]{2,14}$/), (p) => {
      expect(checkPassword(p, p)).toEqual({ ok: true });
      expect(checkPassword(p, p + 'x').ok).toBe(false);
    }));
  });
});

describe('email', () => {
  it.each([['a@b.co'], ['first.last+tag@sub.example.org'], ['x_y@my-host.nl']])('accepts %s', (e) => {
    expect(checkEmail(e)).toEqual({ ok: true });
  });
  it.each([[''], ['plain'], ['@example.com'], ['a@'], ['a@b'], ['a@@b.com'], ['a b@c.com'], ['a@b..com'],
    ['a@-b.com'], ['a@b.c'], ['a@b.c0m'], [`${'a'.repeat(65)}@b.com`], [`a@${'b'.repeat(250)}.com`]])('refuses "%s"', (e) => {
    expect(err(checkEmail(e))).toBe(TEXT.emailInvalid);
  });
});

describe('registration', () => {
  it('accepts a good form', () => {
    expect(checkRegistration(good)).toEqual({ ok: true });
  });
  it('reports the first problem in form order', () => {
    expect(err(checkRegistration({ ...good, username: 'x', email: 'bad' }))).toBe(TEXT.usernameLength);
    expect(err(checkRegistration({ ...good, passwordConfirm: 'nope', email: 'bad' }))).toBe(TEXT.passwordConfirm);
    expect(err(checkRegistration({ ...good, email: 'bad' }))).toBe(TEXT.emailInvalid);
  });
});

describe('sitters', () => {
  it('refuses yourself, a duplicate and one too many', () => {
    expect(err(checkAddSitter(1, 1, []))).toBe(TEXT.sitterSelf);
    expect(err(checkAddSitter(1, 2, [2]))).toBe(TEXT.sitterDuplicate);
    const full = Array.from({ length: MAX_SITTERS }, (_, i) => i + 10);
    expect(err(checkAddSitter(1, 2, full))).toBe(TEXT.sitterTooMany);
    expect(checkAddSitter(1, 2, full.slice(1))).toEqual({ ok: true });
  });
});

describe('login expiry', () => {
  it('is 7 days with stayLoggedIn and 1 day without', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(loginExpiry(now, true).toISOString()).toBe('2026-06-08T12:00:00.000Z');
    expect(loginExpiry(now, false).toISOString()).toBe('2026-06-02T12:00:00.000Z');
  });
});
