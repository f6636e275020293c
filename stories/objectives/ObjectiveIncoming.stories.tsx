import type { Meta, StoryObj } from '@storybook/react-vite';
import { ObjectiveIncomingView } from '../../client/routes/objectives/ObjectiveView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import '../../client/routes/objectives/objectives.css';
import { incomingsEmpty, incomingsFilled } from './fixtures';

const meta: Meta<typeof ObjectiveIncomingView> = {
  title: 'Objectives/Incoming',
  component: ObjectiveIncomingView,
  parameters: { layout: 'fullscreen', route: '/objective/11/incoming' },
  args: { now: Date.now(), order: ['melee1', 'melee2'], list: { data: incomingsFilled, page: 0, onPage: (p) => console.info('page', p) } },
};
export default meta;
type Story = StoryObj<typeof ObjectiveIncomingView>;

/** Ten of thirteen movements: own ones in full (units, resources), others' without units; paged. */
export const Filled: Story = {
  parameters: { keyContent: ['On the way here', 'Attack', 'Scout', 'yours', '21 Militia', 'Unknown', '(11|-4)', 'Page 1 of 2', 'Next', '500'] },
};

export const Empty: Story = { args: { list: { data: incomingsEmpty, page: 0 } }, parameters: { keyContent: ['Nothing is on its way here.'] } };

export const Loading: Story = { args: { list: { page: 0, loading: true } }, parameters: { keyContent: ['On the way here', 'Loading'] } };

export const Failed: Story = {
  args: { list: { page: 0, error: 'The movements could not be loaded.', onRetry: () => {} } },
  parameters: { keyContent: ['The movements could not be loaded.', 'Try again'] },
};
