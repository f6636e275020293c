import type { Meta, StoryObj, Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import ArmyPage from '../../client/routes/army/ArmyPage';
import { targetTileKey } from '../../client/routes/army/SendTarget';
import '../../client/app/ui.css';
import { unitsQueryKey } from '../../client/api/units';
import type { VillageResponse } from '../../server/contract';
import { withEconomyGame, withQueries } from '../economy/decorators';
import { withFetch } from './fetchHandler';
import { allowed, emptyTroops, homeWithNobles, makeObjectiveTroops, makeTroops, manyIncoming, villageWithWorkshop } from './fixtures';
import { unitsServer, villageId } from './unitsServer';

/** The page under its real route, so the tab comes from the path as in the app. */
const underRoute: Decorator = (Story) => <Routes><Route path="/village/army/*" element={<Story />} /></Routes>;

const game = (village?: VillageResponse) => withEconomyGame({}, village);

const meta: Meta<typeof ArmyPage> = {
  title: 'Army/ArmyPage',
  component: ArmyPage,
  parameters: { layout: 'fullscreen', route: '/village/army' },
};
export default meta;
type Story = StoryObj<typeof ArmyPage>;

export const Loading: Story = {
  decorators: [underRoute, withEconomyGame({ village: undefined, loading: true })],
  parameters: { keyContent: ['Army', 'Overview', 'Train', 'Simulate', 'Send', 'Loading'] },
};

export const NoVillage: Story = {
  decorators: [underRoute, withEconomyGame({ village: undefined, currentVillageId: undefined })],
  parameters: { keyContent: ['No village selected.'] },
};

/** The overview: five lists from GET units/village/11/troops, each with its own page. */
export const Overview: Story = {
  decorators: [underRoute, game(), withFetch(unitsServer(() => makeTroops()))],
  parameters: { keyContent: ['Highmoor', 'Incoming', 'Outgoing', 'Call back', '120 Militia', 'Troops abroad', 'Send back'] },
};

/** The lists still loading (the server has not answered). */
export const OverviewLoading: Story = {
  decorators: [underRoute, game(), withFetch(unitsServer(() => makeTroops(), { pending: true }))],
  parameters: { keyContent: ['Incoming', 'Troops at home', 'Loading'] },
};

/** Nothing anywhere: each list's empty text. */
export const OverviewEmpty: Story = {
  decorators: [underRoute, game(), withFetch(unitsServer(() => emptyTroops))],
  parameters: { keyContent: ['No troops are on their way here.', 'No troops at home.', 'No troops stand abroad.', 'No reinforcements stand here.'] },
};

/** 45 incoming movements: page 1 of 3; Next asks the server for page=1. */
export const OverviewPaged: Story = {
  decorators: [underRoute, game(), withFetch(unitsServer(() => makeTroops(), { incoming: () => manyIncoming() }))],
  parameters: { keyContent: ['Incoming', 'Page 1 of 3', 'Next', '20 Militia'] },
};

/** The abroad list failed; the others still show. */
export const OverviewError: Story = {
  decorators: [underRoute, game(), withFetch(unitsServer(() => makeTroops(), { fail: ['abroad'] }))],
  parameters: { keyContent: ['Troops abroad', 'The troops could not be loaded.', 'Try again', '120 Militia'] },
};

/** Troops at a landmark and an artifact (GET objectives/village/11/troops): Recall asks, then POSTs the recall. */
export const OverviewAtObjectives: Story = {
  decorators: [underRoute, game(), withFetch(unitsServer(() => makeTroops(), { atObjectives: () => makeObjectiveTroops() }))],
  parameters: { keyContent: ['At objectives', 'Landmark', '(3|-2)', 'Native artifact', '60 Militia', 'Recall'] },
};

/** The troops at objectives failed to load; the other lists show. */
export const OverviewAtObjectivesError: Story = {
  decorators: [underRoute, game(), withFetch(unitsServer(() => makeTroops(), { objectivesFail: true }))],
  parameters: { keyContent: ['At objectives', 'The troops at objectives could not be loaded.', 'Try again', '120 Militia'] },
};

/** A recall the server refuses (the group already left): 404 'Those troops do not exist'. */
export const OverviewRecallRefused: Story = {
  decorators: [underRoute, game(), withFetch(unitsServer(() => makeTroops(), { atObjectives: () => makeObjectiveTroops(), recallRefused: true }))],
  parameters: { keyContent: ['At objectives', 'Landmark', 'Recall'] },
};

export const Train: Story = {
  decorators: [underRoute, withEconomyGame(), withQueries([{ key: unitsQueryKey.allowed(villageId), data: allowed }])],
  parameters: { route: '/village/army/train', keyContent: ['Train units', 'Militia', 'Requirements not met'] },
};

/** Linked from the map: /village/army/send?x=18&y=-10, a village of Corvin's (the tile as GET map answers it). */
export const SendFromMap: Story = {
  decorators: [underRoute, withEconomyGame(), withQueries([
    { key: unitsQueryKey.troops(villageId), data: makeTroops() },
    { key: targetTileKey(18, -10), data: { x: 18, y: -10, type: 'plains', marker: null, village: { id: 44, name: 'Kelmoor', tier: 'town' }, owner: { id: 9, username: 'Corvin' }, claimedBy: null, own: false } },
  ])],
  parameters: { route: '/village/army/send?x=18&y=-10', keyContent: ['Send troops', 'Available: 120', 'Validate', 'Kelmoor', 'Corvin', 'Distance'] },
};

/** A siege from the map with Nobles at home; the village's Siege Workshop (level 5) opens two slots. */
export const SendSiege: Story = {
  decorators: [underRoute, game(villageWithWorkshop(5)), withFetch(unitsServer(() => ({ ...makeTroops(), home: homeWithNobles })))],
  parameters: { route: '/village/army/send?x=18&y=-10&moveType=siege', keyContent: ['Send troops', 'Siege targets', 'Target 1', 'Target 2', 'Siege Workshop level 5'] },
};

export const Simulate: Story = {
  decorators: [underRoute, withEconomyGame()],
  parameters: { route: '/village/army/simulate', keyContent: ['Battle simulator', 'Wall level', 'Luck'] },
};
