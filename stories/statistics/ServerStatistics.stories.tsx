import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RankHistoryPanel, ServerPanel } from '../../client/routes/statistics/ServerPanel';
import { emptyStats, finishedStats, history, serverStats } from './fixtures';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/statistics/statistics.css';

/** The server tab (GET statistics): the world's figures, growth and standings; the viewer's rank over time (GET statistics/history). */
const meta: Meta<typeof ServerPanel> = { title: 'Statistics/Server', component: ServerPanel, args: { onRetry: fn(), selfId: 7 } };
export default meta;
type Story = StoryObj<typeof ServerPanel>;

export const Loading: Story = {
  args: { loading: true },
  parameters: { keyContent: ['The world', 'Loading'] },
};

export const Failed: Story = {
  args: { error: 'The server statistics could not be loaded.' },
  parameters: { keyContent: ['The server statistics could not be loaded.', 'Try again'] },
};

/** A running world in its third week: totals, the growth chart (no canvas in a test: its note) and the standings. */
export const Running: Story = {
  args: { data: serverStats() },
  parameters: { keyContent: ['Running', '17 d 7 h', 'Week 3', 'Month 1, week 3', '×1', 'Players', '432', 'PvP kills', '1,284,500', 'Growth', 'Standings', 'Iron Covenant', '212 prestige', 'Hagen', 'All kingdoms'] },
};

/** Before the start: nothing ranked, no growth yet. */
export const BeforeStart: Story = {
  args: { data: emptyStats() },
  parameters: { keyContent: ['Not started', 'The growth chart starts with the first day of rankings.', 'No Empire is ranked yet.', 'No kingdom is ranked yet.'] },
};

/** The world is finished: the winner and the final standings. */
export const Finished: Story = {
  args: { data: finishedStats() },
  parameters: { keyContent: ['The world is finished', 'Iron Covenant [IRC]', 'won with 251 prestige', 'Final standings', 'Aldric'] },
};

export const RankHistory: StoryObj<typeof RankHistoryPanel> = {
  render: () => <RankHistoryPanel data={history()} />,
  parameters: { keyContent: ['Your rank over time', 'Rank 12 now', 'best 12'] },
};

export const RankHistoryEmpty: StoryObj<typeof RankHistoryPanel> = {
  render: () => <RankHistoryPanel data={{ scope: 'kingdom', id: 7, type: 'overall', points: [], rank: null }} />,
  parameters: { keyContent: ['Your rank over time', 'recorded once a day'] },
};

export const RankHistoryLoading: StoryObj<typeof RankHistoryPanel> = {
  render: () => <RankHistoryPanel loading />,
  parameters: { keyContent: ['Your rank over time', 'Loading'] },
};

export const RankHistoryFailed: StoryObj<typeof RankHistoryPanel> = {
  render: () => <RankHistoryPanel error="Your rank history could not be loaded." onRetry={fn()} />,
  parameters: { keyContent: ['Your rank history could not be loaded.', 'Try again'] },
};
