import { describe, expect, it } from 'vitest';
import {
  callBackTrip, checkSend, distance, missingUnits, movementDuration, returnTripFrom, SEND_TEXT, TRIP_TEXT, type SendAsk, type SendWorld,
} from '../../../../../server/game/movement';
import { SETTLER_KEY, UNITS } from '../../../../../server/game/data/units';
import { SCOUT_KEY, SIEGE_TEXT } from '../../../../../server/game/battle';

const MIN = 60_000;
const T0 = Date.parse('2026-06-01T12:00:00Z');
const foot = UNITS.find((u) => !u.scout && u.key !== SETTLER_KEY)!.key;

describe('army trips (the rules the army calls apply)', () => {
  it('a return trip takes the slowest unit\'s time for the distance', () => {
    const units = { [foot]: 5 };
    const t = returnTripFrom(units, { x: 3, y: 4 }, { x: 0, y: 0 }, T0, 2);
    expect(t.dueAt).toBe(T0 + movementDuration(units, 5, 2));
    expect(distance({ x: 3, y: 4 }, { x: 0, y: 0 })).toBe(5);
  });

  it('a call-back turns the army where it is and brings it home after the time it travelled', () => {
    const m = { kind: 'attack', startedAt: T0, dueAt: T0 + 60 * MIN, from: { x: 0, y: 0 }, to: { x: 10, y: -20 } };
    const r = callBackTrip(m, T0 + 6 * MIN);
    expect(r).toEqual({ ok: true, dueAt: T0 + 12 * MIN, turnedAt: { x: 1, y: -2 } });
  });

  it('a call-back is refused for a return trip, after the window and once the army is due', () => {
    const m = { kind: 'attack', startedAt: T0, dueAt: T0 + 60 * MIN, from: { x: 0, y: 0 }, to: { x: 10, y: 0 } };
    expect(callBackTrip({ ...m, kind: 'returning' }, T0 + MIN)).toEqual({ ok: false, error: TRIP_TEXT.tooLate });
    expect(callBackTrip(m, T0 + 11 * MIN)).toEqual({ ok: false, error: TRIP_TEXT.tooLate });
    expect(callBackTrip({ ...m, dueAt: T0 + 2 * MIN }, T0 + 2 * MIN)).toEqual({ ok: false, error: TRIP_TEXT.tooLate });
    expect(callBackTrip(m, T0 + 10 * MIN).ok).toBe(true);
  });
});

describe('checkSend', () => {
  const world: SendWorld = { from: { x: 0, y: 0, userId: 1 }, target: { userId: 2 }, maxCoord: 51, workshopLevel: 0 };
  const ask = (over: Partial<SendAsk> = {}): SendAsk => ({ units: { [foot]: 3 }, x: 2, y: 2, moveType: 'attack', ...over });

  it('refuses in the order a player meets the checks', () => {
    expect(checkSend(ask({ units: {} }), world)).toEqual({ ok: false, error: SEND_TEXT.noUnits });
    expect(checkSend(ask({ x: 99 }), world)).toEqual({ ok: false, error: SEND_TEXT.offMap });
    expect(checkSend(ask({ x: 0, y: 0 }), world)).toEqual({ ok: false, error: SEND_TEXT.ownTile });
    expect(checkSend(ask(), { ...world, target: undefined })).toEqual({ ok: false, error: SEND_TEXT.noVillage });
    expect(checkSend(ask({ moveType: 'settle' }), world)).toEqual({ ok: false, error: SEND_TEXT.cannotSettle });
    expect(checkSend(ask({ moveType: 'settle' }), { ...world, target: undefined })).toEqual({ ok: false, error: SEND_TEXT.needsSettlers });
    expect(checkSend(ask({ moveType: 'move' }), world)).toEqual({ ok: false, error: SEND_TEXT.moveOwn });
    expect(checkSend(ask({ moveType: 'scout' }), world)).toEqual({ ok: false, error: SEND_TEXT.scoutsOnly });
    expect(checkSend(ask({ targets: ['farm'] }), world)).toEqual({ ok: false, error: SEND_TEXT.siegeTargets });
    expect(checkSend(ask({ moveType: 'siege' }), world)).toEqual({ ok: false, error: SIEGE_TEXT.noWorkshop });
  });

  it('answers the army with its warnings', () => {
    expect(checkSend(ask({ units: { [foot]: 3, [SCOUT_KEY]: 0 } }), world)).toEqual({ ok: true, units: { [foot]: 3 }, targets: [], warnings: [] });
    const friendly = checkSend(ask(), { ...world, target: { userId: 1 } });
    expect(friendly).toMatchObject({ ok: true, warnings: [SEND_TEXT.friendly] });
    // Validating a siege without a workshop only warns.
    expect(checkSend(ask({ moveType: 'siege', validate: true }), world)).toMatchObject({ ok: true, warnings: [SIEGE_TEXT.noWorkshop] });
    expect(checkSend(ask({ moveType: 'settle', units: { [SETTLER_KEY]: 1 } }), { ...world, target: undefined })).toMatchObject({ ok: true });
  });

  it('names the unit types the village lacks at home', () => {
    expect(missingUnits({ a: 3, b: 1 }, [{ unit: 'a', amount: 2 }, { unit: 'b', amount: 1 }])).toEqual(['a']);
    expect(missingUnits({ a: 1 }, [])).toEqual(['a']);
  });
});
