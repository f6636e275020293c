import { describe, expect, it } from 'vitest';
import { isFriendly, sameEmpire } from '../../../../../server/game/empire/allies';
import { mayTradeWith, TRADE_TEXT } from '../../../../../server/game/trade';
import { mayAcceptOffer } from '../../../../../server/game/trade/offerAccess';
import { checkSend, SEND_TEXT, type SendAsk, type SendWorld } from '../../../../../server/game/movement';
import { SETTLER_KEY, UNITS } from '../../../../../server/game/data/units';

/** Allies (GAME.md section 9): one Empire's members trade, reinforce, and are friendly targets. */
const ann = { user_id: 1, empire_id: 10 };
const amy = { user_id: 2, empire_id: 10 };
const bob = { user_id: 3, empire_id: 20 };
const loner = { user_id: 4, empire_id: null };
const nobody = { user_id: null, empire_id: null };

describe('sameEmpire and isFriendly', () => {
  it('members of one Empire are allies; other Empires, no Empire and villages without owner are not', () => {
    expect(sameEmpire(ann, amy)).toBe(true);
    expect(sameEmpire(ann, bob)).toBe(false);
    expect(sameEmpire(ann, loner)).toBe(false);
    expect(sameEmpire(loner, { user_id: 5, empire_id: null })).toBe(false);
    expect(sameEmpire(loner, { user_id: 5 })).toBe(false);
    expect(sameEmpire(ann, { ...nobody, empire_id: 10 })).toBe(false);
  });

  it('a kingdom is friendly to itself with or without an Empire, and to its allies', () => {
    expect(isFriendly(loner, loner)).toBe(true);
    expect(isFriendly({ user_id: 4 }, { user_id: 4 })).toBe(true);
    expect(isFriendly(ann, amy)).toBe(true);
    expect(isFriendly(amy, ann)).toBe(true);
    expect(isFriendly(ann, bob)).toBe(false);
    expect(isFriendly(ann, nobody)).toBe(false);
    expect(isFriendly(nobody, nobody)).toBe(false);
  });
});

describe('mayTradeWith (merchants and trade routes)', () => {
  it('own villages and allies, never a stranger nor a village without owner', () => {
    expect(mayTradeWith(ann, { user_id: 1, empire_id: 10 })).toBe(true);
    expect(mayTradeWith(loner, loner)).toBe(true);
    expect(mayTradeWith(ann, amy)).toBe(true);
    expect(mayTradeWith(ann, bob)).toBe(false);
    expect(mayTradeWith(loner, bob)).toBe(false);
    expect(mayTradeWith(ann, nobody)).toBe(false);
    expect(mayTradeWith(nobody, nobody)).toBe(false);
  });
});

describe('mayAcceptOffer', () => {
  const offer = (empire_only: boolean, empire_id: number | null) => ({ user_id: ann.user_id, empire_only, empire_id });

  it('an Empire-only offer is for the offerer\'s Empire only; an open one for anyone but the offerer', () => {
    expect(mayAcceptOffer(offer(true, 10), amy)).toBeNull();
    expect(mayAcceptOffer(offer(true, 10), bob)).toEqual(TRADE_TEXT.offerEmpireOnly);
    expect(mayAcceptOffer(offer(true, 10), loner)).toEqual(TRADE_TEXT.offerEmpireOnly);
    // An offerer who left its Empire: nobody may accept its Empire-only offer.
    expect(mayAcceptOffer(offer(true, null), { user_id: 2, empire_id: null })).toEqual(TRADE_TEXT.offerEmpireOnly);
    expect(mayAcceptOffer(offer(false, 10), bob)).toBeNull();
    expect(mayAcceptOffer(offer(false, null), loner)).toBeNull();
    expect(mayAcceptOffer(offer(true, 10), ann)).toEqual(TRADE_TEXT.offerOwn);
    expect(mayAcceptOffer(offer(false, 10), nobody)).toEqual(TRADE_TEXT.offerOwn);
  });
});

describe('checkSend: an ally is a friendly target', () => {
  const foot = UNITS.find((u) => !u.scout && u.key !== SETTLER_KEY)!.key;
  const ask = (moveType: SendAsk['moveType']): SendAsk => ({ units: { [foot]: 3 }, x: 2, y: 2, moveType });
  const world = (target: SendWorld['target'], fromEmpire: number | null = 10): SendWorld =>
    ({ from: { x: 0, y: 0, userId: 1, empireId: fromEmpire }, target, maxCoord: 51, workshopLevel: 0 });
  const warnings = (r: ReturnType<typeof checkSend>) => (r.ok ? r.warnings : r.error);

  it('attacking or scouting an ally warns; a stranger, another Empire or a village without owner does not', () => {
    expect(warnings(checkSend(ask('attack'), world({ userId: 2, empireId: 10 })))).toEqual([SEND_TEXT.friendly]);
    expect(warnings(checkSend({ ...ask('scout'), units: { cav2: 1 } }, world({ userId: 2, empireId: 10 })))).toEqual([SEND_TEXT.friendly]);
    expect(warnings(checkSend(ask('attack'), world({ userId: 3, empireId: 20 })))).toEqual([]);
    expect(warnings(checkSend(ask('attack'), world({ userId: 3, empireId: null })))).toEqual([]);
    expect(warnings(checkSend(ask('attack'), world({ userId: 3 }, null)))).toEqual([]);
    expect(warnings(checkSend(ask('attack'), world({ userId: null, empireId: null })))).toEqual([]);
    // One's own village warns without any Empire.
    expect(warnings(checkSend(ask('attack'), world({ userId: 1 }, null)))).toEqual([SEND_TEXT.friendly]);
  });

  it('reinforcing an ally (or anyone) is allowed without a warning; moving troops stays between one\'s own villages', () => {
    expect(checkSend(ask('reinforce'), world({ userId: 2, empireId: 10 }))).toMatchObject({ ok: true, warnings: [] });
    expect(checkSend(ask('reinforce'), world({ userId: 3, empireId: 20 }))).toMatchObject({ ok: true, warnings: [] });
    expect(checkSend(ask('move'), world({ userId: 2, empireId: 10 }))).toEqual({ ok: false, error: SEND_TEXT.moveOwn });
  });
});
