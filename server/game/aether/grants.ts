import { AETHER_PACKAGES, type AetherPackage } from '../data/aetherPackages';
import { refusalsOf } from '../texts';

/**
 * The alpha's free aether packages (GAME.md section 7): at most one grant per account and UTC day. Pure:
 * the caller passes the instant; the database's unique (user, day) key is what makes it hold under races.
 */
const DAY_MS = 24 * 3600_000;

const say = refusalsOf('aether');
export const AETHER_TEXT = {
  unknownPackage: say('unknownPackage', 'That aether package does not exist'),
  grantedToday: say('grantedToday', "Today's aether package has been taken already; the next one can be taken tomorrow (UTC)"),
} as const;

/** The UTC day of an instant, 'YYYY-MM-DD': the grant's day key. */
export function grantDay(atMs: number): string {
  return new Date(Math.floor(atMs / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** The start of the next UTC day after an instant: when the next grant may be taken. */
export function nextGrantAt(atMs: number): Date {
  return new Date((Math.floor(atMs / DAY_MS) + 1) * DAY_MS);
}

export function findAetherPackage(id: string): AetherPackage | undefined {
  return AETHER_PACKAGES.find((p) => p.id === id);
}

/**
 * Whether today's grant is taken, given the day of the account's last grant (null: never), and when the
 * next may be taken (now when it is free).
 */
export function grantState(lastDay: string | null, nowMs: number): { grantedToday: boolean; nextAt: Date } {
  const grantedToday = lastDay === grantDay(nowMs);
  return { grantedToday, nextAt: grantedToday ? nextGrantAt(nowMs) : new Date(nowMs) };
}
