import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createEventStage, eventMsLeft, restoreEventStage, settleEventStage, stepEventStage, type EventStageEvent, type EventStageStep, type PersistedEventStage,
} from '../../../machines/eventStage';
import type { EventType } from '../../../server/game/data/events';
import { splitRewards, stageDurationMs, stageRewards } from '../../../server/game/events';

/** Event scripts against the eventStage machine: every path of GAME.md section 8 ends in the state it asserts. */

const H = 3_600_000;
const T0 = Date.parse('2026-06-01T12:00:00Z');

function run(type: EventType, events: EventStageEvent[], difficulty: 1 | 2 | 3 = 1, speed = 1) {
  let p = createEventStage({ type, difficulty, speed, now: T0 });
  const steps: EventStageStep[] = [];
  for (const e of events) {
    const s = stepEventStage(p, e);
    steps.push(s);
    p = s.next;
  }
  return {
    p, steps,
    refused: steps.map((s) => s.refused).filter(Boolean),
    paid: steps.map((s) => s.paid).filter(Boolean),
    outcomes: steps.map((s) => s.outcome).filter(Boolean),
  };
}

describe('eventStage machine: attack events', () => {
  it('starts active at stage 1 with the stage timer at its duration', () => {
    const p = createEventStage({ type: 'attack1', difficulty: 2, speed: 1, now: T0 });
    expect(p.value).toBe('active');
    expect(p.context).toMatchObject({ kind: 'attack', stage: 1, stages: 3, stageEndsAt: T0 + 8 * H, history: [], supplyTarget: 0 });
    expect(eventMsLeft(p, T0 + H)).toBe(7 * H);
  });

  it('cleared: every stage won pays that stage once, to its own contributors; the final one names the conqueror', () => {
    const { p, paid, outcomes, refused } = run('attack1', [
      { type: 'BATTLE_LOST', now: T0 + H, userId: 5, kills: 10 },
      { type: 'BATTLE_WON', now: T0 + 2 * H, userId: 7, kills: 30 },
      { type: 'BATTLE_WON', now: T0 + 3 * H, userId: 7, kills: 80 },
      { type: 'GARRISON_DESTROYED', now: T0 + 4 * H },
    ]);
    expect(refused).toEqual([]);
    expect(p.value).toBe('cleared');
    expect(outcomes).toEqual(['cleared']);
    expect(paid).toEqual([
      { stage: 1, contributions: [{ userId: 5, value: 10 }, { userId: 7, value: 30 }] },
      { stage: 2, contributions: [{ userId: 7, value: 80 }] },
      { stage: 3, contributions: [] },
    ]);
    expect(p.context.conqueror).toBeNull();
    expect(p.context.endedAt).toBe(T0 + 4 * H);
    // A stage cleared early starts the next one at once, with the next stage's duration.
    expect(p.context.history.map((h) => [h.stage, h.result, h.at])).toEqual([[1, 'cleared', T0 + 2 * H], [2, 'cleared', T0 + 3 * H], [3, 'cleared', T0 + 4 * H]]);
  });

  it('attack2: the final garrison destroyed by a player makes that player the conqueror of the outpost', () => {
    const { p } = run('attack2', [
      { type: 'BATTLE_WON', now: T0 + H, userId: 3, kills: 100 },
      { type: 'BATTLE_WON', now: T0 + 2 * H, userId: 4, kills: 100 },
    ]);
    expect(p.value).toBe('cleared');
    expect(p.context.conqueror).toBe(4);
  });

  it('camp: stages that run out grow the natives without reward; the final one running out makes a camp', () => {
    const { p, paid, outcomes } = run('attack1', [
      { type: 'TICK', now: T0 + 8 * H - 1 },
      { type: 'TICK', now: T0 + 8 * H },
      { type: 'BATTLE_WON', now: T0 + 9 * H, userId: 1, kills: 5 },
      { type: 'TICK', now: T0 + 17 * H },
    ]);
    expect(paid).toEqual([{ stage: 2, contributions: [{ userId: 1, value: 5 }] }]);
    expect(p.value).toBe('camp');
    expect(outcomes).toEqual(['camp']);
    expect(p.context.history.map((h) => h.result)).toEqual(['expired', 'cleared', 'expired']);
    expect(p.context.endedAt).toBe(T0 + 17 * H);
  });

  it('every step says when the next TICK is due: moved by an early clear, none once ended', () => {
    const { steps } = run('attack1', [
      { type: 'BATTLE_WON', now: T0 + H, userId: 1, kills: 1 },
      { type: 'TICK', now: T0 + 8 * H },
      { type: 'TICK', now: T0 + 9 * H },
      { type: 'TICK', now: T0 + 17 * H },
      { type: 'TICK', now: T0 + 25 * H },
    ]);
    // The old timer (8 h) finds stage 2 running until 9 h and changes nothing; stage 3 runs 9 h to 17 h.
    expect(steps.map((s) => [s.dueAt, s.outcome])).toEqual([
      [T0 + 9 * H, null], [T0 + 9 * H, null], [T0 + 17 * H, null], [null, 'camp'], [null, null],
    ]);
  });

  it('settleEventStage catches up every due stage at its own instant (a world down for a day)', () => {
    const p = createEventStage({ type: 'attack1', difficulty: 1, speed: 1, now: T0 });
    expect(settleEventStage(p, T0 + 8 * H - 1)).toEqual([]);
    const steps = settleEventStage(p, T0 + 30 * H);
    expect(steps.map((s) => s.outcome)).toEqual([null, null, 'camp']);
    expect(steps[2].next.context.history.map((h) => [h.stage, h.result, h.at])).toEqual([
      [1, 'expired', T0 + 8 * H], [2, 'expired', T0 + 16 * H], [3, 'expired', T0 + 24 * H],
    ]);
    expect(settleEventStage(steps[2].next, T0 + 99 * H)).toEqual([]);
  });

  it('an expired stage starts the next at its end, not at the late tick', () => {
    const { p } = run('attack1', [{ type: 'TICK', now: T0 + 10 * H }]);
    expect(p.context).toMatchObject({ stage: 2, stageStartedAt: T0 + 8 * H, stageEndsAt: T0 + 16 * H });
  });

  it('stage durations divide by the world speed', () => {
    const p = createEventStage({ type: 'attack2', difficulty: 1, speed: 10, now: T0 });
    expect(p.context.stageEndsAt - T0).toBe(stageDurationMs('attack2', 1, 10));
    expect(p.context.stageEndsAt - T0).toBe(1.2 * H);
  });

  it('a battle after the stage end is refused late; another kind of event is refused wrongKind', () => {
    const { p, refused } = run('attack1', [
      { type: 'BATTLE_WON', now: T0 + 8 * H + 1, userId: 1, kills: 1 },
      { type: 'DELIVERY', now: T0, userId: 1, amount: 10 },
      { type: 'DEFENCE_WON', now: T0, contributions: [] },
    ]);
    expect(refused).toEqual(['late', 'wrongKind', 'wrongKind']);
    expect(p).toEqual(createEventStage({ type: 'attack1', difficulty: 1, speed: 1, now: T0 }));
  });

  it('a timer and a battle at the same instant: one outcome, whichever is applied first', () => {
    const base = run('attack2', [{ type: 'BATTLE_WON', now: T0 + H, userId: 2, kills: 1 }]).p;
    const ends = base.context.stageEndsAt;
    // Battle first: the final garrison falls at its last instant; the timer then finds the event ended.
    const a = stepEventStage(base, { type: 'BATTLE_WON', now: ends, userId: 9, kills: 50 });
    const a2 = stepEventStage(a.next, { type: 'TICK', now: ends });
    expect([a.outcome, a2.outcome, a2.refused]).toEqual(['cleared', null, 'ended']);
    expect(a2.next).toEqual(a.next);
    // Timer first: a camp; the battle then is refused and pays nothing.
    const b = stepEventStage(base, { type: 'TICK', now: ends });
    const b2 = stepEventStage(b.next, { type: 'BATTLE_WON', now: ends, userId: 9, kills: 50 });
    expect([b.outcome, b2.outcome, b2.refused, b2.paid]).toEqual(['camp', null, 'ended', null]);
  });
});

