import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BuildersPanel } from '../../client/routes/aetherstore/BuildersPanel';
import '../../client/routes/village/village.css';
import '../../client/routes/aetherstore/aetherstore.css';

const meta: Meta<typeof BuildersPanel> = {
  title: 'Aether store/BuildersPanel',
  component: BuildersPanel,
  args: { charges: 2, aether: 125, costEach: 10, active: false, onToggle: () => {}, onBuy: async () => {} },
};
export default meta;
type Story = StoryObj<typeof BuildersPanel>;

export const Loading: Story = {
  args: { charges: undefined, aether: undefined },
  parameters: { keyContent: ['Builder charges', 'Loading'] },
};

export const Error: Story = {
  args: { error: 'Could not make a connection to the server' },
  parameters: { keyContent: ['Could not make a connection to the server'] },
};

export const Empty: Story = {
  args: { charges: 0 },
  parameters: { keyContent: ['0 builder charges', 'No builder charges. Buy them with aether.', 'each costs 10 aether'] },
};

export const Full: Story = {
  parameters: { keyContent: ['2 builder charges', 'Use builders', 'Buy'] },
};

/** Buying asks first with what is spent. */
export const ConfirmAsks: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Buy' }));
    await userEvent.click(c.getByRole('button', { name: /Buy for 10/ }));
  },
  parameters: { keyContent: ['Buy 1 builder charges for 10 aether?', 'The 10 aether is spent for good.', 'Spend 10 aether'] },
};

export const Sitter: Story = {
  args: { onBuy: undefined, blocked: 'A sitter may look, but never spends aether.' },
  parameters: { keyContent: ['A sitter may look, but never spends aether.'] },
};
