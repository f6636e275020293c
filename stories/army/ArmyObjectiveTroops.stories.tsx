import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { OverviewView } from '../../client/routes/army/OverviewView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { emptyTroops, makeObjectiveTroops, makeTroops, troopsLists, unitKeys } from './fixtures';

/**
 * The army overview's "At objectives" section (issue 16): the village's groups standing at objectives
 * (GET objectives/village/{id}/troops), each recalled home after a confirmation (POST objectives/{id}/recall/{villageId}).
 */
const meta: Meta<typeof OverviewView> = {
  title: 'Army/At objectives',
  component: OverviewView,
  parameters: { layout: 'fullscreen', route: '/village/army/overview' },
  args: {
    now: Date.now(), order: unitKeys, lists: troopsLists(makeTroops()),
    villageName: (id) => (id === 12 ? 'Stonecross' : undefined),
    objectives: { data: makeObjectiveTroops() },
    onRecall: (id) => console.info('recall', id),
  },
};
export default meta;
type Story = StoryObj<typeof OverviewView>;

/** A landmark and an artifact garrisoned: type icon and name, (x|y) opening the objective, units, Recall. */
export const Groups: Story = {
  parameters: { keyContent: ['At objectives', 'Landmark', '(3|-2)', 'Native artifact', '(-1|4)', '60 Militia', '12 Spearman', 'Recall', 'Since', 'Open Landmark at (3|-2)'] },
};

/** The list is on its way. */
export const Loading: Story = {
  args: { objectives: { loading: true } },
  parameters: { keyContent: ['At objectives', 'Loading'] },
};

/** The list failed: the section says so and offers a retry (the other sections show). */
export const Error: Story = {
  args: { objectives: { error: 'The troops at objectives could not be loaded.', onRetry: () => {} } },
  parameters: { keyContent: ['At objectives', 'The troops at objectives could not be loaded.', 'Try again', '120 Militia'] },
};

/** No troops stand at objectives. */
export const Empty: Story = {
  args: { lists: troopsLists(emptyTroops), objectives: { data: { items: [] } } },
  parameters: { keyContent: ['At objectives', 'No troops stand at objectives.'] },
};

/** Recall asks first: the group stops garrisoning it and, if the last there, the objective may be lost to the next attack. */
export const RecallAsks: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByTestId('troops-objectives');
    await userEvent.click(within(section).getAllByRole('button', { name: 'Recall' })[0]!);
  },
  parameters: {
    keyContent: ['Recall the troops from the Landmark at (3|-2)?', 'The whole group leaves at once and marches home',
      'If no other troops stand there', 'the next attack may take it', 'Recall them', 'Let them stay'],
  },
};

/** The server refused the recall (the group had already gone): its words stand under the list. */
export const RecallRefused: Story = {
  args: { onRecall: async () => ({ refused: 'Those troops do not exist' }) },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByTestId('troops-objectives');
    await userEvent.click(within(section).getAllByRole('button', { name: 'Recall' })[0]!);
    await userEvent.click(within(document.body).getByRole('button', { name: 'Recall them' }));
  },
  parameters: { keyContent: ['At objectives', 'Those troops do not exist', 'Landmark'] },
};

/** A finished game: no Recall buttons. */
export const Finished: Story = {
  args: { onRecall: undefined },
  parameters: { keyContent: ['At objectives', 'Landmark', '60 Militia'] },
};
