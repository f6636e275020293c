import type { Meta, StoryObj } from '@storybook/react-vite';
import { OverviewView } from '../../client/routes/logistics/OverviewView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import '../../client/routes/logistics/logistics.css';
import { makeTrade, manyIncoming, tradeLists, tradePageOf } from './fixtures';

const meta: Meta<typeof OverviewView> = {
  title: 'Logistics/Overview',
  component: OverviewView,
  parameters: { layout: 'fullscreen', route: '/village/logistics/overview' },
  args: {
    now: Date.now(), merchants: { total: 5, available: 3, capacity: 3000 }, perLevel: 1, lists: tradeLists(makeTrade()),
    villageName: (id) => ({ 11: 'Highmoor', 12: 'Ravensford', 13: 'Stonecross' } as Record<number, string>)[id],
  },
};
export default meta;
type Story = StoryObj<typeof OverviewView>;

const loading = { page: 0, loading: true };

/** The village and both lists still on their way. */
export const Loading: Story = {
  args: { merchants: undefined, lists: { incoming: loading, outgoing: loading } },
  parameters: { keyContent: ['Merchants', 'Incoming', 'Outgoing', 'Loading'] },
};

/** The outgoing list failed (the incoming one loaded): its section says so and offers a retry. */
export const Error: Story = {
  args: { lists: tradeLists(makeTrade(), { outgoing: { page: 0, error: 'The merchants could not be loaded.', onRetry: () => {} } }) },
  parameters: { keyContent: ['Outgoing', 'The merchants could not be loaded.', 'Try again', 'Ravensford (15|-3)'] },
};

/** One merchant, at home; nothing on the road. */
export const Empty: Story = {
  args: { merchants: { total: 1, available: 1, capacity: 1000 }, lists: tradeLists({ incoming: [], outgoing: [] }) },
  parameters: { keyContent: ['Merchants', 'At home', '1,000', 'No merchants on the way', 'Each Marketplace level adds 1 merchant.'] },
};

/** Merchants from Ravensford, an exchange delivery, merchants coming home empty; a load and a trade route shipment going to Stonecross. */
export const Full: Story = {
  parameters: {
    keyContent: ['At home', 'On the road', 'Each carries', '3,000', '9,000', 'Ravensford (15|-3)', 'Exchange', 'Merchants returning',
      'Nothing (coming home)', 'Stonecross (9|-12)', '2,500', '1,200', 'Journey', 'Trade route'],
  },
};

/** 45 loads coming in: the first 20, with Previous / Page 1 of 3 / Next. */
export const Paged: Story = {
  args: { lists: tradeLists(makeTrade(), { incoming: { data: tradePageOf('incoming', manyIncoming()), page: 0, onPage: (p) => console.info('page', p) } }) },
  parameters: { keyContent: ['Incoming', 'Page 1 of 3', 'Previous', 'Next'] },
};
