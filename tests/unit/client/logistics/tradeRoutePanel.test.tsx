// @vitest-environment jsdom
// The trade-route tab (issue 14): the empty state with the target picker, setting a target (the
// server's refusal in its words), the route's next shipment as a countdown and bar, the last shipment
// with what was lost, why the last hour sent nothing, and removal only through its confirmation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TradeRoute } from '../../../../client/api/tradeRoutes';
import { TradeRoutePanel, type TradeRoutePanelProps } from '../../../../client/routes/logistics/TradeRoutePanel';

afterEach(cleanup);

const now = Date.parse('2030-03-22T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const villages = [{ id: 12, name: 'Ravensford', x: 15, y: -3 }, { id: 13, name: 'Stonecross', x: 9, y: -12 }];
const route: TradeRoute = {
  target: { id: 12, name: 'Ravensford', x: 15, y: -3 }, next_at: iso(now + 15 * 60_000), interval_seconds: 3600,
  last_at: iso(now - 45 * 60_000), last_idle: null, created_at: iso(now - 3_600_000 * 3),
  last_shipment: {
    resources: { wood: 420, stone: 0, iron: 0, food: 0 }, at: iso(now - 45 * 60_000), arrives_at: iso(now - 20 * 60_000), target_id: 12,
    delivered: { wood: 300, stone: 0, iron: 0, food: 0 }, lost: { wood: 120, stone: 0, iron: 0, food: 0 },
  },
};
const props = (p: Partial<TradeRoutePanelProps> = {}): TradeRoutePanelProps => ({ route, villages, now, ...p });

describe('the trade-route tab', () => {
  it('without a route: says so and sets one to the village picked', async () => {
    const onSet = vi.fn(async () => true);
    render(<TradeRoutePanel {...props({ route: null, onSet })} />);
    expect(screen.getByTestId('trade-route-none').textContent).toBe('This village has no trade route.');
    const button = screen.getByRole('button', { name: 'Set route' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: '13' } });
    fireEvent.click(button);
    await waitFor(() => expect(onSet).toHaveBeenCalledWith(13));
  });

  it('shows the server\'s refusal in its words', async () => {
    render(<TradeRoutePanel {...props({ route: null, onSet: async () => ({ refused: 'Merchants go only to your own villages' }) })} />);
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set route' }));
    expect((await screen.findByTestId('trade-route-refused')).textContent).toContain('Merchants go only to your own villages');
  });

  it('with a route: target, the next shipment a quarter of an hour away at 75%, the last one with what was lost; other villages to change to', () => {
    render(<TradeRoutePanel {...props()} />);
    expect(screen.getByTestId('trade-route-target').textContent).toBe('Ravensford (15|-3)');
    const bar = screen.getByRole('progressbar', { name: 'Until the next shipment' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['2700', '3600']);
    const last = screen.getByTestId('trade-route-last');
    expect(last.textContent).toContain('420');
    expect(last.textContent).toContain('Lost to full storage');
    expect(last.textContent).toContain('120');
    const options = within(screen.getByLabelText('Target')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Choose a village', 'Stonecross (9|-12)']);
    expect(screen.getByRole('button', { name: 'Change target' })).toBeTruthy();
  });

  it('says why the last hour sent nothing', () => {
    render(<TradeRoutePanel {...props({ route: { ...route, last_idle: 'noProduction', last_shipment: null } })} />);
    expect(screen.getByTestId('trade-route-idle').textContent).toContain('The village produces nothing it could send.');
    expect(screen.getByTestId('trade-route-no-shipment').textContent).toBe('Nothing sent yet.');
  });

  it('removes the route only once confirmed', async () => {
    const onRemove = vi.fn(async () => true);
    render(<TradeRoutePanel {...props({ onRemove })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove route' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the route' }));
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove route' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove route' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledTimes(1));
  });

  it('loading and error states', () => {
    const { unmount } = render(<TradeRoutePanel {...props({ route: undefined, loading: true })} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    unmount();
    const onRetry = vi.fn();
    render(<TradeRoutePanel {...props({ route: undefined, error: 'The trade route could not be loaded.', onRetry })} />);
    expect(screen.getByRole('alert').textContent).toContain('The trade route could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
