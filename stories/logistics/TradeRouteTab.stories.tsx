import type { Meta, StoryObj, Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import LogisticsPage from '../../client/routes/logistics/LogisticsPage';
import type { TradeRoute } from '../../client/api/tradeRoutes';
import '../../client/app/ui.css';
import { withEconomyGame } from '../economy/decorators';
import { withFetch, type FetchHandler } from '../army/fetchHandler';

/** The page under its real route, so the tab comes from the path as in the app. */
const underRoute: Decorator = (Story) => <Routes><Route path="/village/logistics/*" element={<Story />} /></Routes>;

const iso = (ms: number) => new Date(ms).toISOString();

/** Highmoor's (village 11) route to Ravensford, timed from now. */
function makeRoute(now = Date.now()): TradeRoute {
  return {
    target: { id: 12, name: 'Ravensford', x: 15, y: -3 }, next_at: iso(now + 25 * 60_000), interval_seconds: 3600,
    last_at: iso(now - 35 * 60_000), last_idle: null, created_at: iso(now - 4 * 3_600_000),
    last_shipment: {
      resources: { wood: 310, stone: 290, iron: 180, food: 0 }, at: iso(now - 35 * 60_000), arrives_at: iso(now + 5 * 60_000), target_id: 12,
      delivered: null, lost: null,
    },
  };
}

/** GET merchants/village/11/traderoute answered from a fixture (null: no route), failing, or never. */
function routeServer(route: () => TradeRoute | null, opts: { fail?: boolean; pending?: boolean } = {}): FetchHandler {
  return ({ method, path }) => {
    if (method !== 'GET' || path !== 'merchants/village/11/traderoute') return undefined;
    if (opts.pending) return 'pending';
    if (opts.fail) return { status: 500, body: { error: 'error_500', message: 'Something went wrong on our end' } };
    return { body: { route: route(), computed_at: new Date().toISOString() } };
  };
}

const meta: Meta<typeof LogisticsPage> = {
  title: 'Logistics/TradeRouteTab',
  component: LogisticsPage,
  parameters: { layout: 'fullscreen', route: '/village/logistics/traderoute' },
};
export default meta;
type Story = StoryObj<typeof LogisticsPage>;

/** /village/logistics/traderoute while the route loads. */
export const Loading: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(routeServer(() => null, { pending: true }))],
  parameters: { keyContent: ['Logistics', 'Trade route', 'Loading'] },
};

/** The read failed. */
export const Error: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(routeServer(() => null, { fail: true }))],
  parameters: { keyContent: ['The trade route could not be loaded.', 'Try again'] },
};

/** No route: the picker lists the kingdom's other villages. */
export const Empty: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(routeServer(() => null))],
  parameters: { keyContent: ['This village has no trade route.', 'Set route', 'Ravensford'] },
};

/** The route to Ravensford, its last shipment still on the way. */
export const Full: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(routeServer(() => makeRoute()))],
  parameters: { keyContent: ['Ravensford (15|-3)', 'Next shipment', 'Last shipment', '310', 'Arrives', 'Change target', 'Remove route'] },
};
