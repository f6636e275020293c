import { describe, expect, it } from 'vitest';
import { gameData } from '../../../../server/game/data/gamedata';
import { buildingStatus, isLocked, missingResources, reasonText, type AvailabilityInput } from '../../../../client/routes/village/availability';

const gd = gameData({ speed: 1, maxCoord: 51, tileThresholds: [600], startTime: new Date(0) });
const b = (key: string) => gd.buildings.find((x) => x.key === key)!;
const rich = { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 };
const input = (over: Partial<AvailabilityInput> & { key: string }): AvailabilityInput => ({
  building: b(over.key),
  village: { tier: 'village', districts: [], buildings: [] },
  queue: [],
  tiers: gd.tiers,
  stock: rich,
  ...over,
});
const q = (id: number, target: string) => ({
  id, kind: 'building', target, amount: 1, level: 1, work: 10, work_done: 0, started_at: null, due_at: null,
});

describe('building availability', () => {
  it('a core building with resources is free to build at level 1, by type', () => {
    const s = buildingStatus(input({ key: 'farm' }));
    expect(s).toMatchObject({ level: 0, nextLevel: 1, isNew: true, reasons: [] });
    expect(s.cost).toEqual(b('farm').levels[0].cost);
  });

  it('counts queued levels: the next level is standing + queued + 1, queued by id', () => {
    const s = buildingStatus(input({
      key: 'farm',
      village: { tier: 'village', districts: [], buildings: [{ id: 4, type: 'farm', level: 2 }] },
      queue: [q(1, 'farm'), q(2, 'quarry')],
    }));
    expect(s).toMatchObject({ id: 4, level: 2, queued: 1, nextLevel: 4, isNew: false, reasons: [] });
    expect(s.cost).toEqual(b('farm').levels[3].cost);
  });

  it('names a missing district, a low tier and missing research, in the server order', () => {
    const s = buildingStatus(input({ key: 'mineshaft', researched: new Set() }));
    expect(s.reasons.map((r) => r.key)).toEqual(['tier', 'district', 'research']);
    expect(isLocked(s)).toBe(true);
    expect(s.reasons[1]).toEqual({ key: 'district', district: 'economy' });
  });

  it('skips the research check when the completed research is not known', () => {
    const s = buildingStatus(input({ key: 'sawmill', village: { tier: 'village', districts: ['economy'], buildings: [] } }));
    expect(s.reasons).toEqual([]);
    const known = buildingStatus(input({ key: 'sawmill', village: { tier: 'village', districts: ['economy'], buildings: [] }, researched: new Set(['mechanical_saw']) }));
    expect(known.reasons).toEqual([]);
  });

  it('stops at the tier maximum level', () => {
    const s = buildingStatus(input({ key: 'farm', village: { tier: 'village', districts: [], buildings: [{ id: 1, type: 'farm', level: 10 }] } }));
    expect(s.reasons.map((r) => r.key)).toEqual(['maxLevel']);
    expect(s.cost).toBeNull();
    const town = buildingStatus(input({ key: 'farm', village: { tier: 'town', districts: [], buildings: [{ id: 1, type: 'farm', level: 10 }] } }));
    expect(town.reasons).toEqual([]);
    expect(town.maxLevel).toBe(15);
  });

  it('says when the queue is full for the tier and which resources are short', () => {
    const s = buildingStatus(input({
      key: 'farm', queue: [q(1, 'quarry'), q(2, 'quarry'), q(3, 'quarry')], stock: { wood: 10, stone: 100, iron: 0, food: 0 },
    }));
    expect(s.reasons.map((r) => r.key)).toEqual(['queueFull', 'resources']);
    expect(s.reasons[1]).toEqual({ key: 'resources', missing: { wood: 40, iron: 20 } });
    expect(isLocked(s)).toBe(false);
  });

  it('maps each reason to the SPEC text key', () => {
    expect(reasonText({ key: 'queueFull' }).key).toBe('notice_queue_full');
    expect(reasonText({ key: 'resources', missing: {} }).key).toBe('notice_resources');
    expect(reasonText({ key: 'maxLevel' }).key).toBe('notice_max_level');
    expect(reasonText({ key: 'tier', tier: 'town' }).key).toBe('notice_requires_tier');
    expect(reasonText({ key: 'research', research: 'x' }).key).toBe('error_requirements');
    expect(reasonText({ key: 'district', district: 'Academic' })).toEqual({ key: 'notice_requires_district', vars: { district: 'Academic' } });
  });

  it('computes shortfalls rounded up', () => {
    expect(missingResources({ wood: 10, stone: 5, iron: 0, food: 1 }, { wood: 9.5, stone: 5, iron: 0, food: 0 })).toEqual({ wood: 1, food: 1 });
  });
});
