// The marketplace's client helpers (issue 14): the make-an-offer check is the server's own rules
// (checkOffer, checkLoad), the cancel preview is the server's unload, the market query its schema's.
import { describe, expect, it } from 'vitest';
import { checkOfferForm, loadText, parseSide, ratioText, refundPreview, BLANK_SIDE } from '../../../../client/routes/logistics/marketplaceMath';
import { marketQueryOf, offersQueryKey } from '../../../../client/api/offers';
import { merchantsQueryKey } from '../../../../client/api/merchants';
import { marketQuery } from '../../../../server/contract/offers';

const stock = { wood: 5000, stone: 5000, iron: 500, food: 5000 };
const ctx = { stock, free: 3, capacity: 1000, empireOnly: false };
const side = (v: Partial<typeof BLANK_SIDE>) => ({ ...BLANK_SIDE, ...v });

describe('checkOfferForm', () => {
  it('an untouched form: nothing offered, no bounds yet, no body', () => {
    const c = checkOfferForm(BLANK_SIDE, BLANK_SIDE, ctx);
    expect(c).toMatchObject({ offered: 0, asked: 0, needed: 0 });
    expect(c.bounds).toBeUndefined();
    expect(c.body).toBeUndefined();
    expect(c.problem).toMatchObject({ key: 'refusals.merchants.offerEmpty' });
  });

  it('live bounds of the request [offer / 1.5, offer x 1.5] rounded inwards, and the merchants it reserves', () => {
    const c = checkOfferForm(side({ wood: '1000' }), side({ stone: '1200' }), ctx);
    expect(c.bounds).toEqual({ low: 667, high: 1500 });
    expect(c.needed).toBe(1);
    expect(c.problem).toBeUndefined();
    expect(c.body).toEqual({ offer: { wood: 1000, stone: 0, iron: 0, food: 0 }, request: { wood: 0, stone: 1200, iron: 0, food: 0 }, empireOnly: false });
    expect(checkOfferForm(side({ wood: '2500' }), side({ stone: '3000' }), { ...ctx, empireOnly: true }).body?.empireOnly).toBe(true);
  });

  it.each([
    ['a request above 1.5 x', side({ wood: '1000' }), side({ stone: '1501' }), 'refusals.merchants.offerRatio'],
    ['a request below offer / 1.5', side({ wood: '1000' }), side({ stone: '666' }), 'refusals.merchants.offerRatio'],
    ['a resource on both sides', side({ wood: '1000' }), side({ wood: '500', stone: '500' }), 'refusals.merchants.offerOverlap'],
    ['nothing asked', side({ wood: '1000' }), BLANK_SIDE, 'refusals.merchants.offerEmpty'],
    ['more than the village holds', side({ iron: '501' }), side({ stone: '501' }), 'refusals.merchants.noResources'],
    ['more than the free merchants carry', side({ wood: '3001' }), side({ stone: '3001' }), 'refusals.merchants.capacity'],
  ])('refuses %s in the server\'s words', (_n, offer, request, key) => {
    const c = checkOfferForm(offer, request, ctx);
    expect(c.body).toBeUndefined();
    expect(c.problem).toMatchObject({ key });
    expect(c.overCapacity).toBe(key === 'refusals.merchants.capacity');
  });

  it('a field that is no amount is badAmount', () => {
    for (const v of ['-5', '1.5', 'abc', '1e12']) {
      expect(checkOfferForm(side({ wood: v }), side({ stone: '100' }), ctx).problem, v).toBe('badAmount');
    }
    expect(parseSide(side({ wood: '1,000', food: ' 20 ' }))).toEqual({ wood: 1000, stone: 0, iron: 0, food: 20 });
  });
});

describe('the rest of the helpers', () => {
  it('ratioText: two decimals at most', () => {
    expect(ratioText(1.2)).toBe('1.2');
    expect(ratioText(2 / 3)).toBe('0.67');
    expect(ratioText(1)).toBe('1');
  });

  it('refundPreview: back up to storage, the rest lost, as the server cancels', () => {
    const r = refundPreview({ wood: 14_000, stone: 0, iron: 0, food: 0 }, { wood: 1500, stone: 0, iron: 0, food: 300 }, { store_res: 15_000, store_food: 12_000 });
    expect(r.refunded).toEqual({ wood: 1000, stone: 0, iron: 0, food: 300 });
    expect(r.lost).toEqual({ wood: 500, stone: 0, iron: 0, food: 0 });
    expect(r.anyLost).toBe(true);
    expect(refundPreview({ wood: 0, stone: 0, iron: 0, food: 0 }, { wood: 10, stone: 0, iron: 0, food: 0 }, { store_res: 100, store_food: 100 }).anyLost).toBe(false);
  });

  it('loadText names each resource carried', () => {
    expect(loadText({ wood: 1000, stone: 0, iron: 5, food: 0 }, (r) => r, String)).toBe('1000 wood, 5 iron');
  });

  it('the market query is what the contract parses; its keys are under the merchants prefix', () => {
    expect(marketQuery.parse(Object.fromEntries(new URLSearchParams(marketQueryOf(11, 'wood', 2))))).toEqual({ villageId: 11, resource: 'wood', page: 2 });
    expect(marketQuery.parse(Object.fromEntries(new URLSearchParams(marketQueryOf(11, undefined, 0))))).toEqual({ villageId: 11, page: 0 });
    expect(offersQueryKey.market(11, undefined, 0)[0]).toBe(merchantsQueryKey.all[0]);
    expect(offersQueryKey.own(11)[0]).toBe(merchantsQueryKey.all[0]);
  });
});
