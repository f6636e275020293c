// @vitest-environment jsdom
// The marketplace tab (issue 14): no refusal before input, the server's words after, Accept and Cancel
// only through their confirmation, the cancel dialog warning of what the stores cannot hold.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MarketplacePanel, type MarketplacePanelProps } from '../../../../client/routes/logistics/MarketplaceView';
import { marketCaps, marketMerchants, marketOffers, marketPage, marketStock, ownOffers, ownPage } from '../../../../stories/logistics/marketplaceFixtures';

afterEach(cleanup);

const props = (p: Partial<MarketplacePanelProps> = {}): MarketplacePanelProps => ({
  market: { data: marketPage(marketOffers) }, page: 0, own: { data: ownPage(ownOffers) },
  stock: marketStock, merchants: marketMerchants, caps: marketCaps, ...p,
});
const form = () => screen.getByTestId('offer-form');

describe('the marketplace tab', () => {
  it('makes an offer: bounds live, the server\'s refusal before sending, the body sent once valid', async () => {
    const onMake = vi.fn(async () => true);
    render(<MarketplacePanel {...props({ onMake })} />);
    expect(screen.queryByTestId('offer-problem')).toBeNull();
    fireEvent.change(within(form()).getByLabelText('Wood', { selector: '#offer-wood' }), { target: { value: '1000' } });
    expect(screen.getByTestId('offer-summary').textContent).toContain('Ask for a total between 667 and 1,500');
    fireEvent.change(within(form()).getByLabelText('Stone', { selector: '#request-stone' }), { target: { value: '1600' } });
    expect(screen.getByTestId('offer-problem').textContent).toBe('The request must total between 667 and 1500');
    const submit = within(form()).getByRole('button', { name: 'Make the offer' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form()).getByLabelText('Stone', { selector: '#request-stone' }), { target: { value: '1200' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onMake).toHaveBeenCalledWith({ offer: { wood: 1000, stone: 0, iron: 0, food: 0 }, request: { wood: 0, stone: 1200, iron: 0, food: 0 }, empireOnly: false }));
  });

  it('shows a refusal of the server in its words', async () => {
    render(<MarketplacePanel {...props({ onMake: async () => ({ refused: 'Not enough capacity' }) })} />);
    fireEvent.change(within(form()).getByLabelText('Wood', { selector: '#offer-wood' }), { target: { value: '100' } });
    fireEvent.change(within(form()).getByLabelText('Stone', { selector: '#request-stone' }), { target: { value: '100' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Make the offer' }));
    expect((await screen.findByTestId('offer-refused')).textContent).toContain('Not enough capacity');
  });

  it('accepts only after the confirmation, which says what leaves and what arrives', async () => {
    const onAccept = vi.fn(async () => true);
    render(<MarketplacePanel {...props({ onAccept })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept the offer of Corvin' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('1,200 Stone');
    expect(dialog.textContent).toContain('1,000 Wood');
    expect(onAccept).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and send merchants' }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith(marketOffers[0]));
  });

  it('cancels after the confirmation, warning of what the stores cannot hold; Keep changes nothing', async () => {
    const onCancel = vi.fn(async () => true);
    render(<MarketplacePanel {...props({ onCancel, stock: { ...marketStock, stone: 14_000 } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the offer of 1,500 Stone' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('cancel-loss').textContent).toBe('The stores have no room for 500 Stone: that part is lost.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the offer' }));
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the offer of 1,500 Stone' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the offer' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledWith(ownOffers[0]));
  });

  it('filters by the offered resource and says when nobody offers it', () => {
    const onResource = vi.fn();
    const { rerender } = render(<MarketplacePanel {...props({ onResource })} />);
    fireEvent.change(screen.getByLabelText('Offered resource'), { target: { value: 'iron' } });
    expect(onResource).toHaveBeenCalledWith('iron');
    rerender(<MarketplacePanel {...props({ onResource, resource: 'iron', market: { data: marketPage([]) } })} />);
    expect(screen.getByTestId('market-offers').textContent).toContain('Nobody offers Iron at the moment');
  });
});
