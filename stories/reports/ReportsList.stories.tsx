import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportsListView } from '../../client/routes/reports/ReportsListView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { emptyPage, mixedPage, reportsPage } from './fixtures';

const meta: Meta<typeof ReportsListView> = {
  title: 'Reports/List',
  component: ReportsListView,
  parameters: { layout: 'fullscreen', route: '/reports' },
  args: { onPage: (p) => console.info('page', p), onMarkAllRead: () => console.info('mark all read') },
};
export default meta;
type Story = StoryObj<typeof ReportsListView>;

export const Loading: Story = { args: { data: undefined, loading: true }, parameters: { keyContent: ['Reports', 'Loading'] } };

export const Error: Story = {
  args: { data: undefined, error: 'The reports could not be loaded.', onRetry: () => {} },
  parameters: { keyContent: ['The reports could not be loaded.', 'Try again'] },
};

export const Empty: Story = { args: { data: emptyPage }, parameters: { keyContent: ['No reports yet.', '0 unread', 'Mark all read'] } };

/** Two unread (bold), two pages. */
export const Full: Story = {
  args: { data: reportsPage },
  parameters: {
    keyContent: ['2 unread', 'Mark all read', 'Victory at Ravensford', 'Scouting Ravensford succeeded', 'Troops returned to Highmoor', 'Battle', 'Scout', 'Return',
      'Reinforce', 'Page 1 of 2', 'Next'],
  },
};

/** The second of three pages: starvation, a conquest, a settlement and a kind this client does not know, each with its icon. */
export const Mixed: Story = {
  args: { data: mixedPage },
  parameters: { keyContent: ['3 unread', 'Starvation', 'Troops starved in Highmoor', 'Settle', 'tournament', 'Page 2 of 3', 'Previous', 'Next'] },
};
