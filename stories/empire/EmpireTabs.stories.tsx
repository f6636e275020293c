import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmpireSettingsPanel } from '../../client/routes/empire/EmpireSettingsPanel';
import { EmpireStatisticsPanel, EmpireVictoryPanel } from '../../client/routes/empire/EmpireFiguresPanels';
import { makeEmpire } from './fixtures';
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

/** Members' figures until the statistics issue brings rankings. */
export const Statistics: Story = {
  render: () => <EmpireStatisticsPanel data={data} />,
  parameters: { keyContent: ["Members' figures", 'Rankings come with the statistics', 'Brenna', '1,820', 'Total', '5,780'] },
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
