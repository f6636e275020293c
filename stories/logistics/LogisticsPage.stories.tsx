import type { Meta, StoryObj, Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import LogisticsPage from '../../client/routes/logistics/LogisticsPage';
import '../../client/app/ui.css';
import { withEconomyGame } from '../economy/decorators';
import { withFetch } from '../army/fetchHandler';
import { makeTrade, manyIncoming, merchantsServer } from './fixtures';

/** The page under its real route, so the tab comes from the path as in the app. */
const underRoute: Decorator = (Story) => <Routes><Route path="/village/logistics/*" element={<Story />} /></Routes>;

const meta: Meta<typeof LogisticsPage> = {
  title: 'Logistics/LogisticsPage',
  component: LogisticsPage,
  parameters: { layout: 'fullscreen', route: '/village/logistics' },
};
export default meta;
type Story = StoryObj<typeof LogisticsPage>;

export const Loading: Story = {
  decorators: [underRoute, withEconomyGame({ village: undefined, loading: true })],
  parameters: { keyContent: ['Logistics', 'Overview', 'Send', 'Marketplace', 'Exchange', 'Trade route', 'Loading'] },
};

export const NoVillage: Story = {
  decorators: [underRoute, withEconomyGame({ village: undefined, currentVillageId: undefined })],
  parameters: { keyContent: ['No village selected.'] },
};

/** The overview: the village's merchants and both lists from GET merchants/village/11/incoming|outgoing. */
export const Overview: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(merchantsServer(() => makeTrade()))],
  parameters: { keyContent: ['Highmoor', 'Logistics', 'At home', '3,000', 'Ravensford (15|-3)', 'Stonecross (9|-12)', 'Exchange'] },
};

/** The lists still loading (the server has not answered). */
export const OverviewLoading: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(merchantsServer(() => makeTrade(), { pending: true }))],
  parameters: { keyContent: ['Incoming', 'Outgoing', 'Loading'] },
};

/** Nothing on the road. */
export const OverviewEmpty: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(merchantsServer(() => ({ incoming: [], outgoing: [] })))],
  parameters: { keyContent: ['No merchants on the way', 'Each carries'] },
};

/** The incoming list failed; the outgoing one still shows. */
export const OverviewError: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(merchantsServer(() => makeTrade(), { fail: ['incoming'] }))],
  parameters: { keyContent: ['The merchants could not be loaded.', 'Try again', 'Stonecross (9|-12)'] },
};

/** 45 loads coming in: page 1 of 3. */
export const OverviewPaged: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(merchantsServer(() => ({ incoming: manyIncoming(), outgoing: [] })))],
  parameters: { keyContent: ['Page 1 of 3', 'Next'] },
};

/** /village/logistics/send: the village's stock and merchants, the other villages to pick. */
export const Send: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(merchantsServer(() => makeTrade()))],
  parameters: { route: '/village/logistics/send', keyContent: ['Send resources', 'Ravensford (15|-3)', 'Stonecross (9|-12)', '0 of 3 at home'] },
};

/** /village/logistics/exchange with the account's 125 aether. */
export const Exchange: Story = {
  decorators: [underRoute, withEconomyGame()],
  parameters: { route: '/village/logistics/exchange', keyContent: ['Exchange', '3 : 1', 'Better rate for 10 aether', '125'] },
};

/** A sitter's session: the aether rate is off with its reason. */
export const ExchangeSitter: Story = {
  decorators: [underRoute, withEconomyGame({ user: { id: 7, username: 'Aldric', isSitter: true } })],
  parameters: { route: '/village/logistics/exchange', keyContent: ['A sitter never spends aether'] },
};

/** The send tab while the village loads. */
export const SendLoading: Story = {
  decorators: [underRoute, withEconomyGame({ village: undefined, loading: true })],
  parameters: { route: '/village/logistics/send', keyContent: ['Logistics', 'Send', 'Loading'] },
};

/** The exchange tab while the village loads. */
export const ExchangeLoading: Story = {
  decorators: [underRoute, withEconomyGame({ village: undefined, loading: true })],
  parameters: { route: '/village/logistics/exchange', keyContent: ['Logistics', 'Exchange', 'Loading'] },
};

/** Linked from the map: /village/logistics/send?x=15&y=-3 picks Ravensford. */
export const SendFromMap: Story = {
  decorators: [underRoute, withEconomyGame(), withFetch(merchantsServer(() => makeTrade()))],
  parameters: { route: '/village/logistics/send?x=15&y=-3', keyContent: ['Send resources', 'Distance', '5.0 tiles', 'Arrival'] },
};
