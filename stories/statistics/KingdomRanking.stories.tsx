import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { KingdomRankingPanel } from '../../client/routes/statistics/RankingTabs';
import { aldric, kingdomPage, kingdomRow } from './fixtures';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/statistics/statistics.css';

/** The profiles tab (GET profiles?type&page&limit): kingdoms ranked by a category, the viewer's row pinned. */
const meta: Meta<typeof KingdomRankingPanel> = { title: 'Statistics/KingdomRanking', component: KingdomRankingPanel, args: { onView: fn(), onRetry: fn() } };
export default meta;
type Story = StoryObj<typeof KingdomRankingPanel>;

const overall = { type: 'overall' as const, page: 0, limit: 5 };

export const Loading: Story = {
  args: { view: overall, loading: true },
  parameters: { keyContent: ['Kingdoms by Population', 'Loading', 'Attack kills', 'Medals'] },
};

/** No refresh has ranked anyone yet. */
export const Empty: Story = {
  args: { view: overall, data: { total: 0, items: [], own: null, refreshed_at: null } },
  parameters: { keyContent: ['No kingdom is ranked yet', 'rebuilt every minute', 'Not ranked yet'] },
};

export const Failed: Story = {
  args: { view: overall, error: 'The kingdom rankings could not be loaded.' },
  parameters: { keyContent: ['The kingdom rankings could not be loaded.', 'Try again'] },
};

/** The first page with Aldric on it, highlighted in place; arrows up, down, level and new. */
export const OwnOnPage: Story = {
  args: { view: overall, data: { ...kingdomPage(0, 5, 418, aldric(4, 7)), items: [kingdomRow(1), kingdomRow(2), kingdomRow(3), aldric(4, 7), kingdomRow(5, { previous_rank: null })] } },
  parameters: { keyContent: ['Kingdoms by Population', 'Hagen', 'Aldric', '(you)', 'Up 3 since yesterday', 'Same rank as yesterday', 'new', 'Page 1 of 84', 'My rank', 'Updated'] },
};

/** Aldric is 137th: pinned under the first page. */
export const OwnPinnedOffPage: Story = {
  args: { view: overall, data: kingdomPage(0, 5, 418, aldric(137, 131)) },
  parameters: { keyContent: ['Hagen', 'Your kingdom', 'Aldric', '137', 'Down 6 since yesterday', 'My rank'] },
};

/** A category of its own: the ranked value gets a column of its own (PvP attack kills), 25 a page. */
export const ByAttackKills: Story = {
  args: {
    view: { type: 'pvp_att', page: 1, limit: 25 },
    data: { ...kingdomPage(1, 25, 60, aldric(31, 31)), items: kingdomPage(1, 25, 60, aldric(31, 31)).items.map((r, i) => ({ ...r, value: 90_000 - i * 1700 })) },
  },
  parameters: { keyContent: ['Kingdoms by Attack kills', 'Attack kills', '90,000', 'Page 2 of 3', 'Same rank as yesterday'] },
};

/** Not ranked yet (joined after the last refresh). */
export const NotRankedYet: Story = {
  args: { view: overall, data: kingdomPage(0, 5, 12, null) },
  parameters: { keyContent: ['Hagen', 'Your kingdom appears here after the next refresh'] },
};
