import { describe, expect, it } from 'vitest';
import type { MapObjective } from '../../../../server/contract/objectives';
import {
  actionHref, holderSide, objectiveActions, objectiveAt, objectiveIcon, pips, shortCountdown, stageProgress, stageText, toObjectiveMarks,
} from '../../../../client/map/objectives';
import { ICON_NAMES } from '../../../../client/panels/iconNames';
import { EVENT_KINDS_LIST, OBJECTIVE_KINDS_LIST } from '../../../../server/contract/objectives';

const base: MapObjective = {
  id: 1, category: 'event', type: 'attack1', name: 'events.attack1', x: 4, y: -2, incomings: 0, state: 'active',
  difficulty: 2, stage: 2, stages: 3, ends_at: '2030-01-01T10:00:00.000Z', holder: null,
};
const held = (user_id: number, empire_id: number | null): MapObjective => ({
  ...base, id: 9, category: 'objective', type: 'landmark', name: 'objectives.landmark', state: 'held', difficulty: null, stage: null, stages: null, ends_at: null,
  holder: { user_id, username: 'u' + user_id, empire_id, empire_name: empire_id ? 'E' : null, empire_name_short: empire_id ? 'E' : null },
});
const me = { userId: 5, empireId: 3 };

describe('events and objectives on the map', () => {
  it('each type has its own icon from the shipped glyphs; a camp shows a tent', () => {
    const icons = [...EVENT_KINDS_LIST, ...OBJECTIVE_KINDS_LIST].map((type) => objectiveIcon({ type, state: 'active' }));
    expect(new Set(icons).size).toBe(8);
    for (const i of icons) expect(ICON_NAMES[i]).toBeTruthy();
    expect(objectiveIcon({ type: 'attack1', state: 'camp' })).toBe('ui:settle');
  });

  it('colours the holder: own, Empire ally, other, natives', () => {
    expect(holderSide(held(5, null), me)).toBe('own');
    expect(holderSide(held(6, 3), me)).toBe('ally');
    expect(holderSide(held(6, 4), me)).toBe('other');
    expect(holderSide(held(6, null), { userId: 5, empireId: null })).toBe('other');
    expect(holderSide(base, me)).toBe('natives');
  });

  it('stage "n/m" only while an event runs; pips of the difficulty', () => {
    expect(stageText(base)).toBe('2/3');
    expect(stageText({ ...base, stage: 1, stages: 1 })).toBeUndefined();
    expect(stageText({ ...base, state: 'camp' })).toBeUndefined();
    expect(stageText(held(5, 1))).toBeUndefined();
    expect(pips(base)).toBe(2);
    expect(pips(held(5, 1))).toBe(0);
  });

  it('short countdowns fit under a marker', () => {
    expect(shortCountdown(0)).toBe('0s');
    expect(shortCountdown(-5000)).toBe('0s');
    expect(shortCountdown(65_000)).toBe('1m 05s');
    expect(shortCountdown(3 * 3600_000 + 12 * 60_000)).toBe('3h 12m');
    expect(shortCountdown(50 * 3600_000)).toBe('2d 2h');
  });

  it('stage progress runs 0..1 between the stage start and end', () => {
    const a = '2030-01-01T00:00:00.000Z';
    const b = '2030-01-01T10:00:00.000Z';
    expect(stageProgress(a, b, Date.parse('2030-01-01T05:00:00.000Z'))).toBeCloseTo(0.5);
    expect(stageProgress(a, b, Date.parse('2029-01-01T00:00:00.000Z'))).toBe(0);
    expect(stageProgress(a, b, Date.parse('2031-01-01T00:00:00.000Z'))).toBe(1);
    expect(stageProgress(null, b, 0)).toBeUndefined();
  });

  it('marks carry icon, side, pips, stage, deadline and a defend event\'s target', () => {
    const defend = { ...base, id: 2, type: 'defend1' as const };
    const marks = toObjectiveMarks([base, defend, held(6, 3)], me, new Map([[2, { x: 7, y: 7 }], [1, { x: 0, y: 0 }]]));
    expect(marks[0]).toMatchObject({ id: 1, icon: 'stat:attack', side: 'natives', pips: 2, stage: '2/3', endsMs: Date.parse(base.ends_at!) });
    expect(marks[0].target).toBeUndefined();
    expect(marks[1].target).toEqual({ x: 7, y: 7 });
    expect(marks[2]).toMatchObject({ side: 'ally', pips: 0, stage: undefined, endsMs: undefined });
    expect(objectiveAt(marks, 4, -2)?.id).toBe(1);
    expect(objectiveAt(marks, 4, -3)).toBeUndefined();
  });

  it('offers only what the server would accept', () => {
    const a = (o: MapObjective, m?: { completed_at: string | null; damaged: boolean }) => objectiveActions(o, me, m);
    expect(a(base)).toEqual({ attack: true, scout: true, reinforce: false, supply: false });
    expect(a({ ...base, state: 'camp' })).toEqual({ attack: true, scout: true, reinforce: false, supply: false });
    expect(a({ ...base, state: 'rewarded' })).toEqual({ attack: false, scout: false, reinforce: false, supply: false });
    expect(a({ ...base, type: 'defend1' })).toEqual({ attack: false, scout: false, reinforce: true, supply: false });
    expect(a({ ...base, type: 'defend1', state: 'camp' })).toEqual({ attack: true, scout: true, reinforce: false, supply: false });
    expect(a({ ...base, type: 'supply1' })).toEqual({ attack: false, scout: false, reinforce: false, supply: true });
    expect(a({ ...base, type: 'supply2', state: 'failed' })).toEqual({ attack: false, scout: false, reinforce: false, supply: false });
    // Objectives: natives' or a rival's are attacked; one's own or the Empire's reinforced.
    expect(a({ ...held(6, 4), holder: null, state: 'native' })).toEqual({ attack: true, scout: true, reinforce: false, supply: false });
    expect(a(held(6, 4))).toEqual({ attack: true, scout: true, reinforce: false, supply: false });
    expect(a(held(6, 3))).toEqual({ attack: false, scout: false, reinforce: true, supply: false });
    expect(a(held(5, 3))).toEqual({ attack: false, scout: false, reinforce: true, supply: false });
    // A monument: supplies by its holder only, until complete and undamaged.
    const monument = { ...held(5, 3), type: 'monument' as const };
    expect(a(monument, { completed_at: null, damaged: true }).supply).toBe(true);
    expect(a(monument, { completed_at: '2030-01-01T00:00:00Z', damaged: false }).supply).toBe(false);
    expect(a(monument, { completed_at: '2030-01-01T00:00:00Z', damaged: true }).supply).toBe(true);
    expect(a({ ...monument, holder: { ...monument.holder!, user_id: 6 } }).supply).toBe(false);
  });

  it('actions lead to the forms with the target filled in', () => {
    expect(actionHref('attack', { x: 4, y: -2 })).toBe('/village/army/send?x=4&y=-2&moveType=attack');
    expect(actionHref('reinforce', { x: 4, y: -2 })).toBe('/village/army/send?x=4&y=-2&moveType=reinforce');
    expect(actionHref('supply', { x: 4, y: -2 })).toBe('/village/logistics/send?x=4&y=-2');
  });
});
