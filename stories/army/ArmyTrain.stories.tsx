import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrainView } from '../../client/routes/army/TrainView';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { economyGamedata } from '../economy/fixtures';
import { userEvent, within } from 'storybook/test';
import { allowed } from './fixtures';

const meta: Meta<typeof TrainView> = {
  title: 'Army/Train',
  component: TrainView,
  parameters: { layout: 'fullscreen', route: '/village/army/train' },
  // 3,600 work points an hour: a unit of 100 work takes 0:01:40.
  args: { units: economyGamedata.units, production: 3600, builderBoost: economyGamedata.builderBoost, onTrain: async (key, amount) => { console.info('train', key, amount); return true; } },
};
export default meta;
type Story = StoryObj<typeof TrainView>;

export const Loading: Story = {
  args: { allowed: undefined, loading: true },
  parameters: { keyContent: ['Train units', 'Loading'] },
};

export const Error: Story = {
  args: { allowed: undefined, error: 'The units could not be loaded.', onRetry: () => {} },
  parameters: { keyContent: ['The units could not be loaded.', 'Try again'] },
};

/**
 * Militia and Spearman can be trained; the others list what they miss. Each card gives its training time
 * in this village; every stat chip is named (its title on hover, its accessible name).
 */
export const Full: Story = {
  args: { allowed: allowed.units },
  parameters: {
    keyContent: ['Militia', 'Spearman', 'Knight', 'Settlers', 'Amount', 'Train', 'Requirements not met', 'Barracks level', 'Research: Riding training',
      'Attack', 'Melee defense', 'Cavalry defense', 'Ranged defense', 'Speed', 'Consumption', 'Wood', 'Work', 'Training time:', 'per unit'],
  },
};

/** A tap on a stat shows its name above it (touch has no hover); the amount typed gives the total time. */
export const StatTapped: Story = {
  args: { allowed: allowed.units },
  play: async ({ canvasElement }) => {
    const militia = within(within(canvasElement).getByRole('article', { name: 'Militia' }));
    await userEvent.click(militia.getByRole('button', { name: /^Attack: / }));
    await userEvent.clear(militia.getByLabelText('Amount'));
    await userEvent.type(militia.getByLabelText('Amount'), '10');
  },
  parameters: { keyContent: ['Attack', '10 units:'] },
};

/** The game is finished: Train stays disabled. */
export const NoTraining: Story = {
  args: { allowed: allowed.units, onTrain: undefined },
  parameters: { keyContent: ['Militia', 'Train'] },
};
