import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TradeRoute } from '../../client/api/tradeRoutes';
import type { MapTile } from '../../server/contract';
import { TradeRoutePanel } from '../../client/routes/logistics/TradeRoutePanel';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import '../../client/routes/logistics/logistics.css';
import '../../client/routes/logistics/tradeRoute.css';

const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;
const villages = [{ id: 12, name: 'Ravensford', x: 15, y: -3 }, { id: 13, name: 'Stonecross', x: 9, y: -12 }];

/** Highmoor's route to Ravensford: next shipment in 20 minutes; the last one arrived, 150 wood lost to a full warehouse. */
const route: TradeRoute = {
  target: { id: 12, name: 'Ravensford', x: 15, y: -3 },
  next_at: iso(now + 20 * 60_000), interval_seconds: 3600, last_at: iso(now - 40 * 60_000),
  last_shipment: {
    resources: { wood: 420, stone: 380, iron: 250, food: 190 }, at: iso(now - 40 * 60_000), arrives_at: iso(now - 15 * 60_000), target_id: 12,
    delivered: { wood: 270, stone: 380, iron: 250, food: 190 }, lost: { wood: 150, stone: 0, iron: 0, food: 0 },
  },
  last_idle: null, created_at: iso(now - 5 * HOUR),
};

/** Greywater (21|4), a town of Ysolde, an ally in the player's Empire: what GET map of its tile answers. */
const allyTile: MapTile = {
  x: 21, y: 4, type: 'plains', marker: null, village: { id: 77, name: 'Greywater', tier: 'town' },
  owner: { id: 5, username: 'Ysolde' }, claimedBy: null, own: false,
};
const loadTile = async (x: number, y: number): Promise<MapTile | undefined> =>
  (x === 21 && y === 4 ? allyTile : { ...allyTile, x, y, village: null, owner: null });

const meta: Meta<typeof TradeRoutePanel> = {
  title: 'Logistics/TradeRoute',
  component: TradeRoutePanel,
  parameters: { layout: 'fullscreen', route: '/village/logistics/traderoute' },
  args: {
    route, villages, now, loadTile,
    onSet: async (id, name) => { console.info('set route', id, name); return true; },
    onRemove: async () => { console.info('remove route'); return true; },
  },
};
export default meta;
type Story = StoryObj<typeof TradeRoutePanel>;

/** GET merchants/village/{id}/traderoute has not answered yet. */
export const Loading: Story = {
  args: { route: undefined, loading: true },
  parameters: { keyContent: ['Trade route', 'Loading'] },
};

/** The read failed: its error and a retry. */
export const Error: Story = {
  args: { route: undefined, error: 'The trade route could not be loaded.', onRetry: () => undefined },
  parameters: { keyContent: ['The trade route could not be loaded.', 'Try again'] },
};

/** No route yet: the empty state and the target picker among the player's other villages. */
export const Empty: Story = {
  args: { route: null },
  parameters: { keyContent: ['This village has no trade route.', 'Every hour of game time', 'Choose a village', 'Ravensford (15|-3)', 'Stonecross (9|-12)', 'Set route', 'Or a village by its coordinates', 'Find village'] },
};

/** The route goes to an ally's village (Greywater of Ysolde, found by its coordinates 21|4); the own villages stay offered. */
export const AllyTarget: Story = {
  args: { route: { ...route, target: { id: 77, name: 'Greywater', x: 21, y: 4 }, last_shipment: { ...route.last_shipment!, target_id: 77 } } },
  parameters: { keyContent: ['Greywater (21|4)', 'Next shipment', 'Change target', 'Ravensford (15|-3)', 'Stonecross (9|-12)', 'Or a village by its coordinates', 'Find village', 'Remove route'] },
};

/** No route and no other village to send to: an ally's village by its coordinates is still possible. */
export const NoOtherVillage: Story = {
  args: { route: null, villages: [] },
  parameters: { keyContent: ['This village has no trade route.', 'You have no other village to send to yet.', 'Find village'] },
};

/** No other village and no coordinates look-up (the panel without loadTile): only the hint. */
export const NoOtherVillageOwnOnly: Story = {
  args: { route: null, villages: [], loadTile: undefined },
  parameters: { keyContent: ['This village has no trade route.', 'You have no other village to send to yet.'] },
};

/** The route with its next shipment (countdown and bar) and the last one arrived, part of it lost to full storage. */
export const Full: Story = {
  parameters: { keyContent: ['Ravensford (15|-3)', 'Next shipment', 'Until the next shipment', 'A shipment every 1:00:00', 'Last shipment', '420', 'Delivered', '270', 'Lost to full storage', '150', 'Change target', 'Stonecross (9|-12)', 'Remove route'] },
};

/** The last shipment is still on its way: when it arrives, counted down. */
export const OnTheWay: Story = {
  args: { route: { ...route, last_shipment: { ...route.last_shipment!, arrives_at: iso(now + 10 * 60_000), delivered: null, lost: null } } },
  parameters: { keyContent: ['Last shipment', 'Arrives', '420', 'Next shipment'] },
};

/** The last hour sent nothing: the village held none of what it produces. */
export const NothingSent: Story = {
  args: { route: { ...route, last_shipment: null, last_idle: 'nothingHeld' } },
  parameters: { keyContent: ['The last hour sent nothing', 'The village held none of what it produces.', 'Nothing sent yet.'] },
};

/** The target was conquered: the route sends nothing and says why. */
export const TargetLost: Story = {
  args: { route: { ...route, last_idle: 'notAllowed' } },
  parameters: { keyContent: ['The target is no longer a village you may trade with.'] },
};

/** Removing asks first. */
export const ConfirmRemove: Story = {
  args: { confirming: true },
  parameters: { keyContent: ['Remove the trade route?', 'No more hourly shipments to Ravensford', 'Keep the route', 'Remove route'] },
};

/** The world is finished: the route shows, nothing can be changed. */
export const Finished: Story = {
  args: { onSet: undefined, onRemove: undefined },
  parameters: { keyContent: ['Ravensford (15|-3)', 'Remove route'] },
};
