import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportView } from '../../client/routes/reports/ReportView';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { unitKeys } from '../army/fixtures';
import { battleReport, returnReport, scoutReport, settleFailed } from './fixtures';

const meta: Meta<typeof ReportView> = {
  title: 'Reports/Report',
  component: ReportView,
  parameters: { layout: 'fullscreen', route: '/reports/91' },
  args: { order: unitKeys },
};
export default meta;
type Story = StoryObj<typeof ReportView>;

export const Loading: Story = { args: { report: undefined, loading: true }, parameters: { keyContent: ['All reports', 'Loading'] } };

export const Error: Story = {
  args: { report: undefined, error: 'The report could not be loaded.' },
  parameters: { keyContent: ['All reports', 'The report could not be loaded.'] },
};

/** A won siege: both sides' units and losses, loot, wall damage and lowered loyalty. */
export const Battle: Story = {
  args: { report: battleReport },
  parameters: {
    keyContent: ['Victory at Ravensford', 'Attacker', 'Village 11', 'Defender', 'Ravensford (15|-3)', 'The attacker won', '-4%', 'Wall level',
      '50 Militia', '12 Militia', '1 Noble', '30 Spearman', '10 Archer', '61 / 14', '40 / 40', 'Loot', '300 Wood', '120 Stone',
      'Siege damage', 'Walls: level 3 → 2', 'Loyalty: 100 → 78'],
  },
};

export const Scout: Story = {
  args: { report: scoutReport },
  parameters: { keyContent: ['Scouting Ravensford succeeded', 'The scouts came back with news.', '5 Scout', 'Walls', 'Army size', '140', '2,210', 'Military'] },
};

export const Return: Story = {
  args: { report: returnReport },
  parameters: { keyContent: ['Troops returned to Highmoor', 'Village 11', '38 Militia', '300 Wood, 120 Stone, 90 Food'] },
};

export const SettleFailed: Story = {
  args: { report: settleFailed },
  parameters: { keyContent: ['You cannot settle a village right now', '(20|4)', 'Your culture is too low'] },
};
