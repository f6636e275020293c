// @vitest-environment jsdom
// The aether store's panels: spending aether asks first (Go back spends nothing, confirm spends once),
// and the packages panel offers nothing once today's grant is taken.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BuyResourcesPanel } from '../../../../client/routes/aetherstore/BuyResourcesPanel';
import { BuildersPanel } from '../../../../client/routes/aetherstore/BuildersPanel';
import { PackagesPanel } from '../../../../client/routes/aetherstore/PackagesPanel';
import { makeGrantedPackages, makePackages } from '../../../../stories/aetherstore/fixtures';

afterEach(cleanup);

describe('resources for aether', () => {
  const renderPanel = (aether = 125) => {
    const onBuy = vi.fn(async () => true as const);
    render(<BuyResourcesPanel villageName="Highmoor" aether={aether} rate={{ aether: 1, resources: 100 }} deliverySeconds={600} onBuy={onBuy} />);
    return onBuy;
  };

  it('a lot asks first; Go back buys nothing; the confirm buys that lot of the chosen resource once', async () => {
    const onBuy = renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: 'Food' }));
    fireEvent.click(screen.getByRole('button', { name: '10 aether' }));
    expect(screen.getByRole('alertdialog', { name: 'Buy 1,000 Food for 10 aether?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBuy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '10 aether' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spend 10 aether' }));
    await waitFor(() => expect(onBuy).toHaveBeenCalledTimes(1));
    expect(onBuy).toHaveBeenCalledWith('food', 1000);
  });

  it('a lot the balance cannot pay is off; a refusal shows the server words', async () => {
    const onBuy = vi.fn(async () => ({ refused: 'Not enough aether' }));
    render(<BuyResourcesPanel villageName="Highmoor" aether={5} rate={{ aether: 1, resources: 100 }} deliverySeconds={600} onBuy={onBuy} />);
    expect((screen.getByRole('button', { name: '10 aether' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '1 aether' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spend 1 aether' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not enough aether');
  });
});

describe('builder charges in the store', () => {
  it('buying asks first and buys the amount once on confirm', async () => {
    const onBuy = vi.fn(async () => undefined);
    render(<BuildersPanel charges={1} aether={100} costEach={10} active={false} onBuy={onBuy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    fireEvent.change(screen.getByLabelText('Builder charges to buy'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: /Buy for 30/ }));
    expect(screen.getByRole('alertdialog', { name: 'Buy 3 builder charges for 30 aether?' })).toBeTruthy();
    expect(onBuy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Spend 30 aether' }));
    await waitFor(() => expect(onBuy).toHaveBeenCalledWith(3));
    expect(onBuy).toHaveBeenCalledTimes(1);
  });
});

describe('alpha packages', () => {
  it('says no payment is taken; a free day offers every package, taking one calls with its id', async () => {
    const onGrant = vi.fn(async () => true);
    render(<PackagesPanel data={makePackages()} now={Date.now()} onGrant={onGrant} />);
    expect(screen.getByTestId('packages-free').textContent).toContain('no payment is taken');
    fireEvent.click(screen.getByRole('button', { name: 'Take the Aether chest' }));
    await waitFor(() => expect(onGrant).toHaveBeenCalledWith('chest'));
  });

  it('today taken: every button is off and the countdown to the next runs', () => {
    render(<PackagesPanel data={makeGrantedPackages()} now={Date.now()} onGrant={async () => true} />);
    for (const b of screen.getAllByRole('button', { name: /^Take the/ })) expect((b as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Until the next package' })).toBeTruthy();
  });
});
