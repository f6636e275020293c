import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  englishDateTime, isProtected, PROTECTED_MOVES, PROTECTION_TEXT, protectionEndOf, protectionOnSend, protectionPeriodMs, protectionShown,
  type ProtectionParty,
} from '../../../../../server/game/movement/protection';
import type { SendAsk } from '../../../../../server/game/movement';

const H = 3_600_000;
const T0 = Date.parse('2026-06-01T12:00:00Z');
const MOVES: SendAsk['moveType'][] = ['attack', 'siege', 'reinforce', 'scout', 'settle', 'move'];
const me = (until: number | null = null): ProtectionParty => ({ userId: 1, until });
const them = (until: number | null = null): ProtectionParty => ({ userId: 2, until });
const natives: ProtectionParty = { userId: null, until: null };

describe('beginner protection (issue 13, point 6)', () => {
  it('lasts BEGINNER_PROTECTION_HOURS divided by the game speed, and 0 turns it off', () => {
    expect(protectionPeriodMs(72, 1)).toBe(72 * H);
    expect(protectionPeriodMs(72, 10)).toBe(7.2 * H);
    expect(protectionPeriodMs(72, 150)).toBe(Math.round((72 * H) / 150));
    expect(protectionPeriodMs(0, 1)).toBe(0);
    expect(protectionEndOf(T0, 72, 2)).toBe(T0 + 36 * H);
    expect(protectionEndOf(T0, 0, 2)).toBeNull();
  });

  it('holds until its instant and not at it', () => {
    const until = T0 + H;
    expect(isProtected(until, T0)).toBe(true);
    expect(isProtected(until, until - 1)).toBe(true);
    expect(isProtected(until, until)).toBe(false);
    expect(isProtected(null, T0)).toBe(false);
    expect(protectionShown(until, T0)).toBe(new Date(until).toISOString());
    expect(protectionShown(until, until)).toBeNull();
    expect(protectionShown(null, T0)).toBeNull();
  });

  it('refuses attack, scout and siege on a protected kingdom, naming the instant', () => {
    const until = T0 + 72 * H;
    for (const mt of ['attack', 'scout', 'siege'] as const) {
      expect(protectionOnSend(mt, me(), them(until), T0)).toEqual({ ok: false, error: PROTECTION_TEXT.protectedTarget(new Date(until).toISOString()) });
    }
    expect(PROTECTION_TEXT.protectedTarget('2026-06-04T12:00:00.000Z')).toEqual({
      key: 'refusals.send.protectedTarget', params: { until: '2026-06-04T12:00:00.000Z' },
      message: 'That kingdom is under beginner protection until 04/06/2026, 12:00 UTC',
    });
  });

  it('lets move, reinforce and settle through, and anything onto one\'s own villages', () => {
    for (const mt of ['move', 'reinforce', 'settle'] as const) {
      expect(protectionOnSend(mt, me(T0 + H), them(T0 + H), T0)).toEqual({ ok: true, endsOwn: false });
    }
    for (const mt of MOVES) expect(protectionOnSend(mt, me(T0 + H), me(T0 + H), T0)).toEqual({ ok: true, endsOwn: false });
  });

  it('a protected sender\'s attack, scout or siege on another player ends its protection; on natives it does not', () => {
    for (const mt of ['attack', 'scout', 'siege'] as const) {
      expect(protectionOnSend(mt, me(T0 + H), them(), T0)).toEqual({ ok: true, endsOwn: true });
      expect(protectionOnSend(mt, me(T0 + H), them(T0 - 1), T0)).toEqual({ ok: true, endsOwn: true });
      expect(protectionOnSend(mt, me(T0 + H), natives, T0)).toEqual({ ok: true, endsOwn: false });
      expect(protectionOnSend(mt, me(T0 - 1), them(), T0)).toEqual({ ok: true, endsOwn: false });
    }
    expect(protectionOnSend('attack', me(T0 + H), undefined, T0)).toEqual({ ok: true, endsOwn: false });
  });

  it('writes the instant as the client\'s formatDateTime does (UTC, day first, seconds dropped)', () => {
    expect(englishDateTime('2026-12-31T23:59:59.999Z')).toBe('31/12/2026, 23:59');
    expect(englishDateTime('2027-01-09T04:05:06.000Z')).toBe('09/01/2027, 04:05');
  });

  describe('properties', () => {
    const party = fc.record({ userId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }), until: fc.option(fc.integer({ min: T0 - 10 * H, max: T0 + 10 * H }), { nil: null }) });
    const move = fc.constantFrom(...MOVES);
    const now = fc.integer({ min: T0 - 10 * H, max: T0 + 10 * H });

    it('refuses exactly the hostile moves on another player\'s village protected at now', () => {
      fc.assert(fc.property(move, party, fc.option(party, { nil: undefined }), now, (mt, from, target, t) => {
        const v = protectionOnSend(mt, from, target, t);
        const hostileOnOther = PROTECTED_MOVES.has(mt) && !!target && target.userId !== null && target.userId !== from.userId;
        expect(v.ok).toBe(!(hostileOnOther && isProtected(target!.until, t)));
        if (v.ok) expect(v.endsOwn).toBe(hostileOnOther && isProtected(from.until, t));
        else expect(v.error.params.until).toBe(new Date(target!.until!).toISOString());
      }));
    });

    it('an ownerless target is never refused and never ends protection', () => {
      fc.assert(fc.property(move, party, now, (mt, from, t) => {
        expect(protectionOnSend(mt, from, { userId: null, until: null }, t)).toEqual({ ok: true, endsOwn: false });
      }));
    });

    it('once the instant has passed (or protection was ended at it), nothing is refused any more', () => {
      fc.assert(fc.property(move, party, party, now, fc.integer({ min: 0, max: 10 * H }), (mt, from, target, t, later) => {
        const lifted = { ...target, until: t }; // what endProtection writes: protected_until = now
        expect(protectionOnSend(mt, from, lifted, t + later).ok).toBe(true);
      }));
    });

    it('the period scales inversely with the speed and is never negative', () => {
      fc.assert(fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0.01, max: 100000, noNaN: true }), (h, speed) => {
        const ms = protectionPeriodMs(h, speed);
        expect(ms).toBeGreaterThanOrEqual(0);
        expect(Math.abs(ms - (h * H) / speed)).toBeLessThanOrEqual(0.5);
      }));
    });
  });
});
