import { describe, expect, it } from 'vitest';
import { simulateNewVillage } from '../../../../../server/game/balance/firstHour';

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * The balance a new player can follow (issue 13, point 5; docs/RULES.md "First hour"): a village founded
 * at speed 1 following the greedy plan of server/game/balance/firstHour.ts, with the real rules and tables.
 */
describe('a new village at speed 1', () => {
  const run = simulateNewVillage({ hours: 72 });

  it('completes its first research within the first hour and the second within a day', () => {
    expect(run.researchDone.length).toBeGreaterThanOrEqual(2);
    expect(run.researchDone[0].at).toBeLessThanOrEqual(60 * MIN);
    expect(run.researchDone[1].at).toBeLessThanOrEqual(24 * HOUR);
  });

  it('science is queued from the start of the first research', () => {
    const started = run.events.find((e) => e.kind === 'research_started')!;
    const science = run.events.find((e) => e.kind === 'queued' && e.what === 'science')!;
    expect(started.at).toBe(0);
    expect(science.at).toBe(0);
  });

  it('storage never blocks a cost the plan needs', () => {
    expect(run.storageBlocked).toEqual([]);
  });

  it('keeps net food positive and grows: production, science and population rise over three days', () => {
    for (const h of run.hourly) expect(h.food_net).toBeGreaterThan(0);
    const first = run.hourly[0];
    const last = run.hourly[run.hourly.length - 1];
    expect(last.production).toBeGreaterThan(first.production * 5);
    expect(last.science).toBeGreaterThan(0);
    expect(last.population).toBeGreaterThan(first.population);
  });

  it('is deterministic (a pure function of its options)', () => {
    expect(simulateNewVillage({ hours: 6 })).toEqual(simulateNewVillage({ hours: 6 }));
  });
});
