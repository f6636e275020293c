/**
 * The army page's "At objectives" (issue 16) reads GET objectives/village/11/troops; Recall (after the
 * confirmation) POSTs objectives/{id}/recall/11, drops the group and reloads the troops lists and the
 * objectives; a refused recall shows the server's words.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import * as pageStories from '../../stories/army/ArmyPage.stories';
import { clearFetchLog, fetchLog } from '../../stories/army/fetchHandler';
import { toasts } from '../../client/app/toasts';

const page = composeStories(pageStories);
const calls = (method: string, path: string) => fetchLog.filter((c) => c.method === method && c.path === path).length;

describe('troops at objectives on the army page', () => {
  it('lists the groups and recalls one after the confirmation, then reloads troops and the list', async () => {
    clearFetchLog();
    render(<page.OverviewAtObjectives />);
    const section = await screen.findByTestId('troops-objectives');
    await within(section).findByText('60 Militia');
    expect(calls('GET', 'objectives/village/11/troops')).toBe(1);
    const troopsBefore = calls('GET', 'units/village/11/troops');
    fireEvent.click(within(screen.getByTestId('objective-troops-7')).getByRole('button', { name: 'Recall' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('Recall the troops from the Landmark at (3|-2)?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Recall them' }));
    await waitFor(() => expect(fetchLog.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['objectives/7/recall/11']));
    await waitFor(() => expect(calls('GET', 'objectives/village/11/troops')).toBe(2));
    await waitFor(() => expect(calls('GET', 'units/village/11/troops')).toBeGreaterThan(troopsBefore));
    expect(toasts.getSnapshot().map((t) => `${t.kind}:${t.text}`)).toContain('success:The troops left the objective and are on their way home.');
  });

  it('a refused recall shows the server words under the list', async () => {
    clearFetchLog();
    render(<page.OverviewRecallRefused />);
    const section = await screen.findByTestId('troops-objectives');
    await within(section).findByText('60 Militia');
    fireEvent.click(within(screen.getByTestId('objective-troops-7')).getByRole('button', { name: 'Recall' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Recall them' }));
    expect((await within(section).findByTestId('recall-refused')).textContent).toBe('Those troops do not exist');
    expect(toasts.getSnapshot().map((t) => `${t.kind}:${t.text}`)).toContain('error:Those troops do not exist');
  });

  it('a failed list says so and Try again asks again', async () => {
    clearFetchLog();
    render(<page.OverviewAtObjectivesError />);
    const section = await screen.findByTestId('troops-objectives');
    await within(section).findByText('The troops at objectives could not be loaded.');
    const before = calls('GET', 'objectives/village/11/troops');
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls('GET', 'objectives/village/11/troops')).toBe(before + 1));
  });
});
