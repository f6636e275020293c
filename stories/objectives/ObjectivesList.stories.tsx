import type { Meta, StoryObj } from '@storybook/react-vite';
import { ObjectivesListView } from '../../client/routes/objectives/ObjectivesListView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/objectives/objectives.css';
import { everyObjective } from './fixtures';

const meta: Meta<typeof ObjectivesListView> = {
  title: 'Objectives/List',
  component: ObjectivesListView,
  parameters: { layout: 'fullscreen', route: '/map/objectives' },
  args: { objectives: everyObjective, sort: 'distance', onSort: (s) => console.info('sort', s), from: { x: 0, y: 0, name: 'Stonecross' } },
};
export default meta;
type Story = StoryObj<typeof ObjectivesListView>;

/** Every kind of event and objective, nearest first from the current village. */
export const ByDistance: Story = {
  parameters: {
    keyContent: ['Events and objectives', 'Sort by', 'Distances from Stonecross', 'Gathering native forces', 'Native outpost', 'Incoming native attack',
      'Mining location', 'Aether deposit', 'Landmark', 'Native artifact', 'Monument site', '(4|-3)', 'Stage 2 of 3', 'Moderate', 'Hard', 'Easy',
      'Native camp', 'Held by natives', 'Aldric [IRP]', 'No deadline', '2 attacks on the way'],
  },
};

/** Sorted by type: the five events first, then the objectives. */
export const ByType: Story = { args: { sort: 'type' }, parameters: { keyContent: ['Type', 'Gathering native forces', 'Landmark'] } };

/** Sorted by deadline: the soonest first, those without one last. */
export const ByDeadline: Story = { args: { sort: 'deadline' }, parameters: { keyContent: ['Deadline', 'Incoming native attack', 'No deadline'] } };

/** No current village: no distances. */
export const WithoutVillage: Story = { args: { from: undefined }, parameters: { keyContent: ['Events and objectives', 'Landmark'] } };

export const Loading: Story = { args: { objectives: undefined, loading: true }, parameters: { keyContent: ['Events and objectives', 'Loading'] } };

export const Empty: Story = { args: { objectives: [] }, parameters: { keyContent: ['There are no events or objectives on the map right now.'] } };

export const Failed: Story = {
  args: { objectives: undefined, error: 'The events and objectives could not be loaded.', onRetry: () => {} },
  parameters: { keyContent: ['The events and objectives could not be loaded.', 'Try again'] },
};
