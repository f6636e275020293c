import type { Meta, StoryObj, Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import ArmyPage from '../../client/routes/army/ArmyPage';
import { unitsQueryKey } from '../../client/api/units';
import { withEconomyGame, withQueries } from '../economy/decorators';
import { allowed, makeTroops } from './fixtures';

/** The page under its real route, so the tab comes from the path as in the app. */
const underRoute: Decorator = (Story) => <Routes><Route path="/village/army/*" element={<Story />} /></Routes>;
const villageId = 11;

const meta: Meta<typeof ArmyPage> = {
  title: 'Army/ArmyPage',
  component: ArmyPage,
  parameters: { layout: 'fullscreen', route: '/village/army' },
};
export default meta;
type Story = StoryObj<typeof ArmyPage>;

export const Loading: Story = {
  decorators: [underRoute, withEconomyGame({ village: undefined, loading: true })],
  parameters: { keyContent: ['Army', 'Overview', 'Train', 'Simulate', 'Send', 'Loading'] },
};

export const NoVillage: Story = {
  decorators: [underRoute, withEconomyGame({ village: undefined, currentVillageId: undefined })],
  parameters: { keyContent: ['No village selected.'] },
};

export const Overview: Story = {
  decorators: [underRoute, withEconomyGame(), withQueries([{ key: unitsQueryKey.troops(villageId), data: makeTroops() }])],
  parameters: { keyContent: ['Highmoor', 'Incoming', 'Outgoing', 'Call back', '120 Militia'] },
};

export const OverviewError: Story = {
  decorators: [underRoute, withEconomyGame(), withQueries([{ key: unitsQueryKey.troops(villageId), error: 'Could not make a connection to the server' }])],
  parameters: { keyContent: ['The troops could not be loaded.', 'Try again'] },
};

export const Train: Story = {
  decorators: [underRoute, withEconomyGame(), withQueries([{ key: unitsQueryKey.allowed(villageId), data: allowed }])],
  parameters: { route: '/village/army/train', keyContent: ['Train units', 'Militia', 'Requirements not met'] },
};

/** Linked from the map: /village/army/send?x=18&y=-10. */
export const SendFromMap: Story = {
  decorators: [underRoute, withEconomyGame(), withQueries([{ key: unitsQueryKey.troops(villageId), data: makeTroops() }])],
  parameters: { route: '/village/army/send?x=18&y=-10', keyContent: ['Send troops', 'Available: 120', 'Validate'] },
};

export const Simulate: Story = {
  decorators: [underRoute, withEconomyGame()],
  parameters: { route: '/village/army/simulate', keyContent: ['Battle simulator', 'Wall level', 'Luck'] },
};
