import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PrestigeRacePanel } from '../../client/routes/empire/PrestigeRacePanel';
import type { PrestigeRaceRow } from '../../client/api/prestige';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/empire/empire.css';

/** The race for victory on the victory points tab (GET empires?type=prestige), in its states. */
const meta: Meta<typeof PrestigeRacePanel> = { title: 'Empire/PrestigeRace', component: PrestigeRacePanel };
export default meta;
type Story = StoryObj<typeof PrestigeRacePanel>;

const row = (rank: number, id: number, name: string, name_short: string, prestige: number): PrestigeRaceRow =>
  ({ rank, previous_rank: rank, value: prestige, id, name, name_short, prestige, members: 5, population: 5000, villages: 12 });

const leaders = [
  row(1, 4, 'Iron Covenant', 'IRC', 212),
  row(2, 3, 'Order of the Gilded Lantern', 'OGL', 87),
  row(3, 5, 'Wardens of the Fen', 'WOF', 31),
  row(4, 6, 'Ashen Court', 'ASH', 0),
];

/** The leaders, the viewer's Empire marked, each bar running to the prestige that wins. */
export const Full: Story = {
  args: { rows: leaders, ownEmpireId: 3, victoryPoints: 250 },
  parameters: { keyContent: ['The race for victory', '1. Iron Covenant [IRC]', '212 / 250', '2. Order of the Gilded Lantern [OGL]', '87 / 250', 'Wardens of the Fen'] },
};

/** Before the server state is read: plain totals. */
export const WithoutTheLine: Story = {
  args: { rows: leaders, ownEmpireId: 3 },
  parameters: { keyContent: ['The race for victory', 'Iron Covenant', '212', '87'] },
};

export const Loading: Story = {
  args: { loading: true },
  parameters: { keyContent: ['The race for victory', 'Loading'] },
};

/** No Empire has prestige yet (an Empire with none is not in the race). */
export const Empty: Story = {
  args: { rows: [row(1, 6, 'Ashen Court', 'ASH', 0)], victoryPoints: 250 },
  parameters: { keyContent: ['The race for victory', 'No Empire has prestige yet'] },
};

export const Failed: Story = {
  args: { rows: undefined, error: 'The race could not be loaded', onRetry: fn() },
  parameters: { keyContent: ['The race could not be loaded', 'Try again'] },
};