describe('eventStage machine: defend events', () => {
  it('won defence -> rewarded, split by defence shares', () => {
    const { p, paid, outcomes } = run('defend1', [
      { type: 'DEFENCE_WON', now: T0 + 6 * H, contributions: [{ userId: 1, value: 300 }, { userId: 2, value: 100 }, { userId: 1, value: 100 }] },
    ]);
    expect(p.value).toBe('rewarded');
    expect(outcomes).toEqual(['rewarded']);
    expect(paid).toEqual([{ stage: 1, contributions: [{ userId: 1, value: 400 }, { userId: 2, value: 100 }] }]);
  });

  it('lost defence -> camp, nothing paid', () => {
    const { p, paid, outcomes } = run('defend1', [{ type: 'DEFENCE_LOST', now: T0 + 6 * H }]);
    expect([p.value, paid, outcomes]).toEqual(['camp', [], ['camp']]);
    expect(p.context.history).toEqual([{ stage: 1, result: 'lost', at: T0 + 6 * H, contributions: {} }]);
  });

  it('undefended: the arrival passes with no defence fought -> camp', () => {
    const { p, outcomes } = run('defend1', [{ type: 'TICK', now: T0 + 5 * H }, { type: 'TICK', now: T0 + 6 * H }]);
    expect([p.value, outcomes]).toEqual(['camp', ['camp']]);
  });
});

