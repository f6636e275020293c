import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WeekPanel } from '../../client/routes/statistics/WeekPanel';
import { emptyWeek, pastWeek, weekStandingsOf } from './fixtures';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/statistics/statistics.css';

/** The week tab (GET statistics/week?week): each medal category's live top 10 kingdoms and Empires, and past weeks. */
const meta: Meta<typeof WeekPanel> = { title: 'Statistics/Week', component: WeekPanel, args: { onWeek: fn(), onRetry: fn(), selfId: 7, ownEmpireId: 3 } };
export default meta;
type Story = StoryObj<typeof WeekPanel>;

export const Loading: Story = {
  args: { loading: true },
  parameters: { keyContent: ["The week's top 10", 'Loading'] },
};

export const Failed: Story = {
  args: { error: "The week's standings could not be loaded." },
  parameters: { keyContent: ["The week's standings could not be loaded.", 'Try again'] },
};

/** The week running: the countdown to its medals, the top 10 per category with the medals of ranks 1-3. */
export const Running: Story = {
  args: { data: weekStandingsOf() },
  parameters: { keyContent: ['Week 3: the top 10', 'Month 1, week 3', 'Medals are awarded in', 'PvP attacker', 'PvP defender', 'PvE wins', 'PvE resources',
    'Hagen', '48,200', 'Week 3 · rank 1 · amount 48,200', 'Iron Covenant', 'No kingdom has scored in this category this week.'] },
};

/** A past week: its medals awarded, the standings final. */
export const PastWeek: Story = {
  args: { data: pastWeek(), week: 2 },
  parameters: { keyContent: ['Week 2: the top 10', 'Medals awarded: these standings are final.', 'Week 2 · rank 2 · amount 24,100'] },
};

/** The first week, nobody has scored yet. */
export const Empty: Story = {
  args: { data: emptyWeek() },
  parameters: { keyContent: ['Week 1: the top 10', 'No kingdom has scored in this category this week.', 'No Empire has scored in this category this week.'] },
};
