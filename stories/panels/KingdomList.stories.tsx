import type { Meta, StoryObj } from '@storybook/react-vite';
import { KingdomList } from '../../client/panels/KingdomList';
import { fixtureProfile } from '../fixtures/game';
import { sidebarWidth } from './sidebar';

const meta: Meta<typeof KingdomList> = {
  title: 'Panels/KingdomList',
  component: KingdomList,
  decorators: [sidebarWidth],
  args: { onSelectVillage: (id: number) => console.info('select village', id) },
};
export default meta;
type Story = StoryObj<typeof KingdomList>;

export const Loading: Story = {
  args: { villages: [], objectives: [], loading: true },
  parameters: { keyContent: ['Loading'] },
};

export const Empty: Story = {
  args: { villages: [], objectives: [] },
  parameters: { keyContent: ['Your kingdom has no villages or objectives yet.'] },
};

export const Error: Story = {
  args: { villages: [], objectives: [], error: 'Could not make a connection to the server', onRetry: () => {} },
  parameters: { keyContent: ['Could not make a connection to the server', 'Try again'] },
};

/** Objectives and villages; Ravensford and the monument site have incoming attacks; Highmoor is current. */
export const Full: Story = {
  args: { villages: fixtureProfile.villages, objectives: fixtureProfile.objectives, currentVillageId: 11 },
  parameters: { keyContent: ['Landmark', '(20|-9)', 'Monument site', 'Highmoor', '(12|-7)', 'Ravensford', 'Stonecross'] },
};

export const OneVillage: Story = {
  args: { villages: [fixtureProfile.villages[0]], objectives: [], currentVillageId: 11 },
  parameters: { keyContent: ['Highmoor', '(12|-7)'] },
};
