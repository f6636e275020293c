// @vitest-environment jsdom
// The exchange form (issue 14): the server's own preview (whole units), the aether rate behind a
// confirmation, off for sitters with the reason, no refusal before input.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ExchangeView, type ExchangeViewProps } from '../../../../client/routes/logistics/ExchangeView';

afterEach(cleanup);

const props: ExchangeViewProps = {
  stock: { wood: 8421, stone: 12000, iron: 3120, food: 5230 }, aether: 125,
  startTime: '2030-03-20T12:00:00Z', now: Date.parse('2030-03-22T12:00:00Z'),
};
const form = () => screen.getByRole('region', { name: 'Exchange' });
const summary = () => screen.getByTestId('exchange-summary');
const amount = () => within(form()).getByLabelText('Amount to give');
const exchangeButton = () => within(form()).getByRole('button', { name: 'Exchange' });

describe('the exchange form', () => {
  it('previews whole units at 3:1 and says nothing before input', () => {
    render(<ExchangeView {...props} onExchange={async () => true} />);
    expect(screen.queryByTestId('exchange-problem')).toBeNull();
    expect(summary().textContent).toContain('3 : 1');
    expect(summary().textContent).toContain('5,000'); // week 1's maximum with aether
    fireEvent.change(amount(), { target: { value: '10' } });
    // 10 wood buys 3 food; only the 9 that buy them leave.
    expect(summary().textContent).toMatch(/Leaves the village now9/);
    expect(summary().textContent).toMatch(/Arrives3/);
    fireEvent.change(amount(), { target: { value: '2' } });
    expect(screen.getByTestId('exchange-problem').textContent).toBe('Give at least 3 to receive 1');
  });

  it('asks before spending aether, then exchanges at 1.5:1', async () => {
    const onExchange = vi.fn(async () => true);
    render(<ExchangeView {...props} onExchange={onExchange} />);
    fireEvent.change(amount(), { target: { value: '3000' } });
    fireEvent.click(within(form()).getByLabelText(/Better rate for 10 aether/));
    expect(summary().textContent).toContain('1.5 : 1');
    expect(summary().textContent).toMatch(/Arrives2,000/);
    fireEvent.click(exchangeButton());
    expect(onExchange).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Spend aether and exchange' }));
    await waitFor(() => expect(onExchange).toHaveBeenCalledWith({ fromResource: 'wood', toResource: 'food', amount: 3000, useAether: true }));
  });

  it("refuses more than this week's maximum with aether before sending", () => {
    render(<ExchangeView {...props} initial={{ from: 'stone', to: 'iron', amount: '6000', useAether: true }} onExchange={async () => true} />);
    expect(screen.getByTestId('exchange-problem').textContent).toBe('An exchange with aether is at most 5000 this week');
    expect(exchangeButton().hasAttribute('disabled')).toBe(true);
  });

  it('gives a sitter the aether option disabled, with the reason, and exchanges at 3:1 without asking', async () => {
    const onExchange = vi.fn(async () => true);
    render(<ExchangeView {...props} isSitter initial={{ useAether: true }} onExchange={onExchange} />);
    const box = within(form()).getByLabelText(/Better rate for 10 aether/) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
    expect(screen.getByTestId('exchange-sitter').textContent).toContain('A sitter never spends aether');
    fireEvent.change(amount(), { target: { value: '30' } });
    fireEvent.click(exchangeButton());
    await waitFor(() => expect(onExchange).toHaveBeenCalledWith({ fromResource: 'wood', toResource: 'food', amount: 30, useAether: false }));
  });
});