describe('eventStage machine: supply events', () => {
  it('target reached before the deadline -> rewarded; the overshoot is returned, later deliveries returned whole', () => {
    const target = createEventStage({ type: 'supply1', difficulty: 1, speed: 1, now: T0 }).context.supplyTarget;
    expect(target).toBe(20000);
    const { p, steps, paid } = run('supply1', [
      { type: 'DELIVERY', now: T0 + H, userId: 1, amount: 12000 },
      { type: 'DELIVERY', now: T0 + 2 * H, userId: 2, amount: 9000 },
      { type: 'DELIVERY', now: T0 + 3 * H, userId: 3, amount: 500 },
    ]);
    expect(p.value).toBe('rewarded');
    expect(steps.map((s) => s.delivery)).toEqual([
      { accepted: 12000, returned: 0, delivered: 12000, reached: false },
      { accepted: 8000, returned: 1000, delivered: 20000, reached: true },
      { accepted: 0, returned: 500, delivered: 20000, reached: false },
    ]);
    expect(steps[2].refused).toBe('ended');
    expect(paid).toEqual([{ stage: 1, contributions: [{ userId: 1, value: 12000 }, { userId: 2, value: 8000 }] }]);
  });

  it('target missed -> failed at the deadline; every contribution is lost, nothing paid; a late delivery goes back', () => {
    const { p, paid, outcomes, steps } = run('supply2', [
      { type: 'DELIVERY', now: T0 + H, userId: 1, amount: 30 },
      { type: 'DELIVERY', now: T0 + 25 * H, userId: 1, amount: 30 },
      { type: 'TICK', now: T0 + 24 * H },
    ]);
    expect(steps[1].refused).toBe('late');
    expect(steps[1].delivery).toEqual({ accepted: 0, returned: 30, delivered: 30, reached: false });
    expect(p.value).toBe('failed');
    expect(outcomes).toEqual(['failed']);
    expect(paid).toEqual([]);
    expect(p.context.history).toEqual([{ stage: 1, result: 'failed', at: T0 + 24 * H, contributions: { 1: 30 } }]);
  });
});

