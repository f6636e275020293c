import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { MapTile } from '../../server/contract';
import { SendView } from '../../client/routes/army/SendView';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { economyGamedata } from '../economy/fixtures';
import { sayText } from '../../client/i18n';
import { PROTECTION_TEXT } from '../../server/game/movement/protection';
import { homeWithNobles, makeTroops, makeValidation, unitKeys } from './fixtures';

const buildingKeys = economyGamedata.buildings.map((b) => b.key);

/** The target tiles the stories' look-up knows (GET map of one tile), by "x|y". */
const TILES: Record<string, MapTile> = {
  '15|-3': { x: 15, y: -3, type: 'plains', marker: null, village: { id: 44, name: 'Kelmoor', tier: 'town' }, owner: { id: 9, username: 'Corvin' }, claimedBy: null, own: false },
  '18|-10': { x: 18, y: -10, type: 'forest', marker: null, village: null, owner: null, claimedBy: null, own: false },
};
const loadTile = async (x: number, y: number) => TILES[`${x}|${y}`];

const meta: Meta<typeof SendView> = {
  title: 'Army/Send',
  component: SendView,
  parameters: { layout: 'fullscreen', route: '/village/army/send' },
  args: {
    unitKeys, home: makeTroops().home, buildingKeys, from: { x: 12, y: -7 }, maxCoord: 100, loadTile,
    onValidate: async () => makeValidation(),
    onSend: async (body) => { console.info('send', body); return true; },
  },
};
export default meta;
type Story = StoryObj<typeof SendView>;

/** No troops at home: nothing to pick, Validate stays disabled. */
export const Empty: Story = {
  args: { home: {} },
  parameters: { keyContent: ['Send troops', 'No troops at home.', 'Target', 'Move type', 'Validate', 'Send'] },
};

/**
 * Linked from the map with ?x=&y=: the target is filled in (an empty forest tile 6.7 tiles away); the
 * units wait to be picked, and nothing is called wrong before the player types.
 */
export const Prefilled: Story = {
  args: { initial: { x: 18, y: -10, moveType: 'scout' } },
  parameters: { keyContent: ['Militia', 'Scout', 'All (120)', 'All Militia (120)', 'Available: 120', 'No village (Forest)', 'Distance', '6.7 tiles', 'Validate'] },
};

/** The target is a village: its name, its owner and the distance stand under the coordinates. */
export const TargetVillage: Story = {
  args: { initial: { x: 15, y: -3, moveType: 'attack' } },
  parameters: { keyContent: ['Village', 'Kelmoor', 'Owner', 'Corvin', 'Distance', '5.0 tiles'] },
};

/** The player typed more than stand at home: now the form says so (and Validate stays disabled). */
export const TooManyTyped: Story = {
  args: { initial: { x: 15, y: -3 } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Militia', { selector: 'input' }), '500');
  },
  parameters: { keyContent: ['More than stand at home: Militia', 'Kelmoor'] },
};

/** Coordinates beyond the continent's edge: said at once, and the tile is not looked up. */
export const OffTheMap: Story = {
  args: { initial: { x: 150, y: -3 } },
  parameters: { keyContent: ['Outside the continent: coordinates run from -100 to 100.'] },
};

/** A validation answered: travel time, arrival and the server's warnings. */
export const Validated: Story = {
  args: { initial: { x: 15, y: -3 }, initialValidation: makeValidation() },
  parameters: { keyContent: ['Travel time', '0:45:12', 'Arrival', 'Warnings', 'The target is a friendly village'] },
};

/** A siege from a village whose Siege Workshop stands at level 10: three target slots, the walls rolled anyway. */
export const SiegeSlots: Story = {
  args: { siegeWorkshopLevel: 10, initial: { x: 15, y: -3, moveType: 'siege', units: { melee1: '40' } } },
  parameters: { keyContent: ['Siege targets', 'Siege Workshop level 10: 3 of 5 target slots open.', 'The next slot opens at level 15.', 'Target 1', 'Target 2', 'Target 3', 'No target', 'The walls are always rolled against'] },
};

/** A siege without a Siege Workshop: no slots; the server only lets it be checked. */
export const SiegeNoWorkshop: Story = {
  args: { siegeWorkshopLevel: 0, initial: { x: 15, y: -3, moveType: 'siege', units: { melee1: '40' } } },
  parameters: { keyContent: ['Siege targets', 'Siege targets need a Siege Workshop.'] },
};

/** The server refused the siege: its words stand under the form. */
export const SiegeRefused: Story = {
  args: {
    siegeWorkshopLevel: 1, initial: { x: 15, y: -3, moveType: 'siege', units: { melee1: '40' } },
    onValidate: async () => ({ refused: 'The Siege Workshop opens only 1 target slot' }),
  },
  parameters: { keyContent: ['Target 1', 'Validate'] },
};

/**
 * An attack on a kingdom under beginner protection (issue 13): Validate is refused (403) and the
 * catalogue's text, with the instant it ends, stands under the form.
 */
export const BeginnerProtectionRefused: Story = {
  args: {
    initial: { x: 15, y: -3, moveType: 'attack', units: { melee1: '40' } },
    onValidate: async () => ({ refused: sayText(PROTECTION_TEXT.protectedTarget('2025-11-24T18:30:00.000Z')) }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Validate' }));
  },
  parameters: { keyContent: ['That kingdom is under beginner protection until 24/11/2025, 18:30 UTC', 'Validate'] },
};

/** A protected kingdom's own attack on another player: the validation warns that it ends the protection. */
export const EndsOwnProtection: Story = {
  args: {
    initial: { x: 15, y: -3, moveType: 'attack', units: { melee1: '40' } },
    initialValidation: { ...makeValidation(), warnings: [{ key: PROTECTION_TEXT.endsOwn.key, params: {} }] },
  },
  parameters: { keyContent: ['Warnings', 'Sending this ends your beginner protection'] },
};

/** Nobles in an attack: conquer (the default) or destroy at loyalty 0. */
export const NobleChoice: Story = {
  args: { home: homeWithNobles, initial: { x: 15, y: -3, moveType: 'attack', units: { melee1: '100', special2: '1' } } },
  parameters: { keyContent: ['Nobles at loyalty 0', 'Conquer', 'Destroy', 'at 0 the village becomes yours (conquer) or is razed (destroy)'] },
};

/** Send with Nobles set to destroy asks first: a razed village never comes back. */
export const NoblesDestroyAsks: Story = {
  args: { ...NobleChoice.args, initialValidation: makeValidation() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByLabelText('Destroy'));
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
  },
  parameters: { keyContent: ['Send Nobles to destroy (15|-3)?', 'the village is razed', 'Send to destroy', 'Go back'] },
};

/** Nobles in a siege with two slots: both the targets and the choice are sent. */
export const SiegeWithNobles: Story = {
  args: { home: homeWithNobles, siegeWorkshopLevel: 5, initial: { x: 15, y: -3, moveType: 'siege', units: { melee1: '100', special2: '1' } } },
  parameters: { keyContent: ['Target 1', 'Target 2', 'Nobles at loyalty 0', 'Conquer', 'Destroy'] },
};
