/**
 * The army overview's five lists come from GET units/village/{id}/troops, each with its own page,
 * its empty, loading and error state, and the send back / call back actions.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import * as pageStories from '../../stories/army/ArmyPage.stories';
import { clearFetchLog, fetchLog } from '../../stories/army/fetchHandler';

const page = composeStories(pageStories);
const TYPES = ['standing', 'abroad', 'support', 'incoming', 'outgoing'] as const;
const troopsCalls = () => fetchLog.filter((c) => c.method === 'GET' && c.path === 'units/village/11/troops')
  .map((c) => `${c.query.get('type')}:${c.query.get('page')}`);

describe('troops lists', () => {
  it('asks for page 0 of each of the five lists', async () => {
    clearFetchLog();
    render(<page.Overview />);
    await screen.findByText('120 Militia');
    await waitFor(() => expect(new Set(troopsCalls())).toEqual(new Set(TYPES.map((t) => `${t}:0`))));
  });

  it('pages: Next asks for page=1, Previous for page=0 again', async () => {
    clearFetchLog();
    render(<page.OverviewPaged />);
    const incoming = await screen.findByTestId('troops-incoming');
    await within(incoming).findByText('Page 1 of 3');
    expect(within(incoming).getAllByRole('row')).toHaveLength(21); // header + 20
    expect(within(incoming).queryByText('21 Militia')).toBeNull();
    fireEvent.click(within(incoming).getByRole('button', { name: 'Next' }));
    await within(incoming).findByText('Page 2 of 3');
    expect(troopsCalls()).toContain('incoming:1');
    expect(within(incoming).getByText('21 Militia')).toBeTruthy();
    expect(within(incoming).queryByText('20 Militia')).toBeNull();
    fireEvent.click(within(incoming).getByRole('button', { name: 'Previous' }));
    await within(incoming).findByText('Page 1 of 3');
    expect((within(incoming).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    // The other lists fit one page: no pager.
    expect(within(screen.getByTestId('troops-outgoing')).queryByRole('navigation')).toBeNull();
  });

  it('each list says when it is empty', async () => {
    render(<page.OverviewEmpty />);
    const texts = {
      incoming: 'No troops are on their way here.', outgoing: 'No troops are on the move from here.', standing: 'No troops at home.',
      abroad: 'No troops stand abroad.', support: 'No reinforcements stand here.',
    };
    for (const [type, text] of Object.entries(texts)) {
      await within(screen.getByTestId(`troops-${type}`)).findByText(text);
    }
  });

  it('each list shows its loading state while the server has not answered', async () => {
    render(<page.OverviewLoading />);
    for (const type of TYPES) {
      const section = await screen.findByTestId(`troops-${type}`);
      expect(within(section).getByRole('status').textContent).toContain('Loading');
    }
  });

  it('a failed list says so and retries; the others show', async () => {
    clearFetchLog();
    render(<page.OverviewError />);
    const abroad = await screen.findByTestId('troops-abroad');
    await within(abroad).findByText('The troops could not be loaded.');
    await within(screen.getByTestId('troops-standing')).findByText('120 Militia');
    const before = troopsCalls().filter((c) => c === 'abroad:0').length;
    fireEvent.click(within(abroad).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(troopsCalls().filter((c) => c === 'abroad:0').length).toBe(before + 1));
  });

  it('troops abroad can be called home and reinforcements sent back (POST sendBack)', async () => {
    clearFetchLog();
    render(<page.Overview />);
    const abroad = await screen.findByTestId('troops-abroad');
    fireEvent.click(await within(abroad).findByRole('button', { name: 'Send back' }));
    // Asked first (issue 13, point 1): going back changes nothing.
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toMatch(/^Call the troops in .+ home\?/);
    fireEvent.click(within(ask).getByRole('button', { name: 'Let them stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchLog.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(abroad).getByRole('button', { name: 'Send back' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send them home' }));
    const support = screen.getByTestId('troops-support');
    fireEvent.click(await within(support).findByRole('button', { name: 'Send back' }));
    const ask2 = await screen.findByRole('alertdialog');
    expect(ask2.textContent).toMatch(/^Send the troops from .+ home\?/);
    expect(ask2.textContent).toContain('They stop defending this village now');
    fireEvent.click(within(ask2).getByRole('button', { name: 'Send them home' }));
    await waitFor(() => expect(fetchLog.filter((c) => c.method === 'POST').map((c) => c.path))
      .toEqual(['units/village/11/sendBack/512', 'units/village/11/sendBack/531']));
  });
});
