import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimulateView } from '../../client/routes/army/SimulateView';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { simulateResult, unitKeys } from './fixtures';

const meta: Meta<typeof SimulateView> = {
  title: 'Army/Simulate',
  component: SimulateView,
  parameters: { layout: 'fullscreen', route: '/village/army/simulate' },
  args: { unitKeys, onSimulate: async () => simulateResult },
};
export default meta;
type Story = StoryObj<typeof SimulateView>;

/** The empty form: both sides, wall and luck. */
export const Empty: Story = {
  parameters: { keyContent: ['Battle simulator', 'Attacker', 'Defender', 'Militia', 'Noble', 'Wall level', 'Luck', '0%', 'Simulate'] },
};

/** After a run: the winner, both strengths and both sides' losses. */
export const Result: Story = {
  args: { initialResult: simulateResult },
  parameters: {
    keyContent: ['Result', 'The attacker wins', 'Attack strength', '4,800', 'Defence strength', '2,100', '+5%', 'Attacker losses', '12 Militia', '2 Horseman',
      'Defender losses', '30 Spearman', '10 Archer'],
  },
};

/** The defenders won and the attacker lost nothing (an empty attack). */
export const DefenderWins: Story = {
  args: { initialResult: { ...simulateResult, winner: 'defender', attackerLosses: {}, defenderLosses: [] } },
  parameters: { keyContent: ['The defender wins', 'No losses'] },
};
