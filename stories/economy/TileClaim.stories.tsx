import type { Meta, StoryObj } from '@storybook/react-vite';
import { TilePanel } from '../../client/map/TilePanel';
import { economyGamedata } from './fixtures';

const forest = economyGamedata.tiles.find((t) => t.type === 'forest');

const meta: Meta<typeof TilePanel> = {
  title: 'Economy/TileClaim',
  component: TilePanel,
  args: {
    tile: { x: 13, y: -6, type: 'forest', village: undefined, claimedBy: undefined },
    tileData: forest,
    onClose: () => {},
  },
};
export default meta;
type Story = StoryObj<typeof TilePanel>;

/** A free forest next to the current village: it can be claimed for free. */
export const Claimable: Story = {
  args: { claim: { onClaim: () => {}, note: 'Highmoor can claim this tile for free (claim 1).' } },
  parameters: { keyContent: ['Forest', 'Claim tile', 'Highmoor can claim this tile for free (claim 1).'] },
};

/** The free claims are used and the population is too low. */
export const NeedsPopulation: Story = {
  args: { claim: { onClaim: () => {}, disabled: true, note: 'Requires a population of 1,800 or a higher tier village' } },
  parameters: { keyContent: ['Claim tile', 'Requires a population of 1,800 or a higher tier village'] },
};
