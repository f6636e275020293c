import { refusalsOf, type Said } from '../texts';
import type { SendAsk } from './send';

/**
 * Beginner protection (issue 13, point 6): for a period after its founding (BEGINNER_PROTECTION_HOURS,
 * 72 hours at speed 1, divided by the game speed) a kingdom cannot be attacked, scouted or besieged.
 * The protection ends at its instant, or at once when the protected kingdom itself attacks, scouts or
 * besieges another player's village. Villages without an owner (natives, event camps) are never
 * protected, and attacking them ends nothing. Instants are milliseconds; the caller passes now.
 */

/** The move types beginner protection refuses against a protected kingdom (not move, reinforce or settle). */
export const PROTECTED_MOVES: ReadonlySet<SendAsk['moveType']> = new Set(['attack', 'scout', 'siege']);

const say = refusalsOf('send');
export const PROTECTION_TEXT = {
  /** `until` is the ISO instant; the catalogue formats it (en-US: day/month/year, hours:minutes UTC). */
  protectedTarget: (until: string) =>
    say('protectedTarget', `That kingdom is under beginner protection until ${englishDateTime(until)} UTC`, { until }),
  endsOwn: say('endsOwn', 'Sending this ends your beginner protection'),
} as const;

/**
 * An instant as en-US shows it ("04/06/2026, 15:00": day, month, year, hours and minutes of UTC, seconds
 * dropped), the same as the client's formatDateTime, which the catalogue's `utcDateTime` format uses.
 */
export function englishDateTime(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** How long a new kingdom is protected, in ms: `hours` at speed 1 divided by the game speed (0: off). */
export function protectionPeriodMs(hours: number, gameSpeed: number): number {
  if (!(hours > 0) || !(gameSpeed > 0)) return 0;
  return Math.round((hours * 3_600_000) / gameSpeed);
}

/** The instant a kingdom founded at `foundedAt` stops being protected, or null when protection is off. */
export function protectionEndOf(foundedAt: number, hours: number, gameSpeed: number): number | null {
  const ms = protectionPeriodMs(hours, gameSpeed);
  return ms > 0 ? foundedAt + ms : null;
}

/** Whether an account whose protection runs until `until` (null: none) is protected at `now`. */
export function isProtected(until: number | null | undefined, now: number): boolean {
  return until !== null && until !== undefined && until > now;
}

/** What a view shows: the ISO instant the protection ends while it lasts, else null. */
export function protectionShown(until: number | null | undefined, now: number): string | null {
  return isProtected(until, now) ? new Date(until!).toISOString() : null;
}

/** A village's owner as the rule sees it: null for a village without owner. */
export interface ProtectionParty {
  userId: number | null;
  /** The owner's protected_until in ms (null: unprotected). */
  until: number | null;
}

export type ProtectionVerdict =
  | { ok: true; /** The sender is protected and this send ends it (set protected_until to now with the send). */ endsOwn: boolean }
  | { ok: false; error: Said };

/**
 * The beginner-protection check of a send: an attack, scout or siege on another player's village whose
 * owner is protected at `now` is refused (the text names the instant it ends); one by a protected sender
 * on another player's village ends the sender's protection. Move, reinforce and settle are never
 * affected, nor is a move onto one's own village or an ownerless one.
 */
export function protectionOnSend(moveType: SendAsk['moveType'], from: ProtectionParty, target: ProtectionParty | undefined, now: number): ProtectionVerdict {
  if (!PROTECTED_MOVES.has(moveType) || !target || target.userId === null || target.userId === from.userId) return { ok: true, endsOwn: false };
  if (isProtected(target.until, now)) return { ok: false, error: PROTECTION_TEXT.protectedTarget(new Date(target.until!).toISOString()) };
  return { ok: true, endsOwn: isProtected(from.until, now) };
}