describe('eventStage snapshot', () => {
  it('survives JSON (events.snapshot is jsonb) and steps the same after rehydration', () => {
    const live = run('attack1', [{ type: 'BATTLE_WON', now: T0 + H, userId: 4, kills: 12 }, { type: 'BATTLE_LOST', now: T0 + 2 * H, userId: 5, kills: 3 }]).p;
    const stored = JSON.parse(JSON.stringify(live)) as PersistedEventStage;
    expect(stored).toEqual(live);
    expect(restoreEventStage(stored).value).toBe('active');
    const e: EventStageEvent = { type: 'BATTLE_WON', now: T0 + 3 * H, userId: 6, kills: 7 };
    expect(stepEventStage(stored, e)).toEqual(stepEventStage(live, e));
    expect(stepEventStage(stored, e).paid).toEqual({ stage: 2, contributions: [{ userId: 5, value: 3 }, { userId: 6, value: 7 }] });
  });
});

describe('eventStage properties', () => {
  const types: EventType[] = ['attack1', 'attack2', 'defend1', 'supply1', 'supply2'];
  const anEvent = fc.oneof(
    fc.record({ type: fc.constant('TICK' as const), now: fc.integer({ min: 0, max: 40 * H }) }),
    fc.record({ type: fc.constant('BATTLE_WON' as const), now: fc.integer({ min: 0, max: 40 * H }), userId: fc.integer({ min: 1, max: 4 }), kills: fc.integer({ min: 0, max: 500 }) }),
    fc.record({ type: fc.constant('BATTLE_LOST' as const), now: fc.integer({ min: 0, max: 40 * H }), userId: fc.integer({ min: 1, max: 4 }), kills: fc.integer({ min: 0, max: 500 }) }),
    fc.record({ type: fc.constant('GARRISON_DESTROYED' as const), now: fc.integer({ min: 0, max: 40 * H }) }),
    fc.record({ type: fc.constant('DELIVERY' as const), now: fc.integer({ min: 0, max: 40 * H }), userId: fc.integer({ min: 1, max: 4 }), amount: fc.integer({ min: 0, max: 30000 }) }),
    fc.record({ type: fc.constant('DEFENCE_WON' as const), now: fc.integer({ min: 0, max: 40 * H }), contributions: fc.array(fc.record({ userId: fc.integer({ min: 1, max: 4 }), value: fc.integer({ min: 0, max: 100 }) })) }),
    fc.record({ type: fc.constant('DEFENCE_LOST' as const), now: fc.integer({ min: 0, max: 40 * H }) }),
  );

  it('every stage is paid at most once, the pool is never overpaid, one outcome at most, deliveries conserved', () => {
    fc.assert(fc.property(fc.constantFrom(...types), fc.constantFrom(1 as const, 2 as const, 3 as const), fc.array(anEvent, { maxLength: 30 }), (type, difficulty, raw) => {
      // The world applies events in instant order.
      const events = [...raw].sort((a, b) => a.now - b.now).map((e) => ({ ...e, now: T0 + e.now })) as EventStageEvent[];
      const { p, steps, paid, outcomes } = run(type, events, difficulty);
      const stages = paid.map((x) => x!.stage);
      expect(new Set(stages).size).toBe(stages.length);
      expect(outcomes.length).toBeLessThanOrEqual(1);
      if (outcomes.length === 1) expect(outcomes[0]).toBe(p.value);
      for (const x of paid) {
        const pool = stageRewards(type, difficulty, x!.stage);
        const payouts = splitRewards(pool, x!.contributions);
        for (const k of ['wood', 'stone', 'iron', 'food', 'aether'] as const) {
          expect(payouts.reduce((a, o) => a + o.rewards[k], 0)).toBeLessThanOrEqual(pool[k]);
        }
      }
      let accepted = 0;
      for (const s of steps) {
        if (!s.delivery) continue;
        accepted += s.delivery.accepted;
        expect(s.delivery.accepted + s.delivery.returned).toBeGreaterThanOrEqual(0);
      }
      expect(accepted).toBe(p.context.supplied);
      expect(p.context.supplied).toBeLessThanOrEqual(p.context.supplyTarget);
    }), { numRuns: 300 });
  });
});
