import { describe, expect, it } from 'vitest';
import { checkMessage, checkRecipient, excerpt, MESSAGE_MAX, messageLength, pairOf, sideOf } from '../../../../../server/game/messages/rules';
import { MESSAGES_TEXT } from '../../../../../server/game/messages/texts';

describe('player messages rules', () => {
  it('a message is 1-2000 characters after trimming, counted as the player sees them', () => {
    expect(checkMessage('  hello \n')).toEqual({ ok: true, body: 'hello' });
    expect(checkMessage('')).toEqual({ ok: false, text: MESSAGES_TEXT.empty });
    expect(checkMessage(' \t\n ')).toEqual({ ok: false, text: MESSAGES_TEXT.empty });
    expect(checkMessage('x'.repeat(MESSAGE_MAX))).toMatchObject({ ok: true });
    expect(checkMessage(`  ${'x'.repeat(MESSAGE_MAX)}  `)).toMatchObject({ ok: true });
    expect(checkMessage('x'.repeat(MESSAGE_MAX + 1))).toEqual({ ok: false, text: MESSAGES_TEXT.tooLong });
    // An emoji is two UTF-16 units but one character.
    expect(messageLength('😀a')).toBe(2);
    expect(checkMessage('😀'.repeat(MESSAGE_MAX))).toMatchObject({ ok: true });
    expect(checkMessage('😀'.repeat(MESSAGE_MAX + 1))).toMatchObject({ ok: false });
  });

  it('nobody writes to themselves', () => {
    expect(checkRecipient(3, 3)).toBe(MESSAGES_TEXT.toSelf);
    expect(checkRecipient(3, 4)).toBeNull();
  });

  it('a conversation is stored lower id first; each player is one side', () => {
    expect(pairOf(9, 2)).toEqual({ low: 2, high: 9 });
    expect(pairOf(2, 9)).toEqual({ low: 2, high: 9 });
    const c = { low_user_id: 2, high_user_id: 9 };
    expect(sideOf(c, 2)).toBe('low');
    expect(sideOf(c, 9)).toBe('high');
    expect(sideOf(c, 5)).toBeNull();
  });

  it('the list shows at most 100 characters of the last message', () => {
    expect(excerpt('short')).toBe('short');
    const long = excerpt('word '.repeat(50));
    expect([...long]).toHaveLength(long.length);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.endsWith('…')).toBe(true);
    expect([...excerpt('😀'.repeat(150))]).toHaveLength(100);
  });
});
