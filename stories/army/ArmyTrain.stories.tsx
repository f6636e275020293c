import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrainView } from '../../client/routes/army/TrainView';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { economyGamedata } from '../economy/fixtures';
import { allowed } from './fixtures';

const meta: Meta<typeof TrainView> = {
  title: 'Army/Train',
  component: TrainView,
  parameters: { layout: 'fullscreen', route: '/village/army/train' },
  args: { units: economyGamedata.units, onTrain: async (key, amount) => { console.info('train', key, amount); return true; } },
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

/** Militia and Spearman can be trained; the others list what they miss. */
export const Full: Story = {
  args: { allowed: allowed.units },
  parameters: {
    keyContent: ['Militia', 'Spearman', 'Knight', 'Settlers', 'Amount', 'Train', 'Requirements not met', 'Barracks level', 'Research: Riding training',
      'Attack', 'Melee defense', 'Speed', 'Wood'],
  },
};

/** The game is finished: Train stays disabled. */
export const NoTraining: Story = {
  args: { allowed: allowed.units, onTrain: undefined },
  parameters: { keyContent: ['Militia', 'Train'] },
};
