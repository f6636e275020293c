import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDelivery } from '../../../../../server/game/events';

describe('supply deliveries', () => {
  it('count up to the target; the excess is returned; only the reaching delivery says reached', () => {
    expect(applyDelivery(100, 0, 60)).toEqual({ accepted: 60, returned: 0, delivered: 60, reached: false });
    expect(applyDelivery(100, 60, 60)).toEqual({ accepted: 40, returned: 20, delivered: 100, reached: true });
    expect(applyDelivery(100, 100, 5)).toEqual({ accepted: 0, returned: 5, delivered: 100, reached: false });
    expect(applyDelivery(100, 0, -5)).toEqual({ accepted: 0, returned: 0, delivered: 0, reached: false });
  });

  it('property: 50 deliveries in any order reach the target once and lose nothing (accepted + returned = sent)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100000 }), fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 50, maxLength: 50 }), (target, loads) => {
      let delivered = 0;
      let reached = 0;
      let accepted = 0;
      for (const l of loads) {
        const r = applyDelivery(target, delivered, l);
        expect(r.accepted + r.returned).toBe(l);
        delivered = r.delivered;
        accepted += r.accepted;
        if (r.reached) reached++;
      }
      const sent = loads.reduce((a, b) => a + b, 0);
      expect(reached).toBe(sent >= target ? 1 : 0);
      expect(accepted).toBe(Math.min(sent, target));
    }));
  });
});
