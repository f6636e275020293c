import { describe, expect, it } from 'vitest';
import { checkSendToObjective, eventHasNatives, SEND_TEXT, type ObjectiveTarget } from '../../../../../server/game/movement';
import { OBJECTIVES_TEXT } from '../../../../../server/game/objectives/texts';

const from = { x: 0, y: 0, userId: 1, empireId: 10 };
const w = { from, maxCoord: 50 };
const event = (type: string, state = 'active', more: Partial<ObjectiveTarget> = {}): ObjectiveTarget =>
  ({ id: 5, category: 'event', type, state, holder: null, targetVillageId: null, endsAt: null, ...more });
const objective = (holder: ObjectiveTarget['holder']): ObjectiveTarget =>
  ({ id: 6, category: 'objective', type: 'landmark', state: holder ? 'held' : 'native', holder, targetVillageId: null, endsAt: null });
const ask = (moveType: 'attack' | 'siege' | 'reinforce' | 'scout' | 'settle' | 'move', units: Record<string, number> = { melee1: 5 }, targets?: string[]) =>
  ({ units, x: 3, y: 3, moveType, targets });

describe('checkSendToObjective', () => {
  it('attack and scout an event head for its tile; siege and move are refused (notByArmy), settle too', () => {
    expect(checkSendToObjective(ask('attack'), w, event('attack1'))).toMatchObject({ ok: true, kind: 'attack', toVillageId: null, warnings: [] });
    expect(checkSendToObjective(ask('scout', { cav2: 3 }), w, event('attack1', 'camp'))).toMatchObject({ ok: true, kind: 'scout' });
    expect(checkSendToObjective(ask('scout'), w, event('attack1'))).toEqual({ ok: false, error: SEND_TEXT.scoutsOnly });
    expect(checkSendToObjective(ask('siege'), w, event('attack1'))).toEqual({ ok: false, error: OBJECTIVES_TEXT.notByArmy });
    expect(checkSendToObjective(ask('move'), w, event('attack1'))).toEqual({ ok: false, error: OBJECTIVES_TEXT.notByArmy });
    expect(checkSendToObjective(ask('settle', { special1: 1 }), w, event('attack1'))).toEqual({ ok: false, error: OBJECTIVES_TEXT.settleObjective });
    expect(checkSendToObjective(ask('attack', { melee1: 1 }, ['farm']), w, event('attack1'))).toEqual({ ok: false, error: SEND_TEXT.siegeTargets });
    expect(checkSendToObjective(ask('attack', {}), w, event('attack1'))).toEqual({ ok: false, error: SEND_TEXT.noUnits });
  });
  it('an ended event is refused', () => {
    expect(checkSendToObjective(ask('attack'), w, event('attack1', 'cleared'))).toEqual({ ok: false, error: OBJECTIVES_TEXT.ended });
  });
  it('reinforcing a defend event goes to the village its natives march on, warned when late', () => {
    const e = event('defend1', 'active', { targetVillageId: 44, endsAt: 1000 });
    expect(checkSendToObjective(ask('reinforce'), w, e, 999)).toMatchObject({ ok: true, kind: 'event_defending', toVillageId: 44, warnings: [] });
    expect(checkSendToObjective(ask('reinforce'), w, e, 1000)).toMatchObject({ ok: true, warnings: [] });
    expect(checkSendToObjective(ask('reinforce'), w, e, 1001)).toMatchObject({ ok: true, warnings: [SEND_TEXT.eventDefenceLate] });
    expect(checkSendToObjective(ask('reinforce'), w, event('defend1', 'active'))).toEqual({ ok: false, error: OBJECTIVES_TEXT.reinforceNotAllowed });
    expect(checkSendToObjective(ask('reinforce'), w, event('attack1'))).toEqual({ ok: false, error: OBJECTIVES_TEXT.reinforceNotAllowed });
  });
  it('objectives: own or Empire-held ones are reinforced, never attacked; others attacked, never reinforced', () => {
    for (const holder of [{ user_id: 1, empire_id: null }, { user_id: 2, empire_id: 10 }]) {
      expect(checkSendToObjective(ask('attack'), w, objective(holder))).toEqual({ ok: false, error: OBJECTIVES_TEXT.ownObjective });
      expect(checkSendToObjective(ask('reinforce'), w, objective(holder))).toMatchObject({ ok: true, kind: 'reinforce', toVillageId: null });
    }
    for (const holder of [null, { user_id: 3, empire_id: 11 }, { user_id: 3, empire_id: null }]) {
      expect(checkSendToObjective(ask('attack'), w, objective(holder))).toMatchObject({ ok: true, kind: 'attack' });
      expect(checkSendToObjective(ask('reinforce'), w, objective(holder))).toEqual({ ok: false, error: OBJECTIVES_TEXT.reinforceNotAllowed });
    }
  });
  it('natives to fight: an active attack event or any camp', () => {
    expect(eventHasNatives('attack1', 'active')).toBe(true);
    expect(eventHasNatives('defend1', 'camp')).toBe(true);
    expect(eventHasNatives('supply1', 'active')).toBe(false);
    expect(eventHasNatives('attack2', 'cleared')).toBe(false);
  });
});
