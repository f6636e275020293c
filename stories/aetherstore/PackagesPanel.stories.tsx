import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackagesPanel } from '../../client/routes/aetherstore/PackagesPanel';
import '../../client/routes/village/village.css';
import '../../client/routes/aetherstore/aetherstore.css';
import { makeGrantedPackages, makePackages } from './fixtures';

const meta: Meta<typeof PackagesPanel> = {
  title: 'Aether store/PackagesPanel',
  component: PackagesPanel,
  args: { now: Date.now(), clockSkewMs: 0, onGrant: async () => true, onRetry: () => {}, onReady: () => {} },
};
export default meta;
type Story = StoryObj<typeof PackagesPanel>;

export const Loading: Story = {
  args: { loading: true },
  parameters: { keyContent: ['Aether packages', 'Loading'] },
};

export const Error: Story = {
  args: { error: 'The aether packages could not be loaded.' },
  parameters: { keyContent: ['The aether packages could not be loaded.', 'Try again'] },
};

export const Empty: Story = {
  args: { data: makePackages({ packages: [] }) },
  parameters: { keyContent: ['No packages are offered.'] },
};

/** Today's package free to take: every package offered, no payment taken. */
export const Full: Story = {
  args: { data: makePackages() },
  parameters: { keyContent: ['Alpha: no payment is taken', "Today's package is free to take.", 'Aether pouch', '50 aether', 'Aether chest', '150 aether', 'Aether hoard', '500 aether', 'Take the Aether chest'] },
};

/** Today's package taken: the buttons are off and a countdown runs to the next UTC midnight. */
export const GrantedToday: Story = {
  args: { data: makeGrantedPackages() },
  parameters: { keyContent: ['Alpha: no payment is taken', "You took today's package.", 'Next package in', 'Until the next package'] },
};

/** A sitter sees the packages but cannot take one. */
export const Sitter: Story = {
  args: { data: makePackages(), onGrant: undefined, blocked: 'A sitter may look, but never spends aether.' },
  parameters: { keyContent: ['A sitter may look, but never spends aether.', 'Aether pouch'] },
};
