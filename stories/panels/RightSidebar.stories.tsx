import type { Meta, StoryObj } from '@storybook/react-vite';
import { RightSidebar } from '../../client/panels/RightSidebar';
import { fixtureProfile } from '../fixtures/game';
import { sidebarWidth } from './sidebar';

const meta: Meta<typeof RightSidebar> = {
  title: 'Panels/RightSidebar',
  component: RightSidebar,
  decorators: [sidebarWidth],
};
export default meta;
type Story = StoryObj<typeof RightSidebar>;

const p = fixtureProfile.profile;

export const Loading: Story = {
  args: { profile: undefined, loading: true },
  parameters: { keyContent: ['Loading'] },
};

export const Empty: Story = {
  args: { profile: undefined },
  parameters: { keyContent: ['No profile loaded.'] },
};

export const Error: Story = {
  args: { profile: undefined, error: 'You are too fast for the server (too many requests)' },
  parameters: { keyContent: ['You are too fast for the server (too many requests)'] },
};

export const Full: Story = {
  args: { profile: p },
  parameters: { keyContent: ['Order of the Gilded Lantern', '[OGL]', '20/11/2025', 'Aldric raised Highmoor to the Town tier', '125', 'Aether store', 'Smithing', '42%', 'Settle', 'Town', 'Tier up', '1,450'] },
};

export const NoEmpireWithInvites: Story = {
  args: { profile: { ...p, empire: null, empire_name: null, empire_name_short: null, empire_message: null, empireInvites: 2 } },
  parameters: { keyContent: ['No Empire', 'Found or join an Empire', 'Open invites: 2'] },
};

export const NoResearch: Story = {
  args: { profile: { ...p, researching: null, researching_name: null, science: 0 } },
  parameters: { keyContent: ['No ongoing research.', 'Choose a research'] },
};

export const Finished: Story = {
  args: { profile: { ...p, researching: null, researching_name: null }, finished: true },
  parameters: { keyContent: ['The game is finished: see the server statistics', 'No ongoing research.'] },
};
