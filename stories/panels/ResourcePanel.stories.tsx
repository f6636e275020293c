import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResourcePanel } from '../../client/panels/ResourcePanel';
import { makeVillageState } from '../fixtures/game';
import { sidebarWidth } from './sidebar';

const meta: Meta<typeof ResourcePanel> = {
  title: 'Panels/ResourcePanel',
  component: ResourcePanel,
  decorators: [sidebarWidth],
  args: { clockSkewMs: 0 },
};
export default meta;
type Story = StoryObj<typeof ResourcePanel>;

export const Loading: Story = {
  args: { village: undefined, loading: true },
  parameters: { keyContent: ['Loading'] },
};

export const Empty: Story = {
  args: { village: undefined },
  parameters: { keyContent: ['No village selected.'] },
};

export const Error: Story = {
  args: { village: undefined, error: 'You seem to have gone somewhere you shouldn\'t', onRetry: () => {} },
  parameters: { keyContent: ['You seem to have gone somewhere you shouldn\'t', 'Try again'] },
};

/** Wood grows every few seconds; stone is full (red). */
export const Full: Story = {
  args: { village: makeVillageState() },
  parameters: { keyContent: ['12,000', '9,000', '+504', '+396', '+240', '+350', 'Storage full'] },
};

export const TimeUntilFull: Story = {
  args: { village: makeVillageState(), initialView: 'time' },
  parameters: { keyContent: ['Full', '1d 12:5'] },
};

/** Food breakdown: base, bonus, then what population and units eat. */
export const FoodBreakdown: Story = {
  args: { village: makeVillageState(), initialExpanded: 'food' },
  parameters: { keyContent: ['Base production', '600/h', '+30%', '780/h', '-312/h', 'Unit consumption', '-118/h', '+350/h'] },
};

export const FoodDraining: Story = {
  args: { village: makeVillageState({ prod_food_net: -80, food: 900 }), initialView: 'time' },
  parameters: { keyContent: ['Food is draining', '-80', '11:1'] },
};

/** Values above 999,999 render in smaller text. */
export const BigNumbers: Story = {
  // Iron sits just under the small-text threshold; it ticks (+240/h), so the key content is its stable prefix.
  args: { village: makeVillageState({ store_res: 5_000_000, wood: 1_250_300, stone: 4_999_000, iron: 999_000 }) },
  parameters: { keyContent: ['5,000,000', '999,0'] },
};
