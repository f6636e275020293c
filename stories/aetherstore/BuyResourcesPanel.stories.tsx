import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BuyResourcesPanel } from '../../client/routes/aetherstore/BuyResourcesPanel';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import '../../client/routes/aetherstore/aetherstore.css';

const meta: Meta<typeof BuyResourcesPanel> = {
  title: 'Aether store/BuyResourcesPanel',
  component: BuyResourcesPanel,
  args: { villageName: 'Highgarden', aether: 125, rate: { aether: 1, resources: 100 }, deliverySeconds: 600, onBuy: async () => true },
};
export default meta;
type Story = StoryObj<typeof BuyResourcesPanel>;

export const Loading: Story = {
  args: { loading: true },
  parameters: { keyContent: ['Resources for aether', 'Loading'] },
};

/** No village to deliver to. */
export const Empty: Story = {
  args: { villageName: undefined },
  parameters: { keyContent: ['No village selected.'] },
};

/** Lots of 100 to 5,000 with their prices; the lot the balance cannot pay is marked. */
export const Full: Story = {
  args: { aether: 20 },
  parameters: { keyContent: ['Delivered to Highgarden in 0:10:00.', '1 aether buys 100 of one resource.', '100 Wood', '1,000 Wood', '5,000 Wood', '50 aether', 'Not enough aether'] },
};

/** A lot asks first: what is bought, where it goes and the aether spent for good. */
export const ConfirmAsks: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Iron' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: '10 aether' }));
  },
  parameters: { keyContent: ['Buy 1,000 Iron for 10 aether?', 'They arrive in Highgarden in 0:10:00', 'The 10 aether is spent for good.', 'Spend 10 aether'] },
};

/** The server refused: its words under the lots. */
export const Error: Story = {
  args: { onBuy: async () => ({ refused: 'Not enough aether' }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '1 aether' }));
    await userEvent.click(within(document.body).getByRole('button', { name: 'Spend 1 aether' }));
    void args;
  },
  parameters: { keyContent: ['Not enough aether'] },
};

/** A sitter never spends aether. */
export const Sitter: Story = {
  args: { onBuy: undefined, blocked: 'A sitter may look, but never spends aether.' },
  parameters: { keyContent: ['A sitter may look, but never spends aether.', '100 Wood'] },
};
