import type { Meta, StoryObj } from '@storybook/react-vite';
import { ObjectiveOverview } from '../../client/routes/objectives/ObjectiveView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import '../../client/routes/objectives/objectives.css';
import {
  aetherDetail, attackDetail, damagedMonumentDetail, defendDetail, heldLandmarkDetail, nativeArtifactDetail, notScoutedDetail, outpostDetail, supplyDetail,
} from './fixtures';

const meta: Meta<typeof ObjectiveOverview> = {
  title: 'Objectives/Overview',
  component: ObjectiveOverview,
  parameters: { layout: 'fullscreen', route: '/objective/11' },
  args: { now: Date.now(), viewerId: 1, order: ['melee1', 'melee2', 'melee3', 'ranged1', 'cav4'] },
};
export default meta;
type Story = StoryObj<typeof ObjectiveOverview>;

/** An attack event in its second stage: garrison, rewards, contributions, history, Attack and Scout. */
export const AttackEvent: Story = {
  args: { objective: attackDetail },
  parameters: {
    keyContent: ['Native event', '(4|-3)', 'Active', 'Moderate', 'Stage 2 of 3', 'ends in', 'Attack', 'Scout', 'Rewards', '1,200', 'Native garrison',
      '60 Militia', 'Contributions this stage', 'You', 'Aldric', '74%', 'Stage history', 'Stage 1', 'Cleared', 'Attacks on the way'],
  },
};

/** A native outpost that made camp: the aether it guards and the expired stages. */
export const OutpostCamp: Story = {
  args: { objective: outpostDetail },
  parameters: { keyContent: ['Native camp', 'Hard', 'The final outpost guards aether for its conqueror:', '250', 'Expired', '10 Knight'] },
};

/** Natives marching on a village: its name, the estimated arrival and Reinforce. */
export const DefendEvent: Story = {
  args: { objective: defendDetail },
  parameters: { keyContent: ['The natives march on', 'Stonecross', '(3|8)', 'Estimated arrival', 'under 30 minutes', 'Reinforce', 'arrives in'] },
};

/** A mining location: resources delivered of the target, Send supplies. */
export const SupplyEvent: Story = {
  args: { objective: supplyDetail },
  parameters: { keyContent: ['Supplies required', 'Resources delivered', '7,350 / 20,000', 'Send supplies', 'Brenna', '68%'] },
};

/** An aether deposit nearly full. */
export const AetherDeposit: Story = {
  args: { objective: aetherDetail },
  parameters: { keyContent: ['Aether delivered', '390 / 400', 'Send supplies'] },
};

/** A landmark another Empire holds: holder, Empire, prestige and the next award, the garrison as scouted. */
export const LandmarkHeld: Story = {
  args: { objective: heldLandmarkDetail },
  parameters: { keyContent: ['Held', 'Holder', 'Aldric', 'Iron Pact [IRP]', 'Prestige on capture', 'Prestige per week', 'Next award in', 'As your scouts saw it on', 'Attack', 'Scout'] },
};

/** Never scouted: the troops there are unknown. */
export const NotScouted: Story = {
  args: { objective: notScoutedDetail },
  parameters: { keyContent: ['Not scouted: send scouts to see the troops standing there.'] },
};

/** An artifact natives hold: their garrison in plain sight. */
export const ArtifactNative: Story = {
  args: { objective: nativeArtifactDetail },
  parameters: { keyContent: ['Held by natives', 'Natives hold it: capture it with an army.', 'Prestige per day', '200 Militia'] },
};

/** The reader's damaged monument site without an Empire: delivered of the target, repair cost, Reinforce and Send supplies. */
export const MonumentDamaged: Story = {
  args: { objective: damagedMonumentDetail },
  parameters: {
    keyContent: ['Monument', 'earns no prestige without an Empire', 'Prestige when completed', 'Damaged: repair it with resources', 'Repair cost:',
      '90,000 / 150,000', 'Reinforce', 'Send supplies', 'Troops standing there'],
  },
};

/** A finished world: no actions. */
export const Finished: Story = { args: { objective: attackDetail, finished: true }, parameters: { keyContent: ['Stage 2 of 3', 'Native garrison'] } };

export const Loading: Story = { args: { objective: undefined, loading: true }, parameters: { keyContent: ['Loading'] } };

export const Failed: Story = {
  args: { objective: undefined, error: 'This event or objective could not be loaded.', onRetry: () => {} },
  parameters: { keyContent: ['This event or objective could not be loaded.', 'Try again'] },
};
