import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmpireFeedPanel } from '../../client/routes/empire/EmpireFeedPanel';
import { allMessages } from './fixtures';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import '../../client/routes/empire/empire.css';

const meta: Meta<typeof EmpireFeedPanel> = {
  title: 'Empire/Feed',
  component: EmpireFeedPanel,
  args: { items: allMessages.slice(0, 20), page: 0, total: allMessages.length, pageSize: 20, onPage: (p) => console.info('page', p) },
};
export default meta;
type Story = StoryObj<typeof EmpireFeedPanel>;

export const Loading: Story = { args: { items: undefined, loading: true }, parameters: { keyContent: ['Empire messages', 'Loading'] } };

export const Error: Story = {
  args: { items: undefined, error: 'The Empire messages could not be loaded', onRetry: () => undefined },
  parameters: { keyContent: ['The Empire messages could not be loaded', 'Try again'] },
};

export const Empty: Story = { args: { items: [], total: 0 }, parameters: { keyContent: ['Nothing has happened in the Empire yet.'] } };

/** The first page, newest first, each type with its own icon. */
export const Full: Story = {
  parameters: { keyContent: ['Fenwick left the Empire', 'Emeric joined the Empire', 'Aldric raised Highmoor to the Town tier', 'Dagny settled Greywater', 'Page 1 of 2'] },
};

/** The second page: the two oldest messages. */
export const SecondPage: Story = {
  args: { items: allMessages.slice(20), page: 1 },
  parameters: { keyContent: ['Dagny won a medal in week 2: rank 1 in PvP attack', "Milestone: the Empire's PvP attacker kills reached 1,000 (+1 prestige)", 'Page 2 of 2'] },
};
