import { describe, expect, it } from 'vitest';
import { AETHER_PER_MERCHANT, checkAether, merchantsForAether, supplyKindOf } from '../../../../client/routes/logistics/SupplyTarget';
import { AETHER_PER_MERCHANT as SERVER_AETHER_PER_MERCHANT } from '../../../../server/game/trade/supplies';

describe('merchants to a supply target', () => {
  it('an Aether deposit takes aether, a Mining location and a monument site resources, nothing else takes supplies', () => {
    expect(supplyKindOf({ type: 'supply2', category: 'event' })).toBe('aether');
    expect(supplyKindOf({ type: 'supply1', category: 'event' })).toBe('resources');
    expect(supplyKindOf({ type: 'monument', category: 'objective' })).toBe('resources');
    expect(supplyKindOf({ type: 'attack1', category: 'event' })).toBeUndefined();
    expect(supplyKindOf({ type: 'landmark', category: 'objective' })).toBeUndefined();
    expect(supplyKindOf(undefined)).toBeUndefined();
  });
  it('loads merchants by the server\'s aether per merchant', () => {
    expect(AETHER_PER_MERCHANT).toBe(SERVER_AETHER_PER_MERCHANT);
    expect(merchantsForAether(0)).toBe(0);
    expect(merchantsForAether(1)).toBe(1);
    expect(merchantsForAether(AETHER_PER_MERCHANT)).toBe(1);
    expect(merchantsForAether(AETHER_PER_MERCHANT + 1)).toBe(2);
  });
  it('checks the aether field as the server will', () => {
    expect(checkAether('', 100, 3)).toEqual({ aether: 0, needed: 0, problem: 'nothing' });
    expect(checkAether('abc', 100, 3).problem).toBe('badAmount');
    expect(checkAether('-5', 100, 3).problem).toBe('badAmount');
    expect(checkAether('101', 100, 3).problem).toBe('noAether');
    expect(checkAether('100', 100, 1)).toEqual({ aether: 100, needed: 2, problem: 'capacity' });
    expect(checkAether('100', 100, 2)).toEqual({ aether: 100, needed: 2 });
    expect(checkAether('1,000', undefined, 20)).toEqual({ aether: 1000, needed: 20 });
  });
});
