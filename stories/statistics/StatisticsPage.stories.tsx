import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import StatisticsRoute from '../../client/routes/statistics/StatisticsPage';
import { withGame } from '../fixtures/ProvideGame';
import { withFetch, type FetchHandler } from '../army/fetchHandler';
import { aldric, empirePage, empireRow, finishedStats, history, kingdomPage, serverStats, weekStandingsOf, pastWeek } from './fixtures';
import '../../client/app/ui.css';

/** The page under its real route, so the tab comes from the path as in the app. */
const underRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/statistics/*" element={<Story />} />
  </Routes>
);

/** The statistics calls answered from fixtures (paging follows ?page&limit); `over` answers some paths differently. */
function statisticsServer(over: Record<string, ReturnType<FetchHandler>> = {}): FetchHandler {
  return ({ method, path, query }) => {
    if (path in over) return over[path];
    if (method !== 'GET') return undefined;
    const page = Number(query.get('page') ?? 0);
    const limit = Number(query.get('limit') ?? 5);
    if (path === 'profiles') return { body: { ...kingdomPage(page, limit, 418, aldric(137, 131)), type: query.get('type') ?? 'overall' } };
    if (path === 'empires') return { body: { ...empirePage(14, empireRow(2), limit, page), type: query.get('type') ?? 'overall' } };
    if (path === 'statistics') return { body: serverStats() };
    if (path === 'statistics/history') return { body: history() };
    if (path === 'statistics/week') return { body: query.get('week') === '2' ? pastWeek() : weekStandingsOf() };
    return undefined;
  };
}

const fail = { status: 500, body: { error: 'error_statistics', message: 'Something went wrong on our end' } };

const meta: Meta<typeof StatisticsRoute> = {
  title: 'Statistics/Page',
  component: StatisticsRoute,
  parameters: { layout: 'fullscreen', route: '/statistics' },
};
export default meta;
type Story = StoryObj<typeof StatisticsRoute>;

/** /statistics: the kingdoms (the default tab), Aldric pinned under the first page. */
export const Profiles: Story = {
  decorators: [underRoute, withGame(), withFetch(statisticsServer())],
  parameters: { keyContent: ['Statistics', 'Server', 'Kingdoms', 'Empires', 'Week', 'Kingdoms by Population', 'Your kingdom', 'Aldric', 'My rank'] },
};

/** /statistics?page=28&limit=5: the page that holds Aldric, highlighted in place. */
export const ProfilesOwnPage: Story = {
  decorators: [underRoute, withGame(), withFetch(statisticsServer())],
  parameters: { route: '/statistics?page=28', keyContent: ['Page 28 of 84', 'Aldric', '(you)'] },
};

export const ProfilesLoading: Story = {
  decorators: [underRoute, withGame(), withFetch(statisticsServer({ profiles: 'pending' }))],
  parameters: { keyContent: ['Kingdoms by Population', 'Loading'] },
};

export const ProfilesFailed: Story = {
  decorators: [underRoute, withGame(), withFetch(statisticsServer({ profiles: fail }))],
  parameters: { keyContent: ['The kingdom rankings could not be loaded.', 'Try again'] },
};

export const ProfilesEmpty: Story = {
  decorators: [underRoute, withGame(), withFetch(statisticsServer({ profiles: { body: { type: 'overall', page: 0, limit: 5, total: 0, items: [], own: null, refreshed_at: null } } }))],
  parameters: { keyContent: ['No kingdom is ranked yet', 'rebuilt every minute'] },
};

/** /statistics/empire?type=prestige. */
export const Empire: Story = {
  decorators: [underRoute, withGame(), withFetch(statisticsServer())],
  parameters: { route: '/statistics/empire?type=prestige', keyContent: ['Empires by Prestige', 'Iron Covenant', 'Order of the Gilded Lantern', '(you)'] },
};

/** /statistics/server: the world's figures, growth, standings and Aldric's rank over time. */
export const Server: Story = {
  decorators: [underRoute, withGame(), withFetch(statisticsServer())],
  parameters: { route: '/statistics/server', keyContent: ['The world', 'Week 3', 'Totals', '1,291', 'Growth', 'Standings', 'Your rank over time', 'Rank 12 now'] },
};

/** /statistics/server once the world is finished. */
export const ServerFinished: Story = {
  decorators: [underRoute, withGame(), withFetch(statisticsServer({ statistics: { body: finishedStats() } }))],
  parameters: { route: '/statistics/server', keyContent: ['The world is finished', 'won with 251 prestige', 'Final standings'] },
};

/** /statistics/week: the week running. */
export const Week: Story = {
  decorators: [underRoute, withGame(), withFetch(statisticsServer())],
  parameters: { route: '/statistics/week', keyContent: ['Week 3: the top 10', 'Medals are awarded in', 'PvP attacker', 'Hagen'] },
};

/** /statistics/week?week=2: a past week, final. */
export const WeekPast: Story = {
  decorators: [underRoute, withGame(), withFetch(statisticsServer())],
  parameters: { route: '/statistics/week?week=2', keyContent: ['Week 2: the top 10', 'Medals awarded: these standings are final.'] },
};

/** /statistics/nope: no such tab. */
export const UnknownTab: Story = {
  decorators: [underRoute, withGame(), withFetch(statisticsServer())],
  parameters: { route: '/statistics/nope', keyContent: ['Nothing here'] },
};
