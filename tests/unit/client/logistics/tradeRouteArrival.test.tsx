// @vitest-environment jsdom
// The trade-route tab reads the route again once its last shipment is past its arrival but not yet
// shown as arrived (seen in the Chromium trade journey: at a high world speed the next slot replaced the
// shipment before anything re-read it, so 'Delivered' never showed). Up to three reads 3 s apart.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { TradeRoute } from '../../../../client/api/tradeRoutes';
import { TradeRoutePanel } from '../../../../client/routes/logistics/TradeRoutePanel';

afterEach(cleanup);

const now = Date.parse('2030-03-22T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const load = { wood: 60, stone: 60, iron: 60, food: 0 };
const route = (arrivesIn: number, delivered: boolean): TradeRoute => ({
  target: { id: 12, name: 'Ravensford', x: 15, y: -3 }, next_at: iso(now + 10_000), interval_seconds: 18,
  last_at: iso(now - 8_000), last_idle: null, created_at: iso(now - 60_000),
  last_shipment: {
    resources: load, at: iso(now - 8_000), arrives_at: iso(now + arrivesIn), target_id: 12,
    delivered: delivered ? load : null, lost: delivered ? { wood: 0, stone: 0, iron: 0, food: 0 } : null,
  },
});
const villages = [{ id: 12, name: 'Ravensford', x: 15, y: -3 }];

describe('the trade-route tab after a shipment lands', () => {
  it('reads the route again once the shipment is due and not shown as arrived; at most three times, 3 s apart', () => {
    const onDue = vi.fn();
    const panel = (at: number, r = route(-500, false)) => <TradeRoutePanel route={r} villages={villages} now={at} onDue={onDue} />;
    const { rerender } = render(panel(now));
    expect(onDue).toHaveBeenCalledTimes(1);
    rerender(panel(now + 1000));
    expect(onDue).toHaveBeenCalledTimes(1);
    rerender(panel(now + 3000));
    rerender(panel(now + 6000));
    rerender(panel(now + 9000));
    rerender(panel(now + 12_000));
    expect(onDue).toHaveBeenCalledTimes(3);
    // A new shipment re-arms it.
    rerender(panel(now + 20_000, route(19_000, false)));
    expect(onDue).toHaveBeenCalledTimes(4);
  });

  it('does not read again while the shipment is on its way or once it shows as arrived', () => {
    const onDue = vi.fn();
    const { rerender } = render(<TradeRoutePanel route={route(5_000, false)} villages={villages} now={now} onDue={onDue} />);
    rerender(<TradeRoutePanel route={route(-5_000, true)} villages={villages} now={now} onDue={onDue} />);
    expect(onDue).not.toHaveBeenCalled();
  });
});
