import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmpireSettingsPanel } from '../../client/routes/empire/EmpireSettingsPanel';
import { EmpireStatisticsPanel, EmpireVictoryPanel } from '../../client/routes/empire/EmpireFiguresPanels';
import { makeEmpire, unranked, withMedals } from './fixtures';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/empire/empire.css';

/** The settings, statistics and prestige tabs (each reads GET empires/{id}, loaded by the page). */
const meta: Meta = { title: 'Empire/Tabs' };
export default meta;
type Story = StoryObj;

const data = makeEmpire('emperor');

/** The Emperor edits description, name and abbreviation. */
export const SettingsEmperor: Story = {
  render: () => <EmpireSettingsPanel empire={data.empire} onSave={async (b) => { console.info('save', b); return 'saved'; }} />,
  parameters: { keyContent: ['Settings', 'Name', 'Abbreviation', 'Description', 'of 2000 characters', 'Save settings'] },
};

/** Anyone else reads them. */
export const SettingsReadOnly: Story = {
  render: () => <EmpireSettingsPanel empire={data.empire} />,
  parameters: { keyContent: ["Only the Emperor changes the Empire's settings."] },
};

/** Ranked, no medals yet, nothing earned: the ranks with the link to the rankings, the empty medal row, then the members' figures. */
export const Statistics: Story = {
  render: () => <EmpireStatisticsPanel data={data} />,
  parameters: {
    keyContent: ['Rankings and medals', 'Rank by population', '#2', 'Rank in the race for victory', '#3', 'To the Empire rankings',
      'No medals yet. The top 10 Empires of each weekly category win one.', 'Kill/death ratio', 'No losses yet', "Members' figures", 'Brenna', '1,820', 'Total', '5,780'],
  },
};

/** The Empire first by population, with medals (newest first) and what its members earned. */
export const StatisticsWithMedals: Story = {
  render: () => <EmpireStatisticsPanel data={withMedals(data)} />,
  parameters: {
    keyContent: ['#1', '#2', 'Medals (3)', 'Empire · PvP attacker', 'Week 2 · rank 1 · amount 96,000', 'Empire · Events won', 'Week 2 · rank 4 · amount 11',
      'Week 1 · rank 2 · amount 40,500', 'Kills in attacks', '96,000', 'Own units lost', '61,200', '2.49', 'Resources won', '310,400', 'Land (tiles)', '142'],
  },
};

/** Founded since the last refresh of the rank table: not ranked yet. */
export const StatisticsNotRanked: Story = {
  render: () => <EmpireStatisticsPanel data={unranked(data)} />,
  parameters: { keyContent: ['Rank by population', 'Not ranked yet', 'Ranks are rebuilt every minute.', 'To the Empire rankings'] },
};

/** Prestige 0: the honest empty state (the server state not read yet: no line shown). */
export const VictoryPoints: Story = {
  render: () => <EmpireVictoryPanel data={data} />,
  parameters: { keyContent: ['Prestige', 'Prestige comes from objectives and events'] },
};

/** Prestige by kind, with the way to the prestige that wins the world. */
export const VictoryPointsByType: Story = {
  render: () => (
    <EmpireVictoryPanel
      data={makeEmpire('member', { prestige: 87, prestige_by_type: { vps: 12, landmark: 9, monument: 40, artifact: 26 } })}
      victoryPoints={250}
    />
  ),
  parameters: { keyContent: ['Prestige to win', '250', 'On the way to victory', '87 / 250', 'Landmarks', 'Monuments', '40', 'Artifacts', 'Milestones', 'Total'] },
};
