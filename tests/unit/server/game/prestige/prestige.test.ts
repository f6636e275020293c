import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addPrestige, claimWins, defaultPrestigeMessage, invalidAward, NO_PRESTIGE, PRESTIGE_AWARD_MAX, PRESTIGE_MESSAGES, PRESTIGE_TYPES,
  prestigeTotal, reachesVictory, type PrestigeType, type VictoryClaim,
} from '../../../../../server/game/prestige';

const T = Date.parse('2026-06-01T12:00:00Z');
const claim = (empireId: number, dt: number, prestige: number): VictoryClaim => ({ empireId, at: new Date(T + dt), prestige });
const won = (empireId: number | null, dt: number, prestige: number) => ({ finishedAt: new Date(T + dt), winner: { empireId, prestige } });

describe('prestige awards (server/game/prestige.ts)', () => {
  it('takes whole amounts from 1 of the four kinds, each with its own messages', () => {
    for (const type of PRESTIGE_TYPES) {
      expect(invalidAward({ type, amount: 1 })).toBeNull();
      expect(invalidAward({ type, amount: PRESTIGE_AWARD_MAX })).toBeNull();
      expect(invalidAward({ type, amount: 1, messageType: defaultPrestigeMessage(type) })).toBeNull();
      for (const amount of [0, -1, 1.5, Number.NaN, Infinity, PRESTIGE_AWARD_MAX + 1]) expect(invalidAward({ type, amount }), `${type} ${amount}`).not.toBeNull();
    }
    expect(invalidAward({ type: 'gold', amount: 1 })).toMatch(/unknown/);
    expect(invalidAward({ type: 'monument', amount: 10, messageType: 'monument_completed' })).toBeNull();
    expect(invalidAward({ type: 'landmark', amount: 1, messageType: 'monument_completed' })).toMatch(/does not belong/);
    expect(invalidAward({ type: 'vps', amount: 1, messageType: 'member_joined' })).toMatch(/does not belong/);
    expect(Object.fromEntries(PRESTIGE_TYPES.map((t) => [t, defaultPrestigeMessage(t)]))).toEqual({
      vps: 'milestone_vp_gained', landmark: 'landmark_vp_gained', monument: 'monument_vp_gained', artifact: 'artifact_vp_gained',
    });
    expect(PRESTIGE_MESSAGES.monument).toContain('monument_completed');
  });

  it('property: a run of valid awards only ever grows the total, each kind by exactly its awards', () => {
    const award = fc.record({ type: fc.constantFrom(...PRESTIGE_TYPES), amount: fc.integer({ min: -5, max: 50 }) });
    fc.assert(fc.property(fc.array(award, { maxLength: 60 }), (awards) => {
      let p = NO_PRESTIGE;
      const sums: Record<PrestigeType, number> = { ...NO_PRESTIGE };
      for (const a of awards) {
        if (invalidAward(a)) { expect(a.amount).toBeLessThan(1); continue; }
        const next = addPrestige(p, a.type, a.amount);
        expect(prestigeTotal(next)).toBe(prestigeTotal(p) + a.amount);
        for (const t of PRESTIGE_TYPES) expect(next[t]).toBeGreaterThanOrEqual(p[t]);
        sums[a.type] += a.amount;
        p = next;
      }
      expect(p).toEqual(sums);
    }));
  });

  it('the line is reached at or above it; a line of 0 is never reached', () => {
    expect(reachesVictory(99, 100)).toBe(false);
    expect(reachesVictory(100, 100)).toBe(true);
    expect(reachesVictory(140, 100)).toBe(true);
    expect(reachesVictory(5, 0)).toBe(false);
  });
});

describe('who wins the world (claimWins)', () => {
  it('the first claim finishes an open world', () => {
    expect(claimWins(claim(4, 0, 100), { finishedAt: null, winner: null })).toBe(true);
  });

  it('the earliest instant wins, whatever the totals', () => {
    expect(claimWins(claim(4, -1, 100), won(2, 0, 500))).toBe(true);
    expect(claimWins(claim(4, 1, 900), won(2, 0, 100))).toBe(false);
  });

  it('at one instant: the higher total, then the lower Empire id; the winner\'s own award refreshes its total', () => {
    expect(claimWins(claim(4, 0, 105), won(2, 0, 100))).toBe(true);
    expect(claimWins(claim(4, 0, 100), won(2, 0, 105))).toBe(false);
    expect(claimWins(claim(1, 0, 100), won(2, 0, 100))).toBe(true);
    expect(claimWins(claim(3, 0, 100), won(2, 0, 100))).toBe(false);
    expect(claimWins(claim(2, 0, 101), won(2, 0, 100))).toBe(true);
    expect(claimWins(claim(2, 0, 100), won(2, 0, 100))).toBe(false);
  });

  it('a world finished by an operator (no winner) is taken only by a claim before it', () => {
    const byHand = { finishedAt: new Date(T), winner: null };
    expect(claimWins(claim(4, 0, 100), byHand)).toBe(false);
    expect(claimWins(claim(4, -1, 100), byHand)).toBe(true);
  });

  it('property: any commit order of the same claims ends with the same winner (the earliest, then highest, then lowest id)', () => {
    const claims = fc.array(fc.record({ empireId: fc.integer({ min: 1, max: 6 }), dt: fc.integer({ min: 0, max: 3 }), prestige: fc.integer({ min: 100, max: 110 }) }), { minLength: 1, maxLength: 12 });
    fc.assert(fc.property(claims, fc.infiniteStream(fc.nat()), (cs, seeds) => {
      // One Empire's totals grow with its awards: keep each Empire's claims in increasing total order.
      const ordered = [...cs].sort((a, b) => a.empireId - b.empireId || a.prestige - b.prestige);
      const run = (order: typeof cs) => {
        let w: { finishedAt: Date | null; winner: { empireId: number; prestige: number } | null } = { finishedAt: null, winner: null };
        for (const c of order) {
          const k = claim(c.empireId, c.dt, c.prestige);
          if (claimWins(k, w)) w = { finishedAt: k.at, winner: { empireId: c.empireId, prestige: c.prestige } };
        }
        return w;
      };
      // Interleave the Empires' claim sequences at random (a commit order), each Empire's own order kept.
      const queues = new Map<number, typeof cs>();
      for (const c of ordered) queues.set(c.empireId, [...(queues.get(c.empireId) ?? []), c]);
      const it = seeds[Symbol.iterator]();
      const shuffled: typeof cs = [];
      while (queues.size) {
        const keys = [...queues.keys()];
        const k = keys[it.next().value % keys.length]!;
        const q = queues.get(k)!;
        shuffled.push(q.shift()!);
        if (!q.length) queues.delete(k);
      }
      const best = [...cs].sort((a, b) => a.dt - b.dt || b.prestige - a.prestige || a.empireId - b.empireId)[0]!;
      const end = run(shuffled);
      expect(end.finishedAt?.getTime()).toBe(T + best.dt);
      expect(end.winner?.empireId).toBe(best.empireId);
    }));
  });
});
