import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportView } from '../../client/routes/reports/ReportView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { unitKeys } from '../army/fixtures';
import {
  aetherDelivered, campReport, defenceHeld, eventDefeat, eventRewards, eventVictory, monumentSupplied, objectiveCaptured, objectiveLost, supplyDelivered, supplyFailed, undefended,
} from './objectiveFixtures';

/** Reports of native events and objectives: battles at them, the rewards of a stage, camps, supplies. */
const meta: Meta<typeof ReportView> = {
  title: 'Reports/Objectives',
  component: ReportView,
  parameters: { layout: 'fullscreen', route: '/reports/201' },
  args: { order: unitKeys, villageName: (id) => (id === 31 ? 'Ravensford' : undefined) },
};
export default meta;
type Story = StoryObj<typeof ReportView>;

export const EventVictory: Story = {
  args: { report: eventVictory },
  parameters: {
    keyContent: ['Victory over the natives at (4|-3)', 'Gathering native forces (4|-3)', 'Stage', 'Moderate', 'Highmoor (2|-1)', 'Natives', '40 Militia', '20 Spearman',
      'Value of the natives killed', '620', 'Your kills', 'Your share', '75%', 'Your rewards', '900 Wood', '11 Aether', 'The attacker won'],
  },
};

export const EventDefeat: Story = {
  args: { report: eventDefeat },
  parameters: { keyContent: ['Defeat against the natives at (4|-3)', '34 Militia', '12%', 'No rewards for this battle.', 'The defender won'] },
};

export const StageRewards: Story = {
  args: { report: eventRewards },
  parameters: { keyContent: ['Your share of the rewards at (4|-3)', 'Gathering native forces (4|-3)', '26%', '300 Wood', '4 Aether'] },
};

export const DefenceHeld: Story = {
  args: { report: defenceHeld },
  parameters: { keyContent: ['The natives were driven off at Stonecross', 'Incoming native attack (6|8)', 'Natives', 'Stonecross (3|8)', 'Reinforcements from Ravensford', 'Your defence', '1,800', '75%', '500 Wood'] },
};

export const Undefended: Story = {
  args: { report: undefended },
  parameters: { keyContent: ['The natives overran Stonecross', 'Nobody defended the village: the natives made camp.', '30 Militia'] },
};

export const Camp: Story = {
  args: { report: campReport },
  parameters: { keyContent: ['The natives made camp at (4|-3)', 'The natives made camp: the camp stays on the map and can be attacked.', 'Gathering native forces (4|-3)'] },
};

export const ObjectiveCaptured: Story = {
  args: { report: objectiveCaptured },
  parameters: { keyContent: ['You captured the objective at (20|-18)', 'Your kingdom captured', 'Landmark (20|-18)', 'Natives', '60 Spearman', '20 Knight'] },
};

export const ObjectiveLost: Story = {
  args: { report: objectiveLost },
  parameters: { keyContent: ['You lost the objective at (20|-18)', 'Brenna', 'Aldric', '40 Spearman'] },
};

export const SupplyDelivered: Story = {
  args: { report: supplyDelivered },
  parameters: { keyContent: ['Event supplies', 'Mining location (9|9)', 'Delivered', '4,200', 'Returned', '800', 'Carried home (not needed)', '480 Wood', 'Progress', '20,000 / 20,000', 'The supply target was reached.'] },
};

export const AetherDelivered: Story = {
  args: { report: aetherDelivered },
  parameters: { keyContent: ['Aether deposit (-5|-5)', '60 Aether', '310 / 400'] },
};

export const SupplyFailed: Story = {
  args: { report: supplyFailed },
  parameters: { keyContent: ['your supplies are lost', 'The event failed before its target was reached: your supplies are lost.', 'Lost', '4,200'] },
};

export const MonumentSupplied: Story = {
  args: { report: monumentSupplied },
  parameters: { keyContent: ['Monument supplies', 'Monument site (1|40)', '20,000', '40,000 / 150,000', '10,000 Wood'] },
};
