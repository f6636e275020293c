import type { Said } from '../texts';
import { MESSAGES_TEXT } from './texts';

/**
 * Player messages' rules (GAME.md section 9), pure: a message is 1-2000 characters after trimming,
 * counted as the player sees them (code points, so an emoji is one character, as the client's counter
 * counts it); nobody writes to themselves; a conversation is stored with the lower user id first.
 */
export const MESSAGE_MAX = 2000;
export const MESSAGES_PAGE_SIZE = 20;
/** How much of the last message the conversations list shows. */
export const EXCERPT_LENGTH = 100;

/** Characters as a player counts them (code points). */
export function messageLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/** The message to store (trimmed), or the refusal. */
export function checkMessage(raw: string): { ok: true; body: string } | { ok: false; text: Said } {
  const body = raw.trim();
  const n = messageLength(body);
  if (n === 0) return { ok: false, text: MESSAGES_TEXT.empty };
  if (n > MESSAGE_MAX) return { ok: false, text: MESSAGES_TEXT.tooLong };
  return { ok: true, body };
}

/** Whether `from` may write to `to`: never to oneself. */
export function checkRecipient(from: number, to: number): Said | null {
  return from === to ? MESSAGES_TEXT.toSelf : null;
}

/** The stored pair of a conversation between two distinct players: lower id first. */
export function pairOf(a: number, b: number): { low: number; high: number } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

/** Which side of a conversation a player is, or null when it is not theirs. */
export function sideOf(c: { low_user_id: number; high_user_id: number }, userId: number): 'low' | 'high' | null {
  if (c.low_user_id === userId) return 'low';
  if (c.high_user_id === userId) return 'high';
  return null;
}

/** The start of a message for the conversations list: at most EXCERPT_LENGTH characters, '…' when cut. */
export function excerpt(body: string, max = EXCERPT_LENGTH): string {
  const chars = [...body];
  if (chars.length <= max) return body;
  return `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
