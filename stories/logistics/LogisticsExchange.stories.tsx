import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExchangeView } from '../../client/routes/logistics/ExchangeView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import '../../client/routes/logistics/logistics.css';

const meta: Meta<typeof ExchangeView> = {
  title: 'Logistics/Exchange',
  component: ExchangeView,
  parameters: { layout: 'fullscreen', route: '/village/logistics/exchange' },
  args: {
    stock: { wood: 8421, stone: 12000, iron: 3120, food: 5230 }, aether: 125, startTime: '2030-03-10T12:00:00Z',
    now: Date.parse('2030-03-22T12:00:00Z'), onExchange: async (body) => { console.info('exchange', body); return true; },
  },
};
export default meta;
type Story = StoryObj<typeof ExchangeView>;

/** The account's aether still loading: the balance waits, the rest works. */
export const Loading: Story = {
  args: { aether: undefined },
  parameters: { keyContent: ['Exchange', 'Give', 'Receive', '3 : 1', '…'] },
};

/** Untouched, nothing of the chosen resource: no refusal before the player types. */
export const Empty: Story = {
  args: { stock: { wood: 0, stone: 0, iron: 0, food: 0 } },
  parameters: { keyContent: ['Exchange', '0 in the village', 'Better rate for 10 aether', "This week's maximum with aether", '10,000', '0:10:00'] },
};

/** More than this week's maximum with aether: the server's refusal, said before sending. */
export const Error: Story = {
  args: { initial: { from: 'stone', to: 'iron', amount: '11000', useAether: true } },
  parameters: { keyContent: ['An exchange with aether is at most 10000 this week', '1.5 : 1'] },
};

/** 3,000 stone at 1.5:1 for 10 aether: 2,000 iron arrive in 10 minutes. */
export const Full: Story = {
  args: { initial: { from: 'stone', to: 'iron', amount: '3000', useAether: true } },
  parameters: { keyContent: ['1.5 : 1', '3,000', '2,000', 'In 0:10:00', '125'] },
};

/** A sitter: the better rate is off, and says why. */
export const Sitter: Story = {
  args: { isSitter: true, initial: { from: 'wood', to: 'food', amount: '10' } },
  parameters: { keyContent: ['A sitter never spends aether', '3 : 1', '9', '3'] },
};
