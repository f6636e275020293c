import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmpireRankingPanel } from '../../client/routes/statistics/RankingTabs';
import { empirePage, empireRow } from './fixtures';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/statistics/statistics.css';

/** The empire tab (GET empires?type&page&limit): Empires ranked by a category, the viewer's Empire pinned. */
const meta: Meta<typeof EmpireRankingPanel> = { title: 'Statistics/EmpireRanking', component: EmpireRankingPanel, args: { onView: fn(), onRetry: fn() } };
export default meta;
type Story = StoryObj<typeof EmpireRankingPanel>;

const overall = { type: 'overall' as const, page: 0, limit: 5 };

export const Loading: Story = {
  args: { view: overall, loading: true },
  parameters: { keyContent: ['Empires by Population', 'Loading', 'Prestige', 'Members'] },
};

export const Empty: Story = {
  args: { view: overall, data: { total: 0, items: [], own: null, refreshed_at: null } },
  parameters: { keyContent: ['No Empire is ranked yet', 'rebuilt every minute'] },
};

export const Failed: Story = {
  args: { view: overall, error: 'The Empire rankings could not be loaded.' },
  parameters: { keyContent: ['The Empire rankings could not be loaded.', 'Try again'] },
};

/** The Order of the Gilded Lantern (the viewer's) second, highlighted in place. */
export const Full: Story = {
  args: { view: overall, data: empirePage(14, empireRow(2)) },
  parameters: { keyContent: ['Iron Covenant', '[IRC]', 'Order of the Gilded Lantern', '(you)', 'Up 1 since yesterday', 'new', 'Page 1 of 3'] },
};

/** The viewer's Empire 12th: pinned under the first page. */
export const OwnPinnedOffPage: Story = {
  args: { view: overall, data: (() => {
    const own = { ...empireRow(12), id: 3, name: 'Order of the Gilded Lantern', name_short: 'OGL', previous_rank: 10 };
    const page = empirePage(14, own);
    return { ...page, items: page.items.map((r) => (r.id === 3 ? { ...r, id: 9, name: 'Silver Vale', name_short: 'SVL' } : r)) };
  })() },
  parameters: { keyContent: ['Silver Vale', 'Your Empire', 'Order of the Gilded Lantern', 'Down 2 since yesterday'] },
};

/** By land: the ranked value in its own column. */
export const ByLand: Story = {
  args: { view: { type: 'land', page: 0, limit: 10 }, data: { ...empirePage(4, empireRow(2), 10), items: empirePage(4, empireRow(2), 10).items.map((r, i) => ({ ...r, value: 640 - i * 90 })) } },
  parameters: { keyContent: ['Empires by Land', 'Land', '640', '550'] },
};
