// @vitest-environment jsdom
// The trade-route tab (issue 14): the empty state with the target picker, setting a target (the
// server's refusal in its words), the route's next shipment as a countdown and bar, the last shipment
// with what was lost, why the last hour sent nothing, and removal only through its confirmation; a
// target found by coordinates (an ally's village, read from the map's tile) beside the own villages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TradeRoute } from '../../../../client/api/tradeRoutes';
import type { MapTile } from '../../../../server/contract';
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
    await waitFor(() => expect(onSet).toHaveBeenCalledWith(13, 'Stonecross'));
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

  const allyTile: MapTile = {
    x: 21, y: 4, type: 'plains', marker: null, village: { id: 77, name: 'Greywater', tier: 'town' },
    owner: { id: 5, username: 'Ysolde' }, claimedBy: null, own: false,
  };

  it('by coordinates: finds the ally\'s village on its tile and sets the route to it, the own villages still listed', async () => {
    const onSet = vi.fn(async () => true);
    const loadTile = vi.fn(async (x: number, y: number) => (x === 21 && y === 4 ? allyTile : undefined));
    render(<TradeRoutePanel {...props({ route: null, onSet, loadTile })} />);
    expect(within(screen.getByLabelText('Target')).getAllByRole('option')).toHaveLength(3);
    const find = screen.getByRole('button', { name: 'Find village' }) as HTMLButtonElement;
    expect(find.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('X'), { target: { value: '21' } });
    fireEvent.change(screen.getByLabelText('Y'), { target: { value: '4' } });
    fireEvent.click(find);
    expect((await screen.findByTestId('trade-route-found')).textContent).toContain('Greywater (21|4) of Ysolde');
    expect(loadTile).toHaveBeenCalledWith(21, 4);
    fireEvent.click(within(screen.getByTestId('trade-route-found')).getByRole('button', { name: 'Set route' }));
    await waitFor(() => expect(onSet).toHaveBeenCalledWith(77, 'Greywater'));
    // Set: the search is cleared.
    await waitFor(() => expect(screen.queryByTestId('trade-route-found')).toBeNull());
    expect((screen.getByLabelText('X') as HTMLInputElement).value).toBe('');
  });

  it('by coordinates: an empty tile says so, a failed read says so, a refused target shows the server\'s words', async () => {
    let fail = false;
    const loadTile = async (x: number) => { if (fail) throw new Error('down'); return x === 21 ? allyTile : { ...allyTile, x, village: null, owner: null }; };
    render(<TradeRoutePanel {...props({ route: null, loadTile, onSet: async () => ({ refused: 'You may trade only with your own villages and your Empire\'s' }) })} />);
    fireEvent.change(screen.getByLabelText('X'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Y'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find village' }));
    expect((await screen.findByTestId('trade-route-coords-none')).textContent).toBe('No village stands at (3|4).');
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Find village' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The map could not be read. Try again.');
    fail = false;
    fireEvent.change(screen.getByLabelText('X'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find village' }));
    fireEvent.click(within(await screen.findByTestId('trade-route-found')).getByRole('button', { name: 'Set route' }));
    expect((await screen.findByTestId('trade-route-refused')).textContent).toContain('your Empire\'s');
    // Not cleared after a refusal: the player sees what was refused.
    expect(screen.getByTestId('trade-route-found')).toBeTruthy();
  });

  it('by coordinates with no other own village; the current target found again is not offered', async () => {
    const withAlly: TradeRoute = { ...route, target: { id: 77, name: 'Greywater', x: 21, y: 4 } };
    render(<TradeRoutePanel {...props({ route: withAlly, villages: [], onSet: async () => true, loadTile: async () => allyTile })} />);
    expect(screen.getByTestId('trade-route-no-other')).toBeTruthy();
    expect(screen.queryByLabelText('Target')).toBeNull();
    fireEvent.change(screen.getByLabelText('X'), { target: { value: '21' } });
    fireEvent.change(screen.getByLabelText('Y'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find village' }));
    expect((await screen.findByTestId('trade-route-found')).textContent).toContain('This is the route\'s target already.');
    expect(screen.queryByRole('button', { name: 'Change target' })).toBeNull();
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
