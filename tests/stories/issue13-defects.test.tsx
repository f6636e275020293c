/**
 * Issue 13, point 9, through the stories: a building page of the economy highlights the Economy tab,
 * the battle report says what its 'sent / lost' pair counts, and the simulator's luck slider shows its
 * value and speaks it.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import * as buildingStories from '../../stories/economy/BuildingPage.stories';
import * as reportStories from '../../stories/reports/Report.stories';
import * as simulateStories from '../../stories/army/ArmySimulate.stories';

const building = composeStories(buildingStories);
const report = composeStories(reportStories);
const simulate = composeStories(simulateStories);

const currentTab = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Village sections' });
  return within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent);
};

describe('the village page tabs on a building page', () => {
  it('the Farm (an economy building) highlights Economy, not Town hall', async () => {
    render(<building.Farm />);
    expect(await currentTab()).toEqual(['Economy']);
  });

  it('the Iron Mine too', async () => {
    render(<building.SpacedName />);
    expect(await currentTab()).toEqual(['Economy']);
  });

  it('a building of a district (the Library) stays under Town hall', async () => {
    render(<building.NotBuilt />);
    expect(await currentTab()).toEqual(['Town hall']);
  });
});

describe("the battle report's counts", () => {
  it("the column of '61 / 14' is labelled with what it counts", () => {
    render(<report.Battle />);
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('Units: sent / lost');
    expect(headers).not.toContain('Total');
    const attacker = within(table).getAllByRole('row').find((r) => r.textContent?.startsWith('Attacker'))!;
    const cells = within(attacker).getAllByRole('cell');
    expect(cells.at(-1)!.textContent).toBe('61 / 14');
    expect(headers.at(-1)).toBe('Units: sent / lost');
  });
});

describe("the simulator's luck slider", () => {
  it('is a themed range with its value shown beside it and spoken, moved by keyboard or touch alike', () => {
    render(<simulate.Empty />);
    const slider = screen.getByRole('slider', { name: 'Luck' }) as HTMLInputElement;
    expect(slider.className).toContain('ak-range__input');
    expect(screen.getByTestId('sim-luck-value').textContent).toBe('0%');
    fireEvent.change(slider, { target: { value: '7' } });
    expect(screen.getByTestId('sim-luck-value').textContent).toBe('+7%');
    expect(slider.getAttribute('aria-valuetext')).toBe('+7%');
    fireEvent.change(slider, { target: { value: '-10' } });
    expect(screen.getByTestId('sim-luck-value').textContent).toBe('-10%');
    expect(slider.style.getPropertyValue('--ak-range-fill')).toBe('0%');
  });
});
