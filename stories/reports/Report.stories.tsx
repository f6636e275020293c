import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportView } from '../../client/routes/reports/ReportView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { unitKeys } from '../army/fixtures';
import {
  exchangeDelivered, purchaseDelivered,
  battleReport, brokenBattle, conquestLostReport, conquestReport, defenceLost, destructionReport, moveTurnedBack, namedBattle, reinforceArrived, returnReport, scoutReport, scoutSeen,
  scoutSeenNamed, settled, settleFailed, starvationReport, unknownKind,
} from './fixtures';

const meta: Meta<typeof ReportView> = {
  title: 'Reports/Report',
  component: ReportView,
  parameters: { layout: 'fullscreen', route: '/reports/91' },
  args: { order: unitKeys, villageName: (id) => (id === 11 ? 'Highmoor' : undefined) },
};
export default meta;
type Story = StoryObj<typeof ReportView>;

export const Loading: Story = { args: { report: undefined, loading: true }, parameters: { keyContent: ['All reports', 'Loading'] } };

export const Error: Story = {
  args: { report: undefined, error: 'The report could not be loaded.' },
  parameters: { keyContent: ['All reports', 'The report could not be loaded.'] },
};

/** A won siege: both sides' units, losses and survivors, loot, wall damage and lowered loyalty. */
export const Battle: Story = {
  args: { report: battleReport },
  parameters: {
    keyContent: ['Victory at Ravensford', 'Attacker', 'Highmoor', 'Player 7', 'Defender', 'Ravensford (15|-3)', 'Player 9', 'Siege targets', 'The attacker won', '-4%', 'Wall level',
      '50 Militia', '12 Militia', '38 Militia', '1 Noble', '30 Spearman', 'Reinforcements from Village 31', '10 Archer', 'Units: sent / lost', '61 / 14', '30 / 30', '10 / 10', 'Loot', '300 Wood', '120 Stone',
      'Siege damage', 'Walls: level 3 → 2', '40 damage points', 'Loyalty: 100 → 78', 'lowered by the Nobles', 'Attack strength', '4,800', 'Defence strength', '2,100'],
  },
};

/** The defender's copy as written now: the names stored at the battle, not "Village 44 · Player 7". */
export const BattleNamed: Story = {
  args: { report: namedBattle },
  parameters: { keyContent: ['Ravensford was attacked: defeat', "Aldric's village (3|6)", 'Aldric', 'Ravensford (-1|-5)', 'Brenna', '3 Militia'] },
};

/** A siege with two targets (one undamaged) and the walls, and the Nobles took the village. */
export const Conquest: Story = {
  args: { report: conquestReport },
  parameters: { keyContent: ['village conquered', 'The village was conquered.', 'Barracks: level 6 → 2', 'Warehouse: level 8 → 8', 'no damage', 'Walls: level 2 → 0', 'Loyalty: 22 → 0', '1,200 Wood'] },
};

/** The old owner's copy of a conquest: the village's troops abroad and on the way were disbanded. */
export const ConquestLost: Story = {
  args: { report: conquestLostReport },
  parameters: { keyContent: ['Ravensford was attacked: defeat', 'Troops disbanded', '12 Spearman', '3 Horseman'] },
};

/** Nobles chose destroy: the village is gone; nothing defended it, nothing was taken. */
export const Destruction: Story = {
  args: { report: destructionReport },
  parameters: { keyContent: ['village destroyed', 'The village was destroyed.', 'Loyalty: 18 → 0', 'Nothing taken', 'Ashfield (9|2)'] },
};

/** The defender's copy: loyalty unchanged is not shown, the losses are. */
export const DefenceLost: Story = {
  args: { report: defenceLost },
  parameters: { keyContent: ['Highmoor was attacked: defeat', '30 Spearman', 'Loot'] },
};

/** Units starved when the food ran out. */
export const Starvation: Story = {
  args: { report: starvationReport },
  parameters: { keyContent: ['Troops starved in Highmoor', 'Starvation', 'The food ran out', 'Highmoor (12|-7)', 'Starved', '14 Horseman', '6 Knight'] },
};

/** An exchange arrived; the full warehouse lost part of it. */
export const ExchangeDelivered: Story = {
  args: { report: exchangeDelivered },
  parameters: { keyContent: ['Exchanged resources arrived in Highmoor', 'Merchants', 'An exchange at the marketplace', 'Delivered', '250 Iron', 'Lost: the stores were full', '150 Iron'] },
};

/** Resources bought in the aether store. */
export const PurchaseDelivered: Story = {
  args: { report: purchaseDelivered },
  parameters: { keyContent: ['Bought resources arrived in Highmoor', 'Bought in the aether store', '500 Stone'] },
};

export const Scout: Story = {
  args: { report: scoutReport },
  parameters: { keyContent: ['Scouting Ravensford succeeded', 'The scouts came back with news.', 'Sent', '5 Scout', 'What the scouts saw', 'Walls', 'Army size', '140', '2,210', 'Military'] },
};

/** The target's copy of a scouting: its losses. */
export const ScoutSeen: Story = {
  args: { report: scoutSeen },
  parameters: { keyContent: ['Scouts were seen near Highmoor', 'The scouts were caught.', 'Your losses', '2 Scout'] },
};

/** The target's copy as written now: who sent the scouts, from which village. */
export const ScoutSeenNamed: Story = {
  args: { report: scoutSeenNamed },
  parameters: { keyContent: ['Scouts were seen near Ravensford', 'Ravensford (-1|-5)', 'Brenna', 'From', "Aldric's village (3|6)", 'Aldric'] },
};

export const Return: Story = {
  args: { report: returnReport },
  parameters: { keyContent: ['Troops returned to Highmoor', 'Home', 'Highmoor', '(15|-3)', 'Mission', 'Attack', '38 Militia', '300 Wood', '120 Stone', '90 Food'] },
};

export const Reinforce: Story = {
  args: { report: reinforceArrived },
  parameters: { keyContent: ['Reinforcements arrived in Highmoor', 'From', 'Village 31', '25 Spearman'] },
};

export const MoveTurnedBack: Story = {
  args: { report: moveTurnedBack },
  parameters: { keyContent: ['turned back', '(30|30)', '10 Militia'] },
};

export const Settled: Story = {
  args: { report: settled },
  parameters: { keyContent: ['A new village was founded at (20|4)', 'Village 40', '(20|4)'] },
};

export const SettleFailed: Story = {
  args: { report: settleFailed },
  parameters: { keyContent: ['You cannot settle a village right now', '(20|4)', 'Your culture is too low'] },
};

/** A kind this client does not know, titled with a key its catalogue lacks (shown as the key): every field, the army with its icons. */
export const UnknownKind: Story = {
  args: { report: unknownKind },
  parameters: { keyContent: ['reports.titles.suppliesDelivered', 'tournament', 'delivered', '1,200', '4 Militia', 'note'] },
};

/** Battle data of an unexpected shape: shown field by field instead of crashing. */
export const Garbled: Story = {
  args: { report: brokenBattle },
  parameters: { keyContent: ['A garbled battle', 'attacker', 'defender'] },
};
