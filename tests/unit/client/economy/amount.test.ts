import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountCap, checkAmount } from '../../../../client/routes/village/amount';

describe('science and culture amount (SPEC.md section 5)', () => {
  it('needs an amount: empty, blank and 0 are "No amount set"', () => {
    for (const raw of ['', '   ', undefined, null, '0', 0, '000']) {
      expect(checkAmount(raw as string, 100)).toEqual({ ok: false, key: 'error_no_amount' });
    }
  });

  it('takes whole numbers only', () => {
    for (const raw of ['-5', '1.5', 'abc', '1e3', '12a']) {
      expect(checkAmount(raw, 100)).toEqual({ ok: false, key: 'villagePoints.wholeNumber' });
    }
  });

  it('allows up to 2 times the hourly production, refuses one more', () => {
    expect(checkAmount('200', 100)).toEqual({ ok: true, amount: 200 });
    expect(checkAmount('201', 100)).toEqual({ ok: false, key: 'error_queue_cap' });
    expect(checkAmount(' 1,000 ', 500)).toEqual({ ok: true, amount: 1000 });
    expect(checkAmount('1', 0)).toEqual({ ok: false, key: 'error_queue_cap' });
  });

  it('agrees with amountCap for every production and amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 300_000 }), (production, amount) => {
      const r = checkAmount(String(amount), production);
      expect(r.ok).toBe(amount <= amountCap(production));
    }));
  });
});
