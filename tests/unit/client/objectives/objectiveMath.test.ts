import { describe, expect, it } from 'vitest';
import {
  arrivalText, difficultyText, formatTiles, objectiveActions, objectiveIcon, objectiveName, sortObjectives, sortOf, stageProgress, stateText, tileDistance,
} from '../../../../client/routes/objectives/objectiveMath';
import { interpolate, panelText } from '../../../../client/panels/text';

const t = (key: string, vars?: Record<string, string | number>) => interpolate(panelText(key) ?? key, vars);
const at = (id: number, type: string, x: number, y: number, ends_at: string | null = null) => ({ id, type, x, y, ends_at });

describe('sortObjectives', () => {
  const list = [
    at(1, 'landmark', 10, 0, null),
    at(2, 'attack1', 3, 4, '2026-01-01T05:00:00Z'),
    at(3, 'supply1', -1, 0, '2026-01-01T02:00:00Z'),
    at(4, 'attack1', 0, 2, null),
    at(5, 'defend1', 6, 8, '2026-01-01T02:00:00Z'),
  ];
  it('by distance from the village, nearest first, ties by id', () => {
    expect(sortObjectives(list, 'distance', { x: 0, y: 0 }).map((o) => o.id)).toEqual([3, 4, 2, 1, 5]);
    expect(sortObjectives([at(9, 'attack1', 1, 0), at(8, 'attack1', 0, 1)], 'distance', { x: 0, y: 0 }).map((o) => o.id)).toEqual([8, 9]);
  });
  it('without a village, by id', () => {
    expect(sortObjectives(list, 'distance').map((o) => o.id)).toEqual([1, 2, 3, 4, 5]);
  });
  it('by type: events in table order, then objectives; nearest first within a type', () => {
    expect(sortObjectives(list, 'type', { x: 0, y: 0 }).map((o) => o.id)).toEqual([4, 2, 5, 3, 1]);
  });
  it('by deadline: soonest first, equal deadlines nearest first, none last', () => {
    expect(sortObjectives(list, 'deadline', { x: 0, y: 0 }).map((o) => o.id)).toEqual([3, 5, 2, 4, 1]);
  });
  it('does not change the list it is given', () => {
    const copy = [...list];
    sortObjectives(list, 'type');
    expect(list).toEqual(copy);
  });
  it('reads ?sort=, unknown values are distance', () => {
    expect(sortOf('type')).toBe('type');
    expect(sortOf('deadline')).toBe('deadline');
    expect(sortOf('bogus')).toBe('distance');
    expect(sortOf(null)).toBe('distance');
  });
});

describe('texts and numbers', () => {
  it('measures tiles as movement does and prints one decimal', () => {
    expect(tileDistance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(formatTiles(tileDistance({ x: 0, y: 0 }, { x: 1, y: 1 }))).toBe('1.4');
    expect(formatTiles(7)).toBe('7.0');
  });
  it('names events and objectives from their catalogue keys', () => {
    expect(objectiveName(t, { name: 'events.attack2', type: 'attack2', category: 'event' })).toBe('Native outpost');
    expect(objectiveName(t, { name: 'objectives.monument', type: 'monument', category: 'objective' })).toBe('Monument site');
    expect(objectiveName(t, { name: 'Old name', type: 'supply2', category: 'event' })).toBe('Aether deposit');
  });
  it('says states, difficulty and the estimated arrival', () => {
    expect(stateText(t, { state: 'camp', holder: null })).toBe('Native camp');
    expect(stateText(t, { state: 'native', holder: null })).toBe('Held by natives');
    expect(stateText(t, { state: 'held', holder: null })).toBe('Held');
    expect(difficultyText(t, 3)).toBe('Hard');
    expect(difficultyText(t, null)).toBe('');
    expect(arrivalText(t, { key: 'events.underMinutes', count: 30 })).toBe('under 30 minutes');
    expect(arrivalText(t, { key: 'events.underHours', count: 6 })).toBe('under 6 hours');
    expect(arrivalText(t, { key: 'events.over24' })).toBe('over 24 hours');
    expect(arrivalText(t, null)).toBe('');
  });
  it('gives every type an icon', () => {
    for (const type of ['attack1', 'attack2', 'defend1', 'supply1', 'supply2', 'landmark', 'monument', 'artifact']) expect(objectiveIcon(type)).toMatch(/:/);
    expect(objectiveIcon('monument')).toBe('tile:monument');
  });
  it('measures the stage between its start and its end', () => {
    const a = '2026-01-01T00:00:00Z';
    const b = '2026-01-01T01:00:00Z';
    expect(stageProgress(a, b, Date.parse('2026-01-01T00:15:00Z'))).toBe(0.25);
    expect(stageProgress(a, b, Date.parse('2026-01-01T02:00:00Z'))).toBe(1);
    expect(stageProgress(a, b, Date.parse('2025-12-31T00:00:00Z'))).toBe(0);
    expect(stageProgress(null, b, 0)).toBe(0);
  });
});

describe('objectiveActions', () => {
  const ev = (type: string, state = 'active') => ({ category: 'event' as const, type: type as 'attack1', x: 4, y: -3, state: state as 'active', holder: null });
  it('attack events: Attack and Scout at the tile, camps too', () => {
    expect(objectiveActions(ev('attack1'), 1)).toEqual([
      { key: 'attack', to: '/village/army/send?x=4&y=-3&moveType=attack' }, { key: 'scout', to: '/village/army/send?x=4&y=-3&moveType=scout' },
    ]);
    expect(objectiveActions(ev('attack2', 'camp'), 1).map((a) => a.key)).toEqual(['attack', 'scout']);
  });
  it('defend events: Reinforce at the event (the server sends the troops to the village the natives march on, as event_defending)', () => {
    expect(objectiveActions(ev('defend1'), 1)).toEqual([{ key: 'reinforce', to: '/village/army/send?x=4&y=-3&moveType=reinforce' }]);
    // Lost or undefended, the natives make camp there: a camp is attacked like any.
    expect(objectiveActions(ev('defend1', 'camp'), 1).map((a) => a.key)).toEqual(['attack', 'scout']);
  });
  it('supply events: Send supplies at the tile; ended events: nothing', () => {
    expect(objectiveActions(ev('supply2'), 1)).toEqual([{ key: 'supply', to: '/village/logistics/send?x=4&y=-3' }]);
    expect(objectiveActions(ev('supply1', 'failed'), 1)).toEqual([]);
    expect(objectiveActions(ev('attack1', 'rewarded'), 1)).toEqual([]);
  });
  it('objectives: others attack and scout; the holder reinforces (and supplies a monument)', () => {
    const holder = { user_id: 1, username: 'a', empire_id: null, empire_name: null, empire_name_short: null };
    const mon = { category: 'objective' as const, type: 'monument' as const, x: 1, y: 2, state: 'held' as const, holder };
    expect(objectiveActions(mon, 1).map((a) => a.key)).toEqual(['reinforce', 'supply']);
    expect(objectiveActions(mon, 2).map((a) => a.key)).toEqual(['attack', 'scout']);
    expect(objectiveActions({ ...mon, type: 'landmark', holder: null, state: 'native' }, 1).map((a) => a.key)).toEqual(['attack', 'scout']);
  });
});
