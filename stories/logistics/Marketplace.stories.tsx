import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarketplacePanel } from '../../client/routes/logistics/MarketplaceView';
import { marketCaps, marketMerchants, marketOffers, marketPage, marketStock, ownOffers, ownPage } from './marketplaceFixtures';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import '../../client/routes/logistics/logistics.css';
import '../../client/routes/logistics/marketplace.css';

const meta: Meta<typeof MarketplacePanel> = {
  title: 'Logistics/Marketplace',
  component: MarketplacePanel,
  parameters: { layout: 'fullscreen', route: '/village/logistics/marketplace' },
  args: {
    market: { data: marketPage(marketOffers) }, page: 0, own: { data: ownPage(ownOffers) },
    stock: marketStock, merchants: marketMerchants, caps: marketCaps,
    onResource: () => undefined, onPage: () => undefined,
    onAccept: async (o) => { console.info('accept', o.id); return true; },
    onCancel: async (o) => { console.info('cancel', o.id); return true; },
    onMake: async (body) => { console.info('make', body); return true; },
  },
};
export default meta;
type Story = StoryObj<typeof MarketplacePanel>;

/** Both lists on their way: skeletons, the form already usable. */
export const Loading: Story = {
  args: { market: { loading: true }, own: { loading: true } },
  parameters: { keyContent: ['Offers of other players', 'Loading', 'Make an offer', 'You offer', 'You ask for'] },
};

/** Nobody offers anything and the village has no offer open. */
export const Empty: Story = {
  args: { market: { data: marketPage([]) }, own: { data: ownPage([]) } },
  parameters: { keyContent: ['No other player offers anything at the moment', 'You have no open offers', 'Offer something to see what you may ask for'] },
};

/** The offers could not be loaded; the form says the server's words before sending (a request above 1.5 x). */
export const Error: Story = {
  args: {
    market: { error: 'The offers could not be loaded.', onRetry: () => undefined }, own: { error: 'The offers could not be loaded.', onRetry: () => undefined },
    initialForm: { offer: { wood: '1000' }, request: { stone: '1600' } },
  },
  parameters: { keyContent: ['The offers could not be loaded.', 'Try again', 'The request must total between 667 and 1500', 'Ask for a total between 667 and 1,500'] },
};

/** Three offers nearest first with ratio, distance and travel time; an offer being made; two own offers. */
export const Full: Story = {
  args: { initialForm: { offer: { stone: '2500' }, request: { iron: '3000' } } },
  parameters: { keyContent: ['Corvin', 'Kelmoor', '1 : 1.2', '5.0 tiles', '0:25:00', 'Mirela', '1 : 0.8', 'Your open offers', 'Empire only', '3 of 3 at home', 'Ask for a total between 1,667 and 3,750'] },
};

/** Filtered by a resource nobody offers. */
export const FilteredEmpty: Story = {
  args: { market: { data: marketPage([]) }, resource: 'stone' },
  parameters: { keyContent: ['Nobody offers Stone at the moment'] },
};

/** Accept pressed: the confirmation says what leaves and what arrives. */
export const ConfirmAccept: Story = {
  args: { initialAsking: 71 },
  parameters: { keyContent: ['Accept this offer?', '1,200 Stone', '1,000 Wood', 'Kelmoor', 'Accept and send merchants'] },
};

/** Cancel pressed with full stores: the confirmation warns what would be lost. */
export const ConfirmCancelWithLoss: Story = {
  args: { initialCancel: 81, stock: { ...marketStock, stone: 14000 } },
  parameters: { keyContent: ['Cancel this offer?', 'The stores have no room for 500 Stone: that part is lost.', 'Keep the offer'] },
};
