import type { Meta, StoryObj } from '@storybook/react-vite';
import { SendView } from '../../client/routes/logistics/SendView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import '../../client/routes/logistics/logistics.css';

const villages = [{ id: 12, name: 'Ravensford', x: 15, y: -3 }, { id: 13, name: 'Stonecross', x: 9, y: -12 }];

const meta: Meta<typeof SendView> = {
  title: 'Logistics/Send',
  component: SendView,
  parameters: { layout: 'fullscreen', route: '/village/logistics/send' },
  args: {
    stock: { wood: 8421, stone: 12000, iron: 3120, food: 5230 }, merchants: { total: 5, available: 3, capacity: 3000 },
    from: { x: 12, y: -7 }, villages, worldSpeed: 1, now: Date.parse('2030-03-22T12:00:00Z'),
    onSend: async (body) => { console.info('send', body); return true; },
  },
};
export default meta;
type Story = StoryObj<typeof SendView>;

/** Untouched: no refusal before the player types; 0 of 3 merchants. */
export const Empty: Story = {
  parameters: { keyContent: ['Send resources', 'Wood', 'Max', '8,421 in the village', 'Or one of your villages', 'Merchants needed', '0 of 3 at home'] },
};

/** Every merchant is on the road: whatever is typed, 'Not enough capacity'. */
export const NoMerchants: Story = {
  args: { merchants: { total: 2, available: 0, capacity: 1000 }, initial: { loads: { wood: '100' } } },
  parameters: { keyContent: ['Not enough capacity', '1 of 0 at home'] },
};

/** More than three merchants carry, said before sending. */
export const Error: Story = {
  args: { initial: { x: 15, y: -3, loads: { wood: '8000', stone: '2000' } } },
  parameters: { keyContent: ['Not enough capacity', '10,000', '4 of 3 at home'] },
};

/** A load for Ravensford: 2 merchants, distance, travel time and arrival. */
export const Full: Story = {
  args: { initial: { x: 15, y: -3, loads: { wood: '2500', iron: '1200' } } },
  parameters: { keyContent: ['3,700', '2 of 3 at home', 'Distance', '5.0 tiles', 'Travel time', 'Arrival', '0:25:00', 'Send merchants'] },
};
