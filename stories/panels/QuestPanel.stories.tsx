import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { QuestList } from '../../client/panels/quests/QuestList';
import { RightSidebar } from '../../client/panels/RightSidebar';
import { questsQueryKey } from '../../client/api/quests';
import type { QuestView } from '../../server/contract/quests';
import { questsFixture } from '../fixtures/quests';
import { fixtureProfile } from '../fixtures/game';
import { withGame } from '../fixtures/ProvideGame';
import { sidebarWidth } from './sidebar';

const meta: Meta<typeof QuestList> = {
  title: 'Panels/QuestPanel',
  component: QuestList,
  decorators: [sidebarWidth],
  args: { hidden: false, onHiddenChange: (h: boolean) => console.info('hidden', h), onClaim: (id: string) => console.info('claim', id), claiming: null },
};
export default meta;
type Story = StoryObj<typeof QuestList>;

export const Loading: Story = {
  args: { quests: undefined, loading: true },
  parameters: { keyContent: ['Quests', 'Loading'] },
};

export const Error: Story = {
  args: { quests: undefined, error: 'The quests could not be loaded', onRetry: () => console.info('retry') },
  parameters: { keyContent: ['The quests could not be loaded', 'Try again'] },
};

export const FirstStep: Story = {
  args: { quests: questsFixture(0) },
  parameters: { keyContent: ['Quests', '0/8', 'Next step · 1/8', 'Upgrade a building', 'Queue an upgrade', '150', 'Go', 'How', 'Commission a district', 'Settle a second village'] },
};

export const ReadyToClaim: Story = {
  args: { quests: questsFixture(2, 1) },
  parameters: { keyContent: ['2/8', 'Start a research', 'Claim', 'How', '250'] },
};

export const ReadyToClaimStorageFull: Story = {
  args: { quests: questsFixture(2, 1), room: { wood: 40, stone: 1000, iron: 0, food: 1000 } },
  parameters: { keyContent: ['Claim', 'Storage: 210 Wood, 250 Iron would not fit in this village and be lost'] },
};

export const Claiming: Story = {
  args: { quests: questsFixture(2, 1), claiming: 'research' },
  parameters: { keyContent: ['Claiming…'] },
};

export const DoneOutOfOrder: Story = {
  args: { quests: questsFixture(3).map((q) => (q.id === 'claim' ? { ...q, done: true } : q)) },
  parameters: { keyContent: ['3/8', 'Train troops', 'Go', 'Claim a tile', 'Claim'] },
};

export const Midway: Story = {
  args: { quests: questsFixture(5) },
  parameters: { keyContent: ['5/8', 'Attack a village', 'Upgrade a building', 'Claim a tile'] },
};

export const FinishedGame: Story = {
  args: { quests: questsFixture(2, 1), onClaim: undefined },
  parameters: { keyContent: ['Start a research', 'How'] },
};

export const AllDone: Story = {
  args: { quests: questsFixture(8) },
  parameters: { keyContent: ['8/8', 'All done', 'Every first-hour quest is claimed'] },
};

export const Hidden: Story = {
  args: { quests: questsFixture(3), hidden: true },
  parameters: { keyContent: ['Quests 3/8', 'Show the quests (3 of 8 claimed)'] },
};

export const HiddenWithClaimWaiting: Story = {
  args: { quests: questsFixture(3, 1), hidden: true },
  parameters: { keyContent: ['Quests 3/8'] },
};

/** The query cache seeded with GET quests' answer, so the sidebar's own panel reads it without a server. */
const seededQuests = (quests: QuestView[]): Decorator => (Story) => {
  const [client] = useState(() => {
    const c = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    c.setQueryData(questsQueryKey, { quests });
    return c;
  });
  return <QueryClientProvider client={client}><Story /></QueryClientProvider>;
};

/** The right sidebar as the game shows it: the quests first, then the kingdom panel. */
export const InRightSidebar: StoryObj<typeof RightSidebar> = {
  render: () => <RightSidebar profile={fixtureProfile.profile} />,
  decorators: [seededQuests(questsFixture(1)), withGame()],
  parameters: { queryClient: false, keyContent: ['Quests', '1/8', 'Commission a district', 'Order of the Gilded Lantern', 'Aether store'] },
};
