import { describe, expect, it } from 'vitest';
import { buildingsLowered, productionOf, queueBuilding, queuePoints, settleQueue } from '../../../../../server/game/queue';
import { aVillage, ctxFor, envFor, H, rich, T0, withIds } from './fixtures';

/** buildingsLowered: the queue after a siege lowered levels (GAME.md section 6, docs/RULES.md section 12). */
describe('buildingsLowered', () => {
  const env = envFor();
  const setLevel = (v: ReturnType<typeof aVillage>, type: string, level: number) => ({
    ...v, buildings: v.buildings.map((b) => (b.type === type ? { ...b, level } : b)),
  });

  it('re-targets queued building items to the levels standing now and keeps their cost and work', () => {
    let v = setLevel(aVillage({ stock: rich }), 'farm', 5);
    for (let i = 0; i < 2; i++) {
      const r = queueBuilding(v, { type: 'farm', builders: 0, isNew: false }, ctxFor());
      if (!r.ok) throw new Error(r.error.message);
      v = withIds(r.economy);
    }
    expect(v.queue.map((e) => e.level)).toEqual([6, 7]);
    const lowered = buildingsLowered(setLevel(v, 'farm', 2), T0 + H / 10, env);
    expect(lowered.queue.map((e) => e.level)).toEqual([3, 4]);
    expect(lowered.queue.map((e) => [e.work, e.cost])).toEqual(v.queue.map((e) => [e.work, e.cost]));
    // Completing both gives exactly the re-targeted levels.
    const done = settleQueue(lowered, T0 + 1000 * H, env);
    expect(done.completed.map((c) => c.effect)).toEqual([
      { kind: 'building', type: 'farm', level: 3 }, { kind: 'building', type: 'farm', level: 4 },
    ]);
  });

  it('keeps the work done at the old production and finishes the rest at the new one', () => {
    const base = setLevel(aVillage({ stock: rich }), 'town_hall', 10);
    const before = productionOf(env, base.buildings);
    const r = queuePoints(base, { kind: 'culture', amount: before, builders: 0 }, ctxFor());
    if (!r.ok) throw new Error(r.error.message);
    const v = withIds(r.economy);
    expect(v.queue[0].dueAt).toBe(T0 + H); // `before` points at `before` per hour
    const lowered = setLevel(v, 'town_hall', 1);
    const after = productionOf(env, lowered.buildings);
    expect(after).toBeLessThan(before);
    // A quarter of the work is done after 15 minutes; the other three quarters take 0.75 x before / after hours.
    const out = buildingsLowered(lowered, T0 + H / 4, env);
    expect(out.queue[0].item.context.workDone).toBeCloseTo(before / 4, 9);
    expect(out.queue[0].dueAt).toBe(T0 + H / 4 + Math.ceil(((before * 0.75) / after) * H));
    // An unchanged production leaves the due time as it was.
    expect(buildingsLowered(v, T0 + H / 4, env).queue[0].dueAt).toBe(T0 + H);
  });
});
