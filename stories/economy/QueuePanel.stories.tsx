import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { QueuePanel } from '../../client/panels/queue/QueuePanel';
import { makeFullQueue, makeQueue } from './fixtures';
import { sidebar } from './decorators';

const builders = { charges: 2, aether: 125, costEach: 10, active: false, onToggle: () => {}, onBuy: async () => {} };

const meta: Meta<typeof QueuePanel> = {
  title: 'Economy/QueuePanel',
  component: QueuePanel,
  decorators: [sidebar],
  args: { clockSkewMs: 0, capacity: 4, onCancel: async () => {}, onZero: () => {}, builders },
};
export default meta;
type Story = StoryObj<typeof QueuePanel>;

export const Loading: Story = {
  args: { items: undefined, loading: true },
  parameters: { keyContent: ['Queue', 'Loading'] },
};

export const Error: Story = {
  args: { items: undefined, error: 'Could not make a connection to the server' },
  parameters: { keyContent: ['Could not make a connection to the server'] },
};

export const Empty: Story = {
  args: { items: [] },
  parameters: { keyContent: ['Nothing is queued.', '0 / 4', '2 builder charges', 'Use builders'] },
};

/** A building in progress, culture and another level waiting. */
export const Running: Story = {
  args: { items: makeQueue() },
  parameters: { keyContent: ['Farm · Level 11', '300 Culture', 'Quarry · Level 9', 'In progress', 'Waiting', 'Cancel', '3 / 4', 'Progress of Farm · Level 11'] },
};

/** Cancel on the item in progress asks first: only the work not done is refunded. */
export const CancelAsks: Story = {
  args: { items: makeQueue() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel Farm · Level 11' }));
  },
  parameters: { keyContent: ['Cancel Farm · Level 11?', 'The work on it has begun.', 'The work done is lost', 'Yes, cancel Farm · Level 11', 'Keep it'] },
};

/** Four items in a town: the queue is full. */
export const Full: Story = {
  args: { items: makeFullQueue() },
  parameters: { keyContent: ['Queue is full', '4 / 4', '150 Science'] },
};

/** Builders switched on for the next item, no charges for buying more aether. */
export const BuildersActive: Story = {
  args: { items: makeQueue(), builders: { ...builders, active: true, charges: 1, aether: 5 } },
  parameters: { keyContent: ['1 builder charge', 'Use builders', '+100% work rate for a building'] },
};

/** A sitter may not buy builders (no aether spending). */
export const Sitter: Story = {
  args: { items: makeQueue(), builders: { ...builders, charges: 0, onBuy: undefined, buyBlocked: 'A sitter may not spend aether.' } },
  parameters: { keyContent: ['0 builder charges', 'No builder charges.', 'A sitter may not spend aether.'] },
};

/** Without production an item cannot finish. */
export const NoProduction: Story = {
  args: { items: makeQueue().map((i) => ({ ...i, due_at: null })) },
  parameters: { keyContent: ['No production'] },
};

/** The game is finished: nothing can be cancelled or switched. */
export const Finished: Story = {
  args: { items: makeQueue(), onCancel: undefined, builders: { ...builders, onToggle: undefined, onBuy: undefined } },
  parameters: { keyContent: ['Farm · Level 11', 'Use builders'] },
};
