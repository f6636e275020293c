// @vitest-environment jsdom
// Every irreversible action asks first (issue 13, point 1): one click on the button opens the dialog and
// changes nothing; Go back changes nothing; only the dialog's confirm acts, once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DistrictsPanel } from '../../../../client/routes/village/DistrictsPanel';
import { TierPanel } from '../../../../client/routes/village/TierPanel';
import { QueueItemRow } from '../../../../client/panels/queue/QueueItemRow';
import { economyGamedata, makeQueue } from '../../../../stories/economy/fixtures';

afterEach(cleanup);

const dialog = (name: string | RegExp) => screen.getByRole('alertdialog', { name });

describe('commissioning a district', () => {
  const renderPanel = () => {
    const onCommission = vi.fn(async (_: string) => true);
    render(<DistrictsPanel village={{ tier: 'village', districts: [], name: 'Highmoor' }} gamedata={economyGamedata} onCommission={onCommission} />);
    const military = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Military'))!;
    return { onCommission, commission: within(military).getByRole('button', { name: 'Commission' }) };
  };

  it('one click no longer commissions: it asks, naming the district, the slot and that it is permanent', () => {
    const { onCommission, commission } = renderPanel();
    fireEvent.click(commission);
    expect(onCommission).not.toHaveBeenCalled();
    const d = dialog('Commission the Military district?');
    expect(d.textContent).toContain('Highmoor has 1 of 1 district slots free');
    expect(d.textContent).toContain('Barracks');
    expect(d.textContent).toContain('Cannot be undone: A district is permanent.');
  });

  it('Go back commissions nothing; the confirm button commissions that district once', async () => {
    const { onCommission, commission } = renderPanel();
    fireEvent.click(commission);
    fireEvent.click(within(dialog(/Military/)).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onCommission).not.toHaveBeenCalled();
    fireEvent.click(commission);
    fireEvent.click(screen.getByRole('button', { name: 'Commission Military' }));
    await waitFor(() => expect(onCommission).toHaveBeenCalledTimes(1));
    expect(onCommission).toHaveBeenCalledWith('military');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('tier up', () => {
  it('asks first (what the tier gives, that it is never lost); only the confirm tiers up, once', async () => {
    const onTierUp = vi.fn(async () => true);
    render(<TierPanel village={{ tier: 'village', name: 'Highmoor' }} tiers={economyGamedata.tiers} culture={9000}
      nextCulture={{ village: 10000, town: 5000, city: 50000 }} onTierUp={onTierUp} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tier up' }));
    expect(onTierUp).not.toHaveBeenCalled();
    const d = dialog('Tier Highmoor up to Town?');
    expect(d.textContent).toContain('Culture is not spent');
    expect(d.textContent).toContain('never returns to a lower tier');
    fireEvent.keyDown(d, { key: 'Escape' });
    expect(onTierUp).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tier up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tier up to Town' }));
    await waitFor(() => expect(onTierUp).toHaveBeenCalledTimes(1));
  });
});

describe('cancelling a queue item', () => {
  const [active, waiting] = makeQueue();

  it('a started item: says the work done is lost; Keep it cancels nothing, the confirm cancels once', async () => {
    const onCancel = vi.fn(async () => true);
    render(<ul><QueueItemRow item={active!} frozen onCancel={onCancel} /></ul>);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Farm · Level 11' }));
    expect(onCancel).not.toHaveBeenCalled();
    const d = dialog('Cancel Farm · Level 11?');
    expect(d.textContent).toContain('The work done is lost');
    fireEvent.click(within(d).getByRole('button', { name: 'Keep it' }));
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Farm · Level 11' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel Farm · Level 11' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(onCancel).toHaveBeenCalledWith(active);
  });

  it('a waiting item: its whole cost comes back, only its place in the queue is lost', () => {
    render(<ul><QueueItemRow item={waiting!} frozen onCancel={vi.fn()} /></ul>);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel 300 Culture' }));
    const d = dialog('Cancel 300 Culture?');
    expect(d.textContent).toContain('its whole cost comes back');
    expect(d.textContent).toContain('Its place in the queue is lost');
  });
});
