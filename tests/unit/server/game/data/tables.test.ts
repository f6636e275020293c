import { describe, expect, it } from 'vitest';
import { tileType } from '../../../../../server/contract/world';
import { MARKERS, TILES, tileOf } from '../../../../../server/game/data/tiles';
import { DISTRICTS, districtOf } from '../../../../../server/game/data/districts';
import { nextTier, tierAtLeast, tierOf, TIERS } from '../../../../../server/game/data/tiers';
import { BASE_RATES, durations, merchantsData, STARTING_AETHER, STARTING_BUILDINGS, STARTING_STOCK } from '../../../../../server/game/data/constants';
import { findBuilding } from '../../../../../server/game/data/buildings';

describe('tiles, districts, tiers and constants', () => {
  it('covers every tile type of the map contract with the bonuses of GAME.md section 2', () => {
    expect(TILES.map((t) => t.type)).toEqual(tileType.options);
    expect(tileOf('woodlands').bonus).toEqual({ resource: 'wood', amount: 0.05 });
    expect(tileOf('forest').bonus).toEqual({ resource: 'wood', amount: 0.1 });
    expect(tileOf('hills').bonus).toEqual({ resource: 'stone', amount: 0.05 });
    expect(tileOf('mountains').bonus).toEqual({ resource: 'stone', amount: 0.1 });
    expect(tileOf('rocky_plains').bonus).toEqual({ resource: 'iron', amount: 0.1 });
    expect(tileOf('plains').bonus).toEqual({ resource: 'food', amount: 0.1 });
    expect(tileOf('marshlands')).toMatchObject({ bonus: { resource: 'food', amount: 0.1 }, needsDraining: true });
    expect(tileOf('swamp').needsDraining).toBe(true);
    expect(tileOf('water')).toMatchObject({ bonus: null, buildable: false });
    expect(TILES.filter((t) => !t.buildable).map((t) => t.type)).toEqual(['water']);
    for (const t of TILES) expect(t.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(MARKERS.map((m) => m.key)).toEqual(['landmark', 'monument', 'artifact']);
  });

  it('names the research district Academic', () => {
    expect(DISTRICTS.map((d) => d.key)).toEqual(['economy', 'military', 'research', 'industrial', 'culture']);
    expect(districtOf('research').name).toBe('Academic');
  });

  it('has the tier numbers of GAME.md section 3', () => {
    expect(TIERS.map((t) => [t.key, t.maxLevel, t.queueLength, t.districtSlots, t.merchantCapacity, t.claimRadius]))
      .toEqual([['village', 10, 3, 1, 1000, 1], ['town', 15, 4, 2, 3000, 2], ['city', 20, 5, 3, 10000, 3]]);
    expect(nextTier('village')).toBe('town');
    expect(nextTier('town')).toBe('city');
    expect(nextTier('city')).toBeNull();
    expect(tierAtLeast('town', 'village')).toBe(true);
    expect(tierAtLeast('town', 'city')).toBe(false);
    expect(merchantsData.capacity).toEqual({ village: tierOf('village').merchantCapacity, town: 3000, city: 10000 });
  });

  it('starts a village with the constants of the brief and GAME.md', () => {
    expect(BASE_RATES).toMatchObject({ wood: 30, stone: 30, iron: 30, food: 60 });
    expect(STARTING_AETHER).toBe(50);
    expect(STARTING_STOCK).toEqual({ wood: 750, stone: 750, iron: 750, food: 750 });
    for (const b of STARTING_BUILDINGS) expect(findBuilding(b.type)?.core, b.type).toBe(true);
    expect(durations).toMatchObject({ exchange: 600, purchase: 600, callbackWindow: 600, month: 4 * durations.week });
    expect(merchantsData).toMatchObject({ exchangeRate: 3, exchangeRateAether: 1.5, requestCap: 1.5 });
  });
});
