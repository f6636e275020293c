import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SpawnView } from '../../client/routes/spawn/SpawnView';

const meta: Meta<typeof SpawnView> = {
  title: 'App/Spawn',
  component: SpawnView,
  args: { onFound: fn() },
  parameters: { layout: 'fullscreen', route: '/spawn' },
};
export default meta;
type Story = StoryObj<typeof SpawnView>;

export const Empty: Story = {
  parameters: { keyContent: ['Choose your start area', 'North East', 'North West', 'South East', 'South West', 'Found Kingdom', 'Pick a start area first'] },
};

export const Chosen: Story = {
  args: { initialQuadrant: 'SE' },
  parameters: { keyContent: ['South East', 'Chosen', 'Found Kingdom'] },
};

export const Founding: Story = {
  args: { initialQuadrant: 'NW', submitting: true },
  parameters: { keyContent: ['Founding…'] },
};

export const Error: Story = {
  args: { initialQuadrant: 'NE', error: 'There is no free land left in that quadrant' },
  parameters: { keyContent: ['There is no free land left in that quadrant'] },
};

export const Finished: Story = {
  args: { finished: true },
  parameters: { keyContent: ['The game is finished: no new Kingdoms can be founded.'] },
};
