import type { Meta, StoryObj } from '@storybook/react-vite';
import { OverviewView } from '../../client/routes/army/OverviewView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { emptyTroops, makeTroops, manyIncoming, troopsLists, troopsPageOf, unitKeys } from './fixtures';

const meta: Meta<typeof OverviewView> = {
  title: 'Army/Overview',
  component: OverviewView,
  parameters: { layout: 'fullscreen', route: '/village/army/overview' },
  args: {
    now: Date.now(), order: unitKeys, lists: troopsLists(makeTroops()),
    villageName: (id) => (id === 12 ? 'Stonecross' : undefined),
    onCallBack: (id) => console.info('callBack', id), onSendBack: (id) => console.info('sendBack', id),
  },
};
export default meta;
type Story = StoryObj<typeof OverviewView>;

const loading = { page: 0, loading: true };

/** Every list still on its way. */
export const Loading: Story = {
  args: { lists: { standing: loading, abroad: loading, support: loading, incoming: loading, outgoing: loading } },
  parameters: { keyContent: ['Incoming', 'Outgoing', 'Troops at home', 'Troops abroad', 'Reinforcements here', 'Loading'] },
};

/** One list failed (the others loaded): its section says so and offers a retry. */
export const Error: Story = {
  args: { lists: troopsLists(makeTroops(), { abroad: { page: 0, error: 'The troops could not be loaded.', onRetry: () => {} } }) },
  parameters: { keyContent: ['Troops abroad', 'The troops could not be loaded.', 'Try again', '120 Militia'] },
};

/** Nobody at home, nothing on the move. */
export const Empty: Story = {
  args: { lists: troopsLists(emptyTroops) },
  parameters: { keyContent: ['Incoming', 'Outgoing', 'No troops are on their way here.', 'No troops are on the move from here.', 'No troops at home.', 'No troops stand abroad.', 'No reinforcements stand here.'] },
};

/** Loot coming home, a foreign attack incoming (units unknown), an attack that may still be called back. */
export const Full: Story = {
  args: { lists: troopsLists(makeTroops()) },
  parameters: {
    keyContent: ['Returning (Attack)', 'Attack', 'Reinforce', '(22|-1)', '(18|-10)', 'Unknown', 'Call back', '120 Militia', '40 Spearman',
      'Troops abroad', 'Stands in', 'Stonecross', 'Reinforcements here', 'Sent from', 'Village 31', 'Send back', 'Travelled'],
  },
};

/** 45 incoming movements: the first 20, with Previous / Page 1 of 3 / Next. */
export const Paged: Story = {
  args: { lists: troopsLists(makeTroops(), { incoming: { data: troopsPageOf('incoming', manyIncoming()), page: 0, onPage: (p) => console.info('page', p) } }) },
  parameters: { keyContent: ['Incoming', 'Page 1 of 3', 'Previous', 'Next', '20 Militia'] },
};
