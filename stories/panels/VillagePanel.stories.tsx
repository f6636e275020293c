import type { Meta, StoryObj } from '@storybook/react-vite';
import { VillagePanel } from '../../client/panels/VillagePanel';
import { makeVillageState } from '../fixtures/game';
import { sidebarWidth } from './sidebar';

const meta: Meta<typeof VillagePanel> = {
  title: 'Panels/VillagePanel',
  component: VillagePanel,
  decorators: [sidebarWidth],
  args: { clockSkewMs: 0 },
};
export default meta;
type Story = StoryObj<typeof VillagePanel>;

export const Loading: Story = {
  args: { village: undefined, loading: true },
  parameters: { keyContent: ['Loading'] },
};

export const Empty: Story = {
  args: { village: undefined },
  parameters: { keyContent: ['No village selected.'] },
};

export const Error: Story = {
  args: { village: undefined, error: 'Server is offline' },
  parameters: { keyContent: ['Server is offline'] },
};

export const Full: Story = {
  args: { village: makeVillageState() },
  parameters: { keyContent: ['Highmoor', 'Town', '(12|-7)', 'UTC', 'Population', '312', 'Production', '225', 'Culture', '66', 'Science', '44', 'Overview', 'Army', 'Logistics'] },
};

export const BonusView: Story = {
  args: { village: makeVillageState(), initialView: 'bonus' },
  parameters: { keyContent: ['+25%', '+20%', '+10%'] },
};
