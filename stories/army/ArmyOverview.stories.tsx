import type { Meta, StoryObj } from '@storybook/react-vite';
import { OverviewView } from '../../client/routes/army/OverviewView';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { emptyTroops, makeTroops, unitKeys } from './fixtures';

const meta: Meta<typeof OverviewView> = {
  title: 'Army/Overview',
  component: OverviewView,
  parameters: { layout: 'fullscreen', route: '/village/army/overview' },
  args: { now: Date.now(), order: unitKeys, onCallBack: (id) => console.info('callBack', id), onSendBack: (id) => console.info('sendBack', id) },
};
export default meta;
type Story = StoryObj<typeof OverviewView>;

export const Loading: Story = {
  args: { troops: undefined, loading: true },
  parameters: { keyContent: ['Overview', 'Loading'] },
};

export const Error: Story = {
  args: { troops: undefined, error: 'The troops could not be loaded.', onRetry: () => {} },
  parameters: { keyContent: ['The troops could not be loaded.', 'Try again'] },
};

/** Nobody at home, nothing on the move. */
export const Empty: Story = {
  args: { troops: emptyTroops },
  parameters: { keyContent: ['Incoming', 'Outgoing', 'No troops are on the move.', 'No troops at home.', 'No troops stand abroad.', 'No reinforcements stand here.'] },
};

/** Loot coming home, a foreign attack incoming (units unknown), an attack that may still be called back. */
export const Full: Story = {
  args: { troops: makeTroops() },
  parameters: {
    keyContent: ['Returning (Attack)', 'Attack', 'Reinforce', '(22|-1)', '(18|-10)', 'Unknown', 'Call back', '120 Militia', '40 Spearman',
      'Troops abroad', 'Village 12', 'Reinforcements here', 'Village 31', 'Send back', 'Travelled'],
  },
};
