// The logistics page's helpers (issue 14): tab parsing, merchants needed, the 'max' button, arrival, the send form's check.
import { describe, expect, it } from 'vitest';
import { merchantsData } from '../../../../server/game/data/constants';
import { merchantTravelMs } from '../../../../server/game/trade/send';
import {
  checkSend, logisticsTabOf, maxLoad, merchantsNeeded, parseLoad, tradeTrip, tripProgress,
} from '../../../../client/routes/logistics/logisticsMath';

const stock = { wood: 8421, stone: 12000, iron: 3120, food: 5230 };
const none = { wood: 0, stone: 0, iron: 0, food: 0 };
const inputs = (over: Partial<Record<'wood' | 'stone' | 'iron' | 'food', string>> = {}) => ({ wood: '', stone: '', iron: '', food: '', ...over });

describe('logisticsTabOf', () => {
  it('reads the tab from the path; unknown or missing is the overview', () => {
    expect(logisticsTabOf('send')).toBe('send');
    expect(logisticsTabOf('marketplace/offers')).toBe('marketplace');
    expect(logisticsTabOf('traderoute')).toBe('traderoute');
    expect(logisticsTabOf('exchange')).toBe('exchange');
    expect(logisticsTabOf('nonsense')).toBe('overview');
    expect(logisticsTabOf('')).toBe('overview');
    expect(logisticsTabOf(undefined)).toBe('overview');
  });
});

describe('merchantsNeeded', () => {
  it('is ceil(total / capacity), none for nothing', () => {
    expect(merchantsNeeded(0, 1000)).toBe(0);
    expect(merchantsNeeded(1, 1000)).toBe(1);
    expect(merchantsNeeded(1000, 1000)).toBe(1);
    expect(merchantsNeeded(1001, 1000)).toBe(2);
    expect(merchantsNeeded(9000, 3000)).toBe(3);
    expect(merchantsNeeded(25_000, 10_000)).toBe(3);
  });
});

describe('maxLoad', () => {
  it('is what the village holds when the free merchants carry more', () => {
    expect(maxLoad('iron', stock, none, 3, 3000)).toBe(3120);
  });
  it('is capped by what the free merchants still carry beside the other resources in the form', () => {
    expect(maxLoad('stone', stock, none, 3, 3000)).toBe(9000);
    expect(maxLoad('stone', stock, { ...none, wood: 2500 }, 3, 3000)).toBe(6500);
    // Its own field does not count against it: 'max' twice gives the same.
    expect(maxLoad('stone', stock, { ...none, stone: 9000 }, 3, 3000)).toBe(9000);
  });
  it('is never below 0 (no free merchants, or the others already fill them)', () => {
    expect(maxLoad('wood', stock, none, 0, 3000)).toBe(0);
    expect(maxLoad('wood', stock, { ...none, stone: 12000 }, 3, 3000)).toBe(0);
  });
  it('floors a stock that ticks in fractions', () => {
    expect(maxLoad('iron', { ...stock, iron: 3120.7 }, none, 3, 3000)).toBe(3120);
  });
});

describe('tradeTrip', () => {
  it('takes distance / merchantsData.speed hours divided by the world speed, as the server (merchantTravelMs)', () => {
    const now = Date.parse('2030-03-22T12:00:00Z');
    const trip = tradeTrip({ x: 12, y: -7 }, { x: 15, y: -3 }, 1, now);
    expect(trip.distance).toBe(5);
    expect(trip.ms).toBe(Math.round((5 / merchantsData.speed) * 3_600_000));
    expect(trip.arrival).toBe(now + trip.ms);
    expect(tradeTrip({ x: 12, y: -7 }, { x: 15, y: -3 }, 50, now).ms).toBe(merchantTravelMs({ x: 12, y: -7 }, { x: 15, y: -3 }, 50));
  });
});

describe('tripProgress', () => {
  it('runs 0..1 from started_at to due_at', () => {
    const a = '2030-03-22T12:00:00Z';
    const b = '2030-03-22T13:00:00Z';
    expect(tripProgress(a, b, Date.parse(a) - 1000)).toBe(0);
    expect(tripProgress(a, b, Date.parse(a) + 1_800_000)).toBe(0.5);
    expect(tripProgress(a, b, Date.parse(b) + 1000)).toBe(1);
    expect(tripProgress(b, a, 0)).toBe(1);
  });
});

describe('parseLoad', () => {
  it('takes whole numbers with grouping; blank is 0; anything else undefined', () => {
    expect(parseLoad('')).toBe(0);
    expect(parseLoad(' 1,200 ')).toBe(1200);
    expect(parseLoad('-5')).toBeUndefined();
    expect(parseLoad('1.5')).toBeUndefined();
    expect(parseLoad('abc')).toBeUndefined();
    expect(parseLoad('100000001')).toBeUndefined();
  });
});

describe('checkSend', () => {
  const ctx = { stock, free: 3, capacity: 3000, from: { x: 12, y: -7 } };
  it('gives the body, total and merchants needed when all is well', () => {
    const c = checkSend(inputs({ wood: '2500', iron: '1200' }), '15', '-3', ctx);
    expect(c).toMatchObject({ total: 3700, needed: 2, load: undefined, target: undefined });
    expect(c.body).toEqual({ wood: 2500, stone: 0, iron: 1200, food: 0, x: 15, y: -3 });
  });
  it("says 'capacity' when the load needs more merchants than are home, even before a target", () => {
    const c = checkSend(inputs({ wood: '8000', stone: '2000' }), '', '', ctx);
    expect(c).toMatchObject({ total: 10000, needed: 4, load: 'capacity', target: 'badTarget', body: undefined });
  });
  it('says what is wrong with the amounts and with the target separately', () => {
    expect(checkSend(inputs(), '15', '-3', ctx).load).toBe('nothing');
    expect(checkSend(inputs({ wood: 'x' }), '15', '-3', ctx).load).toBe('badAmount');
    expect(checkSend(inputs({ iron: '4000' }), '15', '-3', ctx).load).toBe('noResources');
    expect(checkSend(inputs({ wood: '10' }), '12', '-7', ctx).target).toBe('sameVillage');
    expect(checkSend(inputs({ wood: '10' }), '1.5', '-7', ctx).target).toBe('badTarget');
  });
});
