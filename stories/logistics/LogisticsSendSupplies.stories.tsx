import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { SendView } from '../../client/routes/logistics/SendView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import '../../client/routes/logistics/logistics.css';
import { aetherDetail, damagedMonumentDetail, everyObjective, supplyDetail } from '../objectives/fixtures';

const details = { 14: supplyDetail, 15: aetherDetail, 23: damagedMonumentDetail } as const;

/** Merchants to a supply event or a monument site: the target's name and progress; an Aether deposit takes aether. */
const meta: Meta<typeof SendView> = {
  title: 'Logistics/SendSupplies',
  component: SendView,
  parameters: { layout: 'fullscreen', route: '/village/logistics/send' },
  args: {
    stock: { wood: 8421, stone: 12000, iron: 3120, food: 5230 }, merchants: { total: 5, available: 3, capacity: 3000 },
    from: { x: 6, y: 4 }, villages: [], worldSpeed: 1, now: Date.parse('2030-03-22T12:00:00Z'), aether: 120,
    loadObjectives: async () => everyObjective,
    loadObjective: async (id) => ({ objective: details[id as keyof typeof details] }),
    onSend: async (body) => { console.info('send', body); return true; },
  },
};
export default meta;
type Story = StoryObj<typeof SendView>;

/** A Mining location: resources as for any trip, and how far the event's target is. */
export const MiningLocation: Story = {
  args: { initial: { x: 9, y: 9, loads: { wood: '2000' } } },
  parameters: { keyContent: ['Mining location', '(9|9)', 'Active', 'Resources delivered', '7,350 / 20,000', 'Wood', '1 of 3 at home'] },
};

/** An Aether deposit: an aether field with the account's aether instead of resources; merchants by 50 aether. */
export const AetherDeposit: Story = {
  args: { initial: { x: -5, y: -5 } },
  parameters: { keyContent: ['Aether deposit', 'Aether delivered', '390 / 400', '120 in your account', 'a merchant carries 50', 'Send merchants'] },
};

/** More aether than the account has: said before sending. */
export const AetherTooMuch: Story = {
  args: { aether: 30, initial: { x: -5, y: -5 } },
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByLabelText('Aether'), '80');
  },
  parameters: { keyContent: ['30 in your account', 'Not enough aether'] },
};

/** The player's damaged monument site: its resources delivered of the target and the damage. */
export const Monument: Story = {
  args: { initial: { x: 1, y: 40 } },
  parameters: { keyContent: ['Monument site', '(1|40)', '90,000 / 150,000', 'Damaged: repair it with resources'] },
};
