import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportView } from '../../client/routes/reports/ReportView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { unitKeys } from '../army/fixtures';
import { merchantsNoVillage, merchantsOlder, merchantsReceivedWithLoss, merchantsSent } from './merchantsFixtures';

/** /reports/{id} for merchants that reached a village (the sender's and the receiver's report) or turned back. */
const meta: Meta<typeof ReportView> = {
  title: 'Reports/Merchants report',
  component: ReportView,
  parameters: { layout: 'fullscreen', route: '/reports/120' },
  args: { order: unitKeys, villageName: (id) => (id === 11 ? 'Highmoor' : id === 12 ? 'Stonecross' : undefined) },
};
export default meta;
type Story = StoryObj<typeof ReportView>;

export const Loading: Story = { args: { report: undefined, loading: true }, parameters: { keyContent: ['All reports', 'Loading'] } };

export const Error: Story = {
  args: { report: undefined, error: 'The report could not be loaded.' },
  parameters: { keyContent: ['All reports', 'The report could not be loaded.'] },
};

/** The sender's report: from, to, three merchants, all of it delivered. */
export const Sent: Story = {
  args: { report: merchantsSent },
  parameters: { keyContent: ['Your merchants arrived in Stonecross', 'Merchants', 'From', 'Highmoor (12|-7)', 'To', 'Stonecross (18|-3)', 'Carried', '1,200 Wood', '800 Stone', '500 Food', 'Delivered', 'Nothing was lost: the stores held it all.'] },
};

/** The receiver's report of another player's merchants, with iron lost to a full warehouse. */
export const ReceivedWithLoss: Story = {
  args: { report: merchantsReceivedWithLoss },
  parameters: { keyContent: ['Merchants arrived in Highmoor', 'Ashford (30|4)', 'Brenna', 'Highmoor (12|-7)', 'Carried', '2,000 Iron', 'Delivered', '1,350 Iron', 'Lost: the stores were full', '650 Iron'] },
};

/** The target was gone: they turned back with their load (nothing delivered, nothing lost). */
export const NoVillage: Story = {
  args: { report: merchantsNoVillage },
  parameters: { keyContent: ['Your merchants found no village and turned back', 'Highmoor', '(40|22)', 'the merchants turned back with their load', '500 Wood'] },
};

/** An older report with the sending village's id only: named from the player's own villages. */
export const Older: Story = {
  args: { report: merchantsOlder },
  parameters: { keyContent: ['Your merchants arrived in Stonecross', 'From', 'Highmoor', 'Stonecross', '300 Wood'] },
};
