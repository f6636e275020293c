// @vitest-environment jsdom
// Calling an army back and sending stationed troops home cannot be undone: the overview asks first
// (issue 13, point 1), and going back changes nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { OverviewView } from '../../../../client/routes/army/OverviewView';
import { makeTroops, troopsLists, unitKeys } from '../../../../stories/army/fixtures';

afterEach(cleanup);

const renderOverview = () => {
  const onCallBack = vi.fn();
  const onSendBack = vi.fn();
  render(<OverviewView now={Date.now()} order={unitKeys} lists={troopsLists(makeTroops())}
    villageName={(id) => (id === 12 ? 'Stonecross' : undefined)} onCallBack={onCallBack} onSendBack={onSendBack} />);
  return { onCallBack, onSendBack };
};

describe('call back asks first', () => {
  it('names the march and its target; Let them march changes nothing; Call back calls it back once', async () => {
    const { onCallBack } = renderOverview();
    const outgoing = screen.getByTestId('troops-outgoing');
    // Only the attack that left two minutes ago is inside the call-back window.
    fireEvent.click(within(outgoing).getByRole('button', { name: 'Call back' }));
    const ask = screen.getByRole('alertdialog');
    expect(within(ask).getByRole('heading').textContent).toBe('Call back the Attack on (18|-10)?');
    expect(ask.textContent).toContain('The Attack is abandoned');
    fireEvent.click(within(ask).getByRole('button', { name: 'Let them march' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCallBack).not.toHaveBeenCalled();

    fireEvent.click(within(outgoing).getByRole('button', { name: 'Call back' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCallBack).not.toHaveBeenCalled();

    fireEvent.click(within(outgoing).getByRole('button', { name: 'Call back' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Call back' }));
    expect(onCallBack).toHaveBeenCalledTimes(1);
    expect(onCallBack).toHaveBeenCalledWith(503);
  });
});

describe('send back asks first', () => {
  it('troops abroad are called home from the village they stand in; reinforcements here go home from this one', () => {
    const { onSendBack } = renderOverview();
    fireEvent.click(within(screen.getByTestId('troops-abroad')).getByRole('button', { name: 'Send back' }));
    let ask = screen.getByRole('alertdialog');
    expect(within(ask).getByRole('heading').textContent).toBe('Call the troops in Stonecross home?');
    expect(ask.textContent).toContain('They stop defending Stonecross now');
    fireEvent.click(within(ask).getByRole('button', { name: 'Let them stay' }));
    expect(onSendBack).not.toHaveBeenCalled();

    fireEvent.click(within(screen.getByTestId('troops-support')).getByRole('button', { name: 'Send back' }));
    ask = screen.getByRole('alertdialog');
    expect(within(ask).getByRole('heading').textContent).toBe('Send the troops from Village 31 home?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Send them home' }));
    expect(onSendBack).toHaveBeenCalledTimes(1);
    expect(onSendBack).toHaveBeenCalledWith(531);
  });
});
