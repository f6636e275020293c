import { describe, expect, it } from 'vitest';
import { timelineStatus } from '../../../../client/routes/auth/ServerInfo';

describe('the login page timeline', () => {
  const now = Date.parse('2030-03-22T12:00:00Z');
  const past = '2030-03-20T00:00:00.000Z';
  const future = '2030-03-29T00:00:00.000Z';
  it('an entry the world acted on has appeared', () => {
    expect(timelineStatus({ type: 'landmarks', at: past, spawned: true }, now)).toBe('appeared');
  });
  it('a reached date the world has not acted on yet is due', () => {
    expect(timelineStatus({ type: 'landmarks', at: past, spawned: false }, now)).toBe('due');
    expect(timelineStatus({ type: 'artifacts', at: new Date(now).toISOString(), spawned: false }, now)).toBe('due');
  });
  it('a future entry is upcoming', () => {
    expect(timelineStatus({ type: 'artifacts', at: future, spawned: false }, now)).toBe('upcoming');
    expect(timelineStatus({ type: 'artifacts', at: future }, now)).toBe('upcoming');
  });
  it('without spawned (an older server) a reached date reads as appeared', () => {
    expect(timelineStatus({ type: 'game_start', at: past }, now)).toBe('appeared');
  });
});
