import type { Meta, StoryObj, Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import LogisticsPage from '../../client/routes/logistics/LogisticsPage';
import '../../client/app/ui.css';
import { withEconomyGame } from '../economy/decorators';
import { withFetch, type FetchHandler } from '../army/fetchHandler';
import { marketOffers, marketPage, ownOffers, ownPage } from './marketplaceFixtures';

/** The page under its real route, so the tab comes from the path as in the app. */
const underRoute: Decorator = (Story) => <Routes><Route path="/village/logistics/*" element={<Story />} /></Routes>;

/** GET merchants/offers and merchants/village/11/offers answered from the fixtures (or failing, or never). */
function offersServer(opts: { market?: typeof marketOffers; own?: typeof ownOffers; fail?: boolean; pending?: boolean } = {}): FetchHandler {
  return ({ method, path, query }) => {
    if (opts.pending) return 'pending';
    if (method !== 'GET' || (path !== 'merchants/offers' && path !== 'merchants/village/11/offers')) return undefined;
    if (opts.fail) return { status: 500, body: { error: 'error_500', message: 'Something went wrong on our end' } };
    if (path === 'merchants/village/11/offers') return { body: ownPage(opts.own ?? ownOffers) };
    const r = query.get('resource');
    const items = (opts.market ?? marketOffers).filter((o) => !r || (o.offer as Record<string, number>)[r]! > 0);
    return { body: marketPage(items, Number(query.get('page') ?? 0)) };
  };
}

const meta: Meta<typeof LogisticsPage> = {
  title: 'Logistics/MarketplaceTab',
  component: LogisticsPage,
  parameters: { layout: 'fullscreen', route: '/village/logistics/marketplace' },
};
export default meta;
type Story = StoryObj<typeof LogisticsPage>;

/** The tab inside the logistics page: the calls still on their way. */
export const Loading: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(offersServer({ pending: true }))],
  parameters: { keyContent: ['Marketplace', 'Offers of other players', 'Loading', 'Make an offer'] },
};

/** Nothing offered by anyone. */
export const Empty: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(offersServer({ market: [], own: [] }))],
  parameters: { keyContent: ['No other player offers anything at the moment', 'You have no open offers'] },
};

/** The server failed. */
export const Error: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(offersServer({ fail: true }))],
  parameters: { keyContent: ['The offers could not be loaded.', 'Try again'] },
};

/** Offers from the server, the village's own, and the form with the village's merchants. */
export const Full: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(offersServer())],
  parameters: { keyContent: ['Corvin', 'Kelmoor (15|-3)', 'Mirela', 'Your open offers', 'Empire only', 'Make the offer'] },
};
