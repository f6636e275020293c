import { describe, expect, it } from 'vitest';
import { commissionDistrict, freeDistrictSlots } from '../../../../../server/game/village/districts';
import { tierUp, tierUpThreshold } from '../../../../../server/game/village/tier';
import { cultureThresholds } from '../../../../../server/game/economy';
import { QUEUE_TEXT, VILLAGE_TEXT } from '../../../../../server/game/queue';

describe('districts', () => {
  it('one slot for a village, two for a town, three for a city; permanent and one of each', () => {
    expect(commissionDistrict('village', [], 'economy')).toEqual({ ok: true, districts: ['economy'] });
    expect(commissionDistrict('village', ['economy'], 'culture')).toEqual({ ok: false, error: QUEUE_TEXT.higherTier });
    expect(commissionDistrict('town', ['economy'], 'culture')).toEqual({ ok: true, districts: ['economy', 'culture'] });
    expect(commissionDistrict('town', ['economy', 'culture'], 'research')).toEqual({ ok: false, error: QUEUE_TEXT.higherTier });
    expect(commissionDistrict('city', ['economy', 'culture'], 'research').ok).toBe(true);
    expect(commissionDistrict('city', ['economy'], 'economy')).toEqual({ ok: false, error: VILLAGE_TEXT.districtExists });
    expect(commissionDistrict('city', [], 'harbour')).toEqual({ ok: false, error: VILLAGE_TEXT.unknownDistrict });
    expect(freeDistrictSlots('town', ['economy'])).toBe(1);
    expect(freeDistrictSlots('village', ['economy'])).toBe(0);
  });
});

describe('tier up', () => {
  const one = { villages: 1, towns: 0, cities: 0 };
  it('a village needs the town threshold, a town the city threshold, a city cannot', () => {
    const t = cultureThresholds(one);
    expect(tierUpThreshold('village', one)).toBe(t.town);
    expect(tierUp('village', t.town - 1, one)).toEqual({ ok: false, error: VILLAGE_TEXT.notEnoughCulture });
    expect(tierUp('village', t.town, one)).toEqual({ ok: true, tier: 'town', threshold: t.town });
    const town = { villages: 0, towns: 1, cities: 0 };
    const c = cultureThresholds(town).city;
    expect(tierUp('town', c - 1, town)).toEqual({ ok: false, error: VILLAGE_TEXT.notEnoughCulture });
    expect(tierUp('town', c, town)).toEqual({ ok: true, tier: 'city', threshold: c });
    expect(tierUp('city', 1e12, { villages: 0, towns: 0, cities: 1 })).toEqual({ ok: false, error: VILLAGE_TEXT.maxTier });
  });
  it('thresholds rise with the towns already owned (culture is never spent)', () => {
    expect(tierUpThreshold('village', { villages: 1, towns: 1, cities: 0 })!).toBeGreaterThan(tierUpThreshold('village', one)!);
    expect(tierUpThreshold('village', one)).toBe(5000);
  });
});
