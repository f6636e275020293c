import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MapTile } from '../../server/contract';
import { SendView } from '../../client/routes/army/SendView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { makeTroops, makeValidation, unitKeys } from './fixtures';
import { attackEvent, everyObjective, heldLandmark } from '../objectives/fixtures';

/** Target tiles with an event or objective on them (the tile's marker), by "x|y". */
const TILES: Record<string, MapTile> = {
  '4|-3': { x: 4, y: -3, type: 'plains', marker: 'attack1', village: null, owner: null, claimedBy: null, own: false },
  '20|-18': { x: 20, y: -18, type: 'hills', marker: 'landmark', village: null, owner: null, claimedBy: null, own: false },
  '33|33': { x: 33, y: 33, type: 'forest', marker: 'artifact', village: null, owner: null, claimedBy: null, own: false },
};

/** Army send at an event or objective: the target names it (GET map/objectives) instead of 'no village'. */
const meta: Meta<typeof SendView> = {
  title: 'Army/SendAtObjective',
  component: SendView,
  parameters: { layout: 'fullscreen', route: '/village/army/send' },
  args: {
    unitKeys, home: makeTroops().home, from: { x: 0, y: 0 }, maxCoord: 100,
    loadTile: async (x, y) => TILES[`${x}|${y}`], loadObjectives: async () => everyObjective,
    onValidate: async () => makeValidation(),
    onSend: async (body) => { console.info('send', body); return true; },
  },
};
export default meta;
type Story = StoryObj<typeof SendView>;

/** An attack event: its name, state and difficulty, linking to its page. */
export const AtEvent: Story = {
  args: { initial: { x: attackEvent.x, y: attackEvent.y, moveType: 'attack' } },
  parameters: { keyContent: ['Gathering native forces', 'Active · Moderate', 'Distance'] },
};

/** A landmark another kingdom holds: its name and holder. */
export const AtHeldLandmark: Story = {
  args: { initial: { x: heldLandmark.x, y: heldLandmark.y, moveType: 'scout' } },
  parameters: { keyContent: ['Landmark', 'Held · Aldric'] },
};

/** The list does not know it (yet): the tile's marker still names it. */
export const MarkerOnly: Story = {
  args: { initial: { x: 33, y: 33, moveType: 'attack' } },
  parameters: { keyContent: ['Native artifact'] },
};
