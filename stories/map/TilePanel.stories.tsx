import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TilePanel } from '../../client/map/TilePanel';
import type { TileInfo, WorldVillage } from '../../client/map/world';
import type { MapTile } from '../../server/contract';
import '../../client/app/ui.css';
import '../../client/map/map.css';

/*
 * The map's tile panel by whose tile it is (GAME.md section 9): one's own other village and an Empire
 * ally's offer Reinforce and Send resources, another player's Attack, Scout and Reinforce, a natives'
 * village and empty land the generic Send troops (and Settle on free land). The reader is kingdom 1 in
 * Empire 3.
 */
const me = { userId: 1, empireId: 3 };
const at = { x: 14, y: -6 };
const villageOf = (over: Partial<WorldVillage>): WorldVillage => ({
  id: 7, name: 'Kelmoor', ...at, tier: 'town', owner_id: 2, owner: 'Corvin', own: false, ...over,
});
const tileOf = (village?: WorldVillage): TileInfo => ({ ...at, type: 'hills', village, claimedBy: undefined });
const detailsOf = (village: WorldVillage, empireId: number | null): MapTile => ({
  ...at, type: 'hills', marker: null, village: { id: village.id, name: village.name, tier: village.tier },
  owner: village.owner_id === null ? null : { id: village.owner_id, username: village.owner!, empire_id: empireId },
  claimedBy: null, own: village.own,
});

const own = villageOf({ id: 3, name: 'Eastwatch', owner_id: 1, owner: 'Aldric', own: true });
const ally = villageOf({ name: 'Brightwater', owner: 'Ysolde' });
const rival = villageOf({ name: 'Kelmoor', owner: 'Corvin' });
const natives = villageOf({ name: 'Old Barrow', owner_id: null, owner: null, tier: 'village' });

const meta: Meta<typeof TilePanel> = {
  title: 'Map/TilePanel',
  component: TilePanel,
  decorators: [(Story) => <div style={{ position: 'relative', height: 420, maxWidth: 420 }}><Story /></div>],
  args: { viewer: me, onSendTroops: fn(), onSendResources: fn(), onSettle: fn(), onOpenVillage: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof TilePanel>;

/** Another of one's own villages: its overview, Reinforce and Send resources. */
export const OwnVillage: Story = {
  args: { tile: tileOf(own), details: detailsOf(own, 3) },
  parameters: { keyContent: ['Eastwatch', 'Aldric', 'Your village', 'Open village overview', 'Reinforce', 'Send resources'] },
};

/** A village of a member of the reader's Empire: labelled Empire ally; Reinforce and Send resources, no Attack. */
export const AllyVillage: Story = {
  args: { tile: tileOf(ally), details: detailsOf(ally, 3) },
  parameters: { keyContent: ['Brightwater', 'Ysolde', 'Empire ally', 'Reinforce', 'Send resources'] },
};

/** Another player's village (another Empire or none): Attack, Scout and Reinforce. */
export const OtherPlayerVillage: Story = {
  args: { tile: tileOf(rival), details: detailsOf(rival, 4) },
  parameters: { keyContent: ['Kelmoor', 'Corvin', 'Attack', 'Scout', 'Reinforce'] },
};

/** A village nobody owns: the generic Send troops. */
export const NativesVillage: Story = {
  args: { tile: tileOf(natives), details: detailsOf(natives, null) },
  parameters: { keyContent: ['Old Barrow', 'Nobody', 'Send troops'] },
};

/** Free land: Send troops and Settle. */
export const EmptyTile: Story = {
  args: { tile: tileOf(undefined) },
  parameters: { keyContent: ['Hills', '(14|-6)', 'Nobody', 'Send troops', 'Settle'] },
};

/** Another player's village before GET map told its owner's Empire: only Send troops, never an attack on a possible ally. */
export const OwnerEmpireLoading: Story = {
  args: { tile: tileOf(ally) },
  parameters: { keyContent: ['Brightwater', 'Ysolde', 'Send troops'] },
};
