// @vitest-environment jsdom
// The army overview's "At objectives" (issue 16): each group names its objective (type, (x|y) opening
// /objective/{id}) and its units; Recall asks first (the objective may be lost), and a refusal is shown
// in the server's words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ObjectiveTroopsSection, type ObjectiveTroopsSectionProps } from '../../../../client/routes/army/ObjectiveTroopsSection';
import { objectiveTypeKey, withoutObjectiveGroup } from '../../../../client/routes/army/armyMath';
import { makeObjectiveTroops, unitKeys } from '../../../../stories/army/fixtures';

afterEach(cleanup);

const renderSection = (p: Partial<ObjectiveTroopsSectionProps> = {}) =>
  render(<MemoryRouter><ObjectiveTroopsSection list={{ data: makeObjectiveTroops() }} order={unitKeys} {...p} /></MemoryRouter>);

describe('objectiveTypeKey', () => {
  it('names objectives from objectives.*, events from events.*', () => {
    expect(objectiveTypeKey('landmark')).toBe('objectives.landmark');
    expect(objectiveTypeKey('monument')).toBe('objectives.monument');
    expect(objectiveTypeKey('artifact')).toBe('objectives.artifact');
    expect(objectiveTypeKey('attack1')).toBe('events.attack1');
  });
});

describe('withoutObjectiveGroup', () => {
  it('drops the recalled group only', () => {
    const items = makeObjectiveTroops().items;
    expect(withoutObjectiveGroup(items, 7).map((g) => g.objective_id)).toEqual([9]);
    expect(withoutObjectiveGroup(items, 99)).toHaveLength(2);
  });
});

describe('At objectives', () => {
  it('lists each group with its objective, a link to /objective/{id} and its units', () => {
    renderSection();
    const row = screen.getByTestId('objective-troops-7');
    expect(row.textContent).toContain('Landmark');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/objective/7');
    expect(within(row).getByRole('link').textContent).toBe('(3|-2)');
    expect(row.textContent).toContain('60 Militia');
    expect(within(screen.getByTestId('objective-troops-9')).getByRole('link').getAttribute('href')).toBe('/objective/9');
    expect(screen.getByTestId('objective-troops-9').textContent).toContain('Native artifact');
  });

  it('Recall asks first, warning the objective may be lost; Let them stay changes nothing; Recall them recalls once', async () => {
    const onRecall = vi.fn(async () => undefined);
    renderSection({ onRecall });
    fireEvent.click(within(screen.getByTestId('objective-troops-9')).getByRole('button', { name: 'Recall' }));
    let ask = screen.getByRole('alertdialog');
    expect(within(ask).getByRole('heading').textContent).toBe('Recall the troops from the Native artifact at (-1|4)?');
    expect(ask.textContent).toContain('the next attack may take it');
    fireEvent.click(within(ask).getByRole('button', { name: 'Let them stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onRecall).not.toHaveBeenCalled();

    fireEvent.click(within(screen.getByTestId('objective-troops-9')).getByRole('button', { name: 'Recall' }));
    ask = screen.getByRole('alertdialog');
    fireEvent.click(within(ask).getByRole('button', { name: 'Recall them' }));
    await waitFor(() => expect(onRecall).toHaveBeenCalledTimes(1));
    expect(onRecall).toHaveBeenCalledWith(9);
    expect(screen.queryByTestId('recall-refused')).toBeNull();
  });

  it('a refused recall shows the server words; the buttons wait while a recall is on its way', async () => {
    let answer!: (v: { refused: string }) => void;
    const onRecall = vi.fn(() => new Promise<{ refused: string }>((r) => { answer = r; }));
    renderSection({ onRecall });
    fireEvent.click(within(screen.getByTestId('objective-troops-7')).getByRole('button', { name: 'Recall' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Recall them' }));
    await waitFor(() => expect(onRecall).toHaveBeenCalledWith(7));
    for (const b of within(screen.getByTestId('troops-objectives')).getAllByRole('button', { name: 'Recall' })) expect((b as HTMLButtonElement).disabled).toBe(true);
    answer({ refused: 'Those troops do not exist' });
    expect((await screen.findByTestId('recall-refused')).textContent).toBe('Those troops do not exist');
    for (const b of within(screen.getByTestId('troops-objectives')).getAllByRole('button', { name: 'Recall' })) expect((b as HTMLButtonElement).disabled).toBe(false);
  });

  it('empty, loading and error with Retry; no Recall buttons without onRecall', () => {
    const { unmount } = renderSection({ list: { data: { items: [] } } });
    expect(screen.getByText('No troops stand at objectives.')).toBeTruthy();
    unmount();
    const second = renderSection({ list: { loading: true } });
    expect(within(screen.getByTestId('troops-objectives')).getByRole('status').textContent).toContain('Loading');
    second.unmount();
    const onRetry = vi.fn();
    const third = renderSection({ list: { error: 'The troops at objectives could not be loaded.', onRetry } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    third.unmount();
    renderSection();
    expect(screen.queryByRole('button', { name: 'Recall' })).toBeNull();
  });
});
