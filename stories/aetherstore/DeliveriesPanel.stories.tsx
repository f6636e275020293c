import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveriesPanel } from '../../client/routes/aetherstore/DeliveriesPanel';
import { purchaseDeliveries } from '../../client/routes/aetherstore/storeMath';
import '../../client/routes/village/village.css';
import '../../client/routes/aetherstore/aetherstore.css';
import { makeIncoming } from './fixtures';

const meta: Meta<typeof DeliveriesPanel> = {
  title: 'Aether store/DeliveriesPanel',
  component: DeliveriesPanel,
  args: { now: Date.now(), clockSkewMs: 0, onRetry: () => {}, onArrived: () => {} },
};
export default meta;
type Story = StoryObj<typeof DeliveriesPanel>;

export const Loading: Story = {
  args: { loading: true },
  parameters: { keyContent: ['Deliveries on the way', 'Loading'] },
};

export const Error: Story = {
  args: { error: 'The deliveries could not be loaded.' },
  parameters: { keyContent: ['The deliveries could not be loaded.', 'Try again'] },
};

export const Empty: Story = {
  args: { deliveries: [] },
  parameters: { keyContent: ['No purchases on the way.'] },
};

/** Two purchases on the way (the exchange's delivery is not the store's), each with a countdown and a bar. */
export const Full: Story = {
  args: { deliveries: purchaseDeliveries(makeIncoming().items) },
  parameters: { keyContent: ['500 Wood', '1,000 Iron', 'Arrives in', 'Delivery of 500 Wood', 'Delivery of 1,000 Iron'] },
};
