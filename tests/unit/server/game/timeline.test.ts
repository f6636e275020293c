import { describe, expect, it } from 'vitest';
import { TIMELINE_DAYS, timeline, timelineDate, timelineReached } from '../../../../server/game/timeline';

const start = new Date('2026-01-01T00:00:00Z');

describe('server timeline', () => {
  it('puts start, landmarks, monument sites, activation and artifacts at 0/7/14/21/28 days at speed 1', () => {
    expect(timeline(start, 1).map((e) => [e.type, e.at.toISOString()])).toEqual([
      ['game_start', '2026-01-01T00:00:00.000Z'],
      ['landmarks', '2026-01-08T00:00:00.000Z'],
      ['monument_sites', '2026-01-15T00:00:00.000Z'],
      ['monument_activation', '2026-01-22T00:00:00.000Z'],
      ['artifacts', '2026-01-29T00:00:00.000Z'],
    ]);
  });

  it('divides the offsets by the speed', () => {
    expect(timelineDate('landmarks', start, 7).toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(timelineDate('artifacts', start, 24 * 28).toISOString()).toBe('2026-01-01T01:00:00.000Z');
    expect(timelineDate('monument_sites', start, 0.5).toISOString()).toBe('2026-01-29T00:00:00.000Z');
    expect(timelineDate('game_start', start, 1000).getTime()).toBe(start.getTime());
  });

  it('is ordered and has one entry per type', () => {
    const t = timeline(start, 3);
    expect(t.map((e) => e.type).sort()).toEqual(Object.keys(TIMELINE_DAYS).sort());
    for (let i = 1; i < t.length; i++) expect(t[i].at.getTime()).toBeGreaterThan(t[i - 1].at.getTime());
  });

  it('says whether a date has come', () => {
    const at = timelineDate('landmarks', start, 1);
    expect(timelineReached('landmarks', start, 1, new Date(at.getTime() - 1))).toBe(false);
    expect(timelineReached('landmarks', start, 1, at)).toBe(true);
  });

  it('refuses a speed that is not positive', () => {
    expect(() => timeline(start, 0)).toThrow();
    expect(() => timeline(start, Number.NaN)).toThrow();
  });
});
