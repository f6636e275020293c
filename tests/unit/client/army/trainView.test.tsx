// @vitest-environment jsdom
// The train tab (issue 13, point 7): each unit's training time in this village, and stat icons that name
// themselves (accessible name, hover title, a tap shows the name).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TrainView, trainingSeconds } from '../../../../client/routes/army/TrainView';
import { economyGamedata } from '../../../../stories/economy/fixtures';
import { allowed } from '../../../../stories/army/fixtures';

afterEach(cleanup);

const militia = economyGamedata.units.find((u) => u.key === 'melee1')!;
const renderTrain = (production?: number, builders = 0) => render(
  <TrainView units={economyGamedata.units} allowed={allowed.units} production={production} builders={builders}
    builderBoost={economyGamedata.builderBoost} onTrain={async () => true} />,
);
const card = (name: string) => screen.getByRole('article', { name });

describe('training time', () => {
  it("is the unit's work over the village's production (the queue's rule), per unit and for the amount", () => {
    // 3,600 work points an hour: one work point a second.
    renderTrain(3600);
    const time = within(card('Militia')).getByTestId('train-time');
    expect(time.textContent).toBe(`Training time: 0:${String(Math.floor(militia.work / 60) % 60).padStart(2, '0')}:${String(militia.work % 60).padStart(2, '0')} per unit`);
    fireEvent.change(within(card('Militia')).getByLabelText('Amount'), { target: { value: '10' } });
    expect(time.textContent).toContain(`10 units: ${formatHms(militia.work * 10)}`);
  });

  it('a builder charge speeds training by the boost for anything but buildings', () => {
    expect(trainingSeconds(100, 2, { production: 3600 })).toBe(200);
    expect(trainingSeconds(100, 2, { production: 3600, builders: 1, builderBoost: { building: 1, other: 0.5 } })).toBe(Math.ceil(200 / 1.5));
    expect(trainingSeconds(100, 1, {})).toBeNull();
    expect(trainingSeconds(100, 1, { production: 0 })).toBeNull();
  });

  it('without the production no time is shown', () => {
    renderTrain(undefined);
    expect(within(card('Militia')).queryByTestId('train-time')).toBeNull();
  });
});

describe('stat names', () => {
  it('each stat is named (accessible name and title), and a tap shows its name; a second tap hides it', () => {
    renderTrain(3600);
    const stats = within(card('Militia')).getByRole('list', { name: 'Stats' });
    const attack = within(stats).getByRole('button', { name: `Attack: ${militia.attack}` });
    expect(attack.getAttribute('title')).toBe('Attack');
    for (const name of ['Melee defense', 'Cavalry defense', 'Ranged defense', 'Speed', 'Consumption']) {
      expect(within(stats).getByRole('button', { name: new RegExp(`^${name}: `) }).getAttribute('title')).toBe(name);
    }
    const cost = within(card('Militia')).getByRole('list', { name: 'Cost' });
    expect(within(cost).getByRole('button', { name: /^Wood: / })).toBeTruthy();
    expect(within(cost).getByRole('button', { name: /^Work: / })).toBeTruthy();
    expect(within(attack).queryByTestId('stat-tip')).toBeNull();
    fireEvent.click(attack);
    expect(within(attack).getByTestId('stat-tip').textContent).toBe('Attack');
    fireEvent.click(attack);
    expect(within(attack).queryByTestId('stat-tip')).toBeNull();
    fireEvent.click(attack);
    fireEvent.keyDown(attack, { key: 'Escape' });
    expect(within(attack).queryByTestId('stat-tip')).toBeNull();
  });
});

function formatHms(s: number): string {
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
